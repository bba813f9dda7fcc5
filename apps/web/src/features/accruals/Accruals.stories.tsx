import type { PoolSchema } from '@lode/pool-api/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cachedAnswer, storySubAccount } from '../../app/testing/poolFixtures';
import { storyAuth, withApp, withPoolCache } from '../../app/testing/storyApp';
import { utcDay } from '../../lib/cabinet/queries';
import { dayRangeFromParams } from '../../lib/cabinet/reports';
import { accountKeys } from '../../lib/pool/keys';
import { Accruals } from './Accruals';
import { accrualsRoute } from './route';

// The accruals page with the default range (the last 30 UTC days) in the cache, as after `GET /account/accruals`.
// A pool engine that does not split the transaction-fee bonus from the amount (Miningcore) leaves it unknown.

type Accrual = PoolSchema<'Accrual'>;

const { from, to } = dayRangeFromParams(new URLSearchParams(), utcDay(new Date()), 30);

const accrual = (over: Partial<Accrual>): Accrual => ({
  date: to,
  coin: 'LTC',
  type: 'mining',
  status: 'unpaid',
  hashrate: 9.5e9,
  amount: '0.03981234',
  schemeAmount: '0.03981234',
  feeBonus: null,
  payoutId: null,
  ...over,
});

const meta = {
  title: 'web/Accruals',
  component: Accruals,
  args: { route: accrualsRoute },
  decorators: [
    withPoolCache([
      cachedAnswer(accountKeys.accrualRange(storySubAccount, 'Scrypt', from, to), {
        items: [
          accrual({}),
          accrual({ coin: 'DOGE', type: 'merged', amount: '95.60000000', schemeAmount: '95.60000000' }),
          accrual({
            date: from,
            amount: '0.04000000',
            schemeAmount: '0.03960000',
            feeBonus: '0.00040000',
          }),
        ],
        total: 3,
      }),
    ]),
    withApp('/accruals'),
  ],
  parameters: {
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
} satisfies Meta<typeof Accruals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fee bonus column: a figure where the pool splits it, "not reported by the pool" where it does not. */
export const FeeBonusNotReported: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Accruals per day' }, { timeout: 10_000 });
    await expect(within(table).getByRole('columnheader', { name: /Fee bonus/ })).toBeVisible();
    await expect(within(table).getAllByText('Not reported by the pool')).toHaveLength(2);
    await expect(within(table).getByText(/0\.0004/)).toBeVisible();
  },
};
