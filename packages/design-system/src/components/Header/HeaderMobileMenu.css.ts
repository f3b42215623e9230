import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../../styles/focus.css';
import { forcedColors, forcedColorsEdge } from '../../styles/forcedColors';
import { media } from '../../styles/media';
import { bottomLayersHeight } from '../../styles/bottomLayers';
import { barHeight, header } from './Header.css';

/** The menu's `<details>`: not positioned, so its panel hangs from the sticky header. */
export const menu = style({
  '@media': { [media.md]: { display: 'none' } },
});

// While the menu is open the bar sits on the opaque panel, so it is opaque too, and the page behind
// does not scroll. Plain CSS, so it holds before the page hydrates as well as after.
globalStyle(`${header}:has(${menu}[open])`, { backgroundColor: vars.color.surface });
globalStyle(`html:has(${menu}[open])`, { '@media': { [media.belowMd]: { overflow: 'hidden' } } });

// Summaries are controls the global focus ring (links, buttons) does not name: they take it here.
export const toggle = style([
  focusRing,
  {
    listStyle: 'none',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2.75rem',
    height: '2.75rem',
    // Invisible until colours are forced: then the system draws it, and the toggle keeps its outline.
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.ink,
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceSunken },
      // Safari draws the disclosure triangle here; the icon is the marker.
      '&::-webkit-details-marker': { display: 'none' },
    },
  },
]);

/** The toggle's face (icon and name) for each state: the hidden one is out of the accessible name too. */
export const whenClosed = style({
  display: 'flex',
  selectors: { [`${menu}[open] > summary > &`]: { display: 'none' } },
});
export const whenOpen = style({
  display: 'none',
  selectors: { [`${menu}[open] > summary > &`]: { display: 'flex' } },
});

/**
 * Hangs below the bar and scrolls on its own: the page behind is locked while it is open. It ends
 * above the layers fixed to the bottom (the cookie banner on a first visit), so every link can be
 * scrolled into sight and the banner stays answerable beside the open menu.
 */
export const panel = style({
  // Browsers hide a closed <details>' content already; saying so keeps tools that only read
  // display (and older engines) in step.
  selectors: { [`${menu}:not([open]) > &`]: { display: 'none' } },
  position: 'absolute',
  top: '100%',
  insetInline: 0,
  maxHeight: `calc(100dvh - ${barHeight} - ${bottomLayersHeight})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlock: vars.space['4'],
  backgroundColor: vars.color.surface,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.lg,
});

export const list = style({
  display: 'grid',
  gap: vars.space['1'],
  listStyle: 'none',
  padding: 0,
});

export const subList = style([
  list,
  {
    marginBlock: vars.space['1'],
    marginInlineStart: vars.space['3'],
    paddingInlineStart: vars.space['3'],
    borderInlineStart: `1px solid ${vars.color.borderSubtle}`,
  },
]);

/** A group of links (`<details>`); its summary is styled as a row. */
export const group = style({});
globalStyle(`${group}:not([open]) > ${subList}`, { display: 'none' });

/** Links and group buttons share one look: big, full-width touch targets. */
export const row = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    width: '100%',
    minHeight: '3rem',
    ...forcedColorsEdge(vars.space['3']),
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.ink,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.medium,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    listStyle: 'none',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceSunken },
      '&[aria-current]': { color: vars.color.accent, boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
      '&::-webkit-details-marker': { display: 'none' },
    },
    '@media': {
      [forcedColors]: {
        selectors: { '&[aria-current]': { textDecoration: 'underline', textDecorationThickness: '2px' } },
      },
    },
  },
]);

export const subRow = style([row, { fontSize: vars.fontSize.md, minHeight: '2.75rem' }]);

export const chevron = style({
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  selectors: { [`${group}[open] > ${row} &`]: { transform: 'rotate(180deg)' } },
});

export const action = style({ marginTop: vars.space['4'] });
