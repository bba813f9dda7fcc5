// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable';

interface Worker {
  name: string;
  hashrate: string;
}

const columns: DataTableColumn<Worker>[] = [
  {
    id: 'name',
    header: 'Worker',
    cell: (w) => w.name,
    sortValue: (w) => w.name,
    sticky: true,
    rowHeader: true,
  },
  { id: 'hashrate', header: 'Hashrate (1 h)', cell: (w) => w.hashrate, align: 'end' },
];

const rows: Worker[] = [
  { name: 'rig-01', hashrate: '9.52 GH/s' },
  { name: 'rig-02', hashrate: '0 H/s' },
];

// No window or document on the server: any access during render would throw here.
describe('DataTable on the server', () => {
  it('renders rows, sort state and pagination', () => {
    const html = renderToString(
      <DataTable
        caption="Workers"
        columns={columns}
        rows={rows}
        getRowId={(w) => w.name}
        defaultSort={{ columnId: 'name', direction: 'descending' }}
        defaultPageSize={1}
        pageSizeOptions={[1, 10]}
      />,
    );
    expect(html).toContain('aria-sort="descending"');
    expect(html).toContain('rig-02');
    expect(html).not.toContain('rig-01');
    expect(html).toContain('Page 1 of 2');
  });

  it('leaves out the pagination while every row fits on the smallest page', () => {
    const html = renderToString(
      <DataTable caption="Workers" columns={columns} rows={rows} getRowId={(w) => w.name} />,
    );
    expect(html).toContain('rig-01');
    expect(html).not.toContain('Page 1');
  });

  it('renders the loading, empty and error states', () => {
    const loading = renderToString(
      <DataTable caption="Workers" columns={columns} rows={[]} getRowId={(w) => w.name} loading />,
    );
    expect(loading).toContain('aria-busy="true"');
    const empty = renderToString(
      <DataTable
        caption="Workers"
        columns={columns}
        rows={[]}
        getRowId={(w) => w.name}
        emptyMessage="No workers yet"
      />,
    );
    expect(empty).toContain('No workers yet');
    const failed = renderToString(
      <DataTable
        caption="Workers"
        columns={columns}
        rows={rows}
        getRowId={(w) => w.name}
        error="Stats unavailable"
      />,
    );
    expect(failed).toContain('Stats unavailable');
  });
});
