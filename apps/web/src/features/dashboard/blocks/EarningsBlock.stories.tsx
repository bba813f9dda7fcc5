import { formatCryptoAmount } from '@lode/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { EarningsBlock } from './EarningsBlock';
import { storySummary } from './fixtures';

const [ltc, doge] = storySummary.earnings;

const meta = {
  title: 'web/Dashboard/EarningsBlock',
  component: EarningsBlock,
  decorators: [withApp('/dashboard')],
  args: { coin: 'LTC', earning: ltc, loading: false },
} satisfies Meta<typeof EarningsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing settled yet: the balance reads zero in the coin's precision, beside yesterday's earnings. */
export const ZeroBalance: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'LTC' })).toBeVisible();
    const balance = canvasElement.querySelector('[data-stat="LTC.balance"] dd');
    await expect(balance?.textContent).toBe(`${formatCryptoAmount('0.00000000', 'en')} LTC`);
    await expect(canvas.getByText(formatCryptoAmount('0.23956423', 'en'))).toBeVisible();
  },
};

/** A seven-digit total: it wraps between its digit groups if it must, at the size of its neighbours, inside the block. */
export const SevenDigitTotal: Story = {
  args: { coin: 'DOGE', earning: doge },
  play: async ({ canvas, canvasElement }) => {
    const total = await canvas.findByText(formatCryptoAmount('1234567.12345678', 'en'));
    const yesterday = canvas.getByText(formatCryptoAmount('23.80000000', 'en'));
    await expect(getComputedStyle(total).fontSize).toBe(getComputedStyle(yesterday).fontSize);
    const block = canvasElement.querySelector('section');
    await expect(block && block.scrollWidth <= block.clientWidth).toBe(true);
  },
};

/** While the summary loads: the block keeps its shape with skeletons. */
export const Loading: Story = {
  args: { earning: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'LTC' })).toBeVisible();
    await expect(canvas.queryByText(/^\s*LTC$/, { selector: 'span' })).toBeNull();
  },
};
