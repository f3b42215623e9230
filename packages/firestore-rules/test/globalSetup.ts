import { writeFileSync } from 'node:fs';

/**
 * Runs once before the suite: refuses to start without an emulator (so nothing can pass without
 * one), then leaves the marker that tells `pnpm test:rules` the suite really ran.
 */
export default function setup(): void {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the rules suite with `pnpm test:rules`.');
  }
  const marker = process.env.RULES_TEST_MARKER;
  if (marker) writeFileSync(marker, new Date().toISOString());
}
