/** First step of `pnpm test`, `pnpm start` and `pnpm dev`: stop with a clear message on a Node that is too old. */
import { readFile } from 'node:fs/promises';
import { nodeVersionProblem } from './nodeVersion';

const manifest = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
  engines?: { node?: string };
};
const problem = nodeVersionProblem(process.version, manifest.engines?.node ?? '');
if (problem) {
  console.error(problem);
  process.exitCode = 1;
}
