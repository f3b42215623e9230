import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

/*
 * The Cloud Storage rules: the bucket holds the CVs, which only the functions (Admin SDK) touch.
 * The Storage emulator needs a Java runtime that cannot be fetched here, so the rules are checked
 * as text: one match of every path, denying everything, and firebase.json deploying this file.
 */

const root = new URL('../../../', import.meta.url);

describe('storage.rules', () => {
  it('should refuse every client read and write of every object, with nothing else allowed', async () => {
    const rules = await readFile(new URL('storage.rules', root), 'utf8');
    const code = rules.replace(/\/\/.*$/gm, '');
    expect(code).toMatch(
      /service firebase\.storage \{\s*match \/b\/\{bucket\}\/o \{\s*match \/\{allPaths=\*\*\} \{\s*allow read, write: if false;\s*\}\s*\}\s*\}/,
    );
    expect(code.match(/allow /g)).toHaveLength(1);
  });

  it('should be what firebase.json deploys', async () => {
    const config = JSON.parse(await readFile(new URL('firebase.json', root), 'utf8')) as {
      storage?: { rules?: string };
    };
    expect(config.storage?.rules).toBe('storage.rules');
  });
});
