import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';
import { STICKY_HEADER_HEIGHT_PROPERTY } from '../../styles/stickyHeader';
import { vars } from '../../tokens/contract.css';

/**
 * The list Radix renders toasts into: stacked at the top right, above everything but the page's
 * sticky header, below which it starts, so a toast never lies over the header's controls (its
 * menu button on a phone, Contact Us on a desktop).
 */
export const viewport = style({
  position: 'fixed',
  top: `var(${STICKY_HEADER_HEIGHT_PROPERTY}, 0px)`,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  width: '26rem',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space['4'],
  listStyle: 'none',
  // The list's box (its padding, the space beside a narrow toast) stays open to the page under it.
  pointerEvents: 'none',
});

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateX(calc(100% + 1rem))' } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(calc(100% + 1rem))' },
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space['3'],
    padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['3']} ${vars.space['4']}`,
    borderRadius: vars.radius.lg,
    // A wide stripe in the kind's colour plus its icon: the kinds differ by more than a tint.
    borderLeft: '4px solid',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.ink,
    boxShadow: vars.shadow.lg,
    pointerEvents: 'auto',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.base} ${vars.easing.out}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ease-in forwards` },
      // Follow the pointer while swiping right; snap back if the swipe is too short.
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.duration.base} ${vars.easing.out}`,
      },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.duration.fast} ease-out forwards` },
    },
  },
  variants: {
    kind: {
      success: { borderLeftColor: vars.color.success },
      error: { borderLeftColor: vars.color.critical },
    },
  },
});

export const icon = recipe({
  base: { marginTop: '0.125rem', flexShrink: 0 },
  variants: {
    kind: { success: { color: vars.color.success }, error: { color: vars.color.critical } },
  },
});

export const content = style({ display: 'grid', gap: vars.space['1'], minWidth: 0, paddingTop: '0.125rem' });
export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });
export const message = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug });

export const close = style([
  focusRing,
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: '2rem',
    height: '2rem',
    padding: 0,
    // Invisible until colours are forced: then the system draws it, and the button keeps its outline.
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.inkMuted,
    cursor: 'pointer',
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken, color: vars.color.ink } },
  },
]);
