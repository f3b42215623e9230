/**
 * Builds Storybook as `pnpm build-storybook` does, into a folder of its own (a developer's
 * storybook-static is left alone), and serves it as any static host would; the tests get the origin
 * through `inject('storybookOrigin')`.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import sirv from 'sirv';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    storybookOrigin: string;
  }
}

const root = join(import.meta.dirname, '..', '..');
// Inside node_modules/.cache: never committed, and Vite's own caches sit beside it.
const outDir = join(root, 'node_modules', '.cache', 'storybook-console');

/** Builds Storybook into outDir; prints the build's output only when it fails. */
function buildStorybook() {
  rmSync(outDir, { recursive: true, force: true });
  try {
    execFileSync('pnpm', ['exec', 'storybook', 'build', '--quiet', '-o', outDir], {
      cwd: root,
      stdio: 'pipe',
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`storybook build failed:\n${String(stdout)}\n${String(stderr)}`, { cause: error });
  }
  return outDir;
}

export default async function setup(project: TestProject) {
  // STORYBOOK_STATIC_DIR checks a Storybook already built (e.g. by `pnpm build-storybook`) instead.
  const dir = process.env.STORYBOOK_STATIC_DIR ? resolve(process.env.STORYBOOK_STATIC_DIR) : buildStorybook();
  // Cached like any static host's assets, so each story does not download the whole preview again.
  const serve = sirv(dir, { etag: true, maxAge: 600 });
  const server = createServer((request, response) =>
    serve(request, response, () => {
      response.statusCode = 404;
      response.end('Not found');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('storybookOrigin', `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
