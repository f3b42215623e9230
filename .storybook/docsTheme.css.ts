import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@rico/design-system';

/*
 * Storybook's docs pages draw their own light chrome: white story frames, dark prose, striped tables.
 * In the dark theme that would put the stories' light text on white, so the frames and the prose take
 * the theme's surface and ink. (The canvas needs nothing: the body already follows the theme.)
 */
const dark = '[data-theme="dark"]';
globalStyle(`${dark} .sbdocs.sbdocs-wrapper, ${dark} .docs-story`, {
  backgroundColor: vars.color.surface,
  color: vars.color.ink,
});
// The docs' own prose only: the stories inside their frames keep their components' colours.
const prose = ':is(h1, h2, h3, h4, p, li, table, tr, th, td):not(.docs-story *)';
globalStyle(`${dark} .sbdocs-content ${prose}`, {
  color: vars.color.ink,
  backgroundColor: 'transparent',
  borderColor: vars.color.borderSubtle,
});
globalStyle(`${dark} .sbdocs-content a:not(.docs-story *)`, { color: vars.color.accent });
// Inside the prose and the props table Storybook colours its own pieces (type chips, inline code,
// the "Show code" toggles) in dark grey, which on the dark surface could hardly be read. Buttons
// keep theirs: Storybook's controls draw them on their own light fill.
globalStyle(`${dark} .sbdocs-content :is(td, th, p, li) :is(span, div, code):not(.docs-story *, button *)`, {
  color: vars.color.ink,
});
globalStyle(`${dark} .sbdocs-content code:not(.docs-story *)`, {
  backgroundColor: vars.color.surfaceRaised,
  borderColor: vars.color.borderSubtle,
});
globalStyle(
  `${dark} .sbdocs-content :is(.sbdocs-preview-actions *, button[aria-controls]):not(.docs-story *)`,
  { color: vars.color.inkMuted },
);
