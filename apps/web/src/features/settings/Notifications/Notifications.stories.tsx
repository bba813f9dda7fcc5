import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cachedAnswer, storySubAccount } from '../../../app/testing/poolFixtures';
import { storyAuth, withApp, withPoolCache } from '../../../app/testing/storyApp';
import { telegramKey } from '../../../lib/cabinet/telegramQueries';
import { webhooksKey } from '../../../lib/cabinet/webhookQueries';
import { settingsKeys } from '../../../lib/pool';
import { Notifications } from './Notifications';

// The notifications section on the API, after its reads: the settings with each rule's channels, and an account
// with no Telegram chat linked and whose only webhook endpoint is turned off.

const on = { email: true, telegram: true, webhook: true };

const meta = {
  title: 'web/Settings/Notifications',
  component: Notifications,
  decorators: [
    withPoolCache([
      cachedAnswer(settingsKeys.notifications(storySubAccount), {
        email: true,
        repeatMinutes: 60,
        workerOffline: { enabled: true, afterMinutes: 15, channels: { ...on, webhook: false } },
        hashrateDrop: { enabled: true, belowPercent: 70, channels: on },
        rejectRate: { enabled: false, abovePercent: 5, channels: on },
        payoutSent: { enabled: true, channels: { ...on, telegram: false } },
      }),
      cachedAnswer(telegramKey(), { available: true, bot: 'lode_pool_bot', links: [] }),
      cachedAnswer(webhooksKey(), {
        endpoints: [
          {
            id: 'e1',
            url: 'https://monitor.farm.example/hooks/lode',
            description: '',
            format: 'standard',
            subaccounts: null,
            enabled: false,
            disabledReason: 'owner',
            failingSince: null,
            createdAt: '2026-12-01T10:00:00.000Z',
            lastDeliveryAt: null,
            lastStatusCode: null,
          },
        ],
      }),
    ]),
    withApp('/settings'),
  ],
  parameters: {
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
} satisfies Meta<typeof Notifications>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each rule with its three channel switches as saved; with no chat linked and no endpoint turned on, the Telegram
 * and Webhook switches say so and link to the sections that set them up.
 */
export const Channels: Story = {
  play: async ({ canvas }) => {
    const offline = await canvas.findByRole('group', { name: 'A worker goes offline' }, { timeout: 10_000 });
    const channels = within(offline).getByRole('group', { name: 'Send by' });
    await expect(within(channels).getByRole('switch', { name: 'E-mail' })).toBeChecked();
    const webhook = within(channels).getByRole('switch', { name: 'Webhook' });
    await expect(webhook).not.toBeChecked();
    await expect(webhook).toHaveAccessibleDescription('No webhook endpoint is turned on. Add one');
    await userEvent.click(webhook);
    await expect(webhook).toBeChecked();
    const payouts = canvas.getByRole('group', { name: 'A payout is sent' });
    await expect(within(payouts).getByRole('switch', { name: 'Notify me' })).toBeChecked();
    await expect(within(payouts).getByRole('switch', { name: 'Telegram' })).not.toBeChecked();
    await expect(within(channels).getByRole('switch', { name: 'Telegram' })).toHaveAccessibleDescription(
      'No Telegram chat is linked yet. Link one',
    );
    await expect(canvas.getAllByRole('group', { name: 'Send by' })).toHaveLength(4);
  },
};

/** In Russian. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    const payouts = await canvas.findByRole('group', { name: 'Отправлена выплата' }, { timeout: 10_000 });
    await expect(within(payouts).getByRole('group', { name: 'Отправлять' })).toBeVisible();
  },
};
