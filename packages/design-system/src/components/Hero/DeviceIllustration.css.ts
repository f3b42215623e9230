import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

// SVG presentation attributes cannot read CSS variables, so every fill comes from a class.
export const svg = style({ display: 'block', width: '100%', height: 'auto' });
export const body = style({ fill: vars.color.device });
export const screen = style({ fill: vars.color.surfaceRaised });
export const paper = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.borderSubtle,
  strokeWidth: 2,
});
export const rule = style({ fill: vars.color.borderSubtle });
export const ink = style({ fill: vars.color.ink });
export const muted = style({ fill: vars.color.inkMuted });
export const accent = style({ fill: vars.color.accent });
export const accentSoft = style({ fill: vars.color.accentSoft });
export const highlight = style({ fill: vars.color.highlight });
export const highlightSoft = style({ fill: vars.color.highlightSoft });
export const shadow = style({ fill: vars.shadow.cast });
