import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, type HTMLAttributes } from 'react';
import type { ColorRole } from '../tokens/palette';
import { spinner, status } from './Spinner.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Diameter: `sm` 16 px (inline with text), `md` 24 px, `lg` 32 px. */
  size?: 'sm' | 'md' | 'lg';
  /** Colour role of the ring; `current` (the default) follows the surrounding text colour. */
  tone?: ColorRole | 'current';
  /**
   * What is loading, for screen readers (e.g. "Loading workers"). Give it when the spinner stands alone; leave it out
   * when something else (a busy button, a labelled region) already says so, and the spinner is hidden from them.
   */
  label?: string;
}

/** A spinning ring for work of unknown length; announced as a status only when it has a `label`. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size, tone, label, className, ...rest },
  ref,
) {
  const ring = spinner({ size, tone });

  if (!label) {
    return (
      <span ref={ref} className={[ring, className].filter(Boolean).join(' ')} aria-hidden="true" {...rest} />
    );
  }

  return (
    <span ref={ref} role="status" className={[status, className].filter(Boolean).join(' ')} {...rest}>
      <span className={ring} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
});
