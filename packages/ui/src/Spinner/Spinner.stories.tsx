import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { colorRoles } from '../tokens/palette';
import { Spinner } from './Spinner';
import { usageDocs } from '../../../../.storybook/usageNote';

const meta = {
  title: 'ui/Spinner',
  component: Spinner,
  parameters: {
    docs: usageDocs({
      summary:
        'A spinning ring for work of unknown length; a status for screen readers when it has a `label`.',
      use: 'For a short wait in a small place: a block refreshing, a check running.',
      avoid:
        "For a page or table loading for the first time (use Skeleton, which keeps the layout), for a button's action (use its `loading`), or for progress of known length (use ProgressBar).",
      keyboard: 'None: it takes no focus.',
    }),
  },
  tags: ['autodocs'],
  args: { label: 'Loading workers' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'select', options: ['current', ...colorRoles] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standalone: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading workers');
    await expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner {...args} size="sm" label="Loading payouts" />
      <Spinner {...args} size="md" label="Loading blocks" />
      <Spinner {...args} size="lg" label="Loading hashrate chart" />
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = canvas
      .getAllByRole('status')
      .map((status) =>
        Math.round(status.querySelector('[aria-hidden="true"]')?.getBoundingClientRect().width ?? 0),
      );
    await expect(widths).toEqual([16, 24, 32]);
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {colorRoles.map((tone) => (
        <Spinner key={tone} {...args} tone={tone} label={`Loading (${tone})`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(colorRoles.length);
  },
};

/** Beside text that already says what is happening, the spinner is decoration and hidden from screen readers. */
export const Decorative: Story = {
  args: { label: undefined, size: 'sm' },
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
      <Spinner {...args} data-testid="spinner" />
      Syncing shares from the stratum servers…
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByTestId('spinner')).toHaveAttribute('aria-hidden', 'true');
  },
};
