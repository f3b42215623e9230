import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space['5'],
  width: '100%',
  maxWidth: '28rem',
  padding: vars.space['5'],
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.ink,
  boxShadow: vars.shadow.sm,
  '@media': { [media.sm]: { padding: vars.space['8'] } },
});

export const intro = style({ color: vars.color.inkMuted });

export const form = style({ display: 'grid', gap: vars.space['4'] });

/** Empty until sign-in fails; then the reason, with an icon as well as its colour. */
export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
  // Out of the flow while empty (no gap for it), yet still in the accessibility tree, so a message
  // that appears in it is announced as an alert's change, not as a new element.
  selectors: { '&:empty': { position: 'absolute' } },
});

export const alertIcon = style({ flexShrink: 0, width: '1.125em', height: '1.125em', marginTop: '0.2em' });
