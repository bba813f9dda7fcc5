import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cachedAnswer, storySubAccount } from '../../app/testing/poolFixtures';
import { storyAuth, withApp, withPoolCache } from '../../app/testing/storyApp';
import type { Wallet } from '../../lib/cabinet/settingsQueries';
import { settingsKeys } from '../../lib/pool/keys';
import { Wallets } from './Wallets';

// The wallets page in front of a pool engine, as after its read: Litecoin waiting for its proof worker, Dogecoin
// proved. In each language, since the proof's steps are the page's longest texts (the phone mode shows they wrap).

const ltcAddress = 'ltc1qzyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3nmndwj';
const dogeAddress = 'D6hLULEGDRbk86j58t5iWmeinqM6acA16V';

const items: Wallet[] = [
  {
    coin: 'LTC',
    address: ltcAddress,
    payoutThreshold: '0.10000000',
    minPayout: '0.10000000',
    maxPayout: '1000.00000000',
    paused: null,
    addressChangedAt: '2026-11-22T18:00:00.000Z',
    payoutsHeldUntil: null,
    payoutsFrozenAt: null,
    proof: {
      status: 'pending',
      workerName: 'lodek3x9q2ab',
      login: `${ltcAddress}.lodek3x9q2ab`,
      requestedAt: '2026-11-22T18:00:00.000Z',
      provenAt: null,
    },
    thresholdTakesEffectWithin: 600,
  },
  {
    coin: 'DOGE',
    address: dogeAddress,
    payoutThreshold: '100.00000000',
    minPayout: '10.00000000',
    maxPayout: '1000000.00000000',
    paused: null,
    addressChangedAt: '2026-11-20T09:00:00.000Z',
    payoutsHeldUntil: null,
    payoutsFrozenAt: null,
    proof: {
      status: 'proven',
      workerName: 'lodem4r7t2cd',
      login: `${dogeAddress}.lodem4r7t2cd`,
      requestedAt: '2026-11-20T09:00:00.000Z',
      provenAt: '2026-11-20T09:12:00.000Z',
    },
    thresholdTakesEffectWithin: 600,
  },
];

const list = { items, total: items.length };

const meta = {
  title: 'web/Wallets',
  component: Wallets,
  decorators: [
    // Both algorithms' keys, so a story that left another algorithm in its cookie does not leave this one loading.
    withPoolCache([
      cachedAnswer(settingsKeys.wallets(storySubAccount, 'Scrypt'), list),
      cachedAnswer(settingsKeys.wallets(storySubAccount, 'SHA256'), list),
    ]),
    withApp('/wallets'),
  ],
  parameters: {
    layout: 'fullscreen',
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
} satisfies Meta<typeof Wallets>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One address waits for its worker, the other is proved: each card says where it stands. */
export const EnginePool: Story = {
  play: async ({ canvas }) => {
    const ltc = await canvas.findByRole('region', { name: 'LTC wallet' }, { timeout: 10_000 });
    await expect(within(ltc).getByText('Waiting for the worker')).toBeVisible();
    await expect(within(ltc).getByRole('button', { name: 'Check now' })).toBeVisible();
    const doge = canvas.getByRole('region', { name: 'DOGE wallet' });
    await expect(within(doge).getByText(/^Proved on /)).toBeVisible();
    await expect(
      within(doge).getByText('Applies at the pool’s next payout run, within 10 minutes'),
    ).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

/** The same in Russian. */
export const EnginePoolRussian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    const ltc = await canvas.findByRole('region', { name: 'Кошелёк LTC' }, { timeout: 10_000 });
    await expect(within(ltc).getByText('Ждём воркер')).toBeVisible();
    await expect(within(ltc).getByRole('region', { name: 'Подтвердите, что этот адрес ваш' })).toBeVisible();
    await expect(within(ltc).getByRole('button', { name: 'Проверить сейчас' })).toBeVisible();
    const doge = canvas.getByRole('region', { name: 'Кошелёк DOGE' });
    await expect(within(doge).getByText(/^Подтверждён /)).toBeVisible();
    await expect(within(doge).getByText(/в течение 10 минут$/)).toBeVisible();
  },
};

/** The same in Chinese. */
export const EnginePoolChinese: Story = {
  globals: { locale: 'cn' },
  play: async ({ canvas }) => {
    const ltc = await canvas.findByRole('region', { name: 'LTC 钱包' }, { timeout: 10_000 });
    await expect(within(ltc).getByText('等待矿工')).toBeVisible();
    await expect(within(ltc).getByRole('button', { name: '立即检查' })).toBeVisible();
    const doge = canvas.getByRole('region', { name: 'DOGE 钱包' });
    await expect(within(doge).getByText(/^已于 .+ 证明$/)).toBeVisible();
    await expect(within(doge).getByText(/10 分钟内$/)).toBeVisible();
  },
};
