import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { DataTable, type DataTableColumn } from './DataTable';
import { payoutColumns, workerColumns, workers, type WorkerRow } from './DataTable.fixtures';
import { usageDocs } from '../../../../.storybook/usageNote';

// The table while it has no rows to show: loading (skeleton rows), empty, and failed with a retry.

const meta = {
  title: 'ui/DataTable states',
  component: DataTable,
  parameters: {
    layout: 'padded',
    docs: usageDocs({
      summary:
        'DataTable while its rows load, when there are none and when they failed: the frame stays, so nothing jumps when the rows arrive.',
      use: '`loading` while the first page is fetched (rows of skeletons, and a status for screen readers), `empty` with an EmptyState that says what to do, `error` with what went wrong and a way to try again.',
      avoid:
        'A Spinner in place of the table, or an empty table without words: the reader cannot tell loading from nothing.',
      keyboard:
        "As DataTable: while loading, nothing in the table takes focus; the empty and error states' actions are buttons or links in the Tab order.",
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
