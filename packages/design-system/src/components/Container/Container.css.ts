import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { media } from '../../styles/media';

export const containerWidthNames = ['sm', 'md', 'lg', 'xl'] as const;

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space['4'],
    '@media': {
      [media.sm]: { paddingInline: vars.space['6'] },
      [media.lg]: { paddingInline: vars.space['8'] },
    },
  },
  variants: {
    width: {
      sm: { maxWidth: vars.container.sm },
      md: { maxWidth: vars.container.md },
      lg: { maxWidth: vars.container.lg },
      xl: { maxWidth: vars.container.xl },
    },
  },
  defaultVariants: { width: 'lg' },
});

export type ContainerVariants = NonNullable<RecipeVariants<typeof container>>;
