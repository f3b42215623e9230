import { createHash } from 'node:crypto';
import { palettes, type Palette } from '@rico/design-system/tokens';

/**
 * The answer pages follow the visitor's theme, as every page of the site does: the device's
 * preference in CSS alone (no script needed), and a choice made in the site's footer, kept in local
 * storage under this key, through the one small script below (hashed into the page's policy).
 * The key is the site's own (a site test checks the two agree); it lives here too because the
 * deployed function is built from this package alone.
 */
export const themeStorageKey = 'theme';

const roles = [
  'ink',
  'surface',
  'surfaceRaised',
  'critical',
  'accent',
  'focus',
] as const satisfies readonly (keyof Palette)[];
const variables = (palette: Palette) => roles.map((role) => `--${role}:${palette[role]}`).join(';');

/** The design system's two palettes as custom properties: the device's choice, or the visitor's. */
export const themeStyle = `
:root{color-scheme:light;${variables(palettes.light)}}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){color-scheme:dark;${variables(palettes.dark)}}}
:root[data-theme=dark]{color-scheme:dark;${variables(palettes.dark)}}`;

export const themeScript = `try{var c=localStorage.getItem(${JSON.stringify(themeStorageKey)});if(c==='light'||c==='dark')document.documentElement.setAttribute('data-theme',c)}catch(e){}`;

export const themeScriptHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;
