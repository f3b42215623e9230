import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const iconSizes = ['sm', 'md', 'lg', 'xl'] as const;

export const icon = recipe({
  base: { flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem' },
      md: { width: '1.25rem', height: '1.25rem' },
      lg: { width: '1.5rem', height: '1.5rem' },
      xl: { width: '2rem', height: '2rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
