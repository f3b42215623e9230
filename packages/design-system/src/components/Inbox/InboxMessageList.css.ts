import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

/** The unread count beside the heading's words: a pill, and text in its own right. */
export const count = style({
  display: 'inline-block',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  // No taller than the heading's own line, so the heading is as tall as the loading state's label.
  lineHeight: vars.lineHeight.snug,
  color: vars.color.ink,
  letterSpacing: 0,
  whiteSpace: 'nowrap',
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  // The rows' hover and open tints stop at the rounded corners (their focus ring is drawn inside).
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.borderSubtle}` } },
});
