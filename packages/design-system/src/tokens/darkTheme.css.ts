import { assignVars, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeColorValues } from './themeColors';

const { color, translucent, shadow } = themeColorValues('dark');
const dark = {
  vars: {
    ...assignVars(vars.color, color),
    ...assignVars(vars.translucent, translucent),
    ...assignVars(vars.shadow, shadow),
  },
  colorScheme: 'dark',
} as const;

/**
 * The dark theme, in CSS alone so the first paint is already right:
 * - `data-theme="dark"` on any element darkens it and what it holds (the site sets it on <html> when
 *   the visitor chose Dark; Storybook uses it for its theme switch and side-by-side view);
 * - with no choice stored, the operating system's preference decides, unless the page is pinned to
 *   light (`data-theme="light"` on <html>).
 */
globalStyle('[data-theme="dark"]', dark);
globalStyle(':root:not([data-theme="light"])', {
  '@media': { '(prefers-color-scheme: dark)': dark },
});
