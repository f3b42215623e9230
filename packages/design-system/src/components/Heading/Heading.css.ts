import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const headingSizes = ['display', 'xl', 'lg', 'md', 'sm'] as const;

export const heading = recipe({
  base: {
    fontFamily: vars.font.display,
    color: 'inherit',
    letterSpacing: '-0.01em',
  },
  variants: {
    size: {
      display: {
        fontSize: vars.fontSize.display,
        fontWeight: vars.fontWeight.heavy,
        letterSpacing: '-0.025em',
      },
      xl: { fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.bold, letterSpacing: '-0.02em' },
      lg: { fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold },
      md: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold },
      sm: {
        fontSize: vars.fontSize.lg,
        fontWeight: vars.fontWeight.semibold,
        lineHeight: vars.lineHeight.snug,
      },
    },
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' } },
  },
  defaultVariants: { size: 'lg', align: 'start' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
