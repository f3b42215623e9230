import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { mutedInk } from '../../styles/tone.css';

export const textSizes = ['sm', 'md', 'lg', 'xl'] as const;
export const textTones = ['default', 'muted'] as const;

export const text = recipe({
  base: { fontFamily: vars.font.body, lineHeight: vars.lineHeight.normal },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
      xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug },
    },
    tone: {
      default: { color: 'inherit' },
      // Muted follows the surface: inkMuted on light bands, inverseMuted on the dark band (tone.css.ts).
      muted: { color: mutedInk },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      semibold: { fontWeight: vars.fontWeight.semibold },
    },
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' } },
    measure: {
      // Long lines tire the eye: cap body copy at about 65 characters.
      true: { maxWidth: '65ch' },
      false: {},
    },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular', align: 'start', measure: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
