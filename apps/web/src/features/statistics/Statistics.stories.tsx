import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  cachedAnswer,
  workerDay,
  workerDayAcceptedOnly,
  storySubAccount,
} from '../../app/testing/poolFixtures';
import { storyAuth, withApp, withPoolCache } from '../../app/testing/storyApp';
import { zoneOf } from '../../lib/cabinet/reports';
import { accountKeys } from '../../lib/pool/keys';
import { Statistics } from './Statistics';
import { statisticsRoute } from './route';

// The statistics page with the account's last 24 hours in the cache, as after `GET /account/hashrate` in the
// browser's time zone (the earnings stay loading). From a pool engine that keeps only accepted shares, there is no
// rejected or stale line, tile figure or column: a note says the pool does not report them.

const hashrateKey = () =>
  accountKeys.hashrate(
    storySubAccount,
    'Scrypt',
    '24h',
    '10m',
    zoneOf('local', Intl.DateTimeFormat().resolvedOptions().timeZone),
  );

const meta = {
  title: 'web/Statistics',
  component: Statistics,
  args: { route: statisticsRoute },
  decorators: [withPoolCache([cachedAnswer(hashrateKey(), workerDay)]), withApp('/statistics')],
  parameters: {
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
} satisfies Meta<typeof Statistics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rejected and stale work reported: their tiles, columns and lines, and no note. */
export const Reported: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Hashrate by period' }, { timeout: 10_000 });
    await expect(within(table).getByRole('columnheader', { name: /Rejected/ })).toBeVisible();
    await expect(canvas.queryByTestId('rejected-not-reported')).toBeNull();
  },
};

/** Accepted shares only: the note, "not reported" in the tiles, and no rejected or stale column. */
export const AcceptedOnly: Story = {
  decorators: [withPoolCache([cachedAnswer(hashrateKey(), workerDayAcceptedOnly)])],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Hashrate by period' }, { timeout: 10_000 });
    await expect(within(table).queryByRole('columnheader', { name: /Rejected/ })).toBeNull();
    await expect(within(table).queryByRole('columnheader', { name: /Stale/ })).toBeNull();
    await expect(canvas.getByTestId('rejected-not-reported')).toBeVisible();
    const tiles = within(canvas.getByTestId('statistics-tiles'));
    // Rejected, stale and their share: three tiles without a figure.
    await expect(tiles.getAllByText('Not reported by the pool')).toHaveLength(3);
  },
};
