import type { SortState } from '@lode/ui';

// A table's sort and page as search parameters (`?sort=hashrate&order=desc&page=2`), so a view can be shared and
// survives a reload. Each table of a page takes its own parameter names.

/** The parameter names one table uses. */
export interface TableParams {
  /** Column id to sort by. */
  sort: string;
  /** `asc` or `desc`. */
  order: string;
  /** Page, from 1. */
  page: string;
}

/** Reads a table's sort (only a column it knows) and page from the address. */
export function readTableState(
  params: URLSearchParams,
  names: TableParams,
  columns: readonly string[],
): { sort: SortState | null; page: number } {
  const column = params.get(names.sort);
  const sort: SortState | null =
    column && columns.includes(column)
      ? { columnId: column, direction: params.get(names.order) === 'desc' ? 'descending' : 'ascending' }
      : null;
  const page = Number(params.get(names.page));
  return { sort, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address after a change of sort or page (the first page and no sort leave no parameter behind). */
export function writeTableState(
  params: URLSearchParams,
  names: TableParams,
  change: { sort?: SortState; page?: number },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.sort) {
    next.set(names.sort, change.sort.columnId);
    next.set(names.order, change.sort.direction === 'descending' ? 'desc' : 'asc');
  }
  if (change.page !== undefined) {
    if (change.page > 1) next.set(names.page, String(change.page));
    else next.delete(names.page);
  }
  return next;
}
