import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { colorRoles } from '../tokens/palette';
import { ProgressBar } from './ProgressBar';
import { usageDocs } from '../../../../.storybook/usageNote';

const meta = {
  title: 'ui/ProgressBar',
  component: ProgressBar,
  parameters: {
    docs: usageDocs({
      summary: 'A determinate progress bar with a label and a formatted value.',
      use: "For progress toward a known amount: the balance toward the payout threshold, an upload, a block's confirmations.",
      avoid:
        'When the length of the work is unknown (use Spinner or NavigationProgress), or for a value that is not progress (show the figure).',
      keyboard: 'None: it takes no focus; screen readers read its label and value.',
    }),
  },
  tags: ['autodocs'],
  args: { label: 'Balance towards payout threshold', value: 62, max: 100 },
  argTypes: {
    tone: { control: 'select', options: colorRoles },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Percentage: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Balance towards payout threshold' });
    await expect(bar).toHaveAttribute('aria-valuenow', '62');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '62%');
    await expect(canvas.getByText('62%')).toBeVisible();
  },
};

/** The balance against a 0.01 LTC threshold, told in coins rather than a percentage. */
export const PayoutThreshold: Story = {
  args: {
    value: 0.00734,
    max: 0.01,
    tone: 'success',
    formatValue: (value, max) => `${value.toFixed(5)} of ${max.toFixed(2)} LTC`,
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Balance towards payout threshold' });
    await expect(bar).toHaveAttribute('aria-valuetext', '0.00734 of 0.01 LTC');
    // The filled part covers 73.4 % of the track.
    const fill = bar.firstElementChild;
    if (!fill) throw new Error('No indicator');
    const ratio = (fill.getBoundingClientRect().right - bar.getBoundingClientRect().left) / bar.clientWidth;
    await expect(ratio).toBeCloseTo(0.734, 2);
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Block effort', showLabel: false, value: 48, size: 'sm', tone: 'info' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Block effort' })).toHaveAttribute(
      'aria-valuenow',
      '48',
    );
    await expect(canvas.queryByText('Block effort')).toBeNull();
  },
};

export const OutOfRangeIsClamped: Story = {
  args: { label: 'Export progress', value: 140 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

/** A CSV export of payouts advancing step by step. */
export const Advancing: Story = {
  args: { label: 'Exporting payouts (CSV)' },
  render: function Render(args) {
    const [done, setDone] = useState(0);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <ProgressBar {...args} value={done} max={480} formatValue={(v, m) => `${v} of ${m} rows`} />
        <Button size="sm" variant="outline" onClick={() => setDone((d) => Math.min(d + 120, 480))}>
          Next batch
        </Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Exporting payouts (CSV)' });
    await expect(bar).toHaveAttribute('aria-valuetext', '0 of 480 rows');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(bar).toHaveAttribute('aria-valuenow', '240');
    await expect(bar).toHaveAttribute('aria-valuetext', '240 of 480 rows');
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(bar).toHaveAttribute('data-state', 'complete');
  },
};
