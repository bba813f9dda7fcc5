import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { storyDay, storySummary } from './fixtures';
import { HashrateBlock } from './HashrateBlock';

const meta = {
  title: 'web/Dashboard/HashrateBlock',
  component: HashrateBlock,
  decorators: [withApp('/dashboard')],
  args: { summary: storySummary, day: storyDay, loading: false },
} satisfies Meta<typeof HashrateBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 10-minute figure large, the hour and the day beside it, the day's line, the rates small. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Hashrate' })).toBeVisible();
    await expect(canvas.getByText('48.20 GH/s')).toBeVisible();
    await expect(canvas.getByText('47.10 GH/s')).toBeVisible();
    await expect(canvas.getByText('0.81%')).toBeVisible();
    const line = canvasElement.querySelector('[data-testid="hashrate-sparkline"] path');
    await expect(line?.getAttribute('d')).toMatch(/^M0\.0 /);
  },
};

/** While the summary loads: skeletons hold the figures' places. */
export const Loading: Story = {
  args: { summary: undefined, day: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Hashrate' })).toBeVisible();
    await expect(canvas.queryByText(/GH\/s/)).toBeNull();
  },
};

/** A pool engine that does not report rejected or stale work: said so, never a made-up 0. */
export const RatesNotReported: Story = {
  args: { summary: { ...storySummary, rejectRate: null, staleRate: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText('Not reported by the pool')).toHaveLength(2);
  },
};

/** The summary could not be loaded: each figure says so. */
export const Unavailable: Story = {
  args: { summary: undefined, day: undefined, error: 'Unavailable' },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText('Unavailable')).toHaveLength(5);
  },
};
