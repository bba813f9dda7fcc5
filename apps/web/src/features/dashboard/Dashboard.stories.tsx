import type { PoolSchema } from '@lode/pool-api/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  cachedAnswer,
  dogecoin,
  litecoin,
  seededPoolCache,
  storySubAccount,
  workerDay,
} from '../../app/testing/poolFixtures';
import { storyAuth, withApp } from '../../app/testing/storyApp';
import { applyLiveMessage } from '../../lib/live';
import { createPoolCache, PoolCacheContext, type PoolCache } from '../../lib/pool/cache';
import { accountKeys } from '../../lib/pool/keys';
import { PoolViewerContext, type PoolViewer, type WatcherScope } from '../../lib/pool/viewer';
import { Dashboard } from './Dashboard';
import { dashboardRoute, watchDashboardRoute } from './route';
import { apiPath, standInForPoolApi } from '../../app/testing/poolApiStandIn';

// The dashboard with its summary in the cache, as after the request; the other reads (charts, payouts) stay loading.
// The stories show the worker status line in both of its states, and a worker going offline and coming back through
// the live stream's own path into the cache (`applyLiveMessage`), with nothing under the line moving meanwhile.

type Summary = PoolSchema<'AccountSummary'>;

const summary = (workers: Summary['workers']): Summary => ({
  algorithm: 'Scrypt',
  updatedAt: '2026-11-22T18:00:00.000Z',
  hashrate: { tenMinutes: 48.2e9, oneHour: 47.9e9, oneDay: 47.1e9 },
  rejectRate: 0.0081,
  staleRate: 0.0023,
  workers,
  earnings: [
    {
      coin: 'LTC',
      balance: '0.04210000',
      todayEstimate: '0.01830000',
      yesterday: '0.01790000',
      totalPaid: '1.52',
    },
    {
      coin: 'DOGE',
      balance: '61.20000000',
      todayEstimate: '24.10000000',
      yesterday: '23.80000000',
      totalPaid: '2210',
    },
  ],
});

const withOffline = summary({ online: 5, offline: 1, inactive: 1 });
const allOnline = summary({ online: 6, offline: 0, inactive: 1 });

/** The message the live stream delivers when a worker's status changes. */
const workerEvent = (previous: string, status: string) => ({
  event: 'worker',
  id: '1',
  data: JSON.stringify({
    workerId: 'w-rig3',
    workerName: 'garage-03',
    algorithm: 'Scrypt',
    status,
    previous,
    lastShareAt: '2026-11-22T17:48:00.000Z',
    time: '2026-11-22T18:00:00.000Z',
  }),
});

/** The cache a story's page reads, made by its loader so the play function can write into it as the stream does. */
const cacheOf = (loaded: Record<string, unknown>) => loaded.cache as PoolCache;

const meta = {
  title: 'web/Dashboard',
  component: Dashboard,
  args: { route: dashboardRoute },
  loaders: [
    ({ parameters }) => ({
      cache: seededPoolCache([
        cachedAnswer(accountKeys.summary(storySubAccount, 'Scrypt'), parameters.summary as Summary),
      ]),
    }),
  ],
  decorators: [
    (Story, { loaded }) => (
      <PoolCacheContext.Provider value={cacheOf(loaded)}>
        <Story />
      </PoolCacheContext.Provider>
    ),
    withApp('/dashboard'),
  ],
  parameters: {
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
    summary: withOffline,
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A worker is offline: the line above the figures warns, states the rule and links to the offline workers. */
export const WorkerOffline: Story = {
  play: async ({ canvas }) => {
    const line = await canvas.findByTestId('worker-status', {}, { timeout: 10_000 });
    // A polite live region: a change is read out when the reader is free.
    await expect(line).toHaveAttribute('role', 'status');
    await expect(within(line).getByText('1 worker is offline')).toBeVisible();
    // The rule is drawn from the `sm` width on; on a phone the title and the link carry the line.
    await expect(within(line).getByText(/No accepted share for over 10 minutes/)).toBeInTheDocument();
    await expect(within(line).getByText('All active workers are online')).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show offline workers' })).toHaveAttribute(
      'href',
      '/workers?status=offline',
    );
    await expect(canvas.queryByRole('link', { name: 'Show all workers' })).toBeNull();
  },
};

/** No worker offline: the same line, calm, in the same place and size. */
export const AllOnline: Story = {
  parameters: { summary: allOnline },
  play: async ({ canvas }) => {
    const line = await canvas.findByTestId('worker-status', {}, { timeout: 10_000 });
    await expect(within(line).getByText('All active workers are online')).toBeVisible();
    await expect(within(line).getByText(/counts as offline/)).toBeInTheDocument();
    await expect(within(line).getByText(/workers? (is|are) offline/)).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all workers' })).toHaveAttribute('href', '/workers');
    await expect(canvas.queryByRole('link', { name: 'Show offline workers' })).toBeNull();
  },
};

/**
 * A worker goes offline (0 → 1) and comes back (1 → 0) through the stream's path into the cache: the line changes
 * in place, as tall as before, and the figures under it stay where they were. (The e2e measures the layout shift
 * of the real page; there, 0 → 1 would take ten silent minutes of the real clock.)
 */
export const WorkerGoesOfflineAndBack: Story = {
  parameters: { summary: allOnline },
  play: async ({ canvas, canvasElement, loaded }) => {
    const line = await canvas.findByTestId('worker-status', {}, { timeout: 10_000 });
    const tiles = canvas.getByTestId('dashboard-tiles');
    const view = canvasElement.ownerDocument.defaultView ?? window;
    const frames = () =>
      new Promise<void>((resolve) =>
        view.requestAnimationFrame(() => view.requestAnimationFrame(() => resolve())),
      );
    const where = () => ({
      height: line.getBoundingClientRect().height,
      tilesTop: tiles.getBoundingClientRect().top,
    });
    const before = where();
    const expectUnmoved = async () => {
      const now = where();
      await expect(now.height).toBeCloseTo(before.height, 0);
      await expect(now.tilesTop).toBeCloseTo(before.tilesTop, 0);
    };
    applyLiveMessage(cacheOf(loaded), storySubAccount, workerEvent('online', 'offline'));
    await waitFor(() => expect(within(line).getByText('1 worker is offline')).toBeVisible());
    await expect(within(line).getByText('All active workers are online')).not.toBeVisible();
    await frames();
    await expectUnmoved();
    applyLiveMessage(cacheOf(loaded), storySubAccount, workerEvent('offline', 'online'));
    await waitFor(() => expect(within(line).getByText('All active workers are online')).toBeVisible());
    await expect(within(line).getByText(/workers? (is|are) offline/)).not.toBeVisible();
    await frames();
    await expectUnmoved();
  },
};

/**
 * A pool engine that keeps only accepted shares (Miningcore): the reject and stale rates say the pool does not report
 * them, instead of a made-up 0 %.
 */
export const RatesNotReported: Story = {
  parameters: { summary: { ...allOnline, rejectRate: null, staleRate: null } },
  play: async ({ canvas }) => {
    const tiles = await canvas.findByTestId('dashboard-tiles', {}, { timeout: 10_000 });
    for (const stat of ['rejectRate', 'staleRate']) {
      const figure = within(tiles.querySelector<HTMLElement>(`[data-stat="${stat}"]`) ?? tiles);
      await expect(figure.getByText('Not reported by the pool')).toBeInTheDocument();
      await expect(figure.queryByText(/%/)).toBeNull();
    }
    await expect(within(tiles).getByText('Rejected (24 h)')).toBeVisible();
  },
};

// A watcher's dashboard (`/watch/<secret>`): the page as the watch layout gives it, through a link of some scopes.
// Here the reads go out: the cache asks the network, which the story stands in for at `fetch` (the pool API cannot
// run in Storybook's browser), answering as the API does and keeping every request the page sent.

const secret = 'q7X0aZ3kLm9PwR2sT5vY8bC1dE4fG6hJ';

/** The requests to the pool API the story's page sent, oldest first. */
const sent: Request[] = [];

/** The sub-account's last day: five rigs like the story's worker, near the summary's 47 GH/s. */
const accountDay: PoolSchema<'HashrateHistory'> = {
  ...workerDay,
  points: workerDay.points.map((p) => ({
    ...p,
    hashrate: p.hashrate * 5,
    rejectedHashrate: p.rejectedHashrate === null ? null : p.rejectedHashrate * 5,
  })),
};

/** What the API answers the dashboard's other reads: a day of hashrate, the coins, no accruals or payouts yet. */
const answers: Record<string, unknown> = {
  '/account/hashrate': accountDay,
  '/coins': { items: [litecoin, dogecoin] },
  '/account/accruals': { items: [], total: 0 },
  '/account/payouts': { items: [], total: 0 },
};

/** Stands in for the network while a story runs: keeps the API's requests and answers them from {@link answers}. */
const standInForTheApi = () =>
  standInForPoolApi(sent, (path) => {
    const answer = answers[path];
    return answer === undefined
      ? Response.json({ code: 'not_found', message: 'Not in this story' }, { status: 404 })
      : Response.json(answer);
  });

/** A watcher link of `scopes`, as the watch layout provides it. */
const watcher = (scopes: readonly WatcherScope[]): PoolViewer => ({
  kind: 'watcher',
  secret,
  scopes: new Set(scopes),
  onEnded: () => undefined,
});

/** The watcher's cache, made by the story's loader: the summary already read, the other reads still to go out. */
const watchCacheOf = (loaded: Record<string, unknown>) => loaded.watchCache as PoolCache;

/** A watcher story: its own cache that asks the network, and the link of `scopes` as the page's viewer. */
const watcherStory = (scopes: readonly WatcherScope[]) =>
  ({
    args: { route: watchDashboardRoute },
    parameters: { auth: storyAuth({ isAuthenticated: false }) },
    beforeEach: standInForTheApi,
    loaders: [
      () => {
        const watchCache = createPoolCache();
        watchCache.setData(accountKeys.summary(storySubAccount, 'Scrypt'), withOffline);
        return { watchCache };
      },
    ],
    decorators: [
      (Story, { loaded }) => (
        <PoolCacheContext.Provider value={watchCacheOf(loaded)}>
          <PoolViewerContext.Provider value={watcher(scopes)}>
            <Story />
          </PoolViewerContext.Provider>
        </PoolCacheContext.Provider>
      ),
    ],
  }) satisfies Story;

/** Once the page's first reads have all been answered, the API's paths it asked, each once. */
async function pathsAsked(loaded: Record<string, unknown>): Promise<string[]> {
  await watchCacheOf(loaded).whenSettled(accountKeys.all(storySubAccount));
  return [...new Set(sent.map(apiPath))];
}

/**
 * A link without `earnings`: no earnings block, no payouts, and their reads never sent; the hashrate and the worker
 * counts are there, read through the link.
 */
export const WatcherWithoutEarnings: Story = {
  ...watcherStory(['workers', 'statistics']),
  play: async ({ canvas, loaded }) => {
    await canvas.findByTestId('worker-status', {}, { timeout: 10_000 });
    await expect(
      await canvas.findByRole('heading', { name: 'Hashrate, last 24 hours (10-minute averages)' }),
    ).toBeVisible();
    const asked = await pathsAsked(loaded);
    await expect(asked).toContain('/account/hashrate');
    await expect(asked).not.toContain('/account/accruals');
    await expect(asked).not.toContain('/account/payouts');
    await expect(canvas.queryByRole('heading', { name: /Earnings/ })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Recent payouts' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'All payouts' })).toBeNull();
    // Every read the page sent went through the link, for the sub-account it shows.
    for (const request of sent.filter((r) => apiPath(r).startsWith('/account/'))) {
      await expect(request.headers.get('Authorization')).toBe(`Watcher ${secret}`);
      await expect(new URL(request.url).searchParams.get('subaccount')).toBe(storySubAccount);
    }
  },
};

/**
 * A link with every scope: the earnings and the payouts are there, read through the link, and the worker counts
 * and Show offline workers lead to the view's own workers page.
 */
export const WatcherWithEverything: Story = {
  ...watcherStory(['workers', 'earnings', 'statistics']),
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { name: 'Earnings' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Recent payouts' })).toBeVisible();
    const asked = await pathsAsked(loaded);
    await expect(asked).toEqual(expect.arrayContaining(['/account/accruals', '/account/payouts']));
    const counts = within(canvas.getByTestId('dashboard-tiles')).getByRole('region', { name: 'Workers' });
    const workerLinks = within(counts)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await expect(workerLinks).toEqual(
      ['online', 'offline', 'inactive'].map((status) => `/watch/${secret}/workers?status=${status}`),
    );
    await expect(canvas.getByRole('link', { name: 'Show offline workers' })).toHaveAttribute(
      'href',
      `/watch/${secret}/workers?status=offline`,
    );
    await expect(await canvas.findByRole('link', { name: 'All payouts' })).toHaveAttribute(
      'href',
      `/watch/${secret}/payouts`,
    );
  },
};
