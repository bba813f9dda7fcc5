import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cachedAnswer } from '../../../app/testing/poolFixtures';
import { storyAuth, withApp, withPoolCache } from '../../../app/testing/storyApp';
import { subAccountListKey, type SubAccountList } from '../../../lib/cabinet/subAccountQueries';
import { SubAccounts } from './SubAccounts';

// The section on the API, after its read: the list comes from the one cache key the API key form reads as well.

const list: SubAccountList = {
  items: [
    { name: 'demo', default: true, createdAt: '2026-03-02T10:00:00.000Z', archivedAt: null },
    { name: 'north-site', default: false, createdAt: '2026-11-20T09:00:00.000Z', archivedAt: null },
    {
      name: 'old-farm',
      default: false,
      createdAt: '2026-05-10T12:00:00.000Z',
      archivedAt: '2026-11-01T08:00:00.000Z',
    },
  ],
  limit: 200,
};

const meta = {
  title: 'web/Settings/SubAccounts on the API',
  component: SubAccounts,
  decorators: [withPoolCache([cachedAnswer(subAccountListKey(), list)]), withApp('/settings')],
  parameters: {
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
} satisfies Meta<typeof SubAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cached list, in its two groups. */
export const Read: Story = {
  play: async ({ canvas }) => {
    const active = await canvas.findByRole('region', { name: 'Active' }, { timeout: 10_000 });
    await expect(within(active).getAllByRole('listitem')).toHaveLength(2);
    const archived = canvas.getByRole('region', { name: 'Archived' });
    await expect(within(archived).getByRole('button', { name: 'Restore old-farm' })).toBeVisible();
  },
};
