import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { vars } from '../tokens/vars.css';
import { Card } from './Card';
import { usageDocs } from '../../../../.storybook/usageNote';

const meta = {
  title: 'ui/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Pool hashrate',
    description: '10 min average',
    children: (
      <p style={{ margin: 0, fontSize: vars.fontSize.xxl, fontVariantNumeric: 'tabular-nums' }}>1.284 TH/s</p>
    ),
  },
  argTypes: {
    as: { control: 'inline-radio', options: ['div', 'section', 'article'] },
    titleAs: { control: 'inline-radio', options: ['h2', 'h3', 'h4', 'h5', 'h6'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
  },
  parameters: {
    layout: 'padded',
    docs: usageDocs({
      summary:
        'A surface with a border and rounded corners, with an optional header: title, description and actions.',
      use: 'To group what belongs together on a page: one coin\'s figures, a worker\'s summary, a settings section. `as="section"` with a title makes it a named region.',
      avoid:
        'Around a single figure (use StatTile), around the whole page, or nested in another card: the borders add up to noise.',
      keyboard:
        'None of its own: the card takes no focus, and the controls inside keep the Tab order they have in the markup.',
    }),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Pool hashrate' })).toBeVisible();
    await expect(canvas.getByText('10 min average')).toBeVisible();
    // A plain div is no landmark.
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

const exportCsv = fn();

/** A page section: the title labels the region, the header carries the actions. */
export const SectionWithActions: Story = {
  args: {
    as: 'section',
    title: 'Payouts',
    description: 'Sent daily between 01:00 and 09:00 UTC',
    actions: (
      <Button variant="outline" size="sm" onClick={exportCsv}>
        Export CSV
      </Button>
    ),
    children: (
      <p style={{ margin: 0 }}>
        Last payout: <strong style={{ fontVariantNumeric: 'tabular-nums' }}>0.04218 LTC</strong> on 2024-05-02
      </p>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Payouts' });
    const button = canvas.getByRole('button', { name: 'Export CSV' });
    await expect(region).toContainElement(button);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(exportCsv).toHaveBeenCalledTimes(1);
  },
};

export const Article: Story = {
  args: {
    as: 'article',
    title: 'Merged mining with Dogecoin is live',
    titleAs: 'h3',
    description: '2024-04-18',
    children: (
      <p style={{ margin: 0 }}>
        Every Litecoin share now also mines Dogecoin. DOGE rewards are paid to the DOGE address in your wallet
        settings.
      </p>
    ),
  },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Merged mining with Dogecoin is live' });
    await expect(article.tagName).toBe('ARTICLE');
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
  },
};

/** The whole card is one link (a worker in a grid); the header renders inside it. */
export const AsLink: Story = {
  args: {
    asChild: true,
    title: 'rig-01',
    titleAs: 'h3',
    description: 'Online · last share 12 s ago',
    children: (
      <a href="#workers/rig-01">
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>9.52 GH/s</span>
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('href', '#workers/rig-01');
    await expect(link).toContainElement(canvas.getByRole('heading', { name: 'rig-01' }));
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Paddings: Story = {
  args: { title: undefined, description: undefined },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {(['none', 'sm', 'md', 'lg'] as const).map((padding) => (
        <Card key={padding} {...args} padding={padding} data-testid={padding}>
          <span>{padding}</span>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const paddings = (['none', 'sm', 'md', 'lg'] as const).map((p) =>
      parseFloat(getComputedStyle(canvas.getByTestId(p)).paddingTop),
    );
    // Strictly increasing, whatever the viewport does to md and lg.
    await expect(paddings[0]).toBe(0);
    await expect(paddings.every((value, i) => i === 0 || value > (paddings[i - 1] ?? 0))).toBe(true);
  },
};

export const Elevated: Story = {
  args: { elevated: true, title: 'Estimated earnings today', description: 'At the current 24 h hashrate' },
  render: (args) => <Card {...args} data-testid="card" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Estimated earnings today' })).toBeVisible();
    await expect(getComputedStyle(canvas.getByTestId('card')).boxShadow).not.toBe('none');
  },
};
