/**
 * The one Chromium build the screenshot comparison runs in, pinned by the lockfile: the headless
 * shell that the npm package @sparticuz/chromium ships (brotli-compressed, Linux x64 only), with
 * its own fonts and its own NSS libraries. So the pixels depend on the commit, not on which
 * Chromium a machine happens to have (Debian replaces its own with every security update).
 *
 * We unpack it ourselves instead of calling the package's executablePath(): that unpacks into the
 * machine-wide /tmp/chromium and then reuses whatever is there, whichever version, so two checkouts
 * pinning different versions would quietly share one browser.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

export type PinnedChromium =
  | { kind: 'ready'; executablePath: string; env: Record<string, string>; version: string }
  | { kind: 'unsupported'; reason: string };

/** Why the pinned build cannot run on this OS and CPU, or undefined when it can. */
export function platformProblem(platform: string, arch: string): string | undefined {
  if (platform === 'linux' && arch === 'x64') return undefined;
  return `the pinned Chromium (@sparticuz/chromium) ships only for Linux x64, this is ${platform} ${arch}`;
}

const packageDir = () => join(dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')), '..');

/** Fontconfig sees only the fonts shipped with the build, never the machine's (fallback glyphs included). */
const fontsConf = (dir: string) => `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${join(dir, 'fonts')}</dir>
  <cachedir>${join(dir, 'fontconfig-cache')}</cachedir>
</fontconfig>
`;

function unpack(bin: string, dir: string): void {
  const staging = `${dir}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const inflate = (name: string) => brotliDecompressSync(readFileSync(join(bin, name)));
  writeFileSync(join(staging, 'chromium'), inflate('chromium.br'), { mode: 0o755 });
  // swiftshader's GL libraries sit beside the binary (where Chromium looks), the fonts and the
  // Amazon Linux NSS/expat libraries in folders of their own.
  const untar = (name: string, into: string) => {
    mkdirSync(into, { recursive: true });
    execFileSync('tar', ['-x', '-C', into], { input: inflate(name) });
  };
  untar('swiftshader.tar.br', staging);
  untar('fonts.tar.br', staging);
  untar('al2023.tar.br', staging);
  writeFileSync(join(staging, 'fonts.conf'), fontsConf(dir));
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir); // whole or not at all: an interrupted unpack is never taken for a build
}

let cached: PinnedChromium | undefined;

/**
 * Unpacks the pinned build once per package version into node_modules/.cache and checks that it
 * starts here. Unsupported when this OS or CPU has no build, or the build cannot start (the reason
 * says which), so the caller can say so instead of comparing nothing in silence.
 */
export function pinnedChromium(): PinnedChromium {
  if (cached) return cached;
  const problem = platformProblem(process.platform, process.arch);
  if (problem) return (cached = { kind: 'unsupported', reason: problem });
  const pkg = packageDir();
  const { version } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as { version: string };
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const dir = join(root, 'node_modules', '.cache', 'pinned-chromium', version);
  if (!existsSync(join(dir, 'fonts.conf'))) unpack(join(pkg, 'bin'), dir);
  const env = { LD_LIBRARY_PATH: join(dir, 'lib'), FONTCONFIG_FILE: join(dir, 'fonts.conf') };
  const executablePath = join(dir, 'chromium');
  try {
    const out = execFileSync(executablePath, ['--version'], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return (cached = { kind: 'ready', executablePath, env, version: out.trim() });
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() || String(error);
    return (cached = { kind: 'unsupported', reason: `the pinned Chromium does not start here: ${detail}` });
  }
}
