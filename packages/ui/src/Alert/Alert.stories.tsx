import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Alert, Callout } from './Alert';
import { usageDocs } from '../../../../.storybook/usageNote';

const meta = {
  title: 'ui/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: {
    tone: 'info',
    title: 'Payout schedule',
    children: (
      <p>Payouts are sent once a day between 01:00 and 09:00 UTC when your balance reaches 0.01 LTC.</p>
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    live: { control: 'inline-radio', options: ['off', 'polite', 'assertive'] },
  },
  parameters: {
    layout: 'padded',
    docs: usageDocs({
      summary:
        'A message about the page or an action: information, success, a warning or an error, with an optional action and close button. `Callout` is the same box for a static note that is never announced.',
      use: 'To tell the miner something about what they are looking at or just did: a payout address saved, a worker offline, a form that failed. Set `live` when it appears after the page has loaded, so screen readers announce it.',
      avoid:
        "For a passing confirmation that needs no place on the page (use a toast), for an error that belongs to one field (use the field's `error`), or for a page with no data yet (use EmptyState).",
      keyboard:
        "The box itself takes no focus; its action and close button are buttons in the Tab order (Enter or Space presses them). Closing it moves focus nowhere: put it where the reader's focus already is.",
    }),
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A callout that is part of the page: no live role, so screen readers meet it in reading order. */
export const StaticCallout: Story = {
  render: (args) => <Callout {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Payout schedule')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
      <Callout tone="info" title="Stratum endpoints">
        <p>Use stratum+tcp://ltc.lode.example:3333 for rigs and :3334 for rented hashrate.</p>
      </Callout>
      <Callout tone="success" title="Wallet address saved">
        <p>Payouts go to ltc1q9h7…m4x2 from tomorrow's payout on.</p>
      </Callout>
      <Callout tone="warning" title="Payouts on hold for 48 hours">
        <p>You changed your payout address. We hold payouts for 48 hours to protect your account.</p>
      </Callout>
      <Callout tone="error" title="Reject rate above 5 %">
        <p>rig-04 rejected 7.8 % of its shares in the last hour. Check its difficulty setting.</p>
      </Callout>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Stratum endpoints')).toBeVisible();
    await expect(canvas.getByText('Reject rate above 5 %')).toBeVisible();
    await expect(canvas.queryAllByRole('alert')).toHaveLength(0);
  },
};

const retry = fn();

/** An error that needs attention now: role `alert`, with an action and a close button. */
export const UrgentError: Story = {
  args: {
    tone: 'error',
    live: 'assertive',
    title: 'Worker rig-02 is offline',
    children: <p>No shares for 15 minutes. Your estimated earnings drop while it is down.</p>,
    action: (
      <Button size="sm" variant="outline" tone="error" onClick={retry}>
        Check connection
      </Button>
    ),
  },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return open ? (
      <Alert {...args} onDismiss={() => setOpen(false)} dismissLabel="Dismiss alert" />
    ) : (
      <p>Dismissed</p>
    );
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Worker rig-02 is offline');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Check connection' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss alert' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Dismissed')).toBeVisible();
  },
};

/** Confirmation after an action: role `status`, announced politely. */
export const PoliteStatus: Story = {
  args: { tone: 'success', title: 'Notification settings saved', children: undefined },
  render: function Render(args) {
    const [saved, setSaved] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
        <Button onClick={() => setSaved(true)}>Save</Button>
        {saved && <Alert {...args} live="polite" />}
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Notification settings saved');
  },
};

export const WithoutIcon: Story = {
  args: { icon: false, title: undefined },
  render: (args) => <Alert {...args} data-testid="alert" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('alert').querySelector('svg')).toBeNull();
  },
};
