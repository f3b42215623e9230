import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { rulesFile } from '../src/paths';
import { rulesTestProject } from '../src/rulesTestRunner';

/** The emulator loaded with the committed firestore.rules (host and port from FIRESTORE_EMULATOR_HOST). */
export function startRulesTestEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: rulesTestProject,
    firestore: { rules: readFileSync(rulesFile, 'utf8') },
  });
}

/**
 * A visitor's Firestore: no Auth, no App Check, as the site's anonymous writes arrive. The test
 * library hands out the compat instance; the modular functions accept it.
 */
export function visitorDb(env: RulesTestEnvironment): Firestore {
  return env.unauthenticatedContext().firestore() as unknown as Firestore;
}

/** Writes `data` as the server would (rules off), for the read/update/delete cases. */
export async function seed(env: RulesTestEnvironment, path: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore() as unknown as Firestore, path), data);
  });
}
