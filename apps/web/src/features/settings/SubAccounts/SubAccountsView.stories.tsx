import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyAuth, withApp } from '../../../app/testing/storyApp';
import {
  SubAccountRefusal,
  type SubAccount,
  type SubAccountChange,
  type SubAccountList,
} from '../../../lib/cabinet/subAccountQueries';
import { ApiError } from '../../../lib/pool';
import { SubAccountsView, type SubAccountsViewProps } from './SubAccountsView';

// The section as the API's answers leave it. The writes are the story's own functions, answering as the API does
// (its refusals are ApiErrors with the contract's codes), since the pool API cannot run in Storybook's browser.

const subAccount = (name: string, createdAt: string, extra: Partial<SubAccount> = {}): SubAccount => ({
  name,
  default: false,
  createdAt,
  archivedAt: null,
  ...extra,
});

const farm: SubAccountList = {
  items: [
    subAccount('demo', '2026-03-02T10:00:00.000Z', { default: true }),
    subAccount('north-site', '2026-11-20T09:00:00.000Z'),
    subAccount('garage_rigs', '2026-11-21T18:30:00.000Z'),
    subAccount('old-farm', '2026-05-10T12:00:00.000Z', { archivedAt: '2026-11-01T08:00:00.000Z' }),
  ],
  limit: 200,
};

const refused = (code: string, message: string) => new ApiError(409, code, message);

/** Escape closes the open dialog and gives focus back to the button that opened it. */
async function closeWithEscape(trigger: string) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  await expect(screen.getByRole('button', { name: trigger })).toHaveFocus();
}

const meta = {
  title: 'web/Settings/SubAccounts',
  component: SubAccountsView,
  decorators: [withApp('/settings')],
  parameters: {
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
  args: {
    list: farm,
    onRetry: fn(),
    onCreate: fn(async () => undefined),
    onChange: fn(async () => undefined),
  },
} satisfies Meta<typeof SubAccountsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three active sub-accounts (the default first, marked) with their stratum logins, and an archived one. */
export const Farm: Story = {
  play: async ({ canvas }) => {
    const active = await canvas.findByRole('region', { name: 'Active' }, { timeout: 10_000 });
    const items = within(active).getAllByRole('listitem');
    await expect(items.map((i) => i.getAttribute('data-subaccount'))).toEqual([
      'demo',
      'north-site',
      'garage_rigs',
    ]);
    await expect(within(active).getByText('Default').closest('li')).toHaveAttribute(
      'data-subaccount',
      'demo',
    );
    await expect(within(active).getByText('north-site.worker')).toBeVisible();
    const archived = canvas.getByRole('region', { name: 'Archived' });
    await expect(within(archived).getByText('old-farm')).toBeVisible();
    await expect(within(archived).getByRole('button', { name: 'Restore old-farm' })).toBeVisible();
    await expect(within(archived).queryByText(/\.worker$/)).toBeNull();
  },
};

/** The same in Russian. */
export const FarmRussian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Активные' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Переименовать north-site' })).toBeVisible();
  },
};

/** The same in Chinese. */
export const FarmChinese: Story = {
  globals: { locale: 'cn' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '使用中' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** While the list loads: a placeholder, and the create form already usable. */
export const Loading: Story = {
  args: { list: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Name' }, { timeout: 10_000 })).toBeEnabled();
  },
};

/** A list that could not be read: the reason and Retry. */
export const LoadFailed: Story = {
  args: { list: undefined, loadError: 'The pool API is not answering' },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByText(
        /The sub-accounts could not be loaded: The pool API is not answering/,
        {},
        {
          timeout: 10_000,
        },
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** An empty list (only a test stack's blank account has one): it says how to start. */
export const Empty: Story = {
  args: { list: { items: [], limit: 200 } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No sub-accounts yet. Create one below.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The rule is checked as the name is typed; a name the API already has is refused under the field, kept as typed. */
export const NameRefused: Story = {
  args: { onCreate: fn(async () => Promise.reject(refused('subaccount_exists', 'Name taken'))) },
  play: async ({ canvas, args }) => {
    const name = await canvas.findByRole('textbox', { name: 'Name' }, { timeout: 10_000 });
    await userEvent.type(name, 'North Site');
    await expect(
      canvas.getByText('Only a–z, 0–9, - and _ are allowed; remove “N”, space, and “S”'),
    ).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'ab');
    await expect(canvas.getByText('Use at least 3 characters')).toBeVisible();
    await userEvent.type(name, 'c');
    await expect(canvas.queryByText('Use at least 3 characters')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create sub-account' }));
    await expect(
      await canvas.findByText('You already have a sub-account with this name: choose another one.'),
    ).toBeVisible();
    await expect(args.onCreate).toHaveBeenCalledWith('abc');
    await expect(name).toHaveValue('abc');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
  },
};

/** An empty name is refused on submit, without asking the API. */
export const NameMissing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Create sub-account' }, { timeout: 10_000 }),
    );
    await expect(await canvas.findByText('Enter a name')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** At the limit, the refusal says so for the whole form, and the typed name stays. */
export const LimitReached: Story = {
  args: { onCreate: fn(async () => Promise.reject(refused('subaccount_limit', 'Limit'))) },
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: 'Name' }, { timeout: 10_000 });
    await userEvent.type(name, 'south');
    await userEvent.click(canvas.getByRole('button', { name: 'Create sub-account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You already have 200 sub-accounts, the most the pool allows: no more can be created.',
    );
    await expect(name).toHaveValue('south');
  },
};

/** Rename in a dialog: the new name is checked as typed, a taken one is refused under the field. */
export const RenameRefused: Story = {
  args: { onChange: fn(async () => Promise.reject(refused('subaccount_exists', 'Name taken'))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Rename north-site' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rename “north-site”' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue('north-site');
    await userEvent.clear(name);
    await userEvent.type(name, 'garage_rigs');
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(dialog).findByText('You already have a sub-account with this name: choose another one.'),
    ).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith({ name: 'north-site', rename: 'garage_rigs' });
    await expect(name).toHaveValue('garage_rigs');
    await closeWithEscape('Rename north-site');
  },
};

/** Archiving asks first and says what it does; an unpaid balance is refused with its coins and amounts. */
export const ArchiveUnpaid: Story = {
  args: {
    onChange: fn(async () =>
      Promise.reject(
        new SubAccountRefusal(refused('unpaid_balance', 'Unpaid balance'), [
          { coin: 'LTC', amount: '0.01234567' },
          { coin: 'DOGE', amount: '42.50000000' },
        ]),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Archive demo' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive the sub-account “demo”?' });
    await expect(within(dialog).getByText(/you can restore it at any time/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive sub-account' }));
    await expect(
      await within(dialog).findByText(
        'This sub-account still holds an unpaid balance of 0.01234567 LTC and 42.50000000 DOGE. It must be paid out before the sub-account can be archived.',
      ),
    ).toBeVisible();
    await closeWithEscape('Archive demo');
  },
};

/** The only active sub-account cannot be archived: the dialog says why. */
export const ArchiveLastActive: Story = {
  args: {
    list: { items: [subAccount('demo', '2026-03-02T10:00:00.000Z', { default: true })], limit: 200 },
    onChange: fn(async () => Promise.reject(refused('last_active', 'Last active'))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Archive demo' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive sub-account' }));
    await expect(
      await within(dialog).findByText(
        'This is your only active sub-account, so it cannot be archived. Create or restore another one first.',
      ),
    ).toBeVisible();
    await closeWithEscape('Archive demo');
  },
};

/** Restore is one button, operable from the keyboard, and sends the restore. */
export const Restore: Story = {
  play: async ({ canvas, args }) => {
    const restore = await canvas.findByRole('button', { name: 'Restore old-farm' }, { timeout: 10_000 });
    restore.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ name: 'old-farm', archived: false }));
  },
};

/** The list as the API keeps it after a change: renamed in place, archived ones after the active ones. */
function applied(list: SubAccountList, { name, rename, archived }: SubAccountChange): SubAccountList {
  const items = list.items.map((s) =>
    s.name === name
      ? {
          ...s,
          name: rename ?? s.name,
          archivedAt: archived === undefined ? s.archivedAt : archived ? '2026-12-06T12:00:00.000Z' : null,
        }
      : s,
  );
  const byCreation = (a: SubAccount, b: SubAccount) => a.createdAt.localeCompare(b.createdAt);
  const active = items
    .filter((s) => !s.archivedAt)
    .sort((a, b) => Number(b.default) - Number(a.default) || byCreation(a, b));
  return { ...list, items: [...active, ...items.filter((s) => s.archivedAt).sort(byCreation)] };
}

/** The view over a list the story changes as the API would. */
function LiveList(props: SubAccountsViewProps) {
  const [list, setList] = useState(props.list ?? farm);
  return (
    <SubAccountsView
      {...props}
      list={list}
      onChange={async (change) => {
        await props.onChange(change);
        setList((current) => applied(current, change));
      }}
    />
  );
}

/**
 * Keyboard only: rename, archive and restore. Focus comes back to the renamed item's Rename button, and follows an
 * archived or restored sub-account to its new group.
 */
export const KeyboardFlow: Story = {
  render: (args) => <LiveList {...args} />,
  play: async ({ canvas }) => {
    const rename = await canvas.findByRole('button', { name: 'Rename north-site' }, { timeout: 10_000 });
    rename.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Rename “north-site”' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}north{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Rename north' })).toHaveFocus());

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Archive north' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Archive the sub-account “north”?' });
    await userEvent.tab();
    await expect(within(confirm).getByRole('button', { name: 'Archive sub-account' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const archived = canvas.getByRole('region', { name: 'Archived' });
    await waitFor(() =>
      expect(within(archived).getByRole('button', { name: 'Restore north' })).toHaveFocus(),
    );

    await userEvent.keyboard('{Enter}');
    const active = canvas.getByRole('region', { name: 'Active' });
    await waitFor(() => expect(within(active).getByRole('button', { name: 'Rename north' })).toHaveFocus());
  },
};
