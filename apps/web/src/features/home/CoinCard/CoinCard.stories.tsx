import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { litecoin } from '../../../app/testing/poolFixtures';
import { withApp } from '../../../app/testing/storyApp';
import { CoinCard } from './CoinCard';

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
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Litecoin (LTC)', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('PPS+')).toBeVisible();
    await expect(canvas.getByText('stratum+tcp://ltc.lode.example:3333')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /Copy/ }).length).toBeGreaterThan(0);
    // The four figures have one size, the hashrate's unit set apart from its digits.
    const figures = canvasElement.querySelectorAll('[data-stat] dd > span:first-child');
    await expect(figures).toHaveLength(4);
    await expect(new Set([...figures].map((figure) => getComputedStyle(figure).fontSize)).size).toBe(1);
    const hashrate = canvasElement.querySelector('[data-stat="poolHashrate"] dd');
    await expect(hashrate?.lastElementChild).toHaveTextContent(/^[kMGTPE]?H\/s$/);
  },
};

/** A pool paying PPLNS (as Miningcore pools may) without a price: the scheme as the pool writes it. */
export const Pplns: Story = {
  args: { coin: { ...litecoin, scheme: 'PPLNS', priceUsd: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Litecoin (LTC)', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('PPLNS')).toBeVisible();
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
