import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { forcedColors } from '../../styles/forcedColors';
import { vars } from '../../tokens/contract.css';

export const notice = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['3'],
  padding: vars.space['6'],
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.ink,
});

export const noticeText = style({ display: 'grid', gap: vars.space['1'] });

export const noticeTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const noticeIcon = style({ width: '1.75rem', height: '1.75rem' });

export const tone = styleVariants({
  neutral: { color: vars.color.highlight },
  critical: { color: vars.color.critical },
});

export const muted = style({ color: vars.color.inkMuted });

export const retention = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});

export const retentionIcon = style({
  flexShrink: 0,
  width: '1.125em',
  height: '1.125em',
  marginTop: '0.2em',
});

const pulse = keyframes({ '50%': { opacity: 0.55 } });

/** The placeholder rows take the room the real ones will, so nothing moves when they arrive. */
export const skeleton = style({ display: 'grid', gap: vars.space['3'] });

export const skeletonRows = style({
  display: 'grid',
  listStyle: 'none',
  padding: 0,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
});

export const skeletonRow = style({
  display: 'grid',
  gap: vars.space['1'],
  // The row's own padding, plus the unread dot's column and its gap.
  padding: `${vars.space['3']} ${vars.space['4']} ${vars.space['3']} calc(${vars.space['3']} + 4px + 0.75rem + ${vars.space['3']})`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.borderSubtle}` } },
});

/** Each line as tall as the row's line it stands for: name, e-mail, preview, interests. */
export const line = styleVariants({
  name: {
    display: 'flex',
    alignItems: 'center',
    height: `calc(${vars.fontSize.md} * ${vars.lineHeight.normal})`,
  },
  small: {
    display: 'flex',
    alignItems: 'center',
    height: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
  },
  pills: {
    display: 'flex',
    alignItems: 'center',
    height: `calc(${vars.fontSize.xs} * ${vars.lineHeight.normal} + 2px)`,
  },
});

export const bar = style({
  height: '0.75em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
    // Forced colours drop the fill: an outline keeps the shapes.
    [forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const barWidth = styleVariants({
  name: { width: '45%' },
  email: { width: '35%' },
  preview: { width: '85%' },
  pill: { width: '8rem', maxWidth: '40%', height: '100%', borderRadius: vars.radius.pill },
});

export const headingLine = style({
  display: 'flex',
  alignItems: 'center',
  // The list heading's height, whatever the label's own size.
  minHeight: `calc(${vars.fontSize.xl} * ${vars.lineHeight.tight})`,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.inkMuted,
});
