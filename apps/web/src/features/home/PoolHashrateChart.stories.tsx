import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { cachedAnswer, litecoinWeek } from '../../app/testing/poolFixtures';
import { withApp, withPoolCache } from '../../app/testing/storyApp';
import { publicKeys } from '../../lib/pool/keys';
import { PoolHashrateChart } from './PoolHashrateChart';

const meta = {
  title: 'web/PoolHashrateChart',
  component: PoolHashrateChart,
  decorators: [
    // The answer of `GET /coins/LTC/history?range=7d&interval=1h`, as the home page's cache holds it.
    withPoolCache([cachedAnswer(publicKeys.coinHistory('LTC', '7d', '1h'), litecoinWeek)]),
    withApp('/'),
  ],
  args: { coin: 'LTC', title: 'Litecoin pool hashrate, last 7 days' },
} satisfies Meta<typeof PoolHashrateChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's week of pool hashrate, hourly, with its data table for screen readers. */
export const Week: Story = {
  play: async ({ canvas, args }) => {
    const chart = await canvas.findByRole('figure', { name: args.title }, { timeout: 10_000 });
    await expect(chart).toBeVisible();
    await expect(chart).not.toHaveAttribute('aria-busy');
    // The plot draws once the frame has reported its width (a ResizeObserver), a frame after the figure appears.
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull(), { timeout: 10_000 });
  },
};
