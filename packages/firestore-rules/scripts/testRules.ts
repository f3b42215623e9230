/**
 * `pnpm test:rules`: the firestore.rules suite under the Firestore emulator where one can start;
 * otherwise prints "not run: Firestore emulator unavailable" (exit 0, or 1 with REQUIRE_EMULATOR=1).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { findFirebaseCli } from '../src/findFirebaseCli';
import { packageDir, repoRoot } from '../src/paths';
import { runRulesTests } from '../src/rulesTestRunner';

const vitest = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);
const config = path.relative(repoRoot, path.join(packageDir, 'vitest.rules.config.ts'));
const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

process.exitCode = await runRulesTests({
  cli: findFirebaseCli(),
  suiteCommand: [process.execPath, vitest, 'run', '--config', config].map(quote).join(' '),
  requireEmulator: process.env.REQUIRE_EMULATOR === '1',
  cwd: repoRoot,
  out: (line) => console.log(line),
  err: (text) => process.stderr.write(text),
});
