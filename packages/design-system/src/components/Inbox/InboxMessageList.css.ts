import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../styles/media';

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

/** Under the list: a whole row's width on a phone (easy to reach with a thumb), at its start above. */
export const showMore = style({
  justifySelf: 'stretch',
  // Wide enough for the loading label too: the button keeps its width while it loads.
  minWidth: '12rem',
  '@media': { [media.sm]: { justifySelf: 'start' } },
});
