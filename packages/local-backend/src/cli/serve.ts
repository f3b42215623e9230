import { defaultDataDir } from '../config';
import { describeReach, hostFromEnv, networkWarning } from '../listenHost';
import { startLocalBackend } from '../server';

/*
 * `pnpm backend`: the local backend on its own port, for running the site against it from another
 * origin. PORT (default 8787), HOST (default 127.0.0.1), DATA_DIR, SMTP_URL, MAIL_FROM and MAIL_TO
 * configure it.
 */
const dataDir = defaultDataDir();
try {
  const backend = await startLocalBackend({
    port: Number(process.env.PORT ?? 8787),
    host: hostFromEnv(),
    dataDir,
  });
  console.log(
    `Local backend on ${backend.url} (${describeReach(backend.host)}; data in ${dataDir}, e-mail ${process.env.SMTP_URL ? 'via SMTP' : 'to the outbox'})`,
  );
  const warning = networkWarning(backend.host);
  if (warning) console.warn(warning);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void backend.close().then(() => process.exit(0)));
  }
} catch (error) {
  // A startup failure is the developer's to fix: say what, without a stack trace.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
