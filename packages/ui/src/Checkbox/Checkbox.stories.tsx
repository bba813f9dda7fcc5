import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { descriptionsOf, resolveColor } from '../Field/storyColors';
import { vars } from '../tokens/vars.css';
import { Checkbox, type CheckedState } from './Checkbox';
import { usageDocs } from '../../../../.storybook/usageNote';

/** The computed style of the box's mark (tick or bar), which is drawn by its ::before. */
const markOf = (checkbox: HTMLElement) => getComputedStyle(checkbox, '::before');

const meta = {
  title: 'ui/Checkbox',
  component: Checkbox,
  parameters: {
    docs: usageDocs({
      summary:
        'A labelled checkbox on a native `<input type="checkbox">`, with hint, error and a mixed state; it submits with forms.',
      use: 'For a yes/no choice that takes effect when the form is submitted (accept the terms, include sub-accounts), or one of several independent options.',
      avoid:
        'For a setting that applies at once (use Switch), or for one choice among several (use RadioGroup or Select).',
      keyboard: 'Tab focuses it; Space toggles it. A click on the label toggles it too.',
    }),
  },
  args: { label: 'Email me when a worker goes offline', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Email me when a worker goes offline' });
    await expect(checkbox).toHaveAttribute('type', 'checkbox');
    await expect(checkbox).not.toBeChecked();
    await expect(markOf(checkbox).visibility).toBe('hidden');
    // Space toggles; Enter does not: a native checkbox's keys.
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
    await expect(markOf(checkbox).visibility).toBe('visible');
    await expect(markOf(checkbox).backgroundColor).toBe(resolveColor(vars.color.primary.onSolid));
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
    await expect(checkbox).toBeRequired();
    await expect(descriptionsOf(checkbox)).toEqual(['This field is required']);
    await expect(getComputedStyle(checkbox).borderTopColor).toBe(resolveColor(vars.color.error.solid));
    // A form would not submit until it is ticked.
    const input = checkbox as HTMLInputElement;
    await expect(input.validity.valueMissing).toBe(true);
    await userEvent.click(checkbox);
    await expect(input.validity.valueMissing).toBe(false);
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
    await expect(all).toBePartiallyChecked();
    // From the mixed state a toggle ticks every alert.
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    for (const alert of alerts) await expect(canvas.getByRole('checkbox', { name: alert })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hashrate drop' }));
    await expect(all).toBePartiallyChecked();
    await expect(all).not.toBeChecked();
    // By keyboard as well: Space on the mixed box ticks all.
    all.focus();
    await userEvent.keyboard(' ');
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Hashrate drop' })).toBeChecked();
  },
};

export const IndeterminateUncontrolled: Story = {
  args: { label: 'Some workers selected', defaultChecked: 'indeterminate' },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Some workers selected' });
    await expect(checkbox).toBePartiallyChecked();
    // The bar shows for the mixed state, the tick once checked: two masks on the same mark.
    const mixedMask = markOf(checkbox).maskImage;
    await expect(markOf(checkbox).visibility).toBe('visible');
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(checkbox).not.toBePartiallyChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(markOf(checkbox).visibility).toBe('visible');
    await expect(markOf(checkbox).maskImage).not.toBe(mixedMask);
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(markOf(checkbox).visibility).toBe('hidden');
  },
};

/** The owner keeps it mixed whatever is clicked (for example while a request is pending): it stays mixed. */
export const IndeterminateHeld: Story = {
  args: { label: 'Alerts for every worker', checked: 'indeterminate' },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Alerts for every worker' });
    await userEvent.click(checkbox);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(checkbox).toBePartiallyChecked();
    await expect(checkbox).not.toBeChecked();
  },
};

const submitted = fn();

/** Ticked boxes submit their value under their name; unticked ones submit nothing. */
export const InAForm: Story = {
  render: (args) => (
    <form
      style={{ display: 'grid', gap: 8, justifyItems: 'start' }}
      onSubmit={(event) => {
        event.preventDefault();
        submitted(new FormData(event.currentTarget).getAll('alerts'));
      }}
    >
      <Checkbox {...args} name="alerts" value="offline" label="Worker offline" defaultChecked />
      <Checkbox name="alerts" value="hashrate" label="Hashrate drop" />
      <Checkbox name="alerts" value="payout" label="Payout sent" />
      <Button type="submit" size="sm">
        Save alerts
      </Button>
    </form>
  ),
  play: async ({ canvas }) => {
    submitted.mockClear();
    await userEvent.click(canvas.getByText('Payout sent'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save alerts' }));
    await expect(submitted).toHaveBeenCalledWith(['offline', 'payout']);
  },
};
