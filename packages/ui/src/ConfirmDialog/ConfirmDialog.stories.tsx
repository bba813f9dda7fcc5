import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';
import { usageDocs } from '../../../../.storybook/usageNote';

// The story settles the request itself, so the busy state is asserted without racing a timer on a loaded machine.
let settleRevoke: (outcome?: Error) => void = () => {};
const revokeUntilSettled = () =>
  new Promise<void>((resolve, reject) => {
    settleRevoke = (outcome) => (outcome ? reject(outcome) : resolve());
  });

const meta = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  parameters: {
    docs: usageDocs({
      summary:
        'A dialog that asks before an action that cannot be undone, and stays open while the action runs.',
      use: 'Before revoking an API key, changing the payout address, deleting a worker group: anything that loses data or money when done by mistake. The confirm button names the action.',
      avoid:
        'For an action that can be undone (do it, then offer Undo in a toast), or for a form (use Dialog).',
      keyboard:
        'Focus starts on Cancel, so Enter never confirms by accident. Tab cycles between the buttons; Escape or Cancel closes it without confirming; focus returns to the button that opened it. While the action runs it cannot be dismissed.',
    }),
  },
  args: {
    trigger: <Button tone="error">Revoke API key</Button>,
    title: 'Revoke API key?',
    description: 'Scripts that use the key "grafana-export" stop working at once. This cannot be undone.',
    confirmLabel: 'Revoke key',
    cancelLabel: 'Cancel',
    tone: 'destructive',
    onConfirm: fn(revokeUntilSettled),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const waitForClosed = () => waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

export const RevokeApiKey: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Revoke API key' });

    // Opens by keyboard with focus on the safe choice; Escape closes without confirming.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke API key?' });
    await expect(dialog).toHaveAccessibleDescription(/stop working at once/);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
    await expect(trigger).toHaveFocus();

    // Cancel by Space does not confirm either.
    await userEvent.keyboard(' ');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard(' ');
    await waitForClosed();
    await expect(args.onConfirm).not.toHaveBeenCalled();

    // Confirm: the button is busy while the request runs, Cancel and Escape wait for it, then the dialog closes.
    await userEvent.click(trigger);
    const open = await screen.findByRole('alertdialog');
    await userEvent.tab();
    const confirm = within(open).getByRole('button', { name: 'Revoke key' });
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(open).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(open).toHaveAttribute('data-state', 'open');
    settleRevoke();
    await waitForClosed();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Closed by the request settling, not by an event: focus comes back once the dialog has gone (Radix waits a task).
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FailedRequestKeepsTheDialogOpen: Story = {
  args: {
    errorMessage: (error: unknown) =>
      `The key was not revoked (${error instanceof Error ? error.message : 'unknown error'}). Try again.`,
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke API key' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke API key?' });
    const confirm = within(dialog).getByRole('button', { name: 'Revoke key' });
    await userEvent.click(confirm);
    settleRevoke(new Error('503 Service Unavailable'));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('The key was not revoked (503 Service Unavailable). Try again.');
    await expect(dialog).toBeInTheDocument();
    await expect(confirm).not.toHaveAttribute('aria-busy');

    // A retry clears the message while it runs.
    await userEvent.click(confirm);
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    settleRevoke(new Error('503 Service Unavailable'));
    await within(dialog).findByRole('alert');
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    // Left open with the error: the story's accessibility check covers that state.
  },
};

export const DefaultToneAndLabels: Story = {
  args: {
    trigger: <Button variant="outline">Change payout address</Button>,
    title: 'Change the LTC payout address?',
    description:
      'Payouts to ltc1qg82tzk6v3m0r5p7sh9yuwe4jxcl8d2fna0v9qe are held for 48 hours after the change.',
    confirmLabel: undefined,
    cancelLabel: undefined,
    tone: 'default',
    onConfirm: fn(),
    children: <p style={{ margin: 0 }}>We also send a confirmation link to your e-mail address.</p>,
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change payout address' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the LTC payout address?' });
    // A click beside it is not a decision: it stays open.
    const beside = document.elementFromPoint(4, 4);
    if (!beside) throw new Error('Nothing beside the dialog');
    await expect(dialog.contains(beside)).toBe(false);
    await userEvent.click(beside);
    await expect(dialog).toHaveAttribute('data-state', 'open');
    // Plain English defaults when no labels are given.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitForClosed();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
