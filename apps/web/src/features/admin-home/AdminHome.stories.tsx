import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cachedAnswer, failingPoolCache } from '../../app/testing/poolFixtures';
import { storyAuth, withApp, withPoolCache } from '../../app/testing/storyApp';
import { ApiError } from '../../lib/pool/apiError';
import { PoolCacheContext } from '../../lib/pool/cache';
import { staffKeys } from '../../lib/pool/keys';
import { AdminHome } from './AdminHome';

const news = cachedAnswer(staffKeys.read<{ items: { status: string }[] }>('/admin/news'), {
  items: [{ status: 'draft' }, { status: 'scheduled' }, { status: 'published' }],
});
const maintenance = cachedAnswer(staffKeys.read<{ state: string }>('/admin/maintenance'), {
  state: 'scheduled',
});
const inbox = cachedAnswer(staffKeys.read<{ items: unknown[] }>('/admin/inbox', { status: 'new' }), {
  items: [{}, {}, {}],
});
const mail = staffKeys.read<{ items: unknown[] }>('/admin/mail', { status: 'failed' });

const meta = {
  title: 'web/admin/AdminHome',
  component: AdminHome,
  decorators: [
    withPoolCache([news, maintenance, inbox, cachedAnswer(mail, { items: [] })]),
    withApp('/admin'),
  ],
  parameters: { auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'a1' }, roles: ['admin'] }) },
} satisfies Meta<typeof AdminHome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: news waiting, maintenance, the inbox and failed mail, each a link. */
export const Admin: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'What needs attention' }, { timeout: 10_000 });
    await expect(list.querySelectorAll('li')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: /News drafts and scheduled items\s*2/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Maintenance\s*Scheduled/ })).toBeVisible();
  },
};

/** Support staff see the inbox alone. */
export const Support: Story = {
  parameters: { auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 's1' }, roles: ['support'] }) },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'What needs attention' }, { timeout: 10_000 });
    await expect(list.querySelectorAll('li')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: /New messages in the inbox\s*3/ })).toBeVisible();
  },
};

/** A figure that could not be read says so; the others still show. */
export const OneFailed: Story = {
  decorators: [
    (Story) => (
      <PoolCacheContext.Provider
        value={failingPoolCache(
          [news, maintenance, inbox],
          [[mail, new ApiError(503, 'unavailable', 'Down')]],
        )}
      >
        <Story />
      </PoolCacheContext.Provider>
    ),
  ],
  play: async ({ canvas }) =>
    expect(
      await canvas.findByRole('link', { name: /Mail that failed\s*Could not be read/ }, { timeout: 10_000 }),
    ).toBeVisible(),
};

/** Still loading: each figure a placeholder. */
export const Loading: Story = { decorators: [withPoolCache([])] };
