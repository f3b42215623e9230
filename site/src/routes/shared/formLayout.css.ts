/** The layout the site's forms share: fields a column apart, short ones paired from tablets up. */
import { media, vars } from '@rico/design-system';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gap: vars.space['6'],
  minWidth: 0,
});

/** Short fields side by side from tablet width up; one column on phones. */
export const pair = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const submit = style({
  justifySelf: 'start',
});
