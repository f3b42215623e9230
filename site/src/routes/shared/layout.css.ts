import { style } from '@vanilla-extract/css';
import { media, vars } from '@rico/design-system';

/** Two columns side by side from medium screens (text beside a list, details beside a form). */
export const split = style({
  display: 'grid',
  gap: vars.space['10'],
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A row of buttons that wraps on narrow screens. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginTop: vars.space['8'],
});

/** A list of short statements, each after a check mark. */
export const checkList = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const checkItem = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  color: vars.color.ink,
});

export const checkIcon = style({ flexShrink: 0, marginTop: '0.2em', color: vars.color.highlight });

/** Vertical rhythm inside a card or column. */
export const stack = style({ display: 'grid', gap: vars.space['4'], alignContent: 'start' });

/** Space above a block that follows another inside a section. */
export const spaced = style({ marginTop: vars.space['8'] });
