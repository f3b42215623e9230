import { style } from '@vanilla-extract/css';
import { forcedColors } from '../../styles/forcedColors';
import { media } from '../../styles/media';
import { vars } from '../../tokens/contract.css';

export const nav = style({ display: 'grid', gap: vars.space['4'] });

export const group = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  // From tablets up the label keeps a column of its own, so both groups' choices line up.
  '@media': { [media.md]: { gridTemplateColumns: '6rem 1fr', alignItems: 'center' } },
});

export const label = style({
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

// Columns as wide as the screen allows, not as the words are: when the brand font replaces its
// fallback, a choice's words change width by a little, and in a row that wraps by the words' width
// a choice would jump to the next line (a layout shift) as the page settles.
export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10.5rem, 1fr))',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  // The count's leading space is what its accessible name reads ("Engineering (1)"); a flex item
  // drops it from sight, so the gap shows it.
  gap: '0.25em',
  // 44 px high: a finger's target on a phone.
  minHeight: '2.75rem',
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.accent, color: vars.color.accent },
    // The chosen one, shown by more than its colour: filled, bold, and its border in forced colours.
    '&[aria-current="page"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: vars.fontWeight.semibold,
    },
  },
  '@media': {
    [forcedColors]: {
      selectors: { '&[aria-current="page"]': { borderWidth: '3px', forcedColorAdjust: 'auto' } },
    },
  },
});

export const count = style({ fontVariantNumeric: 'tabular-nums' });
