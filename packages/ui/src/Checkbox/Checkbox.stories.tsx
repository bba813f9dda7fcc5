import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { descriptionsOf, resolveColor } from '../Field/storyColors';
import { vars } from '../tokens/vars.css';
import { Checkbox, type CheckedState } from './Checkbox';

const meta = {
  title: 'ui/Checkbox',
  component: Checkbox,
  args: { label: 'Email me when a worker goes offline', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Email me when a worker goes offline' });
    await expect(checkbox).not.toBeChecked();
    // Space toggles; Enter does not (as with a native checkbox).
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(getComputedStyle(checkbox).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(checkbox).toBeChecked();
    // Resolved outside waitFor: resolveColor touches the DOM, which would wake waitFor's observer again and again.
    const solid = resolveColor(vars.color.primary.solid);
    await waitFor(() => expect(getComputedStyle(checkbox).backgroundColor).toBe(solid));
    // The label toggles it too.
    await userEvent.click(canvas.getByText('Email me when a worker goes offline'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const WithHint: Story = {
  args: {
    label: 'Repeat offline alerts',
    hint: 'At most once an hour per worker, so a flapping rig does not flood your inbox',
    defaultChecked: true,
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Repeat offline alerts' });
    await expect(checkbox).toBeChecked();
    await expect(descriptionsOf(checkbox)).toEqual([
      'At most once an hour per worker, so a flapping rig does not flood your inbox',
    ]);
    await expect(getComputedStyle(canvas.getByText(/At most once an hour/)).color).toBe(
      resolveColor(vars.color.textMuted),
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'I have saved my new payout address and checked it',
    required: true,
    error: 'This field is required',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', {
      name: 'I have saved my new payout address and checked it',
    });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAttribute('aria-required', 'true');
    await expect(descriptionsOf(checkbox)).toEqual(['This field is required']);
    await expect(getComputedStyle(checkbox).borderTopColor).toBe(resolveColor(vars.color.error.solid));
  },
};

export const Disabled: Story = {
  args: { label: 'Pay transaction fees from the pool', disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Pay transaction fees from the pool' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

const alerts = ['Worker offline', 'Hashrate drop', 'Payout sent'] as const;

export const Indeterminate: Story = {
  render: function Render(args) {
    const [chosen, setChosen] = useState<readonly string[]>(['Payout sent']);
    const all: CheckedState =
      chosen.length === alerts.length ? true : chosen.length === 0 ? false : 'indeterminate';
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox
          {...args}
          label="All alerts"
          checked={all}
          onCheckedChange={(next) => setChosen(next === true ? [...alerts] : [])}
        />
        <div style={{ display: 'grid', gap: 8, paddingInlineStart: 28 }}>
          {alerts.map((alert) => (
            <Checkbox
              key={alert}
              label={alert}
              checked={chosen.includes(alert)}
              onCheckedChange={(next) =>
                setChosen((current) =>
                  next === true ? [...current, alert] : current.filter((a) => a !== alert),
                )
              }
            />
          ))}
        </div>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'All alerts' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    await expect(all).toBeChecked();
    for (const alert of alerts) await expect(canvas.getByRole('checkbox', { name: alert })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hashrate drop' }));
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const IndeterminateUncontrolled: Story = {
  args: { label: 'Some workers selected', defaultChecked: 'indeterminate' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Some workers selected' });
    await expect(checkbox).toHaveAttribute('aria-checked', 'mixed');
    // The bar shows for the mixed state, the tick once checked.
    const [tick, bar] = Array.from(checkbox.querySelectorAll('svg'));
    if (!tick || !bar) throw new Error('The checkbox draws no glyphs');
    await expect(bar).toBeVisible();
    await expect(tick).not.toBeVisible();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    const [checkedTick] = Array.from(checkbox.querySelectorAll('svg'));
    await expect(checkedTick).toBeVisible();
    await expect(checkbox.querySelectorAll('svg')[1]).not.toBeVisible();
  },
};
