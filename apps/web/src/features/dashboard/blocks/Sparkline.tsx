import { sparkline } from './blocks.css';

/** Props of {@link Sparkline}. */
export interface SparklineProps {
  /** The values, oldest first; the line needs two or more. */
  values: readonly number[];
}

// The drawing's own units: the line is stretched to the element's box, its stroke kept 2 px wide by the browser.
const WIDTH = 240;
const HEIGHT = 48;

/**
 * The shape of a series as one line, from zero to its highest value, so a drop to half reads as half. Decorative: the
 * full chart below it carries the figures, its title and its data table, so assistive technology skips this one.
 */
export function Sparkline({ values }: SparklineProps) {
  const finite = values.filter(Number.isFinite);
  const top = Math.max(...finite, 0);
  const path =
    finite.length < 2 || top <= 0
      ? ''
      : finite
          .map((value, i) => {
            const x = (i / (finite.length - 1)) * WIDTH;
            const y = HEIGHT - (value / top) * HEIGHT;
            return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
          })
          .join('');
  return (
    <svg
      className={sparkline}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-testid="hashrate-sparkline"
    >
      {path && (
        <path
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      )}
    </svg>
  );
}
