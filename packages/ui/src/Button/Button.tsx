import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import type { ColorRole } from '../tokens/palette';
import { button, hiddenLabel, spinner } from './Button.css';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: `solid` for the main action, `soft` and `outline` for secondary ones, `ghost` for the least. */
  variant?: 'solid' | 'soft' | 'outline' | 'ghost';
  /** Colour role of the button. */
  tone?: ColorRole;
  /** Height and padding. */
  size?: 'sm' | 'md' | 'lg';
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** Show a spinner, mark the button busy and ignore clicks while an action runs. Not available with `asChild`. */
  loading?: boolean;
  /** Render the single child (a link, say) with the button's styles instead of a `<button>`. */
  asChild?: boolean;
}

/** A themed button; tones and variants come from the ui tokens. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    tone,
    size,
    fullWidth,
    loading = false,
    asChild = false,
    className,
    type,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const classes = [button({ variant, tone, size, fullWidth }), className].filter(Boolean).join(' ');

  if (asChild) {
    return (
      <Slot ref={ref} className={classes} onClick={onClick} {...rest}>
        {children}
      </Slot>
    );
  }

  return (
    <button
      ref={ref}
      className={classes}
      // A button inside a form submits by default; ours only does when asked to.
      type={type ?? 'button'}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? (
        <>
          <span className={spinner} aria-hidden="true" />
          {/* The label keeps the button's width while the spinner covers it: no layout shift. */}
          <span className={hiddenLabel}>{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
});
