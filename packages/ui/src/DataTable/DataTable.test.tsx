import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable';

afterEach(cleanup);

interface Payout {
  id: string;
  amount: number;
  txid: string;
}

const payouts: Payout[] = Array.from({ length: 12 }, (_, i) => ({
  id: `p-${i + 1}`,
  amount: 0.04 + i / 1000,
  txid: `tx${i + 1}`,
}));

const columns: DataTableColumn<Payout>[] = [
  { id: 'id', header: 'Payout', cell: (p) => p.id, sortValue: (p) => p.id, rowHeader: true },
  {
    id: 'amount',
    header: 'Amount',
    cell: (p) => `${p.amount.toFixed(3)} LTC`,
    sortValue: (p) => p.amount,
    align: 'end',
  },
  { id: 'tx', header: 'Transaction', cell: (p) => <a href={`#tx/${p.txid}`}>{p.txid}</a> },
];

const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('DataTable', () => {
  it('activates a row by click and by Enter on the row, but not from a link inside it', () => {
    const onRowClick = vi.fn();
    render(
      <DataTable
        caption="Payouts"
        columns={columns}
        rows={payouts.slice(0, 3)}
        getRowId={(p) => p.id}
        onRowClick={onRowClick}
        pagination={false}
      />,
    );
    const row = screen.getByRole('rowheader', { name: 'p-2' }).closest('tr');
    if (!row) throw new Error('No row');
    expect(row.tabIndex).toBe(0);

    fireEvent.click(within(row).getByText('0.041 LTC'));
    expect(onRowClick).toHaveBeenLastCalledWith(payouts[1]);

    fireEvent.keyDown(row, { key: 'Enter' });
    expect(onRowClick).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(row, { key: ' ' });
    expect(onRowClick).toHaveBeenCalledTimes(2);

    const link = within(row).getByRole('link', { name: 'tx2' });
    fireEvent.click(link);
    fireEvent.keyDown(link, { key: 'Enter' });
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('leaves rows out of the tab order without a row handler', () => {
    render(
      <DataTable caption="Payouts" columns={columns} rows={payouts.slice(0, 2)} getRowId={(p) => p.id} />,
    );
    const row = screen.getByRole('rowheader', { name: 'p-1' }).closest('tr');
    expect(row?.hasAttribute('tabindex')).toBe(false);
  });

  it('reports sort changes but shows the parent’s sort when controlled', () => {
    const onSortChange = vi.fn();
    render(
      <DataTable
        caption="Payouts"
        columns={columns}
        rows={payouts}
        getRowId={(p) => p.id}
        sort={{ columnId: 'amount', direction: 'descending' }}
        onSortChange={onSortChange}
        pagination={false}
      />,
    );
    expect(rowNames()[0]).toBe('p-12');
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Payout' })).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'id', direction: 'ascending' });
    // The parent did not apply it, so nothing changes.
    expect(screen.getByRole('columnheader', { name: 'Amount' }).getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()[0]).toBe('p-12');
  });

  it('goes back to page 1 on a new sort and keeps the first row in view on a new page size', () => {
    const onPageChange = vi.fn();
    render(
      <DataTable
        caption="Payouts"
        columns={columns}
        rows={payouts}
        getRowId={(p) => p.id}
        defaultPageSize={5}
        pageSizeOptions={[5, 10]}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(rowNames()).toEqual(['p-11', 'p-12']);
    // Rows 11–12 sit on page 2 of 10-row pages.
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '10' } });
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Amount' })).getByRole('button'));
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([3, 2, 1]);
  });

  it('offers a page size given outside the options', () => {
    render(
      <DataTable
        caption="Payouts"
        columns={columns}
        rows={payouts}
        getRowId={(p) => p.id}
        defaultPageSize={4}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement;
    expect(select.value).toBe('4');
    expect(Array.from(select.options, (option) => option.value)).toEqual(['4', '10', '25', '50']);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('renders the error state with a retry button instead of rows, and no pagination', () => {
    const onRetry = vi.fn();
    render(
      <DataTable
        caption="Payouts"
        columns={columns}
        rows={payouts}
        getRowId={(p) => p.id}
        error="Could not load payouts."
        onRetry={onRetry}
        labels={{ retry: 'Try again' }}
      />,
    );
    expect(screen.getByText('Could not load payouts.')).toBeTruthy();
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
    expect(screen.queryByText(/Page \d/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    const cell = screen.getByText('Could not load payouts.').closest('td');
    expect(cell?.colSpan).toBe(columns.length);
  });
});
