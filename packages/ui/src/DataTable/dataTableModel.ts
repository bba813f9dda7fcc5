/** Direction of a sorted column, named as `aria-sort` names it. */
export type SortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by, and which way. */
export interface SortState {
  /** The `id` of the sorted column. */
  columnId: string;
  /** Which way the rows are sorted. */
  direction: SortDirection;
}

/** A value a column sorts by. */
export type SortValue = string | number;

// Numeric collation puts rig-2 before rig-10, as people expect of worker names.
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function isMissing(value: SortValue): boolean {
  return typeof value === 'number' ? Number.isNaN(value) : value.trim() === '';
}

/** Compares two sort values: numbers by size, strings by locale with numeric parts as numbers, numbers before strings. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a < b ? -1 : 1;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return collator.compare(a, b);
}

/**
 * Sorts rows by a column's sort value without changing the input. Stable: equal rows keep their order. Missing values
 * (NaN, empty strings) go last in both directions, so "no data" never tops a list.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sortValue: ((row: Row) => SortValue) | undefined,
  direction: SortDirection,
): Row[] {
  if (!sortValue) return rows.slice();
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: sortValue(row) }))
    .sort((x, y) => {
      const xMissing = isMissing(x.key);
      const yMissing = isMissing(y.key);
      if (xMissing || yMissing) return xMissing === yMissing ? x.index - y.index : xMissing ? 1 : -1;
      return sign * compareSortValues(x.key, y.key) || x.index - y.index;
    })
    .map(({ row }) => row);
}

/** The sort after activating a column's header: ascending first, then flipping on each further activation. */
export function nextSort(current: SortState | null, columnId: string): SortState {
  if (current?.columnId === columnId) {
    return { columnId, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { columnId, direction: 'ascending' };
}

/** Number of pages for `total` rows; at least 1, so an empty table is on "page 1 of 1". */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page number brought into 1…count. */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, count));
}

/** The rows of one page (1-based). */
export function pageRows<Row>(rows: readonly Row[], page: number, pageSize: number): Row[] {
  if (pageSize <= 0) return rows.slice();
  const start = (clampPage(page, pageCount(rows.length, pageSize)) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** The page that still shows the current page's first row after the page size changes. */
export function pageAfterResize(page: number, oldSize: number, newSize: number): number {
  if (oldSize <= 0 || newSize <= 0) return 1;
  const firstRowIndex = (Math.max(1, Math.floor(page)) - 1) * oldSize;
  return Math.floor(firstRowIndex / newSize) + 1;
}
