import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRingOnInverse } from '../../styles/focus.css';
import { vars } from '../../tokens/contract.css';
import { COOKIE_BANNER_HEIGHT_PROPERTY } from '../CookieBanner/cookieBannerHeight';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(0.5rem)' } });

export const banner = style({
  position: 'fixed',
  left: vars.space['4'],
  // Floats above the cookie banner while that shows (it publishes its height), else at the bottom.
  bottom: `calc(var(${COOKIE_BANNER_HEIGHT_PROPERTY}, 0px) + ${vars.space['4']})`,
  zIndex: vars.zIndex.banner,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  maxWidth: `calc(100vw - 2 * ${vars.space['4']})`,
  padding: `${vars.space['2']} ${vars.space['2']} ${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.inverse,
  color: vars.color.onInverse,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
  animation: `${fadeIn} ${vars.duration.base} ${vars.easing.out}`,
});

/** A status light; decorative, the text says the same. */
const dotBase = style({ flexShrink: 0, width: '0.5rem', height: '0.5rem', borderRadius: vars.radius.pill });
export const dot = styleVariants({
  running: [dotBase, { backgroundColor: vars.color.highlightSoft }],
  disconnected: [dotBase, { backgroundColor: vars.color.focusOnInverse }],
});

export const link = style([
  focusRingOnInverse,
  { color: vars.color.onInverse, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' },
]);

export const close = style([
  focusRingOnInverse,
  {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '2rem',
    height: '2rem',
    padding: 0,
    // Invisible until colours are forced: then the system draws it, and the button keeps its outline.
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.onInverse,
    cursor: 'pointer',
    selectors: { '&:hover': { backgroundColor: vars.color.solidHover } },
  },
]);
