import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cachedAnswer, dogecoin, litecoin } from '../../app/testing/poolFixtures';
import { withApp, withPoolCache } from '../../app/testing/storyApp';
import { publicKeys } from '../../lib/pool/keys';
import { PoolFigures } from './PoolFigures';

const meta = {
  title: 'web/PoolFigures',
  component: PoolFigures,
  decorators: [
    // The answer of `GET /coins`, as the home page's cache holds it after the request.
    withPoolCache([cachedAnswer(publicKeys.coins(), [litecoin, dogecoin])]),
    withApp('/'),
  ],
} satisfies Meta<typeof PoolFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card per coin the pool mines, Litecoin and the merge-mined Dogecoin. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Litecoin (LTC)', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Dogecoin (DOGE)')).toBeVisible();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
  },
};
