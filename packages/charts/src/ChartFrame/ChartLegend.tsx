import * as styles from './ChartFrame.css';

/** One entry of the legend. */
export interface LegendItem {
  /** The series id. */
  id: string;
  /** The series name. */
  label: string;
  /** Its CSS colour. */
  color: string;
  /** Line series show their dash pattern; bars a square. */
  dash?: string;
  /** Whether the series is hidden. */
  hidden: boolean;
}

/** Props of {@link ChartLegend}. */
export interface ChartLegendProps {
  /** The series. */
  items: readonly LegendItem[];
  /** Name of the group. */
  label: string;
  /** Called with the id of the series to show or hide. */
  onToggle: (id: string) => void;
}

/** The legend: one toggle button per series (`aria-pressed` is true while the series is shown). */
export function ChartLegend({ items, label, onToggle }: ChartLegendProps) {
  return (
    <ul className={styles.legend} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className={styles.legendButton}
            aria-pressed={!item.hidden}
            onClick={() => onToggle(item.id)}
          >
            <svg className={styles.swatch} width="18" height="12" aria-hidden="true" focusable="false">
              {item.dash === undefined ? (
                <rect x="3" y="0" width="12" height="12" rx="2" style={{ fill: item.color }} />
              ) : (
                <line
                  x1="1"
                  x2="17"
                  y1="6"
                  y2="6"
                  strokeWidth="3"
                  strokeLinecap="round"
                  style={{ stroke: item.color, strokeDasharray: item.dash }}
                />
              )}
            </svg>
            {item.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
