import { describe, expect, it } from 'vitest';
import { blend, contrastRatio, relativeLuminance } from './contrast';
import { contrastPairs, lightColors, palettes, themeNames, translucentSurfaces } from './tokens';

describe('contrastRatio', () => {
  it('given black on white, should be 21:1', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
  });
  it('given the same colour twice, should be 1:1', () => {
    expect(contrastRatio('#B53A09', '#B53A09')).toBe(1);
  });
});

describe('relativeLuminance', () => {
  // WCAG 2.x's errata moved the linear part's end from 0.03928 to 0.04045 (of 1). No 8-bit channel
  // lies between them (10.02 and 10.31 of 255), but a colour a browser blends can: it is linear.
  it('given a blended channel of 10.2, between the old and the current threshold, should read it as linear', () => {
    expect(relativeLuminance('rgb(10.2, 10.2, 10.2)')).toBeCloseTo(10.2 / 255 / 12.92, 7);
  });
  it('given white, should be 1', () => {
    expect(relativeLuminance('#FFFFFF')).toBe(1);
  });
});

describe.each(themeNames)('%s theme', (theme) => {
  const colors = palettes[theme];
  it.each(contrastPairs)('given $fg on $bg, should meet $min:1', ({ fg, bg, min }) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(min);
  });
});

describe('blend', () => {
  it('given the paper surface at 82% over the dark band, should be the colour axe measured there', () => {
    expect(blend(lightColors.surface, 0.82, lightColors.inverse)).toBe('#D5D4D3');
  });
  it('given full opacity, should be the top colour; given none, the backdrop', () => {
    expect(blend('#B53A09', 1, '#000000')).toBe('#B53A09');
    expect(blend('#B53A09', 0, '#15202E')).toBe('#15202E');
  });
});

// Anything in either palette can pass beneath, and so can a photo. Black and white are the extremes
// any backdrop lies between: dark text's worst case is black beneath, light text's is white.
const backdrops: Record<string, string> = {
  ...Object.fromEntries(
    themeNames.flatMap((t) => Object.entries(palettes[t]).map(([r, v]) => [`${t} ${r}`, v])),
  ),
  black: '#000000',
  white: '#FFFFFF',
};
const translucentPairs = Object.entries(translucentSurfaces).flatMap(([surface, { text, ui }]) => [
  ...text.map((fg) => ({ surface, fg, min: 4.5 })),
  ...ui.map((fg) => ({ surface, fg, min: 3 })),
]);

describe.each(themeNames)('translucent surfaces, %s theme', (theme) => {
  const colors = palettes[theme];
  it.each(translucentPairs)(
    'given $fg on $surface over whatever scrolls beneath, should meet $min:1',
    ({ surface, fg, min }) => {
      const { base, alpha } = translucentSurfaces[surface as keyof typeof translucentSurfaces];
      const measured = Object.entries(backdrops).map(([name, backdrop]) => ({
        name,
        ratio: contrastRatio(colors[fg], blend(colors[base], alpha, backdrop)),
      }));
      const worst = measured.reduce((a, b) => (b.ratio < a.ratio ? b : a));
      expect(worst.ratio, `worst over ${worst.name}`).toBeGreaterThanOrEqual(min);
    },
  );
});
