import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/**
 * The firebase CLI to run: FIREBASE_CLI (a command line, e.g. `npx -y firebase-tools@15.34.2`), else
 * a `firebase` on PATH, else undefined. firebase-tools is not a workspace dependency (it is huge):
 * the deploy workflow installs it, a developer may too.
 */
export function findFirebaseCli(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const configured = env.FIREBASE_CLI?.trim();
  if (configured) return configured.split(/\s+/);
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'firebase');
    try {
      accessSync(candidate, constants.X_OK);
      return [candidate];
    } catch {
      // not in this directory
    }
  }
  return undefined;
}
