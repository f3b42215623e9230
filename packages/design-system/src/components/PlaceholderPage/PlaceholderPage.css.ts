import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../styles/media';

export const page = style({
  paddingBlock: vars.space['20'],
  '@media': { [media.md]: { paddingBlock: vars.space['24'] } },
});

export const panel = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  maxWidth: '40rem',
  marginInline: 'auto',
  padding: vars.space['10'],
  textAlign: 'center',
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surfaceSunken,
  // Receipt-paper edge: a dashed rule, as on a kitchen ticket.
  border: `2px dashed ${vars.color.borderSubtle}`,
});

export const badge = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.highlightSoft,
  color: vars.color.highlight,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
});
