import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { descriptionsOf, resolveColor } from '../Field/storyColors';
import { vars } from '../tokens/vars.css';
import { Select, type SelectOption } from './Select';

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
  args: { label: 'Payout coin', placeholder: 'Choose a coin', options: coins, onValueChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Payout coin' });
    await expect(trigger).toHaveTextContent('Choose a coin');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Enter opens the list, the arrows move, Enter chooses.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox', { name: 'Payout coin' });
    await expect(listbox).toBeVisible();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Litecoin (LTC)' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'Dogecoin (DOGE)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('DOGE');
    await expect(trigger).toHaveTextContent('Dogecoin (DOGE)');
    await expect(trigger).toHaveFocus();

    // Space opens it too; type-ahead finds an option; Escape closes without choosing.
    await userEvent.keyboard(' ');
    await screen.findByRole('listbox');
    await userEvent.keyboard('lit');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Litecoin (LTC)' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Dogecoin (DOGE)');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);

    // ArrowDown opens it as well.
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
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
    const trigger = canvas.getByRole('combobox', { name: 'Payout schedule' });
    await expect(trigger).toHaveTextContent('Daily at 01:00 UTC');
    await expect(descriptionsOf(trigger)).toEqual([
      'Payouts are sent in UTC; the fee is taken from the amount',
    ]);
    await expect(getComputedStyle(trigger).height).toBe('40px');
  },
};

export const DisabledOption: Story = {
  args: { label: 'Payout schedule', placeholder: 'Choose a schedule', options: schedules },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Payout schedule' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    const hourly = screen.getByRole('option', { name: 'Hourly (coming soon)' });
    await expect(hourly).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Daily at 01:00 UTC' })).toHaveFocus());
    // The arrows skip the disabled option.
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'Weekly on Monday' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('weekly');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This field is required' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Payout coin' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(descriptionsOf(trigger)).toEqual(['This field is required']);
    await expect(getComputedStyle(trigger).borderTopColor).toBe(resolveColor(vars.color.error.solid));
    await expect(getComputedStyle(canvas.getByText('This field is required')).color).toBe(
      resolveColor(vars.color.error.text),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'LTC', hint: 'Change the coin on the Wallets page' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Payout coin' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const OpenList: Story = {
  args: {
    label: 'Payout schedule',
    placeholder: 'Choose a schedule',
    options: schedules,
    defaultValue: 'weekly',
  },
  parameters: {
    a11y: {
      // While the list is open Radix hides the rest of the page (marking what it hid with data-aria-hidden) and keeps
      // focus in the list; axe sees the focusable trigger under aria-hidden. Only what Radix hid is exempt.
      config: {
        rules: [{ id: 'aria-hidden-focus', selector: '[aria-hidden="true"]:not([data-aria-hidden])' }],
      },
    },
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Payout schedule' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    // Left open, so the accessibility check runs over the list as well; the chosen option has focus and a check.
    const listbox = await screen.findByRole('listbox', { name: 'Payout schedule' });
    const weekly = screen.getByRole('option', { name: 'Weekly on Monday' });
    await waitFor(() => expect(weekly).toHaveFocus());
    await expect(weekly).toHaveAttribute('aria-selected', 'true');
    await expect(listbox.getBoundingClientRect().width).toBeGreaterThanOrEqual(
      trigger.getBoundingClientRect().width,
    );
    await expect(getComputedStyle(weekly).backgroundColor).toBe(resolveColor(vars.color.primary.soft));
  },
};
