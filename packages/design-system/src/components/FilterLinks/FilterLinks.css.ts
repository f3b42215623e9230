import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const nav = style({ display: 'grid', gap: vars.space['4'] });

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
});

export const label = style({
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  // The label keeps a column of its own from tablets up, so the choices of both groups line up.
  minWidth: '6rem',
});

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
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
    '(forced-colors: active)': {
      selectors: { '&[aria-current="page"]': { borderWidth: '3px', forcedColorAdjust: 'auto' } },
    },
  },
});

export const count = style({ fontVariantNumeric: 'tabular-nums' });
