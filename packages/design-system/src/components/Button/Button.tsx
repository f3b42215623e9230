import { Slot, Slottable } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { button, labelHidden, loadingOverlay, spinner, type ButtonVariants } from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: `primary` for the one main action of a view, `secondary` and `outline` beside it, `ghost` for low-emphasis actions. */
  variant?: ButtonVariants['variant'];
  /** Height and text size. */
  size?: ButtonVariants['size'];
  /** Stretch to the width of the container (mobile menus, narrow forms). */
  fullWidth?: boolean;
  /** Render the single child (e.g. a router link) with the button's styles instead of a `<button>`. */
  asChild?: boolean;
  /**
   * Work in progress: the button keeps its width, shows `loadingLabel` with a spinner, ignores clicks
   * and announces the label to screen readers. It stays focusable (aria-disabled) so focus is not lost.
   */
  loading?: boolean;
  /** Text shown and announced while `loading`. */
  loadingLabel?: string;
}

/** The action control of the design system. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    asChild = false,
    loading = false,
    loadingLabel = 'Loading…',
    className,
    children,
    onClick,
    type,
    ...rest
  },
  ref,
) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');

  if (asChild) {
    return (
      <Slot ref={ref} className={classes} {...rest}>
        <Slottable>{children}</Slottable>
      </Slot>
    );
  }

  const guardedClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <>
      <button
        ref={ref}
        type={type ?? 'button'}
        className={classes}
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
        data-state={loading ? 'loading' : 'idle'}
        onClick={guardedClick}
        {...rest}
      >
        <span className={loading ? labelHidden : undefined}>{children}</span>
        {loading && (
          <span className={loadingOverlay}>
            <span className={spinner} aria-hidden="true" />
            {loadingLabel}
          </span>
        )}
      </button>
      <span role="status" className={visuallyHidden}>
        {loading ? loadingLabel : ''}
      </span>
    </>
  );
});
