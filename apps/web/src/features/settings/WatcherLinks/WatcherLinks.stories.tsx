import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cachedAnswer, storySubAccount } from '../../../app/testing/poolFixtures';
import { storyAuth, withApp, withPoolCache } from '../../../app/testing/storyApp';
import { watcherLinksKey, type WatcherLink } from '../../../lib/cabinet/watcherQueries';
import { WatcherLinks } from './WatcherLinks';

// The section on the API, after its read: the list comes from its cache key.

const items: WatcherLink[] = [
  {
    id: 'w1',
    label: 'Hosting client: site A',
    scopes: ['workers'],
    createdAt: '2026-12-01T10:00:00.000Z',
    expiresAt: '2026-12-31T10:00:00.000Z',
    revokedAt: null,
    lastUsedAt: null,
    views: 0,
    status: 'active',
  },
];

const meta = {
  title: 'web/Settings/WatcherLinks on the API',
  component: WatcherLinks,
  decorators: [
    withPoolCache([cachedAnswer(watcherLinksKey(storySubAccount), { items, total: 1 })]),
    withApp('/settings'),
  ],
  parameters: {
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
} satisfies Meta<typeof WatcherLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cached list: one working link, not yet opened. */
export const Read: Story = {
  play: async ({ canvas }) => {
    const active = await canvas.findByRole('region', { name: 'Active links' }, { timeout: 10_000 });
    await expect(within(active).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(active).getByText('Not yet')).toBeVisible();
  },
};
