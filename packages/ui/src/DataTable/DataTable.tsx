import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ForwardedRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import * as styles from './DataTable.css';
import {
  clampPage,
  nextSort,
  pageAfterResize,
  pageCount as countPages,
  pageRows,
  sortRows,
  type SortDirection,
  type SortState,
  type SortValue,
} from './dataTableModel';
import { DataTableSummary } from './DataTableSummary';
import { useControllableState } from './useControllableState';

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  /** Unique key of the column; also what {@link SortState.columnId} refers to. */
  id: string;
  /** Header content, usually a short text with its unit or period, e.g. "Hashrate (1 h)". */
  header: ReactNode;
  /** Renders the cell of a row. */
  cell: (row: Row) => ReactNode;
  /** The value the column sorts by; without it the column is not sortable. */
  sortValue?: (row: Row) => SortValue;
  /** Horizontal alignment; `end` for numbers, so their digits line up. */
  align?: 'start' | 'center' | 'end';
  /** Column width (a number is px). */
  width?: number | string;
  /** Keep the column in view while the table scrolls sideways; use it on the first column. */
  sticky?: boolean;
  /** Cells of this column name their row for screen readers (rendered as `th scope="row"`), e.g. the worker name. */
  rowHeader?: boolean;
}

/** Texts a {@link DataTable} renders itself; pass translations through `labels`. */
export interface DataTableLabels {
  /** Label of the page size select. */
  rowsPerPage: string;
  /** Name of the group of page buttons. */
  pagination: string;
  /** Name of the button to the first page. */
  firstPage: string;
  /** Name of the button to the previous page. */
  previousPage: string;
  /** Name of the button to the next page. */
  nextPage: string;
  /** Name of the button to the last page. */
  lastPage: string;
  /** Where the reader is, e.g. "Page 2 of 5". */
  pageOf: (page: number, pageCount: number) => string;
  /** Told to screen readers while rows load. */
  loading: string;
  /** Text of the retry button in the error state. */
  retry: string;
}

const defaultLabels: DataTableLabels = {
  rowsPerPage: 'Rows per page',
  pagination: 'Pagination',
  firstPage: 'First page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  lastPage: 'Last page',
  pageOf: (page, count) => `Page ${page} of ${count}`,
  loading: 'Loading',
  retry: 'Retry',
};

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The columns, in display order. */
  columns: readonly DataTableColumn<Row>[];
  /** All rows; the table sorts and pages them itself. */
  rows: readonly Row[];
  /** A stable unique key per row. */
  getRowId: (row: Row) => string;
  /** What the table shows, e.g. "Workers"; names the table and its scroll region for screen readers. */
  caption: ReactNode;
  /** Show the caption above the table; otherwise it is only read by screen readers. */
  captionVisible?: boolean;
  /** The sort, when the parent controls it; `null` for none. */
  sort?: SortState | null;
  /** The initial sort when the table controls it. */
  defaultSort?: SortState | null;
  /** Called with the new sort when a header is activated. */
  onSortChange?: (sort: SortState) => void;
  /** Split rows into pages; turn off for short tables. */
  pagination?: boolean;
  /** The page (1-based), when the parent controls it. */
  page?: number;
  /** The initial page when the table controls it. */
  defaultPage?: number;
  /** Called with the new page when the reader changes page (or sorting sends them back to page 1). */
  onPageChange?: (page: number) => void;
  /** Rows per page, when the parent controls it. */
  pageSize?: number;
  /** The initial rows per page when the table controls it. */
  defaultPageSize?: number;
  /** Called with the new page size when the reader picks one. */
  onPageSizeChange?: (pageSize: number) => void;
  /** The choices of rows per page; with one or none the select is not shown. */
  pageSizeOptions?: readonly number[];
  /** Show skeleton rows of the same height instead of data. */
  loading?: boolean;
  /** How many skeleton rows to show while loading; defaults to the page size (at most 10). */
  loadingRows?: number;
  /** A message in place of the rows when they could not be loaded. */
  error?: ReactNode;
  /** Shows a retry button beside the error message that calls this. */
  onRetry?: () => void;
  /** Content for a table without rows (an {@link EmptyState}, say); replaces `emptyMessage`. */
  empty?: ReactNode;
  /** Message for a table without rows. */
  emptyMessage?: string;
  /** Makes every row clickable and focusable (Enter activates); clicks on links and buttons inside a row are theirs. */
  onRowClick?: (row: Row) => void;
  /** Limit the height: the body scrolls under the sticky header. */
  maxHeight?: number | string;
  /** Keep the header row in view while the body scrolls (needs `maxHeight`). */
  stickyHeader?: boolean;
  /** Draw a border and background around the table; turn off inside a Card with `padding="none"`. */
  framed?: boolean;
  /** Texts the table renders itself, for translation. */
  labels?: Partial<DataTableLabels>;
  /**
   * A row under the rows that sorting and paging leave in place, e.g. the totals: the content of each column's cell
   * by column id (a row header column names the row, e.g. "Total"). Shown only with rows.
   */
  summary?: Readonly<Record<string, ReactNode>>;
}

// Clicks on these belong to the control, not to the row around it.
const interactiveSelector =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="menuitem"], [tabindex]';

function startedInControl(event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  const control = target.closest(interactiveSelector);
  return control !== null && control !== event.currentTarget && event.currentTarget.contains(control);
}

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      strokeWidth="2"
      d={d}
    />
  </svg>
);

const sortIcons: Record<SortDirection | 'none', string> = {
  ascending: 'm5 12l7-7l7 7m-7 7V5',
  descending: 'M12 5v14m7-7l-7 7l-7-7',
  none: 'm21 16l-4 4l-4-4m4 4V4M3 8l4-4l4 4M7 4v16',
};

const pageIcons = {
  first: 'm11 17l-5-5l5-5m7 10l-5-5l5-5',
  previous: 'm15 18l-6-6l6-6',
  next: 'm9 18l6-6l-6-6',
  last: 'm6 17l5-5l-5-5m7 10l5-5l-5-5',
};

function DataTableInner<Row>(
  {
    columns,
    rows,
    getRowId,
    caption,
    captionVisible = false,
    sort: sortProp,
    defaultSort = null,
    onSortChange,
    pagination = true,
    page: pageProp,
    defaultPage = 1,
    onPageChange,
    pageSize: pageSizeProp,
    defaultPageSize,
    onPageSizeChange,
    pageSizeOptions = [10, 25, 50],
    loading = false,
    loadingRows,
    error,
    onRetry,
    empty,
    emptyMessage = 'No data',
    onRowClick,
    maxHeight,
    stickyHeader = true,
    framed,
    labels: labelsProp,
    summary,
    className,
    ...rest
  }: DataTableProps<Row>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const labels = { ...defaultLabels, ...labelsProp };
  const captionId = useId();

  const [sort, setSort] = useControllableState<SortState | null, SortState>(
    sortProp,
    defaultSort,
    onSortChange,
  );
  const [page, setPage] = useControllableState(pageProp, defaultPage, onPageChange);
  const [pageSize, setPageSize] = useControllableState(
    pageSizeProp,
    defaultPageSize ?? pageSizeOptions[0] ?? 10,
    onPageSizeChange,
  );

  const sortColumn = sort ? columns.find((column) => column.id === sort.columnId) : undefined;
  const sortedRows = useMemo(
    () => (sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows),
    [rows, sort, sortColumn],
  );
  const pages = pagination ? countPages(sortedRows.length, pageSize) : 1;
  const currentPage = clampPage(page, pages);
  const visibleRows = pagination ? pageRows(sortedRows, currentPage, pageSize) : sortedRows;

  const failed = !loading && error !== undefined && error !== null && error !== false;
  // Hidden while every row fits on the smallest page: one page and nothing to choose is only noise.
  const showFooter =
    pagination && !loading && !failed && sortedRows.length > Math.min(pageSize, ...pageSizeOptions);

  // The scroll container is a labelled, focusable region only while it scrolls: keyboard users can then scroll it,
  // and a table that fits adds no tab stop and no landmark. Measured after render and on resize, never during
  // render, so the server and the first client render agree.
  const regionRef = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(true);
  useEffect(() => {
    const region = regionRef.current;
    if (!region || typeof ResizeObserver === 'undefined') return;
    // createVar gives `var(--name)`; the DOM wants the bare `--name`.
    const widthProperty = styles.visibleWidth.slice(4, -1);
    const measure = () => {
      region.style.setProperty(widthProperty, `${region.clientWidth}px`);
      setScrollable(
        region.scrollWidth > region.clientWidth + 1 || region.scrollHeight > region.clientHeight + 1,
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    const table = region.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, []);

  const activateSort = (columnId: string) => {
    setSort(nextSort(sort, columnId));
    if (currentPage !== 1) setPage(1);
  };

  const goTo = (target: number) => {
    const next = clampPage(target, pages);
    if (next !== currentPage) setPage(next);
  };

  const changePageSize = (size: number) => {
    const next = pageAfterResize(currentPage, pageSize, size);
    setPageSize(size);
    if (next !== currentPage) setPage(next);
  };

  // A page size given outside the options (say 20 with options 10, 25, 50) is still offered, or the select would lie.
  const sizeChoices = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  const columnCount = columns.length;
  const skeletonCount = loadingRows ?? (pagination ? Math.min(pageSize, 10) : 5);

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: skeletonCount }, (_, index) => (
      // Hidden from screen readers: the live status below says the table is loading.
      <tr key={index} className={styles.row({ clickable: false })} aria-hidden="true">
        {columns.map((column) => (
          <td
            key={column.id}
            className={styles.cell({ align: column.align ?? 'start', stickyColumn: Boolean(column.sticky) })}
          >
            <Skeleton
              variant="text"
              width={column.align === 'end' ? '4em' : '70%'}
              style={column.align === 'end' ? { marginInlineStart: 'auto' } : undefined}
            />
          </td>
        ))}
      </tr>
    ));
  } else if (failed) {
    body = (
      <tr className={styles.row({ clickable: false })}>
        <td colSpan={columnCount} className={styles.messageCell}>
          <div className={[styles.message, styles.errorMessage].join(' ')}>
            <Alert
              tone="error"
              action={
                onRetry ? (
                  <Button size="sm" variant="outline" tone="error" onClick={onRetry}>
                    {labels.retry}
                  </Button>
                ) : undefined
              }
            >
              {error}
            </Alert>
          </div>
        </td>
      </tr>
    );
  } else if (visibleRows.length === 0) {
    body = (
      <tr className={styles.row({ clickable: false })}>
        <td colSpan={columnCount} className={styles.messageCell}>
          <div className={styles.message}>{empty ?? <EmptyState titleAs="p" title={emptyMessage} />}</div>
        </td>
      </tr>
    );
  } else {
    body = visibleRows.map((row) => {
      const clickable = onRowClick !== undefined;
      return (
        <tr
          key={getRowId(row)}
          className={styles.row({ clickable })}
          {...(clickable
            ? {
                tabIndex: 0,
                onClick: (event: MouseEvent<HTMLTableRowElement>) => {
                  if (!startedInControl(event)) onRowClick(row);
                },
                onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
                  // Only when the row itself has focus: Enter on a link or button inside stays theirs.
                  if (event.key === 'Enter' && event.target === event.currentTarget) {
                    event.preventDefault();
                    onRowClick(row);
                  }
                },
              }
            : {})}
        >
          {columns.map((column) => {
            const className = styles.cell({
              align: column.align ?? 'start',
              stickyColumn: Boolean(column.sticky),
            });
            return column.rowHeader ? (
              <th key={column.id} scope="row" className={className}>
                {column.cell(row)}
              </th>
            ) : (
              <td key={column.id} className={className}>
                {column.cell(row)}
              </td>
            );
          })}
        </tr>
      );
    });
  }

  return (
    <div ref={ref} className={[styles.root({ framed }), className].filter(Boolean).join(' ')} {...rest}>
      {/* While it scrolls, a labelled region that takes focus, so keyboard users can scroll it with the arrows. */}
      <div
        ref={regionRef}
        role={scrollable ? 'region' : undefined}
        aria-labelledby={scrollable ? captionId : undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (WCAG 2.1.1)
        tabIndex={scrollable ? 0 : undefined}
        className={styles.region}
        data-footer={showFooter}
        style={maxHeight === undefined ? undefined : { maxHeight }}
      >
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption id={captionId} className={styles.caption({ visible: captionVisible })}>
            {captionVisible ? caption : <VisuallyHidden>{caption}</VisuallyHidden>}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const align = column.align ?? 'start';
                const sorted = sort?.columnId === column.id && column.sortValue ? sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={sorted}
                    className={styles.headerCell({
                      align,
                      stickyHeader,
                      stickyColumn: Boolean(column.sticky),
                    })}
                    style={column.width === undefined ? undefined : { width: column.width }}
                  >
                    {column.sortValue ? (
                      <button
                        type="button"
                        className={styles.sortButton({ align })}
                        onClick={() => activateSort(column.id)}
                      >
                        {column.header}
                        <span className={styles.sortIcon({ active: sorted !== undefined })}>
                          {icon(sortIcons[sorted ?? 'none'])}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{body}</tbody>
          {summary && !loading && !failed && visibleRows.length > 0 && (
            <DataTableSummary columns={columns} cells={summary} />
          )}
        </table>
      </div>
      <VisuallyHidden role="status">{loading ? labels.loading : ''}</VisuallyHidden>
      {showFooter && (
        <div className={styles.footer}>
          {sizeChoices.length > 1 && (
            <label className={styles.pageSize}>
              {labels.rowsPerPage}
              <select
                className={styles.select}
                value={pageSize}
                onChange={(event) => changePageSize(Number(event.currentTarget.value))}
              >
                {sizeChoices.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </label>
          )}
          <span className={styles.pageStatus} aria-live="polite">
            {labels.pageOf(currentPage, pages)}
          </span>
          <div role="group" aria-label={labels.pagination} className={styles.pageButtons}>
            {(
              [
                ['first', labels.firstPage, 1, currentPage <= 1],
                ['previous', labels.previousPage, currentPage - 1, currentPage <= 1],
                ['next', labels.nextPage, currentPage + 1, currentPage >= pages],
                ['last', labels.lastPage, pages, currentPage >= pages],
              ] as const
            ).map(([key, label, target, disabled]) => (
              <Button
                key={key}
                size="sm"
                variant="ghost"
                tone="neutral"
                className={styles.pageButton}
                aria-label={label}
                // aria-disabled rather than disabled: the button keeps focus when the reader reaches the last page.
                aria-disabled={disabled || undefined}
                onClick={() => {
                  if (!disabled) goTo(target);
                }}
              >
                {icon(pageIcons[key])}
              </Button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * A table of typed rows with sorting (`aria-sort`), pagination, loading, empty and error states, a sticky header,
 * sideways scrolling on narrow screens and optional row activation by click or Enter.
 */
export const DataTable = forwardRef(DataTableInner) as <Row>(
  props: DataTableProps<Row> & { ref?: Ref<HTMLDivElement> },
) => ReactElement;
