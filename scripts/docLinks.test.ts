/**
 * Every relative link in the project's markdown (the front door, the guides in docs/, the package
 * READMEs) points at a file that exists, and every `#anchor` at a heading that exists, by GitHub's
 * heading slugs. Checked offline by remark-validate-links, run the way remark-cli runs it (through
 * unified-engine): only then does it read the files a link points into and check their headings.
 * Links to other sites are not checked (they would need the network); links starting with `/` are
 * not either, so the guides use relative ones.
 */
import { globSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkValidateLinks from 'remark-validate-links';
import { engine, type Options } from 'unified-engine';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** The markdown people read: the README, the guides and the packages' own READMEs. */
const documents = [
  'README.md',
  'docs/**/*.md',
  'site/README.md',
  'site/src/**/README.md',
  'packages/*/README.md',
];

/** One line per dead link: `file:line:column: what is missing`, the file relative to `root`. */
function deadLinks(root: string, files: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    engine(
      {
        processor: remark,
        cwd: root,
        files,
        extensions: ['md'],
        // Offline: without `repository: false` it asks `git remote` for the repository's address.
        // The plugins' own option types are narrower than the engine's list of any plugin.
        plugins: [remarkGfm, [remarkValidateLinks, { repository: false }]] as Options['plugins'],
        detectConfig: false,
        detectIgnore: false,
        output: false,
        out: false,
        reporter: () => '',
        streamError: new PassThrough(),
      },
      (error, _code, context) => {
        if (error) {
          reject(error);
          return;
        }
        resolve(
          (context?.files ?? []).flatMap((file) =>
            file.messages.map(
              (message) =>
                `${path.relative(root, path.resolve(root, file.path))}:${message.line ?? '?'}:${message.column ?? '?'}: ${message.reason}`,
            ),
          ),
        );
      },
    );
  });
}

describe('links in the documentation', () => {
  it('given the README, the guides and the package READMEs, should find every linked file and heading', async () => {
    const files = documents.flatMap((pattern) =>
      globSync(pattern, { cwd: repoRoot, exclude: (name) => name === 'node_modules' }),
    );
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'site/README.md', 'site/src/runtime/README.md']),
    );

    const dead = await deadLinks(repoRoot, files);
    expect(dead, `dead links:\n${dead.join('\n')}`).toEqual([]);
  });

  it('given a link to a missing file and one to a missing heading, should name the file and each link', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'doc-links-'));
    try {
      writeFileSync(path.join(dir, 'guide.md'), '# Guide\n\n## Deploy\n');
      writeFileSync(
        path.join(dir, 'README.md'),
        '# Read me\n\n[ok](guide.md#deploy) [gone](missing.md) [wrong](guide.md#deploying) [self](#read-me)\n',
      );
      const dead = await deadLinks(dir, ['README.md', 'guide.md']);
      expect(dead).toHaveLength(2);
      expect(dead.join('\n')).toMatch(/^README\.md:3:\d+: .*`missing\.md`/m);
      expect(dead.join('\n')).toMatch(/^README\.md:3:\d+: .*`#deploying` in `guide\.md`/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
