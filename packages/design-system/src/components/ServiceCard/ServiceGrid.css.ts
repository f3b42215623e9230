import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { media } from '../../styles/media';

export const grid = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: vars.space['6'],
    padding: 0,
    listStyle: 'none',
    '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
  variants: {
    columns: {
      2: {},
      3: { '@media': { [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
    },
  },
  defaultVariants: { columns: 3 },
});

export type ServiceGridVariants = NonNullable<RecipeVariants<typeof grid>>;

/** The list item stretches its card to the row's height, so Learn More links line up along a row. */
export const item = style({ display: 'grid' });
