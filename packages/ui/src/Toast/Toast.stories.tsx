import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import * as Dialog from '../Dialog/Dialog';
import { animationsFinished } from '../testing/animations';
import { ToastProvider, useToast } from './Toast';
import { usageDocs } from '../../../../.storybook/usageNote';

function PoolEvents() {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, maxWidth: 560 }}>
      <Button
        variant="outline"
        onClick={() =>
          toast({
            tone: 'success',
            title: 'Payout address saved',
            description: 'LTC payouts go to ltc1qg82…a0v9qe from the next settlement (01:00 UTC).',
          })
        }
      >
        Save payout address
      </Button>
      <Button
        variant="outline"
        tone="error"
        onClick={() =>
          toast({
            tone: 'error',
            title: 'Worker rig-03 is offline',
            description: 'No shares for 10 minutes.',
          })
        }
      >
        Report rig-03 offline
      </Button>
      <Button
        variant="outline"
        tone="neutral"
        onClick={() =>
          toast({ tone: 'info', title: 'Block 2,719,402 found', description: 'Reward 6.25 LTC.' })
        }
      >
        Announce new block
      </Button>
      <Button
        variant="outline"
        tone="warning"
        onClick={() => {
          for (const n of [1, 2, 3, 4, 5]) {
            toast({
              tone: 'warning',
              title: `Worker rig-0${n} hashrate below 50\u00a0%`,
              duration: Infinity,
            });
          }
        }}
      >
        Five workers slow
      </Button>
    </div>
  );
}

function NewVersion() {
  const { toast } = useToast();
  return (
    <Button
      variant="outline"
      onClick={() =>
        toast({
          title: 'A new version of the site is available',
          description: 'It loads with your next click.',
          duration: Infinity,
          action: {
            label: 'Reload now',
            altText: 'Or reload the page yourself.',
            onAction: () => toast({ tone: 'success', title: 'Reloading…' }),
          },
        })
      }
    >
      Announce new version
    </Button>
  );
}

const meta = {
  title: 'ui/Toast',
  component: ToastProvider,
  parameters: {
    docs: usageDocs({
      summary:
        'Short messages in a corner above the page, queued by `ToastProvider` and raised with `useToast().toast()`; each closes after its duration.',
      use: 'To confirm something that happened without moving the reader: settings saved, a link copied, a new version available (with an action).',
      avoid:
        'For errors the reader must act on or information they need later (use Alert on the page), or for anything the page itself already shows.',
      keyboard:
        'F8 moves focus to the toasts; Tab moves between their actions and close buttons; Escape closes the focused toast. A toast under the pointer or focus waits.',
    }),
  },
  args: { children: null, closeLabel: 'Close' },
  render: (args) => (
    <ToastProvider {...args}>
      <PoolEvents />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CloseByButtonAndEscape: Story = {
  args: { closeLabel: 'Dismiss notification' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save payout address' }));
    const saved = await screen.findByRole('status', { name: 'Payout address saved' });
    await expect(saved).toHaveAccessibleDescription(/next settlement/);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await expect(region).toContainElement(saved);
    await expect(getComputedStyle(saved.parentElement as Element).zIndex).toBe('1500');

    // The close button, labelled through a prop.
    await userEvent.click(within(saved).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Payout address saved' })).toBeNull());

    // Errors are alerts. F8 jumps to the toasts, Tab reaches one, Escape closes it.
    await userEvent.click(canvas.getByRole('button', { name: 'Report rig-03 offline' }));
    const offline = await screen.findByRole('alert', { name: 'Worker rig-03 is offline' });
    await userEvent.keyboard('[F8]');
    await userEvent.tab();
    await expect(offline).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  },
};

export const QueueShowsThreeAtATime: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Five workers slow' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    await expect(screen.queryByRole('alert', { name: /rig-04/ })).toBeNull();

    // Closing one lets the next waiting toast in; never more than three at once.
    const first = screen.getByRole('alert', { name: /^Worker rig-01 hashrate below 50/ });
    await userEvent.click(within(first).getByRole('button', { name: 'Close' }));
    await screen.findByRole('alert', { name: /^Worker rig-04 hashrate below 50/ });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    await expect(screen.queryByRole('alert', { name: /rig-05/ })).toBeNull();
    // Left open: the story's accessibility check covers the stacked toasts.
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const AutoDismissPausesWhileHovered: Story = {
  args: { duration: 1200 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Announce new block' }));
    const block = await screen.findByRole('status', { name: 'Block 2,719,402 found' });

    // Hovered, it outlives its 1.2 s by far.
    await userEvent.hover(block);
    await sleep(2400);
    await expect(block).toBeInTheDocument();
    await expect(block).toHaveAttribute('data-state', 'open');

    // Let go, it closes by itself.
    await userEvent.unhover(block);
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Block 2,719,402 found' })).toBeNull(), {
      timeout: 3000,
    });
  },
};

export const SwipeToDismiss: Story = {
  // Phone width: the toasts span the bottom of the screen.
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Announce new block' }));
    const block = await screen.findByRole('status', { name: 'Block 2,719,402 found' });
    // Measured once it has slid in.
    await animationsFinished(block);
    const box = block.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(window.innerWidth * 0.8);

    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: block, coords: { clientX: box.left + 40, clientY: y } },
      { target: block, coords: { clientX: box.left + 60, clientY: y } },
      { target: block, coords: { clientX: box.left + 160, clientY: y } },
      { keys: '[/MouseLeft]', target: block, coords: { clientX: box.left + 160, clientY: y } },
    ]);
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Block 2,719,402 found' })).toBeNull());
  },
};

function TestConnection() {
  const { toast } = useToast();
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="outline">Stratum settings</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title="Stratum settings"
        description="stratum+tcp://ltc.lode.example:3333, difficulty 65,536"
      >
        <Dialog.Footer>
          <Button onClick={() => toast({ tone: 'success', title: 'Connection works', duration: Infinity })}>
            Test connection
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export const OverAnOpenDialog: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <TestConnection />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stratum settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stratum settings' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    // Still exposed to assistive technology and clickable although the modal hides and blocks the rest of the page.
    const works = await screen.findByRole('status', { name: 'Connection works' });
    await userEvent.click(within(works).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Connection works' })).toBeNull());
    await expect(dialog).toHaveAttribute('data-state', 'open');

    // Reachable from the keyboard too: F8 then Tab focuses the toast, and Escape closes the toast, not the dialog.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    const again = await screen.findByRole('status', { name: 'Connection works' });
    await userEvent.keyboard('[F8]');
    await userEvent.tab();
    await expect(again).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Connection works' })).toBeNull());
    await expect(dialog).toHaveAttribute('data-state', 'open');
  },
};

export const WithAction: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <NewVersion />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Announce new version' }));
    const notice = await screen.findByRole('status', { name: 'A new version of the site is available' });
    // F8 then Tab reaches the toast, Tab again its action; Enter runs it and closes the toast.
    await userEvent.keyboard('[F8]');
    await userEvent.tab();
    await expect(notice).toHaveFocus();
    await userEvent.tab();
    const action = within(notice).getByRole('button', { name: 'Reload now' });
    await expect(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('status', { name: 'Reloading…' });
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'A new version of the site is available' })).toBeNull(),
    );
  },
};
