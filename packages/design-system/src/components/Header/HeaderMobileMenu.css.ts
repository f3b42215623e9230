import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../styles/media';
import { barHeight } from './Header.css';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken } },
  '@media': { [media.md]: { display: 'none' } },
});

/** Hangs below the bar and scrolls on its own: the page behind is locked while it is open. */
export const panel = style({
  position: 'absolute',
  top: '100%',
  insetInline: 0,
  maxHeight: `calc(100dvh - ${barHeight})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlock: vars.space['4'],
  backgroundColor: vars.color.surface,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.lg,
  '@media': { [media.md]: { display: 'none' } },
});

export const list = style({
  display: 'grid',
  gap: vars.space['1'],
  listStyle: 'none',
  padding: 0,
});

export const subList = style([
  list,
  {
    marginBlock: vars.space['1'],
    marginInlineStart: vars.space['3'],
    paddingInlineStart: vars.space['3'],
    borderInlineStart: `1px solid ${vars.color.borderSubtle}`,
    // The class sets display: grid, which would otherwise beat the `hidden` attribute.
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);

/** Links and group buttons share one look: big, full-width touch targets. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: '3rem',
  paddingInline: vars.space['3'],
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.ink,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current]': { color: vars.color.accent, boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
  },
});

export const subRow = style([row, { fontSize: vars.fontSize.md, minHeight: '2.75rem' }]);

export const chevron = style({
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  selectors: { [`${row}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const action = style({ marginTop: vars.space['4'] });
