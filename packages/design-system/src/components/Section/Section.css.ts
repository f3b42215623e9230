import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { media } from '../../styles/media';
import { onInverseSurface, onLightSurface } from '../../styles/tone.css';

export const sectionTones = ['default', 'sunken', 'inverse'] as const;

export const section = recipe({
  base: {
    paddingBlock: vars.space['16'],
    '@media': { [media.md]: { paddingBlock: vars.space['24'] } },
  },
  variants: {
    tone: {
      default: [onLightSurface, { backgroundColor: vars.color.surface, color: vars.color.ink }],
      sunken: [onLightSurface, { backgroundColor: vars.color.surfaceSunken, color: vars.color.ink }],
      inverse: [onInverseSurface, { backgroundColor: vars.color.inverse, color: vars.color.onInverse }],
    },
  },
  defaultVariants: { tone: 'default' },
});

export type SectionVariants = NonNullable<RecipeVariants<typeof section>>;

export const header = recipe({
  base: {
    display: 'grid',
    gap: vars.space['3'],
    marginBottom: vars.space['10'],
    '@media': { [media.md]: { marginBottom: vars.space['12'] } },
  },
  variants: {
    align: {
      start: { justifyItems: 'start' },
      center: { justifyItems: 'center', textAlign: 'center', marginInline: 'auto', maxWidth: '48rem' },
    },
  },
  defaultVariants: { align: 'start' },
});
