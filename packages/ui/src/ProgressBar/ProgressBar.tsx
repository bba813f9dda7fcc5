import { forwardRef, useId, type HTMLAttributes } from 'react';
import type { ColorRole } from '../tokens/palette';
import { header, indicator, label as labelClass, root, track, valueText } from './ProgressBar.css';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What is progressing, e.g. "Balance towards payout threshold". Names the progress bar. */
  label: string;
  /** Show the label (and the value) above the bar; when hidden, the label still names the bar for screen readers. */
  showLabel?: boolean;
  /** Progress so far, between 0 and `max` (clamped). */
  value: number;
  /** The value that means complete. */
  max?: number;
  /** Formats the value as text, shown beside the label and read by screen readers; defaults to a whole percentage. */
  formatValue?: (value: number, max: number) => string;
  /** Colour role of the filled part. */
  tone?: ColorRole;
  /** Thickness of the bar. */
  size?: 'sm' | 'md';
}

function percent(value: number, max: number): string {
  return `${Math.round((value / max) * 100)}%`;
}

/**
 * A determinate progress bar with a label and a formatted value: a `role="progressbar"` element, since a native
 * `<progress>` cannot be styled alike across engines. `data-state` is `loading` until the value reaches `max`, then
 * `complete`.
 */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  { label, showLabel = true, value, max = 100, formatValue = percent, tone, size, className, ...rest },
  ref,
) {
  const labelId = useId();
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), safeMax);
  const text = formatValue(clamped, safeMax);

  return (
    <div ref={ref} className={[root, className].filter(Boolean).join(' ')} {...rest}>
      {showLabel && (
        <div className={header}>
          <span id={labelId} className={labelClass}>
            {label}
          </span>
          {/* Read out through aria-valuetext on the bar, so hidden here to avoid saying it twice. */}
          <span className={valueText} aria-hidden="true">
            {text}
          </span>
        </div>
      )}
      <div
        role="progressbar"
        className={track({ size })}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={text}
        aria-labelledby={showLabel ? labelId : undefined}
        aria-label={showLabel ? undefined : label}
        data-state={clamped === safeMax ? 'complete' : 'loading'}
        data-value={clamped}
        data-max={safeMax}
      >
        <div
          className={indicator({ tone })}
          style={{ transform: `translateX(-${100 - (clamped / safeMax) * 100}%)` }}
        />
      </div>
    </div>
  );
});
