import { keyframes, style } from '@vanilla-extract/css';
import { forcedColors } from '../../styles/forcedColors';
import { media } from '../../styles/media';
import { vars } from '../../tokens/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(0.5rem)' } });

/**
 * A modal <dialog>, centred by the browser in the top layer. The page behind (its ::backdrop) dims
 * with the theme's deepest ink, so it works on paper and on navy alike.
 */
export const content = style({
  inset: 0,
  margin: 'auto',
  display: 'none',
  gap: vars.space['4'],
  width: `calc(100vw - ${vars.space['8']})`,
  maxWidth: '30rem',
  maxHeight: `calc(100dvh - ${vars.space['8']})`,
  overflowY: 'auto',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  // A border only forced colours show: there the dialog's edge would otherwise vanish.
  border: '1px solid transparent',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.ink,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[open]': { display: 'grid', animation: `${rise} ${vars.duration.base} ${vars.easing.out}` },
    '&::backdrop': {
      backgroundColor: `color-mix(in srgb, ${vars.color.inverse} 60%, transparent)`,
      animation: `${fadeIn} ${vars.duration.base} ${vars.easing.out}`,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { [forcedColors]: { borderColor: 'CanvasText' } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({ margin: 0, lineHeight: vars.lineHeight.normal });

/** Cancel first, in reading and tab order; on a phone the two stack, each as wide as the dialog. */
export const actions = style({
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [media.sm]: { display: 'flex', justifyContent: 'flex-end' } },
});

/**
 * The destructive action: the critical colour as a solid fill. The doubled class outranks the
 * Button recipe's own colours, hover included, whatever order the stylesheets load in.
 */
export const destructive = style({
  selectors: {
    '&&': { backgroundColor: vars.color.critical, color: vars.color.onAccent },
    '&&:hover:not(:disabled)': {
      backgroundColor: `color-mix(in srgb, ${vars.color.critical} 85%, ${vars.color.ink})`,
    },
  },
});
