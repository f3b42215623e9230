import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/**
 * The shared look of single- and multi-line text controls. The invalid state keys off
 * `aria-invalid`, so the same attribute that tells screen readers also paints the border.
 */
export const textControl = style({
  display: 'block',
  width: '100%',
  minHeight: '2.75rem', // 44 px touch target
  padding: `${vars.space['2']} ${vars.space['3']}`,
  // 16 px or more: iOS Safari zooms into any smaller input on focus.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.ink,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&::placeholder': { color: vars.color.inkMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.ink },
    // Also while pointed at: hovering must not take away the one cue besides the message that the
    // field is wrong (the hover rule above is more specific).
    '&[aria-invalid="true"], &[aria-invalid="true"]:hover': {
      borderColor: vars.color.critical,
      // A second pixel, drawn inside, so the invalid border reads as heavier without shifting layout.
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      color: vars.color.inkMuted,
      backgroundColor: vars.color.surfaceSunken,
    },
  },
});
