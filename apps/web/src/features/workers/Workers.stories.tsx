import type { PoolSchema } from '@lode/pool-api/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cachedAnswer, dogecoin, litecoin, storySubAccount } from '../../app/testing/poolFixtures';
import { storyAuth, withApp, withPoolCache } from '../../app/testing/storyApp';
import type { WorkerListFilters } from '../../lib/cabinet/queries';
import { accountKeys, publicKeys } from '../../lib/pool/keys';
import { Workers } from './Workers';
import { workersRoute } from './route';

// The workers page with its list in the cache, as after `GET /account/workers`, from a pool engine that reports no
// groups, no models and no reject rates (Miningcore keeps only accepted shares): no group filter, and the reject
// column says "not reported" for those workers instead of 0 %.

type Worker = PoolSchema<'Worker'>;

const worker = (name: string, over: Partial<Worker> = {}): Worker => ({
  id: `w-${name}`,
  name,
  group: null,
  model: null,
  algorithm: 'Scrypt',
  coin: 'LTC',
  status: 'online',
  hashrate: { tenMinutes: 9.5e9, oneHour: 9.4e9, oneDay: 9.3e9 },
  rejectRate: null,
  staleRate: null,
  lastShareAt: '2026-11-22T17:59:00.000Z',
  uptime: 1,
  ...over,
});

const coinsOf = (items: Worker[]) => [...new Set(items.map((w) => w.coin))];

const list = (items: Worker[], groups: string[], coins = coinsOf(items)): PoolSchema<'WorkerList'> => ({
  items,
  total: items.length,
  counts: {
    all: items.length,
    online: items.filter((w) => w.status === 'online').length,
    offline: items.filter((w) => w.status === 'offline').length,
    inactive: items.filter((w) => w.status === 'inactive').length,
  },
  groups,
  // Every coin of the unfiltered list, as the API tells it whatever the filters.
  coins,
});

const meta = {
  title: 'web/Workers',
  component: Workers,
  args: { route: workersRoute },
  decorators: [
    withPoolCache([
      cachedAnswer(
        accountKeys.workerList(storySubAccount, 'Scrypt', {}),
        list(
          [worker('rig1'), worker('rig2', { status: 'offline', lastShareAt: '2026-11-22T17:20:00.000Z' })],
          [],
        ),
      ),
    ]),
    withApp('/workers'),
  ],
  parameters: {
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
} satisfies Meta<typeof Workers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody has a group and no reject rate is known: no group filter, a dash read as "not reported" in the column. */
export const NotReportedByThePool: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Workers' }, { timeout: 10_000 });
    await expect(within(table).getByRole('rowheader', { name: 'rig1' })).toBeVisible();
    await expect(within(table).getAllByText('Not reported by the pool')).toHaveLength(2);
    await expect(within(table).queryByText(/\d\s?%/)).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Group' })).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Search by name' })).toBeVisible();
    // All on one coin: no coin column, no coin filter.
    await expect(within(table).queryByRole('columnheader', { name: /Coin/ })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Coin' })).toBeNull();
  },
};

/** Where the pool reports groups and rates, the group filter and the percentages are there. */
export const Reported: Story = {
  decorators: [
    withPoolCache([
      cachedAnswer(
        accountKeys.workerList(storySubAccount, 'Scrypt', {}),
        list(
          [
            worker('rack-a-01', {
              group: 'rack-a',
              model: 'Antminer L7',
              rejectRate: 0.012,
              staleRate: 0.002,
            }),
            worker('garage-02', {
              group: 'garage',
              model: 'Antminer L9',
              rejectRate: 0.004,
              staleRate: 0.001,
            }),
          ],
          ['garage', 'rack-a'],
        ),
      ),
    ]),
  ],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Workers' }, { timeout: 10_000 });
    await expect(within(table).getByText(/1\.20\s?%/)).toBeVisible();
    await expect(within(table).queryByText('Not reported by the pool')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Group' })).toBeVisible();
  },
};

/** One rig name on the LTC and the DOGE pool (merge-mined apart, as Miningcore runs them) is two workers. */
const twoPools = [
  worker('rig-1'),
  worker('rig-1', {
    id: 'w-rig-1-doge',
    coin: 'DOGE',
    hashrate: { tenMinutes: 4.2e9, oneHour: 4.1e9, oneDay: 4e9 },
  }),
  worker('rig-2', { status: 'offline', lastShareAt: '2026-11-22T17:20:00.000Z' }),
];
const onDoge: WorkerListFilters = { coin: 'DOGE' };

/** Workers on two coins: a coin column says which row is which, and a coin filter keeps one coin's. */
export const TwoCoins: Story = {
  decorators: [
    withPoolCache([
      cachedAnswer(accountKeys.workerList(storySubAccount, 'Scrypt', {}), list(twoPools, [])),
      cachedAnswer(
        accountKeys.workerList(storySubAccount, 'Scrypt', onDoge),
        list(
          twoPools.filter((w) => w.coin === 'DOGE'),
          [],
          ['LTC', 'DOGE'],
        ),
      ),
    ]),
  ],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Workers' }, { timeout: 10_000 });
    await expect(within(table).getByRole('columnheader', { name: /Coin/ })).toBeVisible();
    const rigs = within(table).getAllByRole('rowheader', { name: 'rig-1' });
    await expect(rigs).toHaveLength(2);
    const coinOf = (rowHeader: HTMLElement) =>
      within(rowHeader.closest('tr') ?? rowHeader).getByText(/^(LTC|DOGE)$/);
    await expect(rigs.map((r) => coinOf(r).textContent)).toEqual(['LTC', 'DOGE']);
    const filter = canvas.getByRole('combobox', { name: 'Coin' });
    await userEvent.selectOptions(filter, 'DOGE');
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(1));
    await expect(within(table).getByRole('rowheader', { name: 'rig-1' })).toBeVisible();
    await expect(within(table).getByText('DOGE')).toBeVisible();
    await expect(filter).toHaveValue('DOGE');
  },
};

/**
 * A new sub-account, no worker yet: the page says how to connect a rig, with the stratum login
 * `<sub-account>.<rig>` and the algorithm's server, each copyable.
 */
export const NewSubAccount: Story = {
  decorators: [
    withPoolCache([
      cachedAnswer(accountKeys.workerList(storySubAccount, 'Scrypt', {}), list([], [])),
      cachedAnswer(publicKeys.coins(), [litecoin, dogecoin]),
    ]),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No workers in main yet', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('main.rig1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy login' })).toBeVisible();
    // The merge-mined coin shares its parent's server: one server, Litecoin's.
    await expect(canvas.getByText('stratum+tcp://ltc.lode.example:3333')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Copy server' })).toHaveLength(1);
  },
};
