import { describe, expect, it } from 'vitest';
import { blend, contrastRatio } from './contrast';
import { contrastPairs, lightColors, translucentSurfaces } from './tokens';

describe('contrastRatio', () => {
  it('given black on white, should be 21:1', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
  });
  it('given the same colour twice, should be 1:1', () => {
    expect(contrastRatio('#B53A09', '#B53A09')).toBe(1);
  });
});

describe('light theme', () => {
  it.each(contrastPairs)('given $fg on $bg, should meet $min:1', ({ fg, bg, min }) => {
    expect(contrastRatio(lightColors[fg], lightColors[bg])).toBeGreaterThanOrEqual(min);
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

// Anything in the palette can pass beneath, and so can a photo: black is the darkest backdrop there
// is, and these text roles are darker than the surface, so black is their worst case.
const backdrops: Record<string, string> = { ...lightColors, black: '#000000' };
const translucentPairs = Object.entries(translucentSurfaces).flatMap(([surface, { text, ui }]) => [
  ...text.map((fg) => ({ surface, fg, min: 4.5 })),
  ...ui.map((fg) => ({ surface, fg, min: 3 })),
]);

describe('translucent surfaces', () => {
  it.each(translucentPairs)(
    'given $fg on $surface over whatever scrolls beneath, should meet $min:1',
    ({ surface, fg, min }) => {
      const { base, alpha } = translucentSurfaces[surface as keyof typeof translucentSurfaces];
      const measured = Object.entries(backdrops).map(([name, backdrop]) => ({
        name,
        ratio: contrastRatio(lightColors[fg], blend(lightColors[base], alpha, backdrop)),
      }));
      const worst = measured.reduce((a, b) => (b.ratio < a.ratio ? b : a));
      expect(worst.ratio, `worst over ${worst.name}`).toBeGreaterThanOrEqual(min);
    },
  );
});
