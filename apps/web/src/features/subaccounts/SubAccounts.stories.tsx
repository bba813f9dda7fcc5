import type { Meta, StoryObj } from '@storybook/react-vite';
import { breakpoints } from '@lode/ui';
import { expect, userEvent, within } from 'storybook/test';
import { failingPoolCache, cachedAnswer } from '../../app/testing/poolFixtures';
import { SeededCache, storyAuth, withApp } from '../../app/testing/storyApp';
import { ApiError } from '../../lib/pool/apiError';
import { PoolCacheContext } from '../../lib/pool/cache';
import { subAccountKeys } from '../../lib/pool/keys';
import type { SubAccountFigures, SubAccountOverview } from '../../lib/pool';
import { SubAccounts } from './SubAccounts';

// The overview as `GET /account/overview?algorithm=Scrypt` answers it: three sub-accounts, one of them archived, with
// the totals. From sm up a sortable table with a totals row; on a phone one card per sub-account.

const figures = (name: string, over: Partial<SubAccountFigures> = {}): SubAccountFigures => ({
  name,
  default: false,
  archivedAt: null,
  hashrate: { tenMinutes: 0, oneHour: 0, oneDay: 0 },
  workers: { online: 0, offline: 0, inactive: 0 },
  balances: [],
  ...over,
});

const overview: SubAccountOverview = {
  algorithm: 'Scrypt',
  updatedAt: '2026-11-22T18:00:00.000Z',
  items: [
    figures('main', {
      default: true,
      hashrate: { tenMinutes: 28.4e9, oneHour: 28.1e9, oneDay: 27.9e9 },
      workers: { online: 3, offline: 1, inactive: 0 },
      balances: [
        { coin: 'LTC', amount: '0.41230000' },
        { coin: 'DOGE', amount: '1520.00000000' },
      ],
    }),
    figures('north-farm', {
      hashrate: { tenMinutes: 9.5e9, oneHour: 9.4e9, oneDay: 9.2e9 },
      workers: { online: 1, offline: 0, inactive: 0 },
      balances: [
        { coin: 'LTC', amount: '0.10000000' },
        { coin: 'DOGE', amount: '300.50000000' },
      ],
    }),
    figures('old-site', {
      archivedAt: '2026-11-20T00:00:00.000Z',
      hashrate: { tenMinutes: 0, oneHour: 0, oneDay: 1.1e9 },
      workers: { online: 0, offline: 0, inactive: 2 },
      balances: [{ coin: 'LTC', amount: '0.00500000' }],
    }),
  ],
  totals: {
    hashrate: { tenMinutes: 37.9e9, oneHour: 37.5e9, oneDay: 38.2e9 },
    workers: { online: 4, offline: 1, inactive: 2 },
    balances: [
      { coin: 'LTC', amount: '0.51730000' },
      { coin: 'DOGE', amount: '1820.50000000' },
    ],
  },
};

/** The one element with this text a reader sees: the table's from sm up, the cards' on a phone. */
const shown = async (canvas: ReturnType<typeof within>, text: string): Promise<HTMLElement> => {
  const all = await canvas.findAllByText(text, {}, { timeout: 10_000 });
  const visible = all.filter((element: HTMLElement) => element.checkVisibility());
  await expect(visible).toHaveLength(1);
  return visible[0] as HTMLElement;
};

const isPhone = (canvasElement: HTMLElement) =>
  (canvasElement.ownerDocument.defaultView?.innerWidth ?? 1280) < breakpoints.sm;

const meta = {
  title: 'web/SubAccounts',
  component: SubAccounts,
  decorators: [
    (Story, { parameters }) =>
      parameters.failed ? (
        <PoolCacheContext.Provider
          value={failingPoolCache(
            [],
            [
              [
                subAccountKeys.overview('Scrypt'),
                new ApiError(503, 'unavailable', 'The pool database is not answering'),
              ],
            ],
          )}
        >
          <Story />
        </PoolCacheContext.Provider>
      ) : (
        <SeededCache
          entries={
            parameters.overview === null
              ? []
              : [
                  cachedAnswer(
                    subAccountKeys.overview('Scrypt'),
                    (parameters.overview as SubAccountOverview | undefined) ?? overview,
                  ),
                ]
          }
        >
          <Story />
        </SeededCache>
      ),
    withApp('/subaccounts?subaccount=main'),
  ],
  parameters: {
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
} satisfies Meta<typeof SubAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every sub-account with its figures and the totals; the archived one marked; a name opens that sub-account's
 * dashboard. Sorting by a column keeps the totals last.
 */
export const Overview: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Sub-accounts' }, { timeout: 10_000 });
    if (isPhone(canvasElement)) {
      const cards = canvas.getByRole('list', { name: 'Sub-accounts' });
      const items = within(cards).getAllByRole('listitem');
      await expect(items).toHaveLength(4);
      await expect(within(items[3] as HTMLElement).getByRole('heading', { name: 'Total' })).toBeVisible();
      await expect(within(items[2] as HTMLElement).getByText('Archived')).toBeVisible();
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Hashrate 24 h');
      await expect(
        within(cards)
          .getAllByRole('heading')
          .map((h) => h.textContent?.split(/(?=Default|Archived)/)[0]),
      ).toEqual(['main', 'north-farm', 'old-site', 'Total']);
      return;
    }
    const table = canvas.getByRole('table', { name: 'Sub-accounts' });
    const rowNames = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => within(cell).queryByRole('link')?.textContent ?? cell.textContent);
    await expect(rowNames()).toEqual(['main', 'north-farm', 'old-site', 'Total']);
    await expect(within(table).getByRole('link', { name: 'north-farm' })).toHaveAttribute(
      'href',
      '/dashboard?subaccount=north-farm',
    );
    await expect(within(table).getByText('Archived')).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: /Balance DOGE/ })).toBeVisible();
    const total = within(table).getAllByRole('row').at(-1) as HTMLElement;
    await expect(total).toHaveTextContent(/37\.90\s?GH\/s/);
    await expect(total).toHaveTextContent('1,820.5');
    await userEvent.click(
      within(canvas.getByRole('columnheader', { name: /Hashrate 10 min/ })).getByRole('button'),
    );
    await expect(rowNames()).toEqual(['old-site', 'north-farm', 'main', 'Total']);
  },
};

/** Still loading: skeleton rows, no totals yet. */
export const Loading: Story = {
  parameters: { overview: null },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Sub-accounts' }, { timeout: 10_000 });
    await expect(canvas.queryByText('Total')).toBeNull();
  },
};

/** No sub-account to list. */
export const Empty: Story = {
  parameters: {
    overview: { ...overview, items: [], totals: { ...overview.totals, balances: [] } },
  },
  play: async ({ canvas }) => {
    await expect(await shown(canvas, 'You have no sub-accounts yet.')).toBeVisible();
    await expect(canvas.queryByText('Total')).toBeNull();
  },
};

/** The overview could not be read: it says so, with Try again. */
export const Failed: Story = {
  parameters: { failed: true },
  play: async ({ canvas }) => {
    await expect(await shown(canvas, 'The overview could not be loaded.')).toBeVisible();
    // Role queries see only what is shown: one button, the table's or the cards'.
    await expect(canvas.getByRole('button', { name: /Try again|Retry/ })).toBeVisible();
  },
};
