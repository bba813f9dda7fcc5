import { forwardRef, type HTMLAttributes } from 'react';
import type { ColorRole } from '../tokens/palette';
import { badge } from './Badge.css';

/** Props of {@link Badge}. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour role; the text must say the same thing as the colour (e.g. "Paid", not a green blob). */
  tone?: ColorRole;
  /** `soft` (tinted, the default) for statuses in lists; `solid` for the one badge that must stand out. */
  variant?: 'soft' | 'solid';
  /** Height and text size. */
  size?: 'sm' | 'md';
}

/** A short label that classifies something: a payout status, a coin, a scheme. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone, variant, size, className, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      className={[badge({ tone, variant, size }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
});
