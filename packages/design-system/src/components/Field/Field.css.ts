import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const field = style({
  display: 'grid',
  gap: vars.space['2'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.ink,
});

/** The visible `*`: colour alone does not carry meaning here, the asterisk itself does. */
export const requiredMarker = style({
  marginInlineStart: vars.space['1'],
  color: vars.color.critical,
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.inkMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.critical,
});

/** The icon sits on the first line of the message and is the non-colour cue that this is an error. */
export const errorIcon = style({
  flexShrink: 0,
  width: '1.125em',
  height: '1.125em',
  marginBlockStart: '0.05em',
});
