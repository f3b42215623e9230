import { palettes, translucentSurfaces, type ThemeName, type TranslucentRole } from './colors';
import { themeShadows } from './tokens';

/** `#RRGGBB` at an opacity, as `rgb(r g b / a)`. */
const withAlpha = (hex: string, alpha: number) => {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.replace('#', '').slice(i, i + 2), 16));
  return `rgb(${r} ${g} ${b} / ${alpha})`;
};

/** The parts of the token contract that change with the theme: colours, see-through colours, shadows. */
export function themeColorValues(theme: ThemeName) {
  const color = palettes[theme];
  const translucent = Object.fromEntries(
    Object.entries(translucentSurfaces).map(([role, { base, alpha }]) => [
      role,
      withAlpha(color[base], alpha),
    ]),
  ) as Record<TranslucentRole, string>;
  return { color, translucent, shadow: themeShadows[theme] };
}
