import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { emphasisInk } from '../../styles/tone.css';

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  lineHeight: vars.lineHeight.snug,
  textTransform: 'uppercase',
  color: emphasisInk,
});
