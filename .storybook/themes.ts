import type { Decorator } from '@storybook/react-vite';
import { withThemeByDataAttribute } from '@storybook/addon-themes';
import { createElement, type ReactNode } from 'react';
import { vars } from '@rico/design-system';

/**
 * The toolbar's theme switch: the global `theme` ('light' | 'dark') becomes `data-theme` on <html>, the
 * same attribute the site sets, so every story follows, portals and fixed layers included (toasts,
 * dropdowns and banners render into <body>, under <html>). Chromatic modes and test runs select a
 * theme through this global too. 'side-by-side' is for review only: the story twice, light beside dark.
 */
export const SIDE_BY_SIDE = 'side-by-side';

const sideBySide: Decorator = (Story, { globals }) => {
  if (globals.theme !== SIDE_BY_SIDE) return createElement(Story);
  const pane = (theme: 'light' | 'dark'): ReactNode =>
    createElement(
      'div',
      {
        key: theme,
        'data-theme': theme,
        style: {
          minWidth: 0,
          padding: '1rem',
          backgroundColor: vars.color.surface,
          color: vars.color.ink,
          // Fixed layers (banners, toasts) stay inside their pane instead of covering both.
          transform: 'translateZ(0)',
          overflow: 'auto',
        },
      },
      createElement(Story),
    );
  return createElement(
    'div',
    { style: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))' } },
    pane('light'),
    pane('dark'),
  );
};

const themes = { light: 'light', dark: 'dark', [SIDE_BY_SIDE]: 'light' };
const attributeName = 'data-theme';
const parentSelector = 'html';

export const themeDecorators: Decorator[] = [
  sideBySide,
  withThemeByDataAttribute({ themes, defaultTheme: 'light', attributeName, parentSelector }),
];

/**
 * Shows the story on the page in `theme` without rendering it again, as the toolbar's switch would
 * leave it: the same attribute on the same element. It also sends `themechange` on <html>, as the
 * site's head script does whenever it changes the theme, so a control rendered with React that shows
 * the theme in force (the site footer's) follows. Returns how to put the page's theme back.
 */
export function showTheme(theme: 'light' | 'dark'): () => void {
  const element = document.querySelector(parentSelector);
  if (!element) throw new Error(`No ${parentSelector} to set ${attributeName} on`);
  const set = (value: string | null) => {
    if (value === null) element.removeAttribute(attributeName);
    else element.setAttribute(attributeName, value);
    element.dispatchEvent(new Event('themechange'));
  };
  const before = element.getAttribute(attributeName);
  set(themes[theme]);
  return () => set(before);
}
