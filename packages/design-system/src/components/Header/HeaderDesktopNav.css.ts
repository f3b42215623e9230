import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { forcedColors, forcedColorsEdge } from '../../styles/forcedColors';

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  listStyle: 'none',
  padding: 0,
});

export const item = style({ position: 'relative' });

/** Shared by top-level links and the dropdown trigger, so they line up and read as one row. */
export const topLevel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '2.75rem',
  ...forcedColorsEdge(vars.space['3']),
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.ink,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current]': { color: vars.color.accent, boxShadow: `inset 0 -2px 0 ${vars.color.accent}` },
  },
  '@media': {
    [forcedColors]: {
      selectors: { '&[aria-current]': { textDecoration: 'underline', textDecorationThickness: '2px' } },
    },
  },
});

export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  selectors: { [`${topLevel}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

const appear = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -4px)' },
  to: { opacity: 1, transform: 'translate(-50%, 0)' },
});

export const content = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space['2']})`,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.dropdown,
  width: 'min(40rem, calc(100vw - 2rem))',
  padding: vars.space['3'],
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${appear} ${vars.duration.fast} ${vars.easing.out}`,
});

export const childList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['1'],
  listStyle: 'none',
  padding: 0,
});

export const childLink = style({
  display: 'block',
  height: '100%',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current]': { boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
  },
  '@media': {
    [forcedColors]: {
      selectors: { '&[aria-current]': { textDecoration: 'underline', textDecorationThickness: '2px' } },
    },
  },
});

export const childTitle = style({ display: 'block', fontWeight: vars.fontWeight.semibold });

export const childDescription = style({
  display: 'block',
  marginTop: vars.space['1'],
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const overview = style({
  marginTop: vars.space['2'],
  paddingTop: vars.space['2'],
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const overviewLink = style([
  childLink,
  { color: vars.color.accent, fontWeight: vars.fontWeight.semibold },
]);
