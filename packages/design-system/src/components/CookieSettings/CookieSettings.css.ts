import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'grid', gap: vars.space['4'], maxWidth: '40rem' });

/** The confirmation: a success-coloured edge, so colour is not the only cue (it also has a heading). */
export const confirmation = style({
  padding: vars.space['4'],
  borderInlineStart: `6px solid ${vars.color.success}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.ink,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const fieldset = style({ display: 'grid', gap: vars.space['2'], border: 0, padding: 0, margin: 0 });

export const legend = style({
  marginBottom: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
});

/** A 44 px tall row: the label widens the native radio's target. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '2.75rem',
  cursor: 'pointer',
});

export const radio = style({
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
});
