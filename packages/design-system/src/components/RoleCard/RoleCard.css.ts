import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space['6'],
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const card = style({ display: 'grid', gap: vars.space['3'], alignContent: 'start' });

export const title = style({
  color: vars.color.ink,
  textDecoration: 'underline',
  textDecorationColor: vars.color.accent,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.accent } },
});
