import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cachedAnswer } from '../../../app/testing/poolFixtures';
import { storyAuth, withApp, withPoolCache } from '../../../app/testing/storyApp';
import { telegramKey } from '../../../lib/cabinet/telegramQueries';
import { Telegram } from './Telegram';

// The section on the API, after its read: the chats come from its cache key.

const meta = {
  title: 'web/Settings/Telegram on the API',
  component: Telegram,
  decorators: [
    withPoolCache([
      cachedAnswer(telegramKey(), {
        available: true,
        bot: 'lode_pool_bot',
        links: [
          {
            id: 't1',
            chat: '@night_shift',
            linkedAt: '2026-12-01T10:00:00.000Z',
            status: 'active',
            blockedAt: null,
          },
        ],
      }),
    ]),
    withApp('/settings'),
  ],
  parameters: {
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
} satisfies Meta<typeof Telegram>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cached chat, with Unlink and the button for another. */
export const Read: Story = {
  play: async ({ canvas }) => {
    const chats = await canvas.findByRole('region', { name: 'Linked chats' }, { timeout: 10_000 });
    await expect(within(chats).getByRole('button', { name: 'Unlink @night_shift' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Link another chat' })).toBeVisible();
  },
};
