import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip, TooltipProvider } from './Tooltip';
import { usageDocs } from '../../../../.storybook/usageNote';

function Glyph({ d }: { d: string }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

const copyGlyph = 'M8 8h12v12H8zM4 16V4h12';
const refreshGlyph = 'M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5';
const settingsGlyph = 'M4 6h16M4 12h16M4 18h16';

const meta = {
  title: 'ui/Tooltip',
  component: Tooltip,
  parameters: {
    docs: usageDocs({
      summary:
        "A hint on hover and keyboard focus, drawn in the browser's top layer; `TooltipProvider` shares its delays across a toolbar.",
      use: 'To say what an icon button or a short figure means, where the page has no room for the words.',
      avoid:
        'For anything the reader needs to do their task (put it on the page), for content with links or buttons (use a Dialog), or on an element that takes no focus.',
      keyboard: 'Focusing the trigger with Tab shows the hint; Escape hides it; it hides when focus leaves.',
    }),
  },
  args: {
    content: 'Copy payout address',
    // The button is named by its aria-label; the tooltip only repeats it for sighted pointer and keyboard users.
    children: (
      <Button variant="ghost" tone="neutral" size="sm" aria-label="Copy payout address">
        <Glyph d={copyGlyph} />
      </Button>
    ),
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const waitForClosed = () => waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

export const OnAnIconButton: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy payout address' });
    await expect(screen.queryByRole('tooltip')).toBeNull();

    // Keyboard focus opens it at once and it describes the button; Escape closes it and focus stays.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy payout address');
    await expect(button).toHaveAccessibleDescription('Copy payout address');
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
    await expect(button).toHaveFocus();
    await userEvent.tab();
    await waitForClosed();

    // Hover opens it after the delay; leaving closes it.
    await userEvent.hover(button);
    // Generous timeout: the open delay plus a busy machine.
    const tip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
    await expect(tip).toHaveTextContent('Copy payout address');
    // The pointer may move onto the hint itself (WCAG 1.4.13) without it vanishing: one move, leaving the button
    // and entering the hint in the same step, so no timer races a busy machine.
    await userEvent.hover(tip);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await userEvent.unhover(tip);
    await waitForClosed();
  },
};

export const ToolbarWithProvider: Story = {
  render: () => (
    <TooltipProvider>
      <div role="toolbar" aria-label="Hashrate chart" style={{ display: 'flex', gap: 8 }}>
        <Tooltip content="Refresh hashrate (updated every 60 s)">
          <Button variant="ghost" tone="neutral" size="sm" aria-label="Refresh hashrate">
            <Glyph d={refreshGlyph} />
          </Button>
        </Tooltip>
        <Tooltip content="Chart settings" side="bottom">
          <Button variant="ghost" tone="neutral" size="sm" aria-label="Chart settings">
            <Glyph d={settingsGlyph} />
          </Button>
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh hashrate' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Refresh hashrate (updated every 60 s)',
    );
    // Moving on shows the next tooltip and hides the previous one.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Chart settings' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Chart settings'));
    await expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    const visible = document.querySelector('[data-side]');
    await expect(visible).toHaveAttribute('data-side', 'bottom');
    await expect(getComputedStyle(visible as Element).zIndex).toBe('1600');
    // Left open: the story's accessibility check covers the open tooltip.
  },
};
