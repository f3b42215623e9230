import { style } from '@vanilla-extract/css';
import { forcedColors } from '../../styles/forcedColors';
import { vars } from '../../tokens/contract.css';

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.onInverse,
});

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

/** A pill per choice, 44 px tall: the whole pill is the radio's label, so all of it is the target. */
export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  paddingInline: `${vars.space['3']} ${vars.space['4']}`,
  border: `1px solid ${vars.color.inverseMuted}`,
  borderRadius: vars.radius.pill,
  color: vars.color.inverseMuted,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.onInverse, borderColor: vars.color.onInverse },
    // The chosen pill: brighter text and border, heavier weight; the filled radio says it too.
    '&:has(:checked)': {
      color: vars.color.onInverse,
      borderColor: vars.color.onInverse,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:has(:focus-visible)': { outline: `3px solid ${vars.color.focusOnInverse}`, outlineOffset: '2px' },
  },
});

/**
 * The radio, drawn here rather than by the browser: a ring in the footer's muted ink, filled with
 * the focus gold when chosen. Browsers draw a native radio each their own way, and one (WebKitGTK)
 * drew the unchosen ones as near-black dots on the navy footer (1.2:1, out of sight). With colours
 * forced, the system draws it again, in the system's colours.
 */
export const radio = style({
  appearance: 'none',
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  border: `2px solid ${vars.color.inverseMuted}`,
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  // The pill shows the focus ring; a second ring on the dot would be noise.
  outline: 'none',
  selectors: {
    // The dot: the fill shows through a ring of the footer's own colour inside the border.
    '&:checked': {
      borderColor: vars.color.focusOnInverse,
      backgroundColor: vars.color.focusOnInverse,
      boxShadow: `inset 0 0 0 0.1875rem ${vars.color.inverse}`,
    },
  },
  '@media': { [forcedColors]: { appearance: 'auto' } },
});
