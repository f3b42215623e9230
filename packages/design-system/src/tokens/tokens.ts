/**
 * Raw design values, named by meaning (colours per theme in colors.ts). The vanilla-extract themes
 * (lightTheme.css.ts, darkTheme.css.ts) and the Tokens docs page both read this file, so what designers see is what the site ships.
 */
export * from './colors';

/** 4 px grid. */
export const space = {
  '0': '0',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.25rem',
  '6': '1.5rem',
  '8': '2rem',
  '10': '2.5rem',
  '12': '3rem',
  '16': '4rem',
  '20': '5rem',
  '24': '6rem',
} as const;

export const radii = { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', xl: '1.25rem', pill: '999px' } as const;

export const fontSizes = {
  xs: '0.8125rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
  '3xl': '2.25rem',
  display: 'clamp(2.5rem, 1.6rem + 3.6vw, 4rem)',
} as const;
export const fontWeights = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
  heavy: '800',
} as const;
export const lineHeights = { tight: '1.1', snug: '1.3', normal: '1.6' } as const;

/** Light shadows are navy-tinted and faint: on paper a little depth is enough. */
export const shadows = {
  sm: '0 1px 2px rgb(21 32 46 / 0.06), 0 1px 1px rgb(21 32 46 / 0.04)',
  md: '0 4px 12px rgb(21 32 46 / 0.08), 0 1px 3px rgb(21 32 46 / 0.06)',
  lg: '0 12px 32px rgb(21 32 46 / 0.12), 0 2px 6px rgb(21 32 46 / 0.06)',
  /** Not a box-shadow: the colour of a shadow cast on the floor in illustrations (an SVG fill). */
  cast: 'rgb(21 32 46 / 0.08)',
} as const;
/**
 * On navy a faint shadow disappears: dark shadows are black and several times stronger, and a hairline
 * of light on top marks the raised edge (the raised surfaces are lighter too).
 */
export const darkShadows: Record<keyof typeof shadows, string> = {
  sm: '0 1px 2px rgb(0 0 0 / 0.5), 0 0 0 1px rgb(238 241 245 / 0.04)',
  md: '0 4px 14px rgb(0 0 0 / 0.5), 0 1px 3px rgb(0 0 0 / 0.4), 0 0 0 1px rgb(238 241 245 / 0.05)',
  lg: '0 14px 36px rgb(0 0 0 / 0.6), 0 2px 6px rgb(0 0 0 / 0.4), 0 0 0 1px rgb(238 241 245 / 0.06)',
  cast: 'rgb(0 0 0 / 0.4)',
};
export const themeShadows = { light: shadows, dark: darkShadows } as const;

export const zIndices = {
  base: '0',
  sticky: '100',
  dropdown: '200',
  overlay: '300',
  banner: '400',
  toast: '500',
} as const;

/** Min-width breakpoints in px; `md` is where the desktop navigation replaces the mobile menu. */
export const breakpoints = { sm: 640, md: 900, lg: 1200 } as const;

/**
 * Every motion timing, defined once: entrances (the Motion components, run in JavaScript) read the
 * seconds and curve points here, CSS transitions read the same values through the theme
 * (`durations` and `easings` below become `vars.duration` and `vars.easing`).
 */
export const motion = {
  /** Hover, focus and other small state changes. */
  fastSeconds: 0.15,
  /** Toasts, banners and panels appearing. */
  baseSeconds: 0.25,
  /** A section fading and rising into view. */
  entranceSeconds: 0.6,
  /** The delay between one item of a list entering and the next. */
  staggerSeconds: 0.1,
  /** Calm in and out, for state changes. */
  standard: [0.2, 0, 0, 1],
  /** Quick start, gentle stop, for things arriving. */
  easeOut: [0.22, 1, 0.36, 1],
} as const;

const milliseconds = (seconds: number) => `${Math.round(seconds * 1000)}ms`;
const cubicBezier = (points: readonly number[]) => `cubic-bezier(${points.join(', ')})`;

export const durations = {
  fast: milliseconds(motion.fastSeconds),
  base: milliseconds(motion.baseSeconds),
} as const;
export const easings = {
  standard: cubicBezier(motion.standard),
  out: cubicBezier(motion.easeOut),
} as const;

/** Container max widths, named as in Tailwind: sm 4xl, md 6xl, lg 7xl, xl screen-2xl. */
export const containerWidths = { sm: '56rem', md: '72rem', lg: '80rem', xl: '96rem' } as const;
