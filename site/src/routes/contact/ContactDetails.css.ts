import { style } from '@vanilla-extract/css';
import { vars } from '@rico/design-system';

export const list = style({ display: 'grid', gap: vars.space['6'], margin: 0 });

export const detail = style({ display: 'grid', gap: vars.space['2'] });

export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.highlightSoft,
  color: vars.color.highlight,
});

export const term = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
});

/** Lined up with the label, after the icon's width and gap. */
export const value = style({
  margin: 0,
  paddingInlineStart: `calc(2.5rem + ${vars.space['3']})`,
  color: vars.color.inkMuted,
});

export const link = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.accentHover },
  ':focus-visible': {
    outline: `2px solid ${vars.color.focus}`,
    outlineOffset: 2,
    borderRadius: vars.radius.sm,
  },
});

export const address = style({ fontStyle: 'normal' });

export const hours = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space['1'],
});

export const days = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.ink });
