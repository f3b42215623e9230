import { style } from '@vanilla-extract/css';
import { lightColors } from '../../tokens/colors';
import { vars } from '../../tokens/contract.css';

export const setup = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'start' });

export const qrCode = style({ width: '12rem', height: '12rem', borderRadius: vars.radius.sm });

// The light theme's paper and ink in both themes: see QrCode.
export const qrLight = style({ fill: lightColors.surfaceRaised });
export const qrDark = style({ fill: lightColors.ink });

export const keyLabel = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

/** The key in groups of four, as authenticator apps show it; selected whole on a click. */
export const key = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.md,
  letterSpacing: '0.05em',
  wordSpacing: '0.3em',
  userSelect: 'all',
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'grid', gap: vars.space['2'] });
