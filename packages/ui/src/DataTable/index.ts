export { DataTable, type DataTableColumn, type DataTableLabels, type DataTableProps } from './DataTable';
export {
  clampPage,
  compareSortValues,
  nextSort,
  pageCount,
  pageRows,
  sortRows,
  type SortDirection,
  type SortState,
  type SortValue,
} from './dataTableModel';
