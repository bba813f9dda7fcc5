import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CopyButton } from './CopyButton';
import { usageDocs } from '../../../../.storybook/usageNote';

const meta = {
  title: 'ui/CopyButton',
  component: CopyButton,
  parameters: {
    docs: usageDocs({
      summary:
        'Copies a value (an address, a stratum URL, an API key) and confirms with "Copied" for a second.',
      use: "Beside a value the miner pastes elsewhere: a stratum URL into the miner's config, a wallet address, a watcher link.",
      avoid:
        'For a value short enough to type, or one the reader should check rather than paste blindly; never for a secret shown in full on a shared screen.',
      keyboard:
        'Tab focuses it; Enter and Space copy. The confirmation is announced, and focus stays on the button.',
    }),
  },
  args: { value: 'stratum+tcp://ltc.lode.example:3333', label: 'Copy stratum URL', onCopied: fn() },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy stratum URL' });
    await userEvent.click(button);
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await expect(args.onCopied).toHaveBeenCalledTimes(1);
    // The confirmation resets after one second.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy stratum URL' })).toBeVisible(), {
      timeout: 2000,
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const CopiesTheValue: Story = {
  args: { value: 'ltc1qg82tq6xk8x2m0wl8d3h5p7k3m6f5r0d2y7c4s9', label: 'Copy address' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <code>{args.value}</code>
      <CopyButton {...args} />
      <label>
        Paste here
        <input aria-label="Paste here" />
      </label>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied'));
    const input = canvas.getByRole('textbox', { name: 'Paste here' });
    await userEvent.click(input);
    await userEvent.paste();
    await expect(input).toHaveValue('ltc1qg82tq6xk8x2m0wl8d3h5p7k3m6f5r0d2y7c4s9');
  },
};

export const Translated: Story = {
  args: { label: 'Копировать', copiedLabel: 'Скопировано', failedLabel: 'Не удалось скопировать' },
  play: async ({ canvas }) => {
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Скопировано' })).toBeVisible();
  },
};
