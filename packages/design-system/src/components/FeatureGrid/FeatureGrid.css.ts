import { style } from '@vanilla-extract/css';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { cardGrid } from '../../styles/cardGrid.css';
import { vars } from '../../tokens/contract.css';

/** Both card grids share one layout. */
export const grid = cardGrid;

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
