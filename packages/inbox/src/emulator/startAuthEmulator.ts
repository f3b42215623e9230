import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';

export interface RunningAuthEmulator {
  /** host:port, the value for FIREBASE_AUTH_EMULATOR_HOST and connectAuthEmulator. */
  host: string;
  projectId: string;
  /** From spawning firebase-tools to the emulator's first answer. */
  startupMs: number;
  /** Ends the emulator and everything it started (its process group), then removes its config. */
  stop(): Promise<void>;
  /**
   * Kills its process group at once, for an exit handler, which cannot wait: the emulator is a
   * process group of its own, so a host that exits without stop() would leave it running.
   */
  killNow(): void;
}

export interface AuthEmulatorOptions {
  /** A demo- project needs no credentials and can reach no real project. */
  projectId?: string;
  /** How long to wait for the first answer before giving up (firebase-tools took about 40 s here). */
  timeoutMs?: number;
  /** Where firebase-tools' output goes (it says little; errors matter). */
  onOutput?: (text: string) => void;
}

/**
 * A port nothing listens on now, for the emulator to take. get-port also keeps a port it gave out
 * from being given again for a while, so the three asked for in a row here are never the same one.
 */
const freePort = () => getPort({ host: '127.0.0.1' });

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(host: string): Promise<boolean> {
  try {
    return (await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

function endGroup(child: ChildProcess, signal: NodeJS.Signals) {
  // detached: the emulator is its own process group's leader; a negative pid signals the group.
  if (child.pid !== undefined && child.exitCode === null) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}

/**
 * `firebase emulators:start --only auth` with a config of its own (the emulator UI off, 127.0.0.1,
 * a free port), resolved once the emulator answers HTTP. It runs on Node from the installed
 * firebase-tools, offline, without Java. Its own process group, so stop() ends the Java-free
 * emulator and any child it spawned, and a crash of ours leaves nothing listening for long.
 */
export async function startAuthEmulator(options: AuthEmulatorOptions = {}): Promise<RunningAuthEmulator> {
  const { projectId = 'demo-rico', timeoutMs = 180_000, onOutput = () => undefined } = options;
  const port = await freePort();
  const host = `127.0.0.1:${port}`;
  const configDir = await mkdtemp(path.join(tmpdir(), 'rico-auth-emulator-'));
  // The hub and the logging service it starts beside the emulator get free ports of their own too:
  // left to firebase-tools, two emulators starting at once (the e2e and cross-engine inbox journeys
  // run side by side) both probed 4400 and one failed with "An unexpected error has occurred".
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: await freePort() },
      logging: { host: '127.0.0.1', port: await freePort() },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  await writeFile(path.join(configDir, 'firebase.json'), JSON.stringify(config));
  const firebaseBin = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      firebaseBin,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      path.join(configDir, 'firebase.json'),
    ],
    {
      cwd: configDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      // No update check or usage reporting: they would reach out to the internet.
      // TMPDIR: the hub writes a file there named after the project, which a second emulator of the
      // same project would otherwise find and share.
      env: {
        ...process.env,
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_TELEMETRY: '1',
        CI: 'true',
        TMPDIR: configDir,
      },
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    onOutput(chunk.toString());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = once(child, 'exit');

  const stop = async () => {
    endGroup(child, 'SIGTERM');
    const killLater = setTimeout(() => endGroup(child, 'SIGKILL'), 10_000);
    if (child.exitCode === null && child.signalCode === null) await exited;
    clearTimeout(killLater);
    await rm(configDir, { recursive: true, force: true });
  };

  const deadline = started + timeoutMs;
  while (!(await answers(host))) {
    if (child.exitCode !== null || performance.now() > deadline) {
      await stop();
      throw new Error(
        `The Auth emulator did not start (exit ${String(child.exitCode)}):\n${output.slice(-2000)}`,
      );
    }
    await delay(250);
  }
  return {
    host,
    projectId,
    startupMs: Math.round(performance.now() - started),
    stop,
    killNow: () => endGroup(child, 'SIGKILL'),
  };
}
