/**
 * Colour by meaning, one palette per theme. Both palettes fill the same roles, so a component names a
 * role (`vars.color.accent`) and is right in either theme. The dark palette is designed for a dark
 * room, not computed from the light one: deep navy surfaces that get lighter as they rise (elevation
 * reads as light in the dark, where shadows barely show), a lighter tomato accent carrying dark text,
 * and text that is warm off-white rather than pure white, which glares.
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
  'solid',
  'onSolid',
  'solidHover',
  'device',
] as const;
export type ColorRole = (typeof colorRoles)[number];
export type Palette = Record<ColorRole, string>;

export const lightColors: Palette = {
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
  solid: '#15202E', // the secondary button's fill: solid navy, as strong as ink
  onSolid: '#F7F3EC',
  solidHover: '#0E6E68',
  device: '#15202E', // the hardware in illustrations (till, tablet, phone bodies)
};

export const darkColors: Palette = {
  ink: '#EEF1F5', // warm-cool off-white: pure white glares on navy
  inkMuted: '#A9B4C2',
  surface: '#0F1722', // deep navy, the light theme's ink as a room
  surfaceSunken: '#0A1019', // alternating bands sink darker
  surfaceRaised: '#18222F', // cards rise lighter: elevation you can see without shadows
  accent: '#FF8A5B', // tomato lit from within: readable as link text, carries dark text as a fill
  accentHover: '#FFA27E',
  accentSoft: '#3A2218', // an ember glow behind icons and in the hero
  onAccent: '#1A0E08',
  highlight: '#5ED3C6', // mint teal
  highlightSoft: '#0F3532',
  border: '#7D8A9B',
  borderSubtle: '#2A3646',
  critical: '#FF8A80',
  success: '#5DD39E',
  focus: '#7EB6FF',
  inverse: '#070B11', // the footer and closing bands: the deepest ink, below the page
  onInverse: '#F2EEE7',
  inverseMuted: '#A9B4C2',
  focusOnInverse: '#FFC46B',
  solid: '#2C3A4D', // slate: stands out from the page, the raised card and the inverse band
  onSolid: '#F2EEE7',
  solidHover: '#1B6A63',
  device: '#334155', // slate hardware, lighter than the page so the devices keep their outline
};

export const palettes = { light: lightColors, dark: darkColors } as const;
export type ThemeName = keyof typeof palettes;
export const themeNames = Object.keys(palettes) as ThemeName[];

/** Foreground/background pairs every theme promises; each must meet WCAG 2.2 AA at its size. */
export interface ContrastPair {
  fg: ColorRole;
  bg: ColorRole;
  /** 4.5 for body text, 3 for large text and UI parts (borders, focus rings, icons). */
  min: 4.5 | 3;
}
const textOn = (fg: ColorRole, bgs: ColorRole[]): ContrastPair[] => bgs.map((bg) => ({ fg, bg, min: 4.5 }));
const uiOn = (fg: ColorRole, bgs: ColorRole[]): ContrastPair[] => bgs.map((bg) => ({ fg, bg, min: 3 }));
const surfaces: ColorRole[] = ['surface', 'surfaceSunken', 'surfaceRaised'];
/** The hero's glows are drawn in the soft tints: its text sits on them. */
const tints: ColorRole[] = ['accentSoft', 'highlightSoft'];

export const contrastPairs: ContrastPair[] = [
  ...textOn('ink', [...surfaces, ...tints]),
  ...textOn('inkMuted', [...surfaces, ...tints]),
  ...textOn('accent', surfaces),
  ...textOn('highlight', [...surfaces, 'highlightSoft']),
  ...textOn('critical', surfaces),
  ...textOn('success', surfaces),
  ...textOn('onAccent', ['accent', 'accentHover']),
  ...textOn('onInverse', ['inverse', 'solidHover']),
  ...textOn('inverseMuted', ['inverse']),
  ...textOn('onSolid', ['solid', 'solidHover']),
  ...uiOn('accent', ['accentSoft']),
  ...uiOn('border', surfaces),
  ...uiOn('focus', [...surfaces, ...tints]),
  ...uiOn('focusOnInverse', ['inverse']),
];

/**
 * Surfaces the page shows through (the scrolled header): a colour role at an opacity, and the roles
 * drawn on it. Whatever scrolls beneath changes the colour that text sits on, so each pair must meet
 * its minimum over the worst backdrop there can be (contrast.test.ts blends and checks it).
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
