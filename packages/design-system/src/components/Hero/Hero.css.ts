import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../styles/media';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  paddingBlock: vars.space['16'],
  backgroundColor: vars.color.surface,
  // Soft warm and cool glows: the brand's gradients, drawn by CSS instead of a photo.
  backgroundImage: `radial-gradient(ellipse 60% 70% at 100% 0%, ${vars.color.highlightSoft}, transparent 70%),
    radial-gradient(ellipse 50% 60% at 0% 100%, ${vars.color.accentSoft}, transparent 70%)`,
  '@media': { [media.md]: { paddingBlock: vars.space['24'] } },
});

/** A faint grid, like squared order-pad paper, fading out towards the text. */
export const texture = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  backgroundImage: `linear-gradient(to right, ${vars.color.borderSubtle} 1px, transparent 1px),
    linear-gradient(to bottom, ${vars.color.borderSubtle} 1px, transparent 1px)`,
  backgroundSize: '2rem 2rem',
  opacity: 0.5,
  maskImage: 'radial-gradient(ellipse 70% 80% at 80% 40%, black, transparent 75%)',
});

export const layout = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['12'],
  alignItems: 'center',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)' } },
});

export const copy = style({ display: 'grid', justifyItems: 'start', gap: vars.space['5'] });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginTop: vars.space['3'],
});

export const illustration = style({
  width: '100%',
  maxWidth: '34rem',
  justifySelf: 'center',
});
