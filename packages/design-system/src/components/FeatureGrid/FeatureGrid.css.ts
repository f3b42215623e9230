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

export type FeatureGridVariants = NonNullable<RecipeVariants<typeof grid>>;

export const item = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.ink,
  border: `1px solid ${vars.color.borderSubtle}`,
});

export const iconBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
});
