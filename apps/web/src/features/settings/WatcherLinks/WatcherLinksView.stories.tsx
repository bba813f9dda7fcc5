import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyAuth, withApp } from '../../../app/testing/storyApp';
import type { WatcherLink, WatcherLinkCreate, WatcherLinkCreated } from '../../../lib/cabinet/watcherQueries';
import { ApiError } from '../../../lib/pool';
import { WatcherLinksView, type WatcherLinksViewProps } from './WatcherLinksView';

// The section as the API's answers leave it. The writes are the story's own functions, answering as the API does,
// since the pool API cannot run in Storybook's browser. Dates are fixed, so the list reads the same on every run.

const link = (id: string, label: string, extra: Partial<WatcherLink> = {}): WatcherLink => ({
  id,
  label,
  scopes: [],
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-12-20T09:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  views: 0,
  status: 'active',
  ...extra,
});

const links: WatcherLink[] = [
  link('w1', 'Hosting client: site A', {
    scopes: ['workers', 'statistics'],
    createdAt: '2026-12-01T10:00:00.000Z',
    expiresAt: '2026-12-31T10:00:00.000Z',
    lastUsedAt: '2026-12-05T18:42:00.000Z',
    views: 128,
  }),
  link('w2', 'Investor (quarterly report)', {
    scopes: ['workers', 'earnings', 'statistics'],
    createdAt: '2026-11-28T08:30:00.000Z',
    expiresAt: null,
    lastUsedAt: '2026-12-04T07:00:00.000Z',
    views: 9,
  }),
  link('w3', 'Site manager, north', {
    scopes: ['workers'],
    createdAt: '2026-11-10T12:00:00.000Z',
    expiresAt: '2026-11-11T12:00:00.000Z',
    status: 'expired',
    views: 3,
    lastUsedAt: '2026-11-10T20:15:00.000Z',
  }),
  link('w4', 'Old hosting contract', {
    createdAt: '2026-10-01T12:00:00.000Z',
    expiresAt: '2027-03-30T12:00:00.000Z',
    revokedAt: '2026-11-15T09:00:00.000Z',
    status: 'revoked',
    views: 41,
    lastUsedAt: '2026-11-15T08:59:00.000Z',
  }),
];

const secret = 'q7X0aZ3kLm9PwR2sT5vY8bC1dE4fG6hJ';

/** What the API answers to a create: the link with its secret, expiring a fixed time after the story's clock. */
const created = async (body: WatcherLinkCreate) => ({
  ...link('w9', body.label, { scopes: body.scopes, createdAt: '2026-12-06T12:00:00.000Z' }),
  expiresAt: body.expiresIn === 'never' ? null : '2027-01-05T12:00:00.000Z',
  secret,
  path: `/watch/${secret}`,
});

const meta = {
  title: 'web/Settings/WatcherLinks',
  component: WatcherLinksView,
  decorators: [withApp('/settings')],
  parameters: {
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
  args: {
    links,
    onRetry: fn(),
    onCreate: fn(created),
    onRevoke: fn(async () => undefined),
    origin: 'https://pool.example',
  },
} satisfies Meta<typeof WatcherLinksView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Working links newest first with Revoke; the expired and revoked ones apart, without it. */
export const Links: Story = {
  play: async ({ canvas }) => {
    const active = await canvas.findByRole('region', { name: 'Active links' }, { timeout: 10_000 });
    const items = within(active).getAllByRole('listitem');
    await expect(items.map((i) => i.getAttribute('data-watcher'))).toEqual(['w1', 'w2']);
    const [newest, next] = items as [HTMLElement, HTMLElement];
    await expect(within(newest).getByText('Dashboard, Workers, and Statistics')).toBeVisible();
    await expect(within(next).getByText('Never')).toBeVisible();
    await expect(within(newest).getByText('128')).toBeVisible();
    const ended = canvas.getByRole('region', { name: 'Revoked and expired' });
    await expect(
      within(ended)
        .getAllByRole('listitem')
        .map((i) => i.getAttribute('data-status')),
    ).toEqual(['expired', 'revoked']);
    await expect(within(ended).queryByRole('button', { name: /^Revoke/ })).toBeNull();
    await expect(canvas.queryByText(new RegExp(secret))).toBeNull();
  },
};

/** The same in Russian. */
export const LinksRussian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Действующие ссылки' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Отозвать Hosting client: site A' })).toBeVisible();
  },
};

/** The same in Chinese. */
export const LinksChinese: Story = {
  globals: { locale: 'cn' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '有效链接' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** While the list loads: a placeholder, and the form already usable. */
export const Loading: Story = {
  args: { links: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Label' }, { timeout: 10_000 })).toBeEnabled();
  },
};

/** A list that could not be read: the reason and Retry. */
export const LoadFailed: Story = {
  args: { links: undefined, loadError: 'The pool API is not answering' },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByText(
        'The watcher links could not be loaded: The pool API is not answering',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** No link yet: it says how to start. */
export const Empty: Story = {
  args: { links: [] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'No watcher links yet. Create one below to share this sub-account.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/**
 * Create with Workers only: the dashboard is always on, the expiry starts at 30 days; the full link is shown once
 * with Copy and what sharing it means, and goes when the owner says it is copied.
 */
export const Create: Story = {
  play: async ({ canvas, args }) => {
    const label = await canvas.findByRole('textbox', { name: 'Label' }, { timeout: 10_000 });
    const dashboard = canvas.getByRole('checkbox', { name: 'Dashboard' });
    await expect(dashboard).toBeChecked();
    await expect(dashboard).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Works for' })).toHaveValue('30d');
    await userEvent.type(label, 'Hosting client: site B');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Workers' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      label: 'Hosting client: site B',
      scopes: ['workers'],
      expiresIn: '30d',
    });
    const shown = await canvas.findByRole('region', { name: 'Your new watcher link' });
    await expect(within(shown).getByTestId('watcher-link')).toHaveTextContent(
      `https://pool.example/watch/${secret}`,
    );
    await expect(shown).toHaveTextContent(
      'This link is shown only once: copy it now. Anyone who has it sees this sub-account’s Dashboard and Workers until January 5, 2027',
    );
    await expect(within(shown).getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(label).toHaveValue('');
    await userEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await expect(canvas.queryByRole('region', { name: 'Your new watcher link' })).toBeNull();
    await expect(label).toHaveFocus();
  },
};

/** A link that never expires says it works until revoked; in Russian the link carries the locale prefix. */
export const CreateForeverRussian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Название' }, { timeout: 10_000 }),
      'Инвестор',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Срок действия' }), 'never');
    await userEvent.click(canvas.getByRole('button', { name: 'Создать ссылку' }));
    const shown = await canvas.findByTestId('watcher-created');
    await expect(within(shown).getByTestId('watcher-link')).toHaveTextContent(
      `https://pool.example/ru/watch/${secret}`,
    );
    await expect(shown).toHaveTextContent('пока вы её не отзовёте');
  },
};

/** A missing label is refused without asking the API; a refused create keeps what was typed and says why. */
export const CreateRefused: Story = {
  args: {
    onCreate: fn(async (_: WatcherLinkCreate): Promise<WatcherLinkCreated> =>
      Promise.reject(new ApiError(409, 'subaccount_archived', 'The sub-account is archived')),
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create link' }, { timeout: 10_000 }));
    const label = canvas.getByRole('textbox', { name: 'Label' });
    await expect(await canvas.findByText('Enter a label')).toBeVisible();
    await expect(label).toHaveFocus();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(label, 'Site manager');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Earnings (accruals and payouts)' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Works for' }), '7d');
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The link was not created: The sub-account is archived',
    );
    await expect(label).toHaveValue('Site manager');
    await expect(canvas.getByRole('checkbox', { name: 'Earnings (accruals and payouts)' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Works for' })).toHaveValue('7d');
  },
};

/** The list as the API keeps it after a revoke. */
function LiveList(props: WatcherLinksViewProps) {
  const [list, setList] = useState(props.links ?? links);
  return (
    <WatcherLinksView
      {...props}
      links={list}
      onRevoke={async (id) => {
        await props.onRevoke(id);
        setList((current) =>
          current.map((l) =>
            l.id === id ? { ...l, status: 'revoked', revokedAt: '2026-12-06T12:00:00.000Z' } : l,
          ),
        );
      }}
    />
  );
}

/**
 * Keyboard only: Revoke asks first and says open views stop within a second; once confirmed the link moves to the
 * ended group and focus goes to it there.
 */
export const Revoke: Story = {
  render: (args) => <LiveList {...args} />,
  play: async ({ canvas, args }) => {
    const revoke = await canvas.findByRole(
      'button',
      { name: 'Revoke Hosting client: site A' },
      { timeout: 10_000 },
    );
    revoke.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Revoke the link “Hosting client: site A”?',
    });
    await expect(dialog).toHaveTextContent('views that are open stop within a second');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Revoke link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onRevoke).toHaveBeenCalledWith('w1');
    const ended = canvas.getByRole('region', { name: 'Revoked and expired' });
    await waitFor(() => expect(within(ended).getByText('Hosting client: site A')).toHaveFocus());
    await expect(within(ended).getByText(/^Revoked Dec 6, 2026/)).toBeVisible();
  },
};

/** A refused revoke leaves the dialog open with the reason. */
export const RevokeRefused: Story = {
  args: { onRevoke: fn(async () => Promise.reject(new ApiError(503, 'unavailable', 'Try again shortly'))) },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Revoke Investor (quarterly report)' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    await expect(
      await within(dialog).findByText('The link was not revoked: Try again shortly'),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
