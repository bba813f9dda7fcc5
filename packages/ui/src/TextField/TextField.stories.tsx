import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { descriptionsOf, resolveColor } from '../Field/storyColors';
import { vars } from '../tokens/vars.css';
import { TextField } from './TextField';
import { usageDocs } from '../../../../.storybook/usageNote';

const meta = {
  title: 'ui/TextField',
  component: TextField,
  parameters: {
    docs: usageDocs({
      summary: 'A labelled text input with hint, error, prefix and suffix, controlled or uncontrolled.',
      use: 'For free text and identifiers: a wallet address, a worker name, an email, a search.',
      avoid:
        'For numbers the miner types as amounts (use NumberField), for a choice from a list (use Select), or for long text (a textarea in Field).',
      keyboard: "Tab focuses the input; the browser's own editing keys; Enter submits the form it is in.",
    }),
  },
  args: { label: 'Worker name', placeholder: 'rig-01', onChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'password', 'search', 'tel', 'url'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Worker name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // The box around the input shows the focus ring.
    const box = input.parentElement;
    if (!box) throw new Error('The input has no box');
    await expect(getComputedStyle(box).outlineStyle).toBe('solid');
    await expect(getComputedStyle(box).outlineColor).toBe(resolveColor(vars.color.focusRing));
    await userEvent.keyboard('rig-07');
    await expect(input).toHaveValue('rig-07');
    await expect(args.onChange).toHaveBeenCalledTimes(6);
    await expect(box.getBoundingClientRect().height).toBeCloseTo(40, 0);
    await expect(getComputedStyle(box).backgroundColor).toBe(resolveColor(vars.color.surface));
    await expect(getComputedStyle(box).borderTopColor).toBe(resolveColor(vars.color.borderStrong));
  },
};

export const WithHint: Story = {
  args: {
    label: 'Payout address',
    placeholder: undefined,
    hint: 'Your Litecoin address: starts with L, M or ltc1',
    required: true,
    fullWidth: true,
  },
  parameters: { layout: 'padded' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Payout address' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(descriptionsOf(input)).toEqual(['Your Litecoin address: starts with L, M or ltc1']);
    const hint = canvas.getByText('Your Litecoin address: starts with L, M or ltc1');
    await expect(getComputedStyle(hint).color).toBe(resolveColor(vars.color.textMuted));
  },
};

export const WithError: Story = {
  args: {
    label: 'Notification email',
    type: 'email',
    placeholder: undefined,
    defaultValue: 'miner@lode',
    hint: 'Worker offline alerts go here',
    error: 'Please enter a valid email',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Notification email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Worker offline alerts go here Please enter a valid email',
    );
    const error = canvas.getByText('Please enter a valid email');
    await expect(error).toHaveAttribute('aria-live', 'polite');
    await expect(getComputedStyle(error).color).toBe(resolveColor(vars.color.error.text));
    const box = input.parentElement;
    if (!box) throw new Error('The input has no box');
    await expect(getComputedStyle(box).borderTopColor).toBe(resolveColor(vars.color.error.solid));
    // The text that failed stays for the person to correct.
    await expect(input).toHaveValue('miner@lode');
  },
};

export const Disabled: Story = {
  args: { label: 'Worker group', defaultValue: 'Basement', disabled: true, placeholder: undefined },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Worker group' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Basement');
    await expect(args.onChange).not.toHaveBeenCalled();
    // A disabled field is skipped by Tab.
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: {
    label: 'Stratum URL',
    readOnly: true,
    defaultValue: 'stratum+tcp://ltc.lode.example:3333',
    hint: 'Point your miners here',
    fullWidth: true,
    placeholder: undefined,
  },
  parameters: { layout: 'padded' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Stratum URL' });
    // Read-only text can still be focused and copied, not changed.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('stratum+tcp://ltc.lode.example:3333');
  },
};

function SearchIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

export const PrefixAndSuffix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField
        {...args}
        label="Electricity price"
        prefix="$"
        suffix="per kWh"
        defaultValue="0.08"
        inputMode="decimal"
      />
      <TextField {...args} label="Search workers" type="search" prefix={<SearchIcon />} placeholder="rig-" />
    </div>
  ),
  play: async ({ canvas }) => {
    const price = canvas.getByRole('textbox', { name: 'Electricity price' });
    // A unit in text is read with the value; an icon is not.
    await expect(descriptionsOf(price)).toEqual(['$', 'per kWh']);
    const search = canvas.getByRole('searchbox', { name: 'Search workers' });
    await expect(search).not.toHaveAttribute('aria-describedby');
    await userEvent.click(search);
    await userEvent.keyboard('rig-0');
    await expect(search).toHaveValue('rig-0');
  },
};

export const Types: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} label="Username" type="text" placeholder="miner42" autoComplete="username" />
      <TextField {...args} label="Email" type="email" placeholder="you@example.com" autoComplete="email" />
      <TextField
        {...args}
        label="Password"
        type="password"
        placeholder={undefined}
        autoComplete="current-password"
      />
      <TextField {...args} label="Search" type="search" placeholder="Worker or group" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    // Tab walks the fields in order.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} label="Small" size="sm" />
      <TextField {...args} label="Medium" size="md" />
      <TextField {...args} label="Large" size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['Small', 'Medium', 'Large'].map((name) =>
      Math.round(canvas.getByRole('textbox', { name }).parentElement?.getBoundingClientRect().height ?? 0),
    );
    // The same heights as the Button sizes, so a field and a button line up in a row.
    await expect(heights).toEqual([32, 40, 48]);
  },
};
