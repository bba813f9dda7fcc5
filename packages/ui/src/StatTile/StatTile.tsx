import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Skeleton } from '../Skeleton';
import {
  change as changeClass,
  errorIcon as errorIconClass,
  errorMessage,
  footRow,
  hint as hintClass,
  label as labelClass,
  list,
  skeletonValue,
  tile,
  unit as unitClass,
  value as valueClass,
  valueLineHeight,
  valueRow,
} from './StatTile.css';

/** Which way a figure moved since the period it is compared with. */
export type StatDirection = 'up' | 'down' | 'flat';

/** A change of a figure, e.g. +4.2 % on the previous hour. */
export interface StatChange {
  /** The change as displayed, already formatted, e.g. "+4.2 %". */
  value: string;
  /** Which way the figure moved: sets the arrow, and the colour together with `goodDirection`. */
  direction: StatDirection;
  /** Which direction is good news: `up` for hashrate and earnings (the default), `down` for reject rates. */
  goodDirection?: 'up' | 'down';
  /** The whole change in words for screen readers, e.g. "up 4.2 % on the previous hour". Defaults to direction and value. */
  label?: string;
}

/** Props of {@link StatTile}. */
export interface StatTileProps extends HTMLAttributes<HTMLDivElement> {
  /** What the figure is, including its period where it has one, e.g. "Hashrate (1 h)". */
  label: ReactNode;
  /** The figure, already formatted, e.g. "9.52". */
  value?: ReactNode;
  /** The unit after the figure, e.g. "GH/s" or "LTC". */
  unit?: ReactNode;
  /** How the figure moved; shown with an arrow, a colour and words. */
  change?: StatChange;
  /** A muted note under the figure: the period or method, e.g. "10 min average". */
  hint?: ReactNode;
  /** Show skeletons of the same size in place of the figure and change while data loads. */
  loading?: boolean;
  /** A short message in place of the figure when it could not be loaded, e.g. "Unavailable". */
  error?: ReactNode;
  /** Words for the change directions, used when a change has no `label` of its own (translate them). */
  directionLabels?: Record<StatDirection, string>;
  /** Screen-reader text while loading. */
  loadingLabel?: string;
  /** Draw the tile as a card; turn off to place several figures inside one Card. */
  surface?: boolean;
}

const defaultDirectionLabels: Record<StatDirection, string> = { up: 'Up', down: 'Down', flat: 'No change' };

const arrows: Record<StatDirection, string> = {
  up: 'M16 7h6v6 M22 7l-8.5 8.5l-5-5L2 17',
  down: 'M16 17h6v-6 M22 17l-8.5-8.5l-5 5L2 7',
  flat: 'M5 12h14',
};

const errorIcon = (
  <svg
    className={errorIconClass}
    viewBox="0 0 24 24"
    width="16"
    height="16"
    aria-hidden="true"
    focusable="false"
  >
    <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="2">
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4m0 4h.01" />
    </g>
  </svg>
);

/**
 * A text figure with a line-break chance after each separator that follows a digit ("60,<wbr>941.<wbr>07118724",
 * "59.<wbr>31&nbsp;<wbr>GH/s"): in a tile too narrow for it, it wraps between its digit groups or before its unit
 * rather than inside a group.
 */
function breakable(value: ReactNode): ReactNode {
  return typeof value === 'string'
    ? value.split(/(?<=\d\D)(?!$)/).flatMap((part, i) => (i ? [<wbr key={i} />, part] : part))
    : value;
}

function sentimentOf(change: StatChange): 'good' | 'bad' | 'neutral' {
  if (change.direction === 'flat') return 'neutral';
  return change.direction === (change.goodDirection ?? 'up') ? 'good' : 'bad';
}

/** One key figure with its label, unit, change and period, e.g. "Hashrate (1 h) 9.52 GH/s". */
export const StatTile = forwardRef<HTMLDivElement, StatTileProps>(function StatTile(
  {
    label,
    value,
    unit,
    change,
    hint,
    loading = false,
    error,
    directionLabels = defaultDirectionLabels,
    loadingLabel = 'Loading',
    surface,
    className,
    ...rest
  },
  ref,
) {
  const failed = !loading && error !== undefined && error !== null && error !== false;

  let figure: ReactNode;
  if (loading) {
    figure = (
      <>
        <Skeleton className={skeletonValue} width="6ch" height={`calc(${valueLineHeight} * 0.8)`} />
        <VisuallyHidden>{loadingLabel}</VisuallyHidden>
      </>
    );
  } else if (failed) {
    figure = (
      <span className={errorMessage}>
        {errorIcon}
        {error}
      </span>
    );
  } else {
    figure = (
      <>
        <span className={valueClass}>{breakable(value)}</span>
        {unit !== undefined && <span className={unitClass}>{unit}</span>}
      </>
    );
  }

  const showChange = change !== undefined && !failed;
  const showFoot = showChange || hint !== undefined;

  return (
    <div
      ref={ref}
      className={[tile({ surface }), className].filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      {...rest}
    >
      <dl className={list}>
        <dt className={labelClass}>{label}</dt>
        <dd className={valueRow}>{figure}</dd>
        {showFoot && (
          <dd className={footRow}>
            {showChange &&
              (loading ? (
                <Skeleton variant="text" width="7ch" />
              ) : (
                <span className={changeClass({ sentiment: sentimentOf(change) })}>
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                    <path
                      fill="none"
                      stroke="currentColor"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                      strokeWidth="2"
                      d={arrows[change.direction]}
                    />
                  </svg>
                  <span aria-hidden="true">{change.value}</span>
                  <VisuallyHidden>
                    {change.label ?? `${directionLabels[change.direction]} ${change.value}`}
                  </VisuallyHidden>
                </span>
              ))}
            {hint !== undefined && <span className={hintClass}>{hint}</span>}
          </dd>
        )}
      </dl>
    </div>
  );
});
