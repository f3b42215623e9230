import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { onLightSurface } from '../../styles/tone.css';

export const cardPaddings = ['md', 'lg'] as const;
export const cardElevations = ['flat', 'raised'] as const;

export const card = recipe({
  base: [
    // A card is a light surface even on the inverse band: its text takes the light-surface tones.
    onLightSurface,
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['4'],
      minWidth: 0,
      backgroundColor: vars.color.surfaceRaised,
      color: vars.color.ink,
      border: `1px solid ${vars.color.borderSubtle}`,
      borderRadius: vars.radius.lg,
    },
  ],
  variants: {
    padding: {
      md: { padding: vars.space['5'] },
      lg: { padding: vars.space['8'] },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: vars.shadow.sm },
    },
  },
  defaultVariants: { padding: 'lg', elevation: 'raised' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
