import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const buttonVariants = ['primary', 'secondary', 'outline', 'ghost'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1.2,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&:active:not([aria-disabled="true"]):not(:disabled)': { transform: 'translateY(1px)' },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
      '&:disabled': { opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        boxShadow: vars.shadow.sm,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accentHover } },
      },
      secondary: {
        backgroundColor: vars.color.solid,
        color: vars.color.onSolid,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.solidHover } },
      },
      outline: {
        backgroundColor: 'transparent',
        borderColor: vars.color.ink,
        color: vars.color.ink,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.ink,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken } },
      },
    },
    size: {
      sm: { minHeight: '2.25rem', padding: `0 ${vars.space['3']}`, fontSize: vars.fontSize.sm },
      md: { minHeight: '2.75rem', padding: `0 ${vars.space['5']}`, fontSize: vars.fontSize.md },
      lg: { minHeight: '3.25rem', padding: `0 ${vars.space['6']}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** While loading, the label stays in the layout (keeping the width) but is not painted. */
export const labelHidden = style({ visibility: 'hidden' });

export const loadingOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});
