import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from '../Card';
import { EmptyState } from '../EmptyState';
import { StatusDot, type StatusDotStatus } from '../StatusDot';
import { vars } from '../tokens/vars.css';
import { DataTable, type DataTableColumn } from './DataTable';
import type { SortState } from './dataTableModel';

// ---- Realistic pool data (Scrypt: LTC with merge-mined DOGE) ----

interface WorkerRow {
  name: string;
  status: StatusDotStatus;
  /** Hashrates in H/s over three windows. */
  hashrate10m: number;
  hashrate1h: number;
  hashrate24h: number;
  /** Rejected and stale shares, percent of the last hour. */
  rejectRate: number;
  /** Seconds since the last accepted share. */
  lastShareAgo: number;
}

// Antminer L7 ≈ 9.5 GH/s, L9 ≈ 16 GH/s, Elphapex DG1 ≈ 14 GH/s, Goldshell Mini-DOGE ≈ 185 MH/s.
const rigs: [name: string, nominal: number, status: StatusDotStatus, lastShareAgo: number][] = [
  ['rig-01', 9.5e9, 'online', 12],
  ['rig-02', 9.5e9, 'offline', 3 * 3600 + 120],
  ['rig-03', 9.5e9, 'online', 4],
  ['rig-04', 9.3e9, 'online', 31],
  ['rig-05', 16.0e9, 'online', 2],
  ['rig-06', 16.2e9, 'online', 9],
  ['rig-07', 9.5e9, 'inactive', 26 * 3600],
  ['rig-08', 14.0e9, 'online', 18],
  ['rig-09', 14.1e9, 'online', 6],
  ['rig-10', 0.185e9, 'online', 47],
  ['rig-11', 0.185e9, 'online', 53],
  ['rig-12', 9.5e9, 'online', 15],
  ['garage-l7', 9.05e9, 'online', 22],
  ['garage-l9', 17.0e9, 'online', 3],
  ['hosted-a1', 16.0e9, 'online', 8],
  ['hosted-a2', 16.0e9, 'offline', 42 * 60],
  ['hosted-a3', 15.8e9, 'online', 11],
  ['hosted-a4', 16.0e9, 'online', 5],
  ['mini-doge-1', 0.185e9, 'online', 61],
  ['mini-doge-2', 0.18e9, 'inactive', 4 * 86400],
  ['rental-ns-1', 5.0e9, 'online', 1],
  ['rental-ns-2', 5.0e9, 'online', 14],
  ['test-bench', 0.76e9, 'online', 90],
];

const workers: WorkerRow[] = rigs.map(([name, nominal, status, lastShareAgo], i) => {
  // Deterministic jitter, so every run (and every screenshot) shows the same numbers.
  const wobble = (k: number) => 1 + (((i * 37 + k * 11) % 17) - 8) / 100;
  const live = status === 'online';
  return {
    name,
    status,
    hashrate10m: live ? nominal * wobble(1) : 0,
    hashrate1h: live ? nominal * wobble(2) : status === 'offline' ? nominal * 0.35 : 0,
    hashrate24h: status === 'inactive' ? 0 : nominal * wobble(3) * (live ? 1 : 0.8),
    rejectRate: live ? ((i * 13) % 29) / 10 : Number.NaN,
    lastShareAgo,
  };
});

/** Formats H/s with the unit that keeps three significant digits, e.g. "9.52 GH/s". */
function formatHashrate(hs: number): string {
  if (hs === 0) return '0 H/s';
  const units = ['H/s', 'kH/s', 'MH/s', 'GH/s', 'TH/s'];
  const exponent = Math.min(units.length - 1, Math.floor(Math.log10(hs) / 3));
  const scaled = hs / 1000 ** exponent;
  return `${scaled.toFixed(scaled >= 100 ? 0 : scaled >= 10 ? 1 : 2)} ${units[exponent]}`;
}

function formatAgo(seconds: number): string {
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)} h ago`;
  return `${Math.floor(seconds / 86400)} d ago`;
}

const workerColumns: DataTableColumn<WorkerRow>[] = [
  {
    id: 'name',
    header: 'Worker',
    cell: (w) => w.name,
    sortValue: (w) => w.name,
    sticky: true,
    rowHeader: true,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (w) => <StatusDot status={w.status} />,
    sortValue: (w) => ({ online: 0, inactive: 1, offline: 2 })[w.status],
  },
  {
    id: 'hashrate10m',
    header: 'Hashrate (10 min)',
    cell: (w) => formatHashrate(w.hashrate10m),
    sortValue: (w) => w.hashrate10m,
    align: 'end',
  },
  {
    id: 'hashrate1h',
    header: 'Hashrate (1 h)',
    cell: (w) => formatHashrate(w.hashrate1h),
    sortValue: (w) => w.hashrate1h,
    align: 'end',
  },
  {
    id: 'hashrate24h',
    header: 'Hashrate (24 h)',
    cell: (w) => formatHashrate(w.hashrate24h),
    sortValue: (w) => w.hashrate24h,
    align: 'end',
  },
  {
    id: 'reject',
    header: 'Reject (1 h)',
    cell: (w) => (Number.isNaN(w.rejectRate) ? '—' : `${w.rejectRate.toFixed(2)} %`),
    sortValue: (w) => w.rejectRate,
    align: 'end',
  },
  {
    id: 'lastShare',
    header: 'Last share',
    cell: (w) => formatAgo(w.lastShareAgo),
    sortValue: (w) => w.lastShareAgo,
    align: 'end',
  },
];

interface PayoutRow {
  id: string;
  date: string;
  coin: 'LTC' | 'DOGE';
  amount: number;
  fee: number;
  address: string;
  txid: string;
  status: 'paid' | 'paying' | 'failed';
}

const ltcAddresses = ['ltc1qg82m0lq7x3k5rk9pd0wv6m3v3kqpnm4x2', 'ltc1q9h7f3sx2w8yt0c6l5zq4a3n7m2v8k4r6m4x2'];
const dogeAddress = 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L';

const payouts: PayoutRow[] = Array.from({ length: 14 }, (_, i) => {
  const day = String(30 - Math.floor(i / 2)).padStart(2, '0');
  const coin = i % 2 === 0 ? 'LTC' : 'DOGE';
  return {
    id: `p-${i}`,
    date: `2024-04-${day} 0${(i * 3) % 9}:1${i % 10} UTC`,
    coin,
    amount: coin === 'LTC' ? 0.0398 + ((i * 7) % 11) / 10000 : 95.6 + ((i * 13) % 17) / 2,
    fee: coin === 'LTC' ? 0.0001 : 1,
    address: coin === 'LTC' ? (ltcAddresses[i % 4 === 0 ? 0 : 1] ?? '') : dogeAddress,
    txid: `${(0x5f3a9c + i * 0x1d3).toString(16)}e0b4c9a27d1f6e83b5c0a94f2d7e1b6c8a3f5d9e0b2c4a6f8e1d3c5b7a9f0e2d4`,
    status: i === 0 ? 'paying' : i === 5 ? 'failed' : 'paid',
  };
});

// Every amount of a coin with the coin's 8 decimals, as a pool app shows them: a column of them lines up.
const coinAmountFormat = new Intl.NumberFormat('en', { minimumFractionDigits: 8, maximumFractionDigits: 8 });
const coinAmount = (amount: number, coin: string) => `${coinAmountFormat.format(amount)}\u00a0${coin}`;

const payoutStatus = {
  paid: <Badge tone="success">Paid</Badge>,
  paying: <Badge tone="info">Paying</Badge>,
  failed: <Badge tone="error">Failed</Badge>,
};

const payoutColumns: DataTableColumn<PayoutRow>[] = [
  {
    id: 'date',
    header: 'Date (UTC)',
    cell: (p) => p.date.replace(' UTC', ''),
    sortValue: (p) => p.date,
    sticky: true,
  },
  {
    id: 'coin',
    header: 'Coin',
    cell: (p) => (
      <Badge size="sm" variant="solid" tone={p.coin === 'LTC' ? 'primary' : 'secondary'}>
        {p.coin}
      </Badge>
    ),
    sortValue: (p) => p.coin,
  },
  {
    id: 'amount',
    header: 'Amount',
    cell: (p) => coinAmount(p.amount, p.coin),
    sortValue: (p) => p.amount,
    align: 'end',
  },
  {
    id: 'fee',
    header: 'Network fee',
    cell: (p) => coinAmount(p.fee, p.coin),
    align: 'end',
  },
  {
    id: 'address',
    header: 'Address',
    cell: (p) => (
      <span style={{ fontFamily: vars.font.mono }} title={p.address}>
        {`${p.address.slice(0, 8)}…${p.address.slice(-6)}`}
      </span>
    ),
  },
  {
    id: 'tx',
    header: 'Transaction',
    cell: (p) => (
      <a
        href={`#explorer/${p.coin.toLowerCase()}/tx/${p.txid}`}
        style={{ fontFamily: vars.font.mono, color: vars.color.primary.text }}
      >
        {`${p.txid.slice(0, 10)}…`}
      </a>
    ),
  },
  { id: 'status', header: 'Status', cell: (p) => payoutStatus[p.status], sortValue: (p) => p.status },
];

// ---- Stories ----

const meta = {
  title: 'ui/DataTable',
  component: DataTable,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
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

/** Loading: skeleton rows as tall as data rows, and the table is busy. */
export const Loading: Story = {
  args: { loading: true },
  render: function Render(args) {
    const [loading, setLoading] = useState(true);
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <Button size="sm" variant="outline" onClick={() => setLoading((l) => !l)}>
          {loading ? 'Finish loading' : 'Reload'}
        </Button>
        {/* Sized to its content here (justify-items: start): headers alone must give the columns their width. */}
        <DataTable
          {...args}
          loading={loading}
          pagination={false}
          rows={workers.slice(0, 5)}
          loadingRows={5}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Workers' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    const skeletonRows = table.querySelectorAll('tbody tr');
    await expect(skeletonRows).toHaveLength(5);
    // Even sized to its content, the table and its scroll container keep the width the headers need.
    await expect(table.parentElement?.getBoundingClientRect().width).toBeGreaterThan(300);
    const loadingHeight = table.getBoundingClientRect().height;

    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await expect(table).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(within(table).getByRole('rowheader', { name: 'rig-01' })).toBeVisible();
    // Same height with data as with skeletons: nothing below the table moves.
    await expect(table.getBoundingClientRect().height).toBeCloseTo(loadingHeight, 0);
  },
};

/** No rows: an EmptyState in the slot, or a plain message. */
export const Empty: Story = {
  args: { rows: [] },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <DataTable
        {...args}
        empty={
          <EmptyState
            titleAs="p"
            title="No workers yet"
            description="Point a miner at stratum+tcp://ltc.lode.example:3333 and it appears after its first share."
            action={<Button size="sm">Set up a miner</Button>}
          />
        }
      />
      <DataTable
        {...args}
        caption="Payouts"
        columns={payoutColumns as DataTableColumn<unknown>[]}
        emptyMessage="No payouts yet"
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No workers yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set up a miner' })).toBeVisible();
    await expect(canvas.getByText('No payouts yet')).toBeVisible();
    // Nothing to page through.
    await expect(canvas.queryByText(/Page \d+ of/)).toBeNull();
  },
};

/** The rows could not be loaded: the message and a retry button take their place. */
export const ErrorState: Story = {
  args: {
    error: 'Could not load workers. The stats service did not answer.',
    onRetry: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Could not load workers. The stats service did not answer.')).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Retry' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('rowheader')).toBeNull();
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
