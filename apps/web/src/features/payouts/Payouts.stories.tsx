import type { PoolSchema } from '@lode/pool-api/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cachedAnswer, storySubAccount } from '../../app/testing/poolFixtures';
import { storyAuth, withApp, withPoolCache } from '../../app/testing/storyApp';
import { accountKeys } from '../../lib/pool/keys';
import { Payouts } from './Payouts';
import { payoutsRoute } from './route';

// The payouts page with its list in the cache, as after `GET /account/payouts`, from a pool engine that records the
// transaction but neither the network fee nor the confirmations (Miningcore): status "Sent", the fee not reported.
// The next-payout estimate (summary, wallets) stays loading.

type Payout = PoolSchema<'Payout'>;

const payout = (id: string, over: Partial<Payout> = {}): Payout => ({
  id,
  time: '2026-11-22T01:30:00.000Z',
  coin: 'LTC',
  amount: '1.25000000',
  fee: null,
  address: 'ltc1qg82a8m9e3fzy5r5v0lxk0k6m7u0p5t4h0sq0nd',
  txId: `${id}9f2c4e1b7a3d5f60e8c2b4a6d8f0e1c3b5a7d9f1e3c5b7a9d1f3e5c7b9a1d3f5`,
  explorerUrl: 'https://litecoinspace.org/tx/9f2c',
  status: 'sent',
  ...over,
});

const meta = {
  title: 'web/Payouts',
  component: Payouts,
  args: { route: payoutsRoute },
  decorators: [
    withPoolCache([
      cachedAnswer(accountKeys.allPayouts(storySubAccount, 'Scrypt'), {
        items: [payout('a1'), payout('b2', { time: '2026-11-21T01:40:00.000Z', amount: '1.10000000' })],
        total: 2,
      }),
    ]),
    withApp('/payouts'),
  ],
  parameters: {
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
} satisfies Meta<typeof Payouts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent payouts without a reported fee: "Sent", a note on what it means, a filter for it, and no made-up 0 fee. */
export const SentWithoutFee: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Payouts' }, { timeout: 10_000 });
    await expect(within(table).getAllByText('Sent')).toHaveLength(2);
    await expect(within(table).getAllByText('Not reported by the pool')).toHaveLength(2);
    await expect(
      canvas.getByText(/the pool recorded the transaction but does not track its confirmations/),
    ).toBeVisible();
    const status = canvas.getByRole('combobox', { name: 'Status' });
    await expect(within(status).getByRole('option', { name: 'Sent' })).toBeInTheDocument();
  },
};

/** Payouts the pool tracks to confirmation, with their fee: no "Sent" option or note. */
export const Confirmed: Story = {
  decorators: [
    withPoolCache([
      cachedAnswer(accountKeys.allPayouts(storySubAccount, 'Scrypt'), {
        items: [payout('c3', { status: 'confirmed', fee: '0.00010000' })],
        total: 1,
      }),
    ]),
  ],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Payouts' }, { timeout: 10_000 });
    await expect(within(table).getByText('Confirmed')).toBeVisible();
    await expect(within(table).queryByText('Not reported by the pool')).toBeNull();
    const status = canvas.getByRole('combobox', { name: 'Status' });
    await expect(within(status).queryByRole('option', { name: 'Sent' })).toBeNull();
  },
};
