import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { NavigationProgress } from './NavigationProgress';
import { usageDocs } from '../../../../.storybook/usageNote';

const meta = {
  title: 'ui/NavigationProgress',
  component: NavigationProgress,
  tags: ['autodocs'],
  args: { active: true, label: 'Loading page' },
  parameters: {
    layout: 'padded',
    docs: usageDocs({
      summary:
        'A thin bar at the top of the viewport for navigations and data loads that take longer than `delay`.',
      use: "Once per app, driven by the router or a page's loading state, so the miner sees that a click was taken.",
      avoid:
        "For progress with a known amount (use ProgressBar), or for one block's loading (use Skeleton or a Spinner there).",
      keyboard: 'None: it takes no focus.',
    }),
  },
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * While `active` stays true the bar shows after 200 ms and creeps forward. (No screenshot: for its first 200 ms it
 * draws nothing, so what a picture shows would depend on how soon it was taken; `Shown` is the bar's picture.)
 */
export const Active: Story = {
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    const bar = await canvas.findByRole('progressbar', { name: 'Loading page' }, { timeout: 2000 });
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await expect(getComputedStyle(bar).position).toBe('fixed');
    await expect(bar.getBoundingClientRect().top).toBeCloseTo(0, 0);
  },
};

/** With no delay the bar shows at once: at rest halfway while motion is off, creeping forward otherwise. */
export const Shown: Story = {
  args: { delay: 0 },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toHaveAttribute('data-state', 'loading');
  },
};

/** Simulated navigations: the dashboard answers at once (no bar), the workers page takes 2.5 s (a bar). */
export const FastAndSlowNavigations: Story = {
  args: { label: 'Loading page' },
  render: function Render(args) {
    const [active, setActive] = useState(false);
    const [page, setPage] = useState('Dashboard');
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    const navigate = (to: string, ms: number) => {
      clearTimeout(timer.current);
      setActive(true);
      timer.current = setTimeout(() => {
        setActive(false);
        setPage(to);
      }, ms);
    };
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <NavigationProgress {...args} active={active} />
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {/* A navigation that ends at once: far under the 200 ms delay however busy the machine is. */}
          <Button variant="outline" onClick={() => navigate('Dashboard', 0)}>
            Dashboard
          </Button>
          <Button variant="outline" onClick={() => navigate('Workers', 2500)}>
            Workers
          </Button>
        </div>
        <p style={{ margin: 0 }}>
          Current page: <strong data-testid="page">{page}</strong>
        </p>
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    // Record whether the bar ever appears during the fast navigation, not only whether it is there at the end.
    let appeared = false;
    const observer = new MutationObserver(() => {
      if (canvasElement.querySelector('[role="progressbar"]')) appeared = true;
    });
    observer.observe(canvasElement, { childList: true, subtree: true });

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 500));
    observer.disconnect();
    await expect(appeared).toBe(false);

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // The bar shows 200 ms into the navigation, which ends at 2.5 s: wide margins on both sides for a busy machine.
    const bar = await canvas.findByRole('progressbar', { name: 'Loading page' }, { timeout: 2000 });
    await expect(canvas.getByTestId('page')).toHaveTextContent('Dashboard');
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'complete'), { timeout: 5000 });
    await expect(canvas.getByTestId('page')).toHaveTextContent('Workers');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 3000 });
  },
};
