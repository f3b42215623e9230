import { style } from '@vanilla-extract/css';
import { vars } from '@rico/design-system';

/** Scrolls sideways on a phone rather than squeezing five columns into 390 px. */
export const scroller = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  paddingBlock: vars.space['2'],
});

export const cell = style({
  padding: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
