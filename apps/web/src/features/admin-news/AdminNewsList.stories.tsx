import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cachedAnswer } from '../../app/testing/poolFixtures';
import { storyAuth, withApp, withPoolCache } from '../../app/testing/storyApp';
import { staffKeys } from '../../lib/pool/keys';
import { AdminNewsList } from './AdminNewsList';
import type { NewsList } from './newsDraft';
import { storyNews } from './newsFixtures';

const auth = storyAuth({ isAuthenticated: true, userInfo: { sub: 'a1' }, roles: ['admin'] });

const meta = {
  title: 'web/admin/AdminNewsList',
  component: AdminNewsList,
  decorators: [
    withPoolCache([cachedAnswer(staffKeys.read<NewsList>('/admin/news'), { items: storyNews })]),
    withApp('/admin/news'),
  ],
  parameters: { auth },
} satisfies Meta<typeof AdminNewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The items, the latest change first, each linking to its editor. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'New coin soon' })).toHaveAttribute(
      'href',
      '/admin/news/n2',
    );
    await expect(canvas.getByRole('link', { name: 'New item' })).toHaveAttribute('href', '/admin/news/new');
  },
};

/** No items yet. */
export const Empty: Story = {
  decorators: [withPoolCache([cachedAnswer(staffKeys.read<NewsList>('/admin/news'), { items: [] })])],
  play: async ({ canvas }) => expect(await canvas.findByText('No news items yet.')).toBeVisible(),
};

/** Still loading (the cache holds no answer and asks nobody). */
export const Loading: Story = { decorators: [withPoolCache([])] };
