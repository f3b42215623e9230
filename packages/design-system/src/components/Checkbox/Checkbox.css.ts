import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

const boxSize = '1.5rem'; // 24 px: the WCAG 2.2 minimum target; the label widens the clickable area
const rowGap = vars.space['3'];

export const root = style({ display: 'grid', gap: vars.space['1'] });

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: rowGap,
  minHeight: '2.75rem',
  paddingBlock: '0.625rem', // 10 + 24 + 10 = 44 px on a one-line label
});

/** Holds the native box and the tick drawn over it. */
export const boxWrapper = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

/** The native checkbox without the platform's look: the design system draws the box, the tick above it. */
export const box = style({
  appearance: 'none',
  display: 'inline-block',
  flexShrink: 0,
  width: boxSize,
  height: boxSize,
  margin: 0,
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onAccent,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.ink },
    '&:checked': { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    // Forced colours drop backgrounds: the checked box takes the system's highlight pair instead.
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      borderColor: 'CanvasText',
      backgroundColor: 'Canvas',
      selectors: { '&:checked': { backgroundColor: 'Highlight', borderColor: 'Highlight' } },
    },
  },
});

/** The tick, over the box's centre, shown only while the box is checked; clicks go through to the box. */
export const checkIcon = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1rem',
  height: '1rem',
  color: vars.color.onAccent,
  pointerEvents: 'none',
  visibility: 'hidden',
  selectors: { [`${box}:checked + &`]: { visibility: 'visible' } },
  '@media': { '(forced-colors: active)': { forcedColorAdjust: 'none', color: 'HighlightText' } },
});

export const label = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.ink,
  cursor: 'pointer',
  paddingBlockStart: '0.125rem', // centres the first line on the 24 px box
  selectors: { '[data-disabled] &': { cursor: 'not-allowed', color: vars.color.inkMuted } },
});

/** Hint and error line up with the label text, not the box. */
export const messages = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingInlineStart: `calc(${boxSize} + ${rowGap})`,
});
