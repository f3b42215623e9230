import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';
import { media } from './media';

/** A list of cards: one column on phones, two from small screens, `columns` (2 or 3) from large ones. */
export const cardGrid = recipe({
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
