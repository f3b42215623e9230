/**
 * Raw design values, named by meaning. The vanilla-extract theme (lightTheme.css.ts) and the
 * Tokens docs page both read this file, so what designers see is what the site ships.
 */
export const colorRoles = [
  'ink',
  'inkMuted',
  'surface',
  'surfaceSunken',
  'surfaceRaised',
  'accent',
  'accentHover',
  'accentSoft',
  'onAccent',
  'highlight',
  'highlightSoft',
  'border',
  'borderSubtle',
  'critical',
  'success',
  'focus',
  'inverse',
  'onInverse',
  'inverseMuted',
  'focusOnInverse',
] as const;
export type ColorRole = (typeof colorRoles)[number];

export const lightColors: Record<ColorRole, string> = {
  ink: '#15202E', // deep navy ink: body text and headings
  inkMuted: '#4B5563',
  surface: '#FFFCF7', // warm paper
  surfaceSunken: '#F6EFE4', // warm neutral band for alternating sections
  surfaceRaised: '#FFFFFF', // cards
  accent: '#B53A09', // tomato: primary actions
  accentHover: '#962F06',
  accentSoft: '#FDE9DC',
  onAccent: '#FFFFFF',
  highlight: '#0E6E68', // teal: highlights, icons, stats
  highlightSoft: '#DDF3EF',
  border: '#8A7F72', // form controls: 3:1 against every surface
  borderSubtle: '#E7DDCF', // decorative dividers only, never the sole boundary of a control
  critical: '#B42318',
  success: '#08704A',
  focus: '#1F5FBF',
  inverse: '#15202E', // footer, dark bands
  onInverse: '#F7F3EC',
  inverseMuted: '#B9C2CF',
  focusOnInverse: '#FFC46B',
};

/** Foreground/background pairs the theme promises; each must meet WCAG 2.2 AA at its size. */
export interface ContrastPair {
  fg: ColorRole;
  bg: ColorRole;
  /** 4.5 for body text, 3 for large text and UI parts (borders, focus rings, icons). */
  min: 4.5 | 3;
}
const textOn = (fg: ColorRole, bgs: ColorRole[]): ContrastPair[] => bgs.map((bg) => ({ fg, bg, min: 4.5 }));
const uiOn = (fg: ColorRole, bgs: ColorRole[]): ContrastPair[] => bgs.map((bg) => ({ fg, bg, min: 3 }));
const lightSurfaces: ColorRole[] = ['surface', 'surfaceSunken', 'surfaceRaised'];

export const contrastPairs: ContrastPair[] = [
  ...textOn('ink', [...lightSurfaces, 'accentSoft', 'highlightSoft']),
  ...textOn('inkMuted', lightSurfaces),
  ...textOn('accent', lightSurfaces),
  ...textOn('highlight', [...lightSurfaces, 'highlightSoft']),
  ...textOn('critical', lightSurfaces),
  ...textOn('success', lightSurfaces),
  ...textOn('onAccent', ['accent', 'accentHover']),
  ...textOn('onInverse', ['inverse']),
  ...textOn('inverseMuted', ['inverse']),
  ...uiOn('border', lightSurfaces),
  ...uiOn('focus', lightSurfaces),
  ...uiOn('focusOnInverse', ['inverse']),
];

/**
 * Surfaces the page shows through (the scrolled header): a colour role at an opacity, and the roles
 * drawn on it. Whatever scrolls beneath changes the colour that text sits on, so each pair must meet
 * its minimum over the darkest backdrop there can be (contrast.test.ts blends and checks it).
 */
export interface TranslucentSurface {
  base: ColorRole;
  /** 0-1; the rest is whatever passes beneath. */
  alpha: number;
  /** Text drawn on it (4.5:1). */
  text: ColorRole[];
  /** Borders, focus rings and icons drawn on it (3:1). */
  ui: ColorRole[];
}

export const translucentSurfaces = {
  /** The scrolled header: brand and links in ink, the current page in accent, the focus ring. */
  surfaceTranslucent: { base: 'surface', alpha: 0.9, text: ['ink', 'accent'], ui: ['focus', 'accent'] },
} as const satisfies Record<string, TranslucentSurface>;
export type TranslucentRole = keyof typeof translucentSurfaces;

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

export const shadows = {
  sm: '0 1px 2px rgb(21 32 46 / 0.06), 0 1px 1px rgb(21 32 46 / 0.04)',
  md: '0 4px 12px rgb(21 32 46 / 0.08), 0 1px 3px rgb(21 32 46 / 0.06)',
  lg: '0 12px 32px rgb(21 32 46 / 0.12), 0 2px 6px rgb(21 32 46 / 0.06)',
} as const;

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
