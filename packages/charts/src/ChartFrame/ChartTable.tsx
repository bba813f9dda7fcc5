import * as styles from './ChartFrame.css';

/** A chart's data as text: column headers and rows, the first cell of each row naming it. */
export interface TableModel {
  /** Column headers, the first one for the row names. */
  columns: readonly string[];
  /** Rows of formatted cells. */
  rows: readonly (readonly string[])[];
  /** Extra caption text, e.g. that a long series is summarised. */
  note?: string;
}

/** Props of {@link ChartTable}. */
export interface ChartTableProps {
  /** The table. */
  model: TableModel;
  /** Caption naming the table. */
  caption: string;
}

/** The chart's data as a table for screen readers: the same numbers as the picture, not drawn on screen. */
export function ChartTable({ model, caption }: ChartTableProps) {
  return (
    // The clip sits on a div: a table ignores `width: 1px` and, at its full width, made narrow pages scroll sideways.
    <div className={styles.visuallyHidden}>
      <table>
        <caption>{model.note ? `${caption}. ${model.note}` : caption}</caption>
        <thead>
          <tr>
            {model.columns.map((column, i) => (
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.rows.map(([head, ...cells], r) => (
            <tr key={r}>
              <th scope="row">{head}</th>
              {cells.map((cell, c) => (
                <td key={c}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
