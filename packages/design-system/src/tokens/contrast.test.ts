import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { contrastPairs, lightColors } from './tokens';

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
