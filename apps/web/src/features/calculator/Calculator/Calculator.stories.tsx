import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cachedAnswer, dogecoin, litecoin } from '../../../app/testing/poolFixtures';
import { withApp, withPoolCache } from '../../../app/testing/storyApp';
import { publicKeys } from '../../../lib/pool/keys';
import { Calculator } from './Calculator';

// The calculator on the coins of `GET /coins` as the page's cache holds them. A pool engine that reports no prices
// (Miningcore) still gives coins per day and the power cost; every other USD figure is "not reported", never $0.

const meta = {
  title: 'web/Calculator',
  component: Calculator,
  decorators: [withPoolCache([cachedAnswer(publicKeys.coins(), [litecoin, dogecoin])]), withApp('/calc')],
} satisfies Meta<typeof Calculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prices known: revenue, power cost and profit in USD, and the prices the estimate used. */
export const WithPrices: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, { timeout: 10_000 });
    const revenue = within(table).getByRole('row', { name: /Revenue/ });
    await expect(within(revenue).getAllByText(/\$/)).toHaveLength(3);
    await expect(within(table).queryByText('Not reported by the pool')).toBeNull();
    await expect(canvas.getByText(/LTC \$86\.12/)).toBeVisible();
  },
};

/** No prices from the pool: coins per day and the power cost stay, revenue, profit and break-even are unknown. */
export const PricesNotReported: Story = {
  decorators: [
    withPoolCache([
      cachedAnswer(publicKeys.coins(), [
        { ...litecoin, priceUsd: null },
        { ...dogecoin, priceUsd: null },
      ]),
    ]),
  ],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, { timeout: 10_000 });
    const row = (name: RegExp) => within(within(table).getByRole('row', { name }));
    await expect(row(/^LTC/).getAllByText(/LTC/).length).toBeGreaterThan(0);
    await expect(row(/Revenue/).getAllByText('Not reported by the pool')).toHaveLength(3);
    await expect(row(/Profit/).getAllByText('Not reported by the pool')).toHaveLength(3);
    await expect(row(/Power cost/).getAllByText(/\$/)).toHaveLength(3);
    await expect(
      canvas.getByText('Break-even: unknown, the pool does not report the coin prices.'),
    ).toBeVisible();
  },
};
