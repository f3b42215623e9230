import { describe, expect, it } from 'vitest';
import type { BrandFontFace } from '@rico/design-system';
import { createBrandFontLoader } from './brandFontLoader';

const faces: BrandFontFace[] = [
  { family: 'Brand', source: 'url(/brand.woff2)', descriptors: { weight: '300 900' } },
];

/** A FontFace whose download the test finishes (or fails) by hand. */
function fakeFontFaces() {
  const created: { family: string; finish: () => void; fail: () => void; loads: number }[] = [];
  class FakeFontFace {
    loads = 0;
    constructor(public family: string) {}
    load(): Promise<FakeFontFace> {
      return new Promise((resolve, reject) => {
        created.push({
          family: this.family,
          finish: () => resolve(this),
          fail: () => reject(new Error('network')),
          loads: ++this.loads,
        });
      });
    }
  }
  return { created, FontFaceClass: FakeFontFace as unknown as typeof FontFace };
}

function fakeFontSet() {
  const added = new Set<FontFace>();
  return {
    added,
    fontSet: {
      add: (f: FontFace) => added.add(f),
      has: (f: FontFace) => added.has(f),
    } as unknown as FontFaceSet,
  };
}

describe('the brand font loader', () => {
  it('should download the font once however often it is asked, and use none of it on the page on screen', async () => {
    const { created, FontFaceClass } = fakeFontFaces();
    const { added, fontSet } = fakeFontSet();
    const loader = createBrandFontLoader({ fontSet, faces, FontFaceClass });
    const first = loader.download();
    const second = loader.download();
    expect(created.map((c) => c.family)).toEqual(['Brand']);
    created[0]?.finish();
    await Promise.all([first, second]);
    expect(added.size).toBe(0);
  });

  it('should give the next page the font once it has arrived, and only once', async () => {
    const { created, FontFaceClass } = fakeFontFaces();
    const { added, fontSet } = fakeFontSet();
    const loader = createBrandFontLoader({ fontSet, faces, FontFaceClass });
    const download = loader.download();
    // Not arrived yet: the next page keeps the fallback rather than swapping fonts under the reader.
    expect(loader.useForNewPage()).toBe(false);
    expect(added.size).toBe(0);
    created[0]?.finish();
    await download;
    expect(loader.useForNewPage()).toBe(true);
    expect(loader.useForNewPage()).toBe(true);
    expect(added.size).toBe(1);
  });

  it('should keep the fallback, without an error, when the font cannot be downloaded', async () => {
    const { created, FontFaceClass } = fakeFontFaces();
    const { added, fontSet } = fakeFontSet();
    const loader = createBrandFontLoader({ fontSet, faces, FontFaceClass });
    const download = loader.download();
    created[0]?.fail();
    await expect(download).resolves.toBeUndefined();
    expect(loader.useForNewPage()).toBe(false);
    expect(added.size).toBe(0);
  });
});
