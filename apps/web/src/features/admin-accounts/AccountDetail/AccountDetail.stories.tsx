import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyAuth, withApp } from '../../../app/testing/storyApp';
import { ApiError } from '../../../lib/pool/apiError';
import type { BanInput } from '../accountQueries';
import { bannedAccount, demoAccount } from '../fixtures';
import { AccountDetail } from './AccountDetail';

const admin = storyAuth({
  isAuthenticated: true,
  roles: ['admin'],
  userInfo: { sub: 'a1', preferred_username: 'admin' },
});

const meta = {
  title: 'web/Console/Accounts/AccountDetail',
  component: AccountDetail,
  decorators: [withApp('/admin/accounts/u-demo')],
  parameters: { auth: admin },
  args: {
    account: demoAccount,
    canBan: true,
    onRetry: fn(),
    onBan: fn(async () => undefined),
    onUnban: fn(async () => undefined),
  },
} satisfies Meta<typeof AccountDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin's view: the facts, not banned with Ban, the sub-accounts with workers (a figure not reported) and balances. */
export const Admin: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole(
      'table',
      { name: 'Workers and balances of each sub-account' },
      { timeout: 10_000 },
    );
    const first = within(table).getByRole('row', { name: /rig-farm-north/ });
    await expect(within(first).getAllByText('Not reported by the pool')).toHaveLength(2);
    await expect(within(table).getByText('0.41250000 LTC, 812.50000000 DOGE')).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ban account' })).toBeVisible();
  },
};

/** The API's answer to a ban, as the API checks it: a note over 500 characters is refused with a field error. */
const banAsTheApi = async (input: BanInput) => {
  if ((input.note ?? '').length > 500)
    throw new ApiError(400, 'validation_failed', 'Some fields are not valid', {
      note: 'Must be at most 500 characters',
    });
};

/** Banning: a reason is required; the API's field error shows under the note, with what was typed kept; then it bans. */
export const BanWithFieldError: Story = {
  args: { onBan: fn(banAsTheApi) },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ban account' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban demo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    const reason = within(dialog).getByRole('combobox', { name: /Reason/ });
    await expect(reason).toHaveAccessibleDescription(/Choose a reason/);
    await expect(args.onBan).not.toHaveBeenCalled();
    await userEvent.selectOptions(reason, 'fraud');
    const note = within(dialog).getByRole('textbox', { name: 'Note for the team (optional)' });
    const tooLong = 'Chargebacks from three cards. '.repeat(17);
    await userEvent.click(note);
    await userEvent.paste(tooLong);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    await expect(await within(dialog).findByText('Must be at most 500 characters')).toBeVisible();
    await expect(note).toHaveValue(tooLong);
    await expect(reason).toHaveValue('fraud');
    await userEvent.clear(note);
    await userEvent.type(note, 'Chargebacks from three cards');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ban demo?' })).toBeNull());
    await expect(args.onBan).toHaveBeenLastCalledWith({
      reason: 'fraud',
      note: 'Chargebacks from three cards',
    });
  },
};

/** A banned account: why, when and by whom, the note, and Lift the ban behind a confirmation. */
export const Banned: Story = {
  args: { account: bannedAccount },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByText(/Banned for abuse on .* by admin\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Flooded the stratum port')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Lift the ban' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Lift the ban on demo?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Lift the ban' }));
    await waitFor(() => expect(args.onUnban).toHaveBeenCalled());
  },
};

/** Support reads the same account without the ban buttons. */
export const Support: Story = {
  args: { account: bannedAccount, canBan: false },
  parameters: {
    auth: storyAuth({
      isAuthenticated: true,
      roles: ['support'],
      userInfo: { sub: 's1', preferred_username: 'support' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Only an administrator can ban or unban an account.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Lift the ban' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Ban account' })).toBeNull();
  },
};

/** While the account loads. */
export const Loading: Story = { args: { account: undefined } };

/** No such account. */
export const NotFound: Story = {
  args: { account: undefined, error: 'not_found' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('There is no account with this id.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All accounts' })).toHaveAttribute(
      'href',
      '/admin/accounts',
    );
  },
};

/** The account could not be read: the reason and Retry. */
export const Failed: Story = {
  args: {
    account: undefined,
    error: 'The accounts could not be loaded. Check the connection and try again.',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }, { timeout: 10_000 }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** In Russian, banned. */
export const BannedRussian: Story = {
  args: { account: bannedAccount },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Снять блокировку' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/Заблокирована по причине «злоупотребление»/)).toBeVisible();
  },
};
