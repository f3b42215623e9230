import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../tokens/contract.css';

export const banner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.banner,
  paddingBlock: vars.space['4'],
  // Clear the home indicator on notched phones.
  paddingBottom: `calc(${vars.space['4']} + env(safe-area-inset-bottom, 0px))`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.ink,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.lg,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  '@media': {
    [media.md]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space['8'],
    },
  },
});

export const text = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  maxWidth: '70ch',
});

export const learnMore = style({
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

/** Decline and Accept share one style and one size: neither choice is pushed. */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['3'],
  flexShrink: 0,
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(7.5rem, auto))' },
  },
});
