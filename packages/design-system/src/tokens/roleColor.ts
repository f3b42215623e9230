import { palettes, type ColorRole } from './colors';

/**
 * A colour role's value in the theme the page shows (`data-theme` on <html>, as Storybook's theme switch
 * sets it), written as getComputedStyle reports colours: for story checks that hold in every theme.
 */
export function roleColor(role: ColorRole): string {
  const theme = document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
  const hex = palettes[theme][role];
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
