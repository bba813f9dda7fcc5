import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { descriptionsOf, resolveColor } from '../Field/storyColors';
import { vars } from '../tokens/vars.css';
import { Select, type SelectOption } from './Select';
import { usageDocs } from '../../../../.storybook/usageNote';

const coins: SelectOption[] = [
  { value: 'LTC', label: 'Litecoin (LTC)' },
  { value: 'DOGE', label: 'Dogecoin (DOGE)' },
];

const schedules: SelectOption[] = [
  { value: 'daily', label: 'Daily at 01:00 UTC' },
  { value: 'hourly', label: 'Hourly (coming soon)', disabled: true },
  { value: 'weekly', label: 'Weekly on Monday' },
  { value: 'threshold', label: 'When the threshold is reached' },
];

const meta = {
  title: 'ui/Select',
  component: Select,
  parameters: {
    docs: usageDocs({
      summary:
        'A labelled single choice from a list, on a native `<select>` that the platform draws (a picker on phones).',
      use: 'For one choice among many, or among few where space is short: coin, language, sub-account, period.',
      avoid:
        'For two to five options that fit side by side (use RadioGroup), for actions (use DropdownMenu), or for free text.',
      keyboard:
        "The browser's own: Tab focuses it, the arrow keys change the choice, typing jumps to an option, Space or Alt+ArrowDown opens the list.",
    }),
  },
  args: { label: 'Payout coin', placeholder: 'Choose a coin', options: coins, onValueChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const select = canvas.getByRole('combobox', { name: 'Payout coin' });
    await expect(select.tagName).toBe('SELECT');
    // Nothing chosen: the placeholder shows, muted, and is not offered as a choice.
    await expect(select).toHaveValue('');
    await expect(select).toHaveDisplayValue('Choose a coin');
    await expect(getComputedStyle(select).color).toBe(resolveColor(vars.color.textMuted));
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Litecoin (LTC)',
      'Dogecoin (DOGE)',
    ]);
    // The platform draws the open list in the page's scheme, so it is dark in the dark theme.
    await expect(getComputedStyle(select).colorScheme).toBe(globals.theme === 'dark' ? 'dark' : 'light');

    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(getComputedStyle(select).outlineStyle).toBe('solid');
    await userEvent.selectOptions(select, 'DOGE');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('DOGE');
    await expect(select).toHaveDisplayValue('Dogecoin (DOGE)');
    await expect(getComputedStyle(select).color).toBe(resolveColor(vars.color.text));
    await userEvent.selectOptions(select, 'Litecoin (LTC)');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('LTC');
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);

    // The chevron is drawn over the select but lets clicks through to it, so the whole box opens the list.
    const chevron = select.parentElement?.querySelector('svg');
    if (!chevron) throw new Error('No chevron');
    const { left, top, width, height } = chevron.getBoundingClientRect();
    await expect(document.elementFromPoint(left + width / 2, top + height / 2)).toBe(select);
  },
};

export const WithHint: Story = {
  args: {
    label: 'Payout schedule',
    placeholder: undefined,
    options: schedules,
    defaultValue: 'daily',
    hint: 'Payouts are sent in UTC; the fee is taken from the amount',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Payout schedule' });
    await expect(select).toHaveDisplayValue('Daily at 01:00 UTC');
    await expect(descriptionsOf(select)).toEqual([
      'Payouts are sent in UTC; the fee is taken from the amount',
    ]);
    await expect(getComputedStyle(select).height).toBe('40px');
  },
};

export const DisabledOption: Story = {
  args: { label: 'Payout schedule', placeholder: 'Choose a schedule', options: schedules },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Payout schedule' });
    await expect(canvas.getByRole('option', { name: 'Hourly (coming soon)' })).toBeDisabled();
    await expect(canvas.getByRole('option', { name: 'Weekly on Monday' })).toBeEnabled();
    await userEvent.selectOptions(select, 'weekly');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('weekly');
    await expect(select).toHaveValue('weekly');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This field is required' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Payout coin' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toBeRequired();
    await expect(descriptionsOf(select)).toEqual(['This field is required']);
    await expect(getComputedStyle(select).borderTopColor).toBe(resolveColor(vars.color.error.solid));
    await expect(getComputedStyle(canvas.getByText('This field is required')).color).toBe(
      resolveColor(vars.color.error.text),
    );
    // The browser knows it too: on the placeholder, a required select is missing its value.
    await expect((select as HTMLSelectElement).validity.valueMissing).toBe(true);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'LTC', hint: 'Change the coin on the Wallets page' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Payout coin' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Litecoin (LTC)');
    await expect(getComputedStyle(select).opacity).toBe('0.55');
    // Tab passes it by.
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
  },
};

export const Sizes: Story = {
  args: { placeholder: undefined, defaultValue: 'LTC' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select {...args} label="Small" size="sm" />
      <Select {...args} label="Medium" size="md" />
      <Select {...args} label="Large" size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    // The heights of the Button sizes, so a select lines up with a button beside it.
    for (const [name, height] of [
      ['Small', '32px'],
      ['Medium', '40px'],
      ['Large', '48px'],
    ] as const)
      await expect(getComputedStyle(canvas.getByRole('combobox', { name })).height).toBe(height);
  },
};

const submitted = fn();

/** A form with a required coin: it submits the chosen value under the select's name, and nothing until chosen. */
export const InAForm: Story = {
  args: { name: 'coin', required: true },
  render: (args) => (
    <form
      style={{ display: 'grid', gap: 16, justifyItems: 'start' }}
      onSubmit={(event) => {
        event.preventDefault();
        submitted(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <Select {...args} />
      <Button type="submit">Save</Button>
    </form>
  ),
  play: async ({ args, canvas }) => {
    submitted.mockClear();
    const select = canvas.getByRole('combobox', { name: 'Payout coin' });
    const form = select.closest('form');
    if (!form) throw new Error('No form');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(submitted).not.toHaveBeenCalled();
    await expect(form.checkValidity()).toBe(false);
    await userEvent.selectOptions(select, 'DOGE');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('DOGE');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(submitted).toHaveBeenCalledWith({ coin: 'DOGE' });
    // A reset goes back to the placeholder.
    form.reset();
    await expect(select).toHaveValue('');
    await expect(select).toHaveDisplayValue('Choose a coin');
  },
};
