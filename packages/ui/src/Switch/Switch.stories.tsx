import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { descriptionsOf, resolveColor } from '../Field/storyColors';
import { vars } from '../tokens/vars.css';
import { Switch } from './Switch';

const meta = {
  title: 'ui/Switch',
  component: Switch,
  args: { label: 'Pause payouts', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Pause payouts' });
    await expect(control).not.toBeChecked();
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await expect(getComputedStyle(control).outlineStyle).toBe('solid');
    // Space and Enter both toggle a switch (it is a button).
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    // Resolved outside waitFor: resolveColor touches the DOM, which would wake waitFor's observer again and again.
    const solid = resolveColor(vars.color.primary.solid);
    await waitFor(() => expect(getComputedStyle(control).backgroundColor).toBe(solid));
    await userEvent.keyboard('{Enter}');
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('Pause payouts'));
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const WithHint: Story = {
  args: {
    label: 'Dark charts on the public page',
    hint: 'Visitors see the pool hashrate chart in the dark theme',
    defaultChecked: true,
  },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Dark charts on the public page' });
    await expect(control).toBeChecked();
    await expect(descriptionsOf(control)).toEqual(['Visitors see the pool hashrate chart in the dark theme']);
  },
};

export const WithError: Story = {
  args: {
    label: 'Watcher link',
    hint: 'A read-only link to your dashboard',
    error: 'Turn on two-factor sign-in before sharing a watcher link',
  },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Watcher link' });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(descriptionsOf(control)).toEqual([
      'A read-only link to your dashboard',
      'Turn on two-factor sign-in before sharing a watcher link',
    ]);
    const error = canvas.getByText('Turn on two-factor sign-in before sharing a watcher link');
    await expect(getComputedStyle(error).color).toBe(resolveColor(vars.color.error.text));
  },
};

export const Disabled: Story = {
  args: {
    label: 'Merge-mine Dogecoin',
    hint: 'Always on for Scrypt workers',
    disabled: true,
    defaultChecked: true,
  },
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Merge-mine Dogecoin' });
    await expect(control).toBeDisabled();
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
