import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { guidanceFiles, guidanceHeadings, type Guidance } from './guidance';

const components = join(import.meta.dirname, '..', 'components');
// Pages that compose several components for review carry no guidance of their own.
const overviews = new Set([
  'BlocksOverview.stories.tsx',
  'ContactFields.stories.tsx',
  'MotionOverview.stories.tsx',
]);

const storyFiles = readdirSync(components, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx') && !overviews.has(file.split('/').at(-1) ?? ''))
  .sort();

describe("every component's docs page", () => {
  test.for(storyFiles)(
    'given %s, should say when to use it, when not, content and accessibility',
    async (file) => {
      const guidanceFile = guidanceFiles(file)
        .map((candidate) => join(components, dirname(dirname(file)), candidate))
        .find((path) => existsSync(path));
      expect(guidanceFile, `no ${guidanceFiles(file).join(' or ')}`).toBeDefined();
      const { guidance } = (await import(guidanceFile ?? '')) as { guidance?: Guidance };
      for (const [key, heading] of Object.entries(guidanceHeadings)) {
        expect(guidance?.[key as keyof typeof guidanceHeadings], `${heading} is empty`).not.toHaveLength(0);
      }
    },
  );
});
