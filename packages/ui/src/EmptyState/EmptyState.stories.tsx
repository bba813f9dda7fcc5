import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';
import { usageDocs } from '../../../../.storybook/usageNote';

const pickaxe = (
  <svg viewBox="0 0 24 24" width="1em" height="1em" focusable="false">
    <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="2">
      <path d="m14 13l-8.381 8.38a1 1 0 0 1-3.001-3L11 9.999m4.973-5.972A13 13 0 0 0 5.902 2.373c-1.398.342-1.092 2.158.277 2.601a19.9 19.9 0 0 1 5.822 3.024m4 4.001a19.9 19.9 0 0 1 3.024 5.824c.444 1.369 2.26 1.676 2.603.278A13 13 0 0 0 20 8.069" />
      <path d="M18.352 3.352a1.205 1.205 0 0 0-1.704 0l-5.296 5.296a1.205 1.205 0 0 0 0 1.704l2.296 2.296a1.205 1.205 0 0 0 1.704 0l5.296-5.296a1.205 1.205 0 0 0 0-1.704z" />
    </g>
  </svg>
);

const inbox = (
  <svg viewBox="0 0 24 24" width="1em" height="1em" focusable="false">
    <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="2">
      <path d="M22 12h-6l-2 3h-4l-2-3H2" />
      <path d="M5.45 5.11L2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11" />
    </g>
  </svg>
);

const showSetup = fn();

const meta = {
  title: 'ui/EmptyState',
  component: EmptyState,
  parameters: {
    docs: usageDocs({
      summary: 'Fills a place that has no data yet, and says why and what to do next.',
      use: 'Where a list, table or chart has nothing to show: no workers yet (how to connect one), no payouts yet (when the first comes), nothing in the chosen period.',
      avoid:
        "While data is still loading (use Skeleton or the table's `loading`), or for a failure (use Alert with a retry).",
      keyboard: 'The box takes no focus; its action, when given, is a button or link in the Tab order.',
    }),
  },
  tags: ['autodocs'],
  args: {
    icon: pickaxe,
    title: 'No workers yet',
    description:
      'Point your miner at stratum+tcp://ltc.lode.example:3333 with your account name as the worker name. It shows up here after its first share.',
    action: <Button onClick={showSetup}>Set up a miner</Button>,
  },
  argTypes: {
    titleAs: { control: 'inline-radio', options: ['h2', 'h3', 'h4', 'p'] },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoWorkers: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No workers yet' })).toBeVisible();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Set up a miner' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(showSetup).toHaveBeenCalledTimes(1);
  },
};

/** Inside a card or a table, a heading would be noise in the outline: the title is a paragraph. */
export const NoPayouts: Story = {
  args: {
    icon: inbox,
    title: 'No payouts yet',
    titleAs: 'p',
    description: 'Your first payout is sent the day after your balance reaches 0.01 LTC.',
    action: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('No payouts yet').tagName).toBe('P');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const TitleOnly: Story = {
  args: {
    icon: undefined,
    description: undefined,
    action: undefined,
    title: 'No blocks found in this period',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No blocks found in this period' })).toBeVisible();
  },
};
