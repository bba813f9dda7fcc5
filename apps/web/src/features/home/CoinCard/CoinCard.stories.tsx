import type { PoolSchema } from '@lode/pool-api/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { CoinCard } from './CoinCard';

const litecoin: PoolSchema<'Coin'> = {
  id: 'LTC',
  name: 'Litecoin',
  algorithm: 'Scrypt',
  mergedWith: null,
  scheme: 'PPS+',
  poolFee: '0.02',
  blockReward: '6.25000000',
  blockTime: 150,
  minPayout: '0.01000000',
  maxPayout: '1000.00000000',
  payoutFee: '0.00010000',
  priceUsd: '86.12',
  poolHashrate: 1.25e13,
  networkHashrate: 1.9e15,
  networkDifficulty: 3.1e7,
  workers: 4211,
  miners: 1304,
  lastBlock: { height: 2719402, time: '2026-11-22T18:00:00.000Z' },
  stratum: ['stratum+tcp://ltc.lode.example:3333', 'stratum+ssl://ltc.lode.example:3334'],
  explorerTxUrl: 'https://litecoinspace.org/tx/{tx}',
};

const meta = {
  title: 'web/CoinCard',
  component: CoinCard,
  decorators: [withApp('/')],
  args: { coin: litecoin },
} satisfies Meta<typeof CoinCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A coin's live figures and terms, with its stratum addresses to copy. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Litecoin (LTC)', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('PPS+')).toBeVisible();
    await expect(canvas.getByText('stratum+tcp://ltc.lode.example:3333')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /Copy/ }).length).toBeGreaterThan(0);
  },
};

/** Before the figures arrive: the card keeps its size. */
export const Loading: Story = {
  args: { coin: undefined },
};

/** The pool API did not answer: the figures say so instead of staying blank. */
export const Failed: Story = {
  args: { coin: undefined, failed: true },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Unavailable', {}, { timeout: 10_000 })).length).toBeGreaterThan(
      0,
    );
  },
};
