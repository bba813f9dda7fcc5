import type { PoolSchema } from '@lode/pool-api/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cachedAnswer } from '../../app/testing/poolFixtures';
import { withApp, withPoolCache } from '../../app/testing/storyApp';
import { publicKeys } from '../../lib/pool/keys';
import { Top } from './Top';

// The top page with the recent blocks in the cache, as after `GET /blocks` (the miners' ranking stays loading). A
// pool engine may record a block without its effort (and hash): the effort column says "not reported", not 0 %.

type Block = PoolSchema<'Block'>;

const block = (height: number, over: Partial<Block> = {}): Block => ({
  coin: 'LTC',
  height,
  hash: null,
  time: '2026-11-22T17:00:00.000Z',
  reward: '6.25000000',
  effort: null,
  status: 'confirmed',
  confirmations: 120,
  requiredConfirmations: 100,
  explorerUrl: `https://litecoinspace.org/block/${height}`,
  ...over,
});

const meta = {
  title: 'web/Top',
  component: Top,
  decorators: [
    withPoolCache([
      cachedAnswer(publicKeys.blocks(), {
        items: [block(2719402), block(2719380, { effort: 0.8731, time: '2026-11-22T15:00:00.000Z' })],
        total: 2,
      }),
    ]),
    withApp('/top'),
  ],
} satisfies Meta<typeof Top>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One block with its effort, one without: a dash read as "not reported by the pool" in its cell. */
export const EffortNotReported: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Recent blocks' }, { timeout: 10_000 });
    const unknown = within(within(table).getByRole('row', { name: /2719402/ }));
    await expect(unknown.getByText('Not reported by the pool')).toBeInTheDocument();
    const known = within(within(table).getByRole('row', { name: /2719380/ }));
    await expect(known.getByText(/87\.31\s?%/)).toBeVisible();
  },
};
