import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { colorRoles } from '../tokens/palette';
import { Badge } from './Badge';
import { usageDocs } from '../../../../.storybook/usageNote';

const meta = {
  title: 'ui/Badge',
  component: Badge,
  parameters: {
    docs: usageDocs({
      summary: 'A short label that classifies something: a payout status, a coin, a scheme.',
      use: 'Beside a name or in a table cell, to sort things at a glance: `Paid`, `Pending`, `LTC`, `PPLNS`. Its tone follows the meaning, and its words say it too.',
      avoid:
        'For something the reader can click (use Button or Link), for a live state with a dot (use StatusDot), or for a sentence (use Alert or plain text).',
      keyboard: 'None: it is text and takes no focus.',
    }),
  },
  tags: ['autodocs'],
  args: { children: 'Paid', tone: 'success' },
  argTypes: {
    tone: { control: 'select', options: colorRoles },
    variant: { control: 'inline-radio', options: ['soft', 'solid'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Paid');
    await expect(badge.tagName).toBe('SPAN');
    await expect(badge.getBoundingClientRect().height).toBeCloseTo(24, 0);
  },
};

/** Every tone in both variants; the text carries the meaning, the colour only reinforces it. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, auto)', gap: 8, justifyItems: 'start' }}>
      {colorRoles.flatMap((tone) =>
        (['soft', 'solid'] as const).map((variant) => (
          <Badge key={`${tone}-${variant}`} {...args} tone={tone} variant={variant}>
            {`${tone} ${variant}`}
          </Badge>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    const soft = canvas.getByText('error soft');
    const solid = canvas.getByText('error solid');
    await expect(getComputedStyle(soft).backgroundColor).not.toBe(getComputedStyle(solid).backgroundColor);
  },
};

/** Payout statuses and coin labels as they appear in the payouts table. */
export const PayoutStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <Badge tone="success">Paid</Badge>
      <Badge tone="info">Paying</Badge>
      <Badge tone="warning">Unpaid</Badge>
      <Badge tone="error">Failed</Badge>
      <Badge tone="primary" variant="solid" size="sm">
        LTC
      </Badge>
      <Badge tone="secondary" variant="solid" size="sm">
        DOGE
      </Badge>
      <Badge size="sm">PPLNS</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const text of ['Paid', 'Paying', 'Unpaid', 'Failed', 'LTC', 'DOGE', 'PPLNS']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.getByText('LTC').getBoundingClientRect().height).toBeCloseTo(20, 0);
  },
};
