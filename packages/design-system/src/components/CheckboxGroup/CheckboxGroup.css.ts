import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const fieldset = style({
  display: 'grid',
  gap: vars.space['2'],
  minWidth: 0, // fieldsets default to min-content width and would overflow narrow screens
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space['1'],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.ink,
});

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  columnGap: vars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
