import type { ReactNode } from 'react';
import type { DataTableColumn } from './DataTable';
import * as styles from './DataTable.css';

/** Props of {@link DataTableSummary}. */
export interface DataTableSummaryProps<Row> {
  /** The table's columns, in display order. */
  columns: readonly DataTableColumn<Row>[];
  /** Each column's cell content by column id; a column left out has an empty cell. */
  cells: Readonly<Record<string, ReactNode>>;
}

/** The summary row of a {@link DataTable} (its `tfoot`), laid out in the table's columns. */
export function DataTableSummary<Row>({ columns, cells }: DataTableSummaryProps<Row>) {
  return (
    <tfoot>
      <tr>
        {columns.map((column) => {
          const className = [
            styles.cell({ align: column.align ?? 'start', stickyColumn: Boolean(column.sticky) }),
            styles.summaryCell,
          ].join(' ');
          return column.rowHeader ? (
            <th key={column.id} scope="row" className={className}>
              {cells[column.id]}
            </th>
          ) : (
            <td key={column.id} className={className}>
              {cells[column.id]}
            </td>
          );
        })}
      </tr>
    </tfoot>
  );
}
