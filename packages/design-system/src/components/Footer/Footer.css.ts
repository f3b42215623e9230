import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../styles/media';

/** The dark ink band: every colour here is an inverse role, checked for contrast in the tokens. */
export const footer = style({
  backgroundColor: vars.color.inverse,
  color: vars.color.onInverse,
  paddingBlock: `${vars.space['12']} ${vars.space['8']}`,
});

export const grid = style({
  display: 'grid',
  gap: vars.space['10'],
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const about = style({ display: 'grid', gap: vars.space['5'], alignContent: 'start' });

export const brand = style({
  justifySelf: 'start',
  color: vars.color.onInverse,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heavy,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

export const muted = style({ color: vars.color.inverseMuted, maxWidth: '32rem' });

export const socialList = style({ display: 'flex', gap: vars.space['2'], listStyle: 'none', padding: 0 });

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  color: vars.color.onInverse,
  border: `1px solid ${vars.color.inverseMuted}`,
  selectors: { '&:hover': { backgroundColor: vars.color.onInverse, color: vars.color.inverse } },
});

export const address = style({
  display: 'grid',
  gap: vars.space['2'],
  fontStyle: 'normal',
  color: vars.color.inverseMuted,
});

export const contactLine = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const columns = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

export const columnTitle = style({
  marginBottom: vars.space['3'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.onInverse,
});

export const linkList = style({ display: 'grid', gap: vars.space['2'], listStyle: 'none', padding: 0 });

/** Text links on the band: muted until hovered; underlined on hover so colour is not the only cue. */
export const link = style({
  color: vars.color.inverseMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.onInverse, textDecoration: 'underline' } },
});

/** The last row: copyright, and the display settings when the app gives them (end-aligned when wide). */
export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['6'],
  marginTop: vars.space['10'],
  paddingTop: vars.space['6'],
  // A decorative divider: the ink band's own text colour, faded (no new colour role needed).
  borderTop: `1px solid color-mix(in srgb, ${vars.color.onInverse} 20%, transparent)`,
});

export const copyright = style({ color: vars.color.inverseMuted, fontSize: vars.fontSize.sm });
