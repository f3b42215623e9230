import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const iconBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.highlightSoft,
  color: vars.color.highlight,
});

export const body = style({ display: 'grid', gap: vars.space['2'] });

export const features = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const feature = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start' });

export const featureIcon = style({ marginTop: '0.15em', color: vars.color.highlight });

export const learnMore = style({
  marginTop: 'auto', // pins the link to the card's foot so links line up across a grid row
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  alignSelf: 'flex-start',
  paddingBlock: vars.space['1'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

export const arrow = style({
  transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: { [`${learnMore}:hover &`]: { transform: 'translateX(2px)' } },
});
