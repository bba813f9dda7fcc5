// @vitest-environment jsdom
import { BarChart } from '@lode/charts';
import { I18nProvider, useFormat, type Locale } from '@lode/i18n';
import { DataTable, StatTile } from '@lode/ui';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { catalogs, requireCatalogParts } from '../../app/catalogs';
import { asAmount } from '../../lib/cabinet/amounts';
import { useAmountCharts } from '../../lib/cabinet/useAmountCharts';
import { EarningsBlock } from './blocks';
import { dashboardRoute } from './route';

// One coin amount looks the same wherever the app shows it: in a table cell, in a chart's tooltip, in a figure block
// and in the dashboard's earnings block, in every language. Each place is fed as its page feeds it (a table cell and
// a tooltip with the ticker, a figure with the ticker as its unit, the earnings block under the coin's title).

// Vite compiles a catalog on its first import; a loaded machine needs more than testing-library's one second.
configure({ asyncUtilTimeout: 15_000 });

const locales = ['en', 'ru', 'cn'] as const satisfies readonly Locale[];

beforeAll(async () => {
  // The earnings block's messages are in the cabinet's part of each catalog, as on the dashboard.
  requireCatalogParts(dashboardRoute);
  await Promise.all(locales.map((locale) => catalogs.load(locale)));
}, 30_000);

afterEach(cleanup);

const nbsp = '\u00a0';

interface Amounts {
  /** A zero balance. */
  zero: string;
  /** A seven-digit DOGE total. */
  total: string;
}

// What a miner reads in each language: 8 decimals always, digits grouped as the language groups them.
const shown: Record<(typeof locales)[number], Amounts> = {
  en: { zero: '0.00000000', total: '1,234,567.12345678' },
  ru: { zero: '0,00000000', total: `1${nbsp}234${nbsp}567,12345678` },
  cn: { zero: '0.00000000', total: '1,234,567.12345678' },
};

const rows = [
  { id: 'zero', amount: '0.00000000' },
  { id: 'total', amount: '1234567.12345678' },
] as const;

/** The same two DOGE amounts in a table, a bar chart, two figure blocks and the dashboard's earnings block. */
function Places() {
  const format = useFormat();
  const amountCharts = useAmountCharts();
  const doge = (value: string) => format.cryptoAmount(asAmount(value), 'DOGE');
  return (
    <>
      <DataTable
        caption="Payouts"
        rows={rows}
        getRowId={(row) => row.id}
        columns={[
          { id: 'day', header: 'Day', cell: (row) => row.id, rowHeader: true },
          { id: 'amount', header: 'Amount', cell: (row) => doge(row.amount), align: 'end' },
        ]}
      />
      <BarChart
        title="DOGE earnings"
        width={640}
        categories={rows.map((row) => row.id)}
        series={[{ id: 'DOGE', label: 'DOGE', values: rows.map((row) => Number(row.amount)) }]}
        {...amountCharts('DOGE')}
      />
      <EarningsBlock
        coin="DOGE"
        loading={false}
        earning={{
          coin: 'DOGE',
          balance: '0.00000000',
          todayEstimate: '0.00000000',
          yesterday: '0.00000000',
          totalPaid: '1234567.12345678',
        }}
      />
      {rows.map((row) => (
        <StatTile
          key={row.id}
          data-testid={`tile-${row.id}`}
          label={row.id}
          value={format.cryptoAmount(asAmount(row.amount))}
          unit="DOGE"
        />
      ))}
    </>
  );
}

describe.each(locales)('a DOGE amount in %s', (locale) => {
  it('reads the same in a table, a chart tooltip and a figure block, zero and a seven-digit total alike', () => {
    render(
      <I18nProvider locale={locale} catalogs={catalogs} syncDocumentLang={false}>
        <Places />
      </I18nProvider>,
    );
    const table = screen.getByRole('table', { name: 'Payouts' });
    const plot = screen.getByRole('slider', { name: 'Data points' });
    for (const [index, row] of rows.entries()) {
      const figure = shown[locale][row.id];
      const withTicker = `${figure}${nbsp}DOGE`;

      const tableRow = within(table).getByRole('row', { name: new RegExp(`^${row.id}`) });
      expect(within(tableRow).getAllByRole('cell').at(-1)).toHaveProperty('textContent', withTicker);

      fireEvent.keyDown(plot, { key: index === 0 ? 'Home' : 'End' });
      // Exact text, no-break spaces and all (the default normaliser would turn them into spaces).
      expect(
        within(screen.getByRole('tooltip')).getByText(withTicker, { normalizer: (text) => text }),
      ).toBeTruthy();

      const tile = screen.getByTestId(`tile-${row.id}`);
      const [value, unit] = within(tile).getByRole('definition').children;
      expect(value?.textContent).toBe(figure);
      expect(unit?.textContent).toBe('DOGE');
    }
    // The dashboard: the balance (zero) with its ticker after it, the seven-digit total paid under the coin's title.
    const balance = document.querySelector('[data-stat="DOGE.balance"] dd');
    expect(balance?.firstChild?.textContent).toBe(shown[locale].zero);
    expect(document.querySelector('[data-stat="DOGE.totalPaid"] dd')?.textContent).toBe(shown[locale].total);
  });
});
