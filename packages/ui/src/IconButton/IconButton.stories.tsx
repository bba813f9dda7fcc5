import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from './IconButton';
import { usageDocs } from '../../../../.storybook/usageNote';

const refresh = (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5" />
  </svg>
);

const meta = {
  title: 'ui/IconButton',
  component: IconButton,
  parameters: {
    docs: usageDocs({
      summary: 'A square button that shows only an icon; its `label` is its accessible name.',
      use: "For familiar actions in tight places: close, copy, refresh, the menu button, a row's more-actions trigger.",
      avoid:
        'For an action whose icon is not obvious (use Button with words), or for the main action of a page.',
      keyboard: 'Tab focuses it; Enter and Space press it.',
    }),
  },
  args: { label: 'Refresh workers', children: refresh, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Refresh workers' });
    await expect(button.getBoundingClientRect().width).toBeCloseTo(button.getBoundingClientRect().height, 0);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const SizesAndTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <IconButton {...args} size="sm" label="Refresh (small)" />
      <IconButton {...args} size="md" variant="soft" tone="primary" label="Refresh (medium)" />
      <IconButton {...args} size="lg" variant="solid" tone="error" label="Refresh (large)" />
    </div>
  ),
  play: async ({ canvas }) => {
    const sides = canvas.getAllByRole('button').map((b) => Math.round(b.getBoundingClientRect().width));
    await expect(sides).toEqual([32, 40, 48]);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Refresh workers' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
