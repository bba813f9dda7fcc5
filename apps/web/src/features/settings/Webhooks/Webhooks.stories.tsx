import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cachedAnswer } from '../../../app/testing/poolFixtures';
import { storyAuth, withApp, withPoolCache } from '../../../app/testing/storyApp';
import { subAccountListKey } from '../../../lib/cabinet/subAccountQueries';
import { webhooksKey, type WebhookEndpoint } from '../../../lib/cabinet/webhookQueries';
import { Webhooks } from './Webhooks';

// The section on the API, after its reads: the endpoints and the sub-accounts come from their cache keys.

const endpoints: WebhookEndpoint[] = [
  {
    id: 'e1',
    url: 'https://monitor.farm.example/hooks/lode',
    description: 'Farm monitoring',
    format: 'standard',
    subaccounts: null,
    enabled: true,
    disabledReason: null,
    failingSince: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    lastDeliveryAt: null,
    lastStatusCode: null,
  },
];

const meta = {
  title: 'web/Settings/Webhooks on the API',
  component: Webhooks,
  decorators: [
    withPoolCache([
      cachedAnswer(webhooksKey(), { endpoints }),
      cachedAnswer(subAccountListKey(), {
        items: [
          { name: 'main', default: true, createdAt: '2026-11-01T00:00:00.000Z', archivedAt: null },
          {
            name: 'old',
            default: false,
            createdAt: '2026-11-02T00:00:00.000Z',
            archivedAt: '2026-11-20T00:00:00.000Z',
          },
          { name: 'north', default: false, createdAt: '2026-11-03T00:00:00.000Z', archivedAt: null },
        ],
        limit: 10,
      }),
    ]),
    withApp('/settings'),
  ],
  parameters: {
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
} satisfies Meta<typeof Webhooks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cached endpoint, not yet delivered to; the form offers the active sub-accounts only. */
export const Read: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('region', { name: 'Your endpoints' }, { timeout: 10_000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByText('None yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'All sub-accounts, also ones added later' }));
    await expect(canvas.getByRole('checkbox', { name: 'north' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: 'old' })).toBeNull();
  },
};
