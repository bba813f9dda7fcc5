import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { animationsFinished } from '../testing/animations';
import * as Dialog from './Dialog';
import { usageDocs } from '../../../../.storybook/usageNote';

const fieldStyle = { display: 'grid', gap: 4, fontSize: 14 } as const;

const meta = {
  title: 'ui/Dialog',
  component: Dialog.Content,
  parameters: {
    docs: usageDocs({
      summary:
        'A modal dialog: `Root` holds the open state, `Trigger` opens it, `Content` is the dialog over a dimmed page, `Footer` holds its actions and `Close` closes it.',
      use: 'For a short task the miner does without leaving the page: rename a worker, edit a watcher link, look closer at one chart.',
      avoid:
        'For a confirmation before a destructive action (use ConfirmDialog), for a message that needs no answer (use Alert or a toast), or for long forms and flows (give them a page).',
      keyboard:
        'Focus moves into the dialog when it opens; Tab and Shift+Tab cycle inside it; Escape or a click on the overlay closes it; focus returns to the trigger.',
    }),
  },
  args: {
    title: 'Rename rig-03',
    description: 'The new name shows on the dashboard and in notifications within a minute.',
    onEscapeKeyDown: fn(),
  },
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="outline">Rename worker</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <label htmlFor="worker-name" style={fieldStyle}>
          Worker name
          <input id="worker-name" defaultValue="rig-03" style={{ font: 'inherit', padding: 8 }} />
        </label>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="outline" tone="neutral">
              Cancel
            </Button>
          </Dialog.Close>
          <Dialog.Close asChild>
            <Button>Save</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof Dialog.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

const waitForClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

export const RenameWorker: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Rename worker' });

    // Keyboard opens it, focus moves to the first field, and Tab cycles inside the dialog only.
    const pageOverflow = getComputedStyle(document.body).overflow;
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Rename rig-03' });
    await expect(dialog).toHaveAccessibleDescription(/within a minute/);
    // The page behind does not scroll while it is open.
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
    const field = within(dialog).getByRole('textbox', { name: 'Worker name' });
    await expect(field).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(field).toHaveFocus();

    // Escape closes and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
    await expect(args.onEscapeKeyDown).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
    await expect(getComputedStyle(document.body).overflow).toBe(pageOverflow);

    // The close button in the corner closes it too.
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitForClosed();
    await expect(trigger).toHaveFocus();

    // So does an action wrapped in Dialog.Close, by Space.
    await userEvent.click(trigger);
    (await screen.findByRole('button', { name: 'Save' })).focus();
    await userEvent.keyboard(' ');
    await waitForClosed();
    await expect(trigger).toHaveFocus();
  },
};

async function openMeasured(canvas: { getByRole: typeof screen.getByRole }) {
  await userEvent.click(canvas.getByRole('button', { name: 'Rename worker' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rename rig-03' });
  await expect(getComputedStyle(dialog).zIndex).toBe('1400');
  // Measured once the entry animation (opacity and transform) has finished.
  await animationsFinished(dialog);
  return dialog;
}

export const FullScreenSheetOnPhones: Story = {
  args: { closeLabel: 'Close dialog' },
  // The story test projects do not narrow the page themselves (Storybook sets its own viewport per story).
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = await openMeasured(canvas);
    // The close label comes from a prop (the ui package ships no translations).
    await expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeVisible();
    const box = dialog.getBoundingClientRect();
    await expect(window.innerWidth).toBeLessThan(600);
    await expect(box.left).toBeCloseTo(0, 0);
    await expect(box.top).toBeCloseTo(0, 0);
    await expect(box.width).toBeCloseTo(document.documentElement.clientWidth, 0);
    await expect(box.height).toBeCloseTo(window.innerHeight, 0);
    // Left open: the story's accessibility check then covers the open dialog.
  },
};

export const CentredCardFromSm: Story = {
  args: { size: 'sm' },
  // About the sm breakpoint and up, so it is shown at md in every test project, the phone one included.
  globals: { viewport: { value: 'md', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = await openMeasured(canvas);
    const box = dialog.getBoundingClientRect();
    await expect(window.innerWidth).toBeGreaterThanOrEqual(600);
    await expect(box.width).toBeLessThanOrEqual(400);
    await expect(box.left).toBeCloseTo((document.documentElement.clientWidth - box.width) / 2, 0);
    await expect(box.top).toBeCloseTo((window.innerHeight - box.height) / 2, 0);

    // A click on the overlay beside the card closes it, and focus goes back to the trigger.
    const beside = document.elementFromPoint(box.left / 2, window.innerHeight / 2);
    if (!beside) throw new Error('Nothing beside the dialog');
    await expect(dialog.contains(beside)).toBe(false);
    await userEvent.click(beside);
    await waitForClosed();
    await expect(canvas.getByRole('button', { name: 'Rename worker' })).toHaveFocus();
  },
};

export const WithoutDescription: Story = {
  args: {
    title: 'Hashrate of rig-01 over 24 h',
    description: undefined,
    children: <p style={{ margin: 0 }}>Average 9.52 GH/s, peak 9.81 GH/s, 0.42 % rejected shares.</p>,
  },
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="soft">Show details</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args} />
    </Dialog.Root>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hashrate of rig-01 over 24 h' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    // With nothing else to focus, the close button takes focus, and Enter closes.
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitForClosed();
  },
};
