import type { PoolSchema } from '@lode/pool-api/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountKeys } from '../../../lib/pool/keys';
import { cachedAnswer, storySubAccount } from '../../testing/poolFixtures';
import { SeededCache, storyAuth, withApp } from '../../testing/storyApp';
import { NotificationBell } from './NotificationBell';

type AlertList = PoolSchema<'AlertList'>;

const base = {
  value: null,
  threshold: null,
  payout: null,
  delivery: 'sent',
} as const;

/** The history as `GET /account/alerts` answers it: two unread (newer than the marker), two read. */
const history: AlertList = {
  items: [
    {
      ...base,
      id: 'al_4',
      rule: 'workerOffline',
      kind: 'recovered',
      workerId: 'w-rig3',
      workerName: 'demo.rig3',
      value: 1,
      threshold: 10,
      createdAt: '2026-11-22T18:04:00.000Z',
    },
    {
      ...base,
      id: 'al_3',
      rule: 'rejectRate',
      kind: 'fired',
      workerId: 'w-rig1',
      workerName: 'demo.rig1',
      value: 2.4,
      threshold: 2,
      createdAt: '2026-11-22T17:31:00.000Z',
    },
    {
      ...base,
      id: 'al_2',
      rule: 'payoutSent',
      kind: 'fired',
      workerId: null,
      workerName: null,
      payout: { id: 'po_1', coin: 'LTC', amount: '0.52000000', txId: 'f00d' },
      createdAt: '2026-11-22T02:00:00.000Z',
    },
    {
      ...base,
      id: 'al_1',
      rule: 'workerOffline',
      kind: 'fired',
      workerId: 'w-rig3',
      workerName: 'demo.rig3',
      value: 12,
      threshold: 10,
      createdAt: '2026-11-21T23:12:00.000Z',
    },
  ],
  total: 4,
  unread: 2,
  lastReadId: 'al_2',
};

const signedIn = storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } });

const meta = {
  title: 'web/NotificationBell',
  component: NotificationBell,
  decorators: [
    (Story, { parameters }) => (
      <SeededCache
        entries={
          parameters.alerts === null
            ? []
            : [cachedAnswer(accountKeys.alerts(storySubAccount), parameters.alerts as AlertList)]
        }
      >
        <Story />
      </SeededCache>
    ),
    withApp('/dashboard'),
  ],
  parameters: { auth: signedIn, alerts: history },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bell with two unread alerts; Enter opens the history, Escape closes it and focus returns to the bell. */
export const Unread: Story = {
  play: async ({ canvas, canvasElement }) => {
    const bell = await canvas.findByRole(
      'button',
      { name: /2 unread|2 непрочитанн|2 条未读/ },
      { timeout: 10_000 },
    );
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const items = within(panel).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(within(panel).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/\/workers\?search=demo\.rig3$/),
    );
    await userEvent.keyboard('{Escape}');
    await expect(panel).not.toBeInTheDocument();
    await expect(bell).toHaveFocus();
  },
};

/** The panel open on the history: the two newest marked unread, a worker link on each worker's alert. */
export const Panel: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', {}, { timeout: 10_000 }));
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Nothing raised yet: the panel says where alerts come from. */
export const Empty: Story = {
  parameters: { alerts: { items: [], total: 0, unread: 0, lastReadId: null } satisfies AlertList },
  play: async ({ canvas, canvasElement }) => {
    const bell = await canvas.findByRole('button', {}, { timeout: 10_000 });
    await expect(bell.getAttribute('aria-label')).not.toMatch(/\d/);
    await userEvent.click(bell);
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(panel).queryByRole('list')).toBeNull();
  },
};

/** While the history loads (here: before sign-in is known, so it never does). */
export const Loading: Story = {
  // `null`: nothing in the cache (Storybook's parameters merge leaves `undefined` out).
  parameters: { auth: storyAuth({ isAuthenticated: false }), alerts: null },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', {}, { timeout: 10_000 }));
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(await within(panel).findByRole('status')).toBeVisible();
  },
};
