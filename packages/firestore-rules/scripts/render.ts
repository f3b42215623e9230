/** Writes firestore.rules at the repo root from @rico/contact's constants (see src/renderRules.ts). */
import { writeFile } from 'node:fs/promises';
import { renderFirestoreRules } from '../src/renderRules';
import { rulesFile } from '../src/paths';

await writeFile(rulesFile, renderFirestoreRules());
console.log(`firestore-rules: wrote ${rulesFile}`);
