import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { media } from '../../styles/media';
import { onInverseSurface, onLightSurface } from '../../styles/tone.css';

export const band = recipe({
  base: { paddingBlock: vars.space['16'], '@media': { [media.md]: { paddingBlock: vars.space['20'] } } },
  variants: {
    tone: {
      inverse: [onInverseSurface, { backgroundColor: vars.color.inverse, color: vars.color.onInverse }],
      sunken: [onLightSurface, { backgroundColor: vars.color.surfaceSunken, color: vars.color.ink }],
    },
  },
  defaultVariants: { tone: 'inverse' },
});

export type CallToActionVariants = NonNullable<RecipeVariants<typeof band>>;

export const inner = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  maxWidth: '44rem',
  marginInline: 'auto',
  textAlign: 'center',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['4'],
});
