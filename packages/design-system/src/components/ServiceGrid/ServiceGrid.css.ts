import { style } from '@vanilla-extract/css';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { cardGrid } from '../../styles/cardGrid.css';

/** Both card grids share one layout. */
export const grid = cardGrid;

export type ServiceGridVariants = NonNullable<RecipeVariants<typeof grid>>;

/** The list item stretches its card to the row's height, so Learn More links line up along a row. */
export const item = style({ display: 'grid' });
