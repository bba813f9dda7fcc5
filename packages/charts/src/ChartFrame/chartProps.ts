import type { ChartLabels } from './labels';

/** Props every chart takes. */
export interface ChartBaseProps {
  /** Name of the chart, e.g. "Pool hashrate, last 24 hours": labels the figure and starts its summary. */
  title: string;
  /** What screen readers hear for the picture; by default a summary of range, lowest, highest and last values. */
  description?: string;
  /** Height in px. Default 280. */
  height?: number;
  /** Width divided by height, instead of a fixed `height` (e.g. 2 for twice as wide as tall). */
  aspectRatio?: number;
  /** Fixed width in px; by default the chart fills its container and follows its size. */
  width?: number;
  /** Show the loading state. */
  loading?: boolean;
  /** Show the error state (takes precedence over `loading`). */
  error?: boolean;
  /** Called by the retry button of the error state; without it the state has no button. */
  onRetry?: () => void;
  /** Translations of the texts the chart renders itself; English by default. */
  labels?: Partial<ChartLabels>;
  /** Transition time in ms, default 400; motion is off whatever this says when `useReducedMotion()` is true. */
  animationDuration?: number;
  /** Ids of series hidden at first (the legend shows them again). */
  defaultHiddenSeries?: readonly string[];
  /** Class name of the root element. */
  className?: string;
}

/** The status a chart shows from its props. */
export function chartStatus(props: ChartBaseProps, hasData: boolean) {
  if (props.error) return 'error' as const;
  if (props.loading) return 'loading' as const;
  return hasData ? ('ready' as const) : ('empty' as const);
}
