import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../styles/media';
import { STICKY_HEADER_HEIGHT_PROPERTY } from '../../styles/stickyHeader';

/** Height of the header bar; the mobile panel fills the rest of the screen below it. */
export const barHeight = '4rem';

export const header = style({
  // Sticky elements are positioned, so the mobile panel (absolute, top: 100%) hangs below the bar.
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.surface,
  transitionProperty: 'background-color, box-shadow',
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&[data-state="scrolled"]': {
      // Opaque enough that its text keeps its contrast over the darkest band passing beneath.
      backgroundColor: vars.translucent.surfaceTranslucent,
      // The prefixed one first: the CSS minifier (lightningcss) folds the pair into the last one,
      // and with the prefixed one last every build kept only that one, which Chromium ignores.
      WebkitBackdropFilter: 'saturate(1.6) blur(12px)',
      backdropFilter: 'saturate(1.6) blur(12px)',
      boxShadow: vars.shadow.md,
    },
  },
});

// The page says how much of the top the bar takes, so toasts open below it (stickyHeader.ts).
globalStyle(`html:has(${header})`, { vars: { [STICKY_HEADER_HEIGHT_PROPERTY]: barHeight } });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  minHeight: barHeight,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginInlineEnd: 'auto',
  color: vars.color.ink,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heavy,
  letterSpacing: '-0.01em',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

/** Shown from the md breakpoint up. display:none also hides it from assistive technology. */
export const desktopOnly = style({
  display: 'none',
  '@media': { [media.md]: { display: 'flex', alignItems: 'center', gap: vars.space['4'] } },
});

/** Shown below the md breakpoint only. */
export const mobileOnly = style({
  '@media': { [media.md]: { display: 'none' } },
});
