import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  cachedAnswer,
  workerDay,
  workerDayAcceptedOnly,
  storySubAccount,
} from '../../../app/testing/poolFixtures';
import { storyAuth, withApp, withPoolCache } from '../../../app/testing/storyApp';
import { accountKeys } from '../../../lib/pool/keys';
import { WorkerChartDialog } from './WorkerChart';

const workerId = 'w-rig1';

const meta = {
  title: 'web/WorkerChart',
  component: WorkerChartDialog,
  decorators: [
    // The answer of `GET /account/workers/w-rig1/hashrate?range=24h&interval=10m`, as the workers page's cache
    // holds it after the request.
    withPoolCache([
      cachedAnswer(accountKeys.workerHashrate(storySubAccount, workerId, '24h', '10m'), workerDay),
    ]),
    withApp('/workers'),
  ],
  parameters: {
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
  args: { workerId, name: 'demo.rig1', range: '24h', onRangeChange: fn(), onClose: fn() },
} satisfies Meta<typeof WorkerChartDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One worker's last 24 hours in a dialog: accepted, rejected and stale hashrate, a period choice, a close button. */
export const Day: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      {},
      { timeout: 10_000 },
    );
    const chart = within(dialog).getByRole('figure', { name: 'Hashrate of demo.rig1, last 24 hours' });
    await expect(chart).not.toHaveAttribute('aria-busy');
    await expect(within(dialog).getByRole('button', { name: '24 hours' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await within(dialog).getByRole('button', { name: '7 days' }).click();
    await expect(args.onRangeChange).toHaveBeenCalledWith('7d');
    await expect(within(dialog).queryByTestId('rejected-not-reported')).toBeNull();
  },
};

/**
 * From a pool engine that keeps only accepted shares: the accepted line alone, and a note that rejected and stale
 * work is not reported (no flat line at 0).
 */
export const AcceptedOnly: Story = {
  decorators: [
    withPoolCache([
      cachedAnswer(
        accountKeys.workerHashrate(storySubAccount, workerId, '24h', '10m'),
        workerDayAcceptedOnly,
      ),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      {},
      { timeout: 10_000 },
    );
    const chart = within(dialog).getByRole('figure', { name: 'Hashrate of demo.rig1, last 24 hours' });
    await expect(chart).not.toHaveAttribute('aria-busy');
    await expect(within(dialog).getByTestId('rejected-not-reported')).toHaveTextContent(
      'The pool does not report rejected or stale work: the chart shows accepted hashrate only.',
    );
    await expect(within(chart).queryByText('Rejected')).toBeNull();
    await expect(within(chart).queryByText('Stale')).toBeNull();
  },
};
