import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { DataTable, type DataTableColumn } from './DataTable';
import type { SortState } from './dataTableModel';
import {
  formatHashrate,
  payoutColumns,
  payouts,
  workerColumns,
  workers,
  type PayoutRow,
  type WorkerRow,
} from './DataTable.fixtures';
import { usageDocs } from '../../../../.storybook/usageNote';

// The table at work: sorting, paging, row clicks, phone widths. Its loading, empty and error states are in
// DataTable.states.stories.tsx; the rows and columns of both are in DataTable.fixtures.tsx.

const meta = {
  title: 'ui/DataTable',
  component: DataTable,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: usageDocs({
      summary:
        'A table of typed rows with sorting, pagination, loading, empty and error states, a sticky header, sideways scrolling on narrow screens and optional row activation.',
      use: 'For lists the miner compares or scans: workers, payouts, accruals, blocks, audit entries. Give every column a header and the table a caption.',
      avoid: 'For a handful of label–value pairs (use a definition list or StatTiles), or for layout.',
      keyboard:
        "Tab reaches each sortable header (Enter or Space sorts, again reverses), the table's scroll region when it is wider than the screen (the arrow keys scroll it), each row when rows are activatable (Enter activates), and the page buttons.",
    }),
  },
  // Storybook sees the generic table as DataTable<unknown>; the worker columns and rows stand in for it.
  args: {
    caption: 'Workers',
    columns: workerColumns as DataTableColumn<unknown>[],
    rows: workers,
    getRowId: (row: unknown) => (row as WorkerRow).name,
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnHeader = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('columnheader', { name });
const firstCellTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.firstElementChild?.textContent ?? '');

/** Workers with sorting and pagination: click a header, or Tab to it and press Enter or Space. */
export const Workers: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Workers' });
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(firstCellTexts(table)).toHaveLength(10);

    // Sorting by the 10 min hashrate: ascending first, then descending.
    const hashrate = columnHeader(canvas, 'Hashrate (10 min)');
    await expect(hashrate).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(hashrate).getByRole('button'));
    await expect(hashrate).toHaveAttribute('aria-sort', 'ascending');
    const ascending = [...workers].sort((a, b) => a.hashrate10m - b.hashrate10m);
    await expect(firstCellTexts(table)[0]).toBe(ascending[0]?.name);
    await userEvent.click(within(hashrate).getByRole('button'));
    await expect(hashrate).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCellTexts(table)[0]).toBe('garage-l9');

    // Keyboard: the Worker header button takes focus by Tab; Enter and Space sort.
    const worker = columnHeader(canvas, 'Worker');
    const workerButton = within(worker).getByRole('button');
    workerButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(worker).toHaveAttribute('aria-sort', 'ascending');
    await expect(hashrate).not.toHaveAttribute('aria-sort');
    await expect(firstCellTexts(table).slice(0, 3)).toEqual(['garage-l7', 'garage-l9', 'hosted-a1']);
    await userEvent.keyboard(' ');
    await expect(worker).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCellTexts(table)[0]).toBe('test-bench');
    await userEvent.tab();
    await expect(within(columnHeader(canvas, 'Status')).getByRole('button')).toHaveFocus();

    // Pagination by keyboard.
    const next = canvas.getByRole('button', { name: 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(firstCellTexts(table)).toHaveLength(3);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // It keeps focus at the end and does nothing more.
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();

    // A new sort goes back to the first page.
    await userEvent.click(within(columnHeader(canvas, 'Last share')).getByRole('button'));
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(firstCellTexts(table)[0]).toBe('rental-ns-1');

    // A bigger page size shows every worker on one page.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '25');
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    await expect(firstCellTexts(table)).toHaveLength(workers.length);
  },
};

/** Numbers are right-aligned with tabular digits; missing values sort last either way. */
export const NumericColumns: Story = {
  args: { defaultSort: { columnId: 'reject', direction: 'descending' }, pagination: false },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Workers' });
    const reject = columnHeader(canvas, 'Reject (1 h)');
    await expect(reject).toHaveAttribute('aria-sort', 'descending');
    await expect(getComputedStyle(reject).textAlign).toBe('end');
    const rows = within(table).getAllByRole('row').slice(1);
    const lastRow = rows[rows.length - 1];
    if (!lastRow) throw new Error('No rows');
    // Workers without a reject rate (offline, inactive) come last.
    await expect(lastRow).toHaveTextContent('—');
    const cell = within(lastRow).getAllByRole('cell')[1];
    if (!cell) throw new Error('No hashrate cell');
    await expect(getComputedStyle(cell).textAlign).toBe('end');
    await expect(getComputedStyle(table).fontVariantNumeric).toBe('tabular-nums');
  },
};

/** A totals row under the rows: it stays last whatever the sort. */
export const Summary: Story = {
  args: {
    pagination: false,
    rows: workers.slice(0, 4),
    summary: {
      name: 'Total',
      hashrate10m: formatHashrate(workers.slice(0, 4).reduce((sum, w) => sum + w.hashrate10m, 0)),
    },
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Workers' });
    const lastRow = () => within(table).getAllByRole('row').at(-1);
    await expect(within(lastRow() ?? table).getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await userEvent.click(within(columnHeader(canvas, 'Hashrate (10 min)')).getByRole('button'));
    await userEvent.click(within(columnHeader(canvas, 'Hashrate (10 min)')).getByRole('button'));
    await expect(within(lastRow() ?? table).getByRole('rowheader', { name: 'Total' })).toBeVisible();
  },
};

const mute = fn();

/** Rows open the worker's page by click or Enter; the mute button in a row stays its own control. */
export const RowClick: Story = {
  args: {
    onRowClick: fn(),
    pagination: false,
    rows: workers.slice(0, 5),
    columns: [
      ...workerColumns.slice(0, 3),
      {
        id: 'alerts',
        header: 'Alerts',
        cell: (w: WorkerRow) => (
          <Button size="sm" variant="outline" tone="neutral" onClick={() => mute(w.name)}>
            {`Mute ${w.name}`}
          </Button>
        ),
      },
    ] as DataTableColumn<unknown>[],
  },
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Workers' });
    const [, firstRow, secondRow] = within(table).getAllByRole('row');
    if (!firstRow || !secondRow) throw new Error('Rows missing');

    await userEvent.click(within(firstRow).getByRole('rowheader'));
    await expect(args.onRowClick).toHaveBeenCalledTimes(1);
    await expect(args.onRowClick).toHaveBeenLastCalledWith(workers[0]);

    // Keyboard: the row is a tab stop and Enter activates it.
    secondRow.focus();
    await expect(secondRow).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenCalledTimes(2);
    await expect(args.onRowClick).toHaveBeenLastCalledWith(workers[1]);

    // Tab moves into the row's own button; Enter there mutes and does not open the worker.
    await userEvent.tab();
    const muteButton = canvas.getByRole('button', { name: 'Mute rig-02' });
    await expect(muteButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(mute).toHaveBeenLastCalledWith('rig-02');
    await userEvent.click(canvas.getByRole('button', { name: 'Mute rig-03' }));
    await expect(mute).toHaveBeenLastCalledWith('rig-03');
    await expect(args.onRowClick).toHaveBeenCalledTimes(2);

    // The next Tab leaves the button for the next row.
    await userEvent.tab();
    await expect(within(table).getAllByRole('row')[4]).toHaveFocus();

    // Where the table fits, its container is neither a landmark nor a tab stop; where it overflows, it is both.
    const container = table.parentElement;
    if (!container) throw new Error('No scroll container');
    await waitFor(() => {
      const overflows = container.scrollWidth > container.clientWidth + 1;
      expect(container.tabIndex === 0).toBe(overflows);
      expect(canvas.queryByRole('region') !== null).toBe(overflows);
    });
  },
};

/** Payouts on a phone: a visible caption, a sticky date column, links in cells, and the table scrolls sideways. */
export const Payouts: Story = {
  args: {
    caption: 'Payouts',
    captionVisible: true,
    columns: payoutColumns as DataTableColumn<unknown>[],
    rows: payouts,
    getRowId: (row: unknown) => (row as PayoutRow).id,
    defaultSort: { columnId: 'date', direction: 'descending' },
    defaultPageSize: 5,
    pageSizeOptions: [5, 10, 25],
  },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Payouts' });
    await expect(canvas.getByText('Payouts', { selector: 'caption' })).toBeVisible();
    await expect(columnHeader(canvas, 'Date (UTC)')).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCellTexts(table)[0]).toBe('2024-04-30 03:11');
    await expect(within(table).getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    // On a phone the table is wider than the screen: its container becomes a labelled region and a tab stop, so
    // keyboard users can scroll it with the arrows.
    const region = await canvas.findByRole('region', { name: 'Payouts' });
    await expect(region).toContainElement(table);
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/** On a narrow screen the labelled region scrolls sideways: Tab to it and use the arrow keys. */
export const NarrowScreen: Story = {
  args: { pagination: false, rows: workers.slice(0, 4) },
  decorators: [
    (Story) => (
      <div style={{ width: 320, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Workers' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await expect(region).toHaveFocus();
    // The browser scrolls a focused region with the arrow keys; simulated key events do not, so scroll directly.
    region.scrollLeft = 200;
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
    // The sticky worker column stays at the start edge while the rest scrolls away.
    const regionLeft = region.getBoundingClientRect().left;
    await expect(columnHeader(canvas, 'Worker').getBoundingClientRect().left).toBeCloseTo(regionLeft, 0);
    await expect(canvas.getByRole('rowheader', { name: 'rig-01' }).getBoundingClientRect().left).toBeCloseTo(
      regionLeft,
      0,
    );
  },
};

/** With a maximum height the body scrolls under the header, which stays in view. */
export const StickyHeader: Story = {
  args: { pagination: false, maxHeight: 300 },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Workers' });
    await expect(region).toHaveAttribute('tabindex', '0');
    region.scrollTop = 400;
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    const header = columnHeader(canvas, 'Status');
    await expect(header.getBoundingClientRect().top).toBeCloseTo(region.getBoundingClientRect().top, 0);
  },
};

/** The parent owns the sort and page (e.g. from the URL); the table reports changes. */
export const ControlledSort: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<SortState | null>({ columnId: 'hashrate24h', direction: 'descending' });
    const [page, setPage] = useState(1);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <p style={{ margin: 0 }} data-testid="state">
          {sort ? `${sort.columnId} ${sort.direction}` : 'unsorted'}, page {page}
        </p>
        <DataTable {...args} sort={sort} onSortChange={setSort} page={page} onPageChange={setPage} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const state = canvas.getByTestId('state');
    await expect(state).toHaveTextContent('hashrate24h descending, page 1');
    await expect(columnHeader(canvas, 'Hashrate (24 h)')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(state).toHaveTextContent('hashrate24h descending, page 2');
    await userEvent.click(within(columnHeader(canvas, 'Status')).getByRole('button'));
    await expect(state).toHaveTextContent('status ascending, page 1');
    await expect(columnHeader(canvas, 'Status')).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Inside a Card: the card frames it, the table drops its own frame. Labels translated through props. */
export const InCardTranslated: Story = {
  args: {
    // Not the card's title: the scroll region is named by the caption, and two landmarks must not share a name.
    caption: 'Список воркеров',
    defaultPageSize: 5,
    pageSizeOptions: [5, 10],
    framed: false,
    labels: {
      rowsPerPage: 'Строк на странице',
      pagination: 'Страницы',
      firstPage: 'Первая страница',
      previousPage: 'Предыдущая страница',
      nextPage: 'Следующая страница',
      lastPage: 'Последняя страница',
      pageOf: (page: number, count: number) => `Страница ${page} из ${count}`,
    },
  },
  render: (args) => (
    <Card as="section" title="Воркеры" padding="none">
      <DataTable {...args} />
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Страница 1 из 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Следующая страница' }));
    await expect(canvas.getByText('Страница 2 из 5')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Строк на странице' })).toHaveValue('5');
  },
};
