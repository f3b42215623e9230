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

/** Radix renders a hidden native input after the button for form posts; it positions itself over this box. */
export const boxWrapper = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: boxSize,
  height: boxSize,
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
    '&[data-state="checked"]': { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const indicator = style({ display: 'inline-flex' });
export const checkIcon = style({ width: '1rem', height: '1rem' });

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
