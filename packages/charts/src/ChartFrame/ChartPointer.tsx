import { useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import * as styles from './ChartFrame.css';

/** One line of the tooltip. */
export interface TooltipRow {
  /** Stable key (the series id). */
  key: string;
  /** Series name. */
  label: string;
  /** Formatted value. */
  value: string;
  /** Series colour for the swatch; none for a total. */
  color?: string;
}

/** What a chart tells the pointer layer: how many positions there are, where they are and what they show. */
export interface PointerModel {
  /** Number of positions the tooltip can take (points of the leading series, or categories). */
  count: number;
  /** The position nearest to `px`, px from the plot's left edge. */
  indexAt: (px: number) => number;
  /** Where position `index` is, px from the plot's left edge. */
  positionOf: (index: number) => number;
  /** The tooltip at `index`: a title and one row per series. */
  tooltip: (index: number) => { title: string; rows: readonly TooltipRow[] };
  /** What the crosshair draws at `index`, in plot coordinates. */
  crosshair: (index: number) => ReactNode;
}

/** Props of {@link ChartPointer}. */
export interface ChartPointerProps {
  /** The chart's positions and texts. */
  model: PointerModel;
  /** The plot rectangle inside the frame, px. */
  left: number;
  /** Top of the plot, px. */
  top: number;
  /** Plot width, px. */
  width: number;
  /** Plot height, px. */
  height: number;
  /** Accessible name of the focusable plot. */
  label: string;
}

const rowsText = (rows: readonly TooltipRow[]) => rows.map((row) => `${row.label} ${row.value}`).join(', ');

/**
 * The interactive layer over the plot: the tooltip and crosshair follow the pointer, and the plot is a
 * focusable slider whose arrow keys step through the points (Home/End to the ends, Page Up/Down by a tenth).
 * It keeps its own state, so moving the pointer re-renders only this layer, never the series paths.
 */
export function ChartPointer({ model, left, top, width, height, label }: ChartPointerProps) {
  const { count } = model;
  const clamp = (i: number) => Math.max(0, Math.min(count - 1, i));
  // `index` outlives `shown`: keyboard navigation resumes where the pointer left. It starts at the newest point.
  const [state, setState] = useState({ index: count - 1, shown: false });
  const index = clamp(state.index);

  const show = (next: number) => {
    if (next !== state.index || !state.shown) setState({ index: next, shown: true });
  };

  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const next = model.indexAt(event.clientX - event.currentTarget.getBoundingClientRect().left);
    // Rendered inside the event, not in a later task: the tooltip moves in the frame the pointer did, and this
    // small layer is all that renders (the paths are memoised elsewhere).
    flushSync(() => show(next));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const page = Math.max(1, Math.round(count / 10));
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowUp: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index - 1,
      PageUp: index + page,
      PageDown: index - page,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(clamp(next));
  };

  const hide = () => setState((current) => (current.shown ? { ...current, shown: false } : current));
  const content = model.tooltip(index);
  const x = model.positionOf(index);

  return (
    <>
      <div
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={Math.max(0, count - 1)}
        aria-valuenow={index}
        aria-valuetext={`${content.title}: ${rowsText(content.rows)}`}
        className={styles.pointer}
        style={{ left, top, width, height }}
        onPointerMove={onPointer}
        onPointerDown={onPointer}
        // A finger lifting also "leaves": on touch the tooltip stays until the reader taps elsewhere (blur).
        onPointerLeave={(event) => {
          if (event.pointerType !== 'touch') hide();
        }}
        onKeyDown={onKeyDown}
        onFocus={() => show(index)}
        onBlur={hide}
      >
        {state.shown && (
          <svg
            className={styles.crosshair}
            width={width}
            height={height}
            aria-hidden="true"
            focusable="false"
          >
            {model.crosshair(index)}
          </svg>
        )}
      </div>
      {state.shown && (
        <div
          role="tooltip"
          className={x > width / 2 ? `${styles.tooltip} ${styles.tooltipFlipped}` : styles.tooltip}
          style={{ left: left + x + (x > width / 2 ? -12 : 12), top: top + 4 }}
        >
          <div className={styles.tooltipTitle}>{content.title}</div>
          {content.rows.map((row) => (
            <div key={row.key} className={styles.tooltipRow}>
              <svg width="10" height="10" aria-hidden="true" focusable="false">
                {row.color && <rect width="10" height="10" rx="2" style={{ fill: row.color }} />}
              </svg>
              <span>{row.label}</span>
              <span className={styles.tooltipValue}>{row.value}</span>
            </div>
          ))}
        </div>
      )}
    </>
  );
}
