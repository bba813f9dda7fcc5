import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cachedAnswer, englishNews } from '../../../app/testing/poolFixtures';
import { withApp, withPoolCache } from '../../../app/testing/storyApp';
import { publicKeys } from '../../../lib/pool/keys';
import { NewsList, newsPageSize } from './NewsList';

const meta = {
  title: 'web/NewsList',
  component: NewsList,
  decorators: [
    // The first page of `GET /news?locale=en`, as the news page's cache holds it; two pages in all.
    withPoolCache([
      cachedAnswer(publicKeys.news('en', 1, newsPageSize), {
        items: englishNews.slice(0, newsPageSize),
        total: newsPageSize + 1,
      }),
    ]),
    withApp('/news'),
  ],
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest posts, each titled and dated, with the way to older ones. */
export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Dogecoin payouts every hour' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Maintenance on 5 November' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Older posts →' })).toBeVisible();
  },
};
