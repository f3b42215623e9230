import { defaultDataDir } from '../config';
import { startLocalBackend } from '../server';

/*
 * `pnpm backend`: the local backend on its own port, for running the site against it from another
 * origin. PORT (default 8787), HOST, DATA_DIR, SMTP_URL, MAIL_FROM and MAIL_TO configure it.
 */
const dataDir = defaultDataDir();
const backend = await startLocalBackend({
  port: Number(process.env.PORT ?? 8787),
  host: process.env.HOST ?? '127.0.0.1',
  dataDir,
});
console.log(
  `Local backend on ${backend.url} (data in ${dataDir}, e-mail ${process.env.SMTP_URL ? 'via SMTP' : 'to the outbox'})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void backend.close().then(() => process.exit(0)));
}
