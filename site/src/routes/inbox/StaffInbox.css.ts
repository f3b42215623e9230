import { style } from '@vanilla-extract/css';
import { vars } from '@rico/design-system';

/** The inbox's own frame on the page: the signed-in bar above the design system's inbox. */
export const root = style({
  display: 'grid',
  gap: vars.space['4'],
  // Apart from the page's heading above it, as a page's sections are.
  marginTop: vars.space['6'],
  selectors: {
    // The page is prerendered while the stored sign-in is unknown ('checking'); most often the
    // sign-in form follows. Room for that form from the first paint, at any width, so the footer
    // does not jump down when it appears.
    '&[data-state="checking"], &[data-state="signedOut"]': { minHeight: '32rem' },
  },
});

export const signedInBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  // A long address breaks rather than pushing the page wider than a 320 px phone.
  overflowWrap: 'anywhere',
});

export const alert = style({
  color: vars.color.critical,
  selectors: { '&:empty': { display: 'none' } },
});
