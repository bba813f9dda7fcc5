import { useRef, type CSSProperties, type ReactNode } from 'react';
import { ChartLegend, type LegendItem } from './ChartLegend';
import { ChartTable, type TableModel } from './ChartTable';
import * as styles from './ChartFrame.css';
import type { ChartLabels } from './labels';
import { useElementWidth } from './useElementWidth';

/** What a chart shows: the data, or one of its states. */
export type ChartStatus = 'ready' | 'loading' | 'error' | 'empty';

/** Props of {@link ChartFrame}. */
export interface ChartFrameProps {
  /** Name of the chart. */
  title: string;
  /** The chart's state. */
  status: ChartStatus;
  /** The texts. */
  labels: ChartLabels;
  /** Called by the retry button of the error state; without it there is no button. */
  onRetry?: () => void;
  /** Height in px (ignored with `aspectRatio`). */
  height: number;
  /** Width divided by height; the height then follows the width. */
  aspectRatio?: number;
  /** Fixed width in px instead of the container's. */
  width?: number;
  /** Transition time in ms; 0 turns motion off. */
  duration: number;
  /** Legend entries; no legend for fewer than two. */
  legend: readonly LegendItem[];
  /** Called with a series id when its legend button is pressed. */
  onToggleSeries: (id: string) => void;
  /** The data as a table for screen readers. */
  table: TableModel | null;
  /** Class name of the root element. */
  className?: string;
  /** Draws the plot at the measured size. */
  children: (size: { width: number; height: number }) => ReactNode;
}

/**
 * What both charts share: the responsive frame, the legend, the loading, error and empty states, and the
 * hidden data table. The frame keeps its height in every state, so data arriving shifts no layout.
 */
export function ChartFrame({
  title,
  status,
  labels,
  onRetry,
  height,
  aspectRatio,
  width: fixedWidth,
  duration,
  legend,
  onToggleSeries,
  table,
  className,
  children,
}: ChartFrameProps) {
  const plotRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(plotRef, fixedWidth);
  const plotHeight = aspectRatio ? Math.round(width / aspectRatio) : height;
  const style = { [styles.durationProperty]: `${duration}ms` } as CSSProperties;

  let body: ReactNode = null;
  if (status === 'loading') {
    body = (
      <div className={styles.state} role="status">
        <div className={styles.skeleton} aria-hidden="true">
          {[0.45, 0.7, 0.55, 0.9, 0.65].map((h) => (
            <span key={h} className={styles.skeletonBar} style={{ height: `${h * 100}%` }} />
          ))}
        </div>
        {labels.loading}
      </div>
    );
  } else if (status === 'error') {
    body = (
      <div className={`${styles.state} ${styles.stateError}`} role="alert">
        {labels.error}
        {onRetry && (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {labels.retry}
          </button>
        )}
      </div>
    );
  } else if (status === 'empty') {
    body = <p className={styles.state}>{labels.noData}</p>;
  } else if (width > 0 && plotHeight > 0) {
    body = children({ width, height: plotHeight });
  }

  return (
    <figure
      className={className ? `${styles.root} ${className}` : styles.root}
      style={style}
      aria-label={title}
      aria-busy={status === 'loading' || undefined}
      data-motion-off={duration === 0 ? '' : undefined}
    >
      {status === 'ready' && legend.length > 1 && (
        <ChartLegend items={legend} label={labels.legend} onToggle={onToggleSeries} />
      )}
      <div
        ref={plotRef}
        className={styles.plot}
        style={aspectRatio ? { aspectRatio: String(aspectRatio) } : { height }}
      >
        {body}
      </div>
      {status === 'ready' && table && <ChartTable model={table} caption={labels.tableCaption(title)} />}
    </figure>
  );
}
