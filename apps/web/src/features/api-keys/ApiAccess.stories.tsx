import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cachedAnswer } from '../../app/testing/poolFixtures';
import { storyAuth, withApp, withPoolCache } from '../../app/testing/storyApp';
import type { ApiKey } from '../../lib/cabinet/settingsQueries';
import { subAccountListKey, type SubAccountList } from '../../lib/cabinet/subAccountQueries';
import { settingsKeys } from '../../lib/pool/keys';
import { ApiAccess } from './ApiAccess';

// The API page after its reads: a key for every sub-account and one limited to a single site.

const keys: ApiKey[] = [
  {
    id: 'k2',
    name: 'North site watcher',
    scopes: ['account:read'],
    prefix: 'lode_k2ab',
    createdAt: '2026-11-21T10:00:00.000Z',
    lastUsedAt: null,
    revokedAt: null,
    subaccounts: ['north-site'],
  },
  {
    id: 'k1',
    name: 'Grafana',
    scopes: ['account:read', 'settings:read'],
    prefix: 'lode_k1cd',
    createdAt: '2026-11-02T08:00:00.000Z',
    lastUsedAt: null,
    revokedAt: null,
    subaccounts: null,
  },
];

const subAccounts: SubAccountList = {
  items: [
    { name: 'demo', default: true, createdAt: '2026-03-02T10:00:00.000Z', archivedAt: null },
    { name: 'north-site', default: false, createdAt: '2026-11-20T09:00:00.000Z', archivedAt: null },
  ],
  limit: 200,
};

const meta = {
  title: 'web/ApiAccess',
  component: ApiAccess,
  decorators: [
    withPoolCache([
      cachedAnswer(settingsKeys.apiKeys(), { items: keys, total: keys.length }),
      cachedAnswer(subAccountListKey(), subAccounts),
    ]),
    withApp('/api'),
  ],
  parameters: {
    layout: 'fullscreen',
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
} satisfies Meta<typeof ApiAccess>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each key says which sub-accounts it reaches; the form offers all of them or a choice. */
export const KeysBySubAccount: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'API keys' }, { timeout: 10_000 });
    const north = within(table).getByRole('row', { name: /North site watcher/ });
    await expect(within(north).getByRole('cell', { name: 'north-site' })).toBeVisible();
    const grafana = within(table).getByRole('row', { name: /Grafana/ });
    await expect(within(grafana).getByRole('cell', { name: 'All' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /All sub-accounts/ })).toBeChecked();
  },
};
