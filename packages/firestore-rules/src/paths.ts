import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/firestore-rules */
export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The repo root, where firebase.json and firestore.rules live. */
export const repoRoot = path.resolve(packageDir, '../..');
export const rulesFile = path.join(repoRoot, 'firestore.rules');
