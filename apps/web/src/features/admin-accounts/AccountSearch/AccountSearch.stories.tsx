import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyAuth, withApp } from '../../../app/testing/storyApp';
import { foundAccounts } from '../fixtures';
import { AccountSearch } from './AccountSearch';

const meta = {
  title: 'web/Console/Accounts/AccountSearch',
  component: AccountSearch,
  decorators: [withApp('/admin/accounts')],
  parameters: {
    auth: storyAuth({
      isAuthenticated: true,
      roles: ['admin'],
      userInfo: { sub: 'a1', preferred_username: 'admin' },
    }),
  },
  args: { query: 'demo', items: foundAccounts, loading: false, onSearch: fn(), onRetry: fn() },
} satisfies Meta<typeof AccountSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a search found: each account with its sub-accounts, addresses and a banned badge; a new search is sent. */
export const Found: Story = {
  play: async ({ canvas, args }) => {
    const table = await canvas.findByRole('table', { name: 'Accounts found' }, { timeout: 10_000 });
    const demo = within(table).getByRole('row', { name: /demo@lode\.localhost/ });
    await expect(within(demo).getByRole('link', { name: 'Open demo' })).toHaveAttribute(
      'href',
      '/admin/accounts/u-demo',
    );
    await expect(within(demo).getByText('Active')).toBeVisible();
    await expect(within(demo).getByText(/DH5yaieqo/)).toBeVisible();
    const banned = within(table).getByRole('row', { name: /demolition/ });
    await expect(within(banned).getByText('Banned')).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: 'User name, e-mail or payout address' });
    await userEvent.clear(box);
    await userEvent.type(box, ' ltc1qg8 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('ltc1qg8');
  },
};

/** Before the first search: a prompt, no table. */
export const Prompt: Story = {
  args: { query: '', items: undefined },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Type a user name, an e-mail or an address/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Nothing found. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No account matches this search.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** While the search runs. */
export const Loading: Story = { args: { items: undefined, loading: true } };

/** The search failed: the reason and Retry. */
export const Failed: Story = {
  args: { items: undefined, error: 'The accounts could not be loaded. Check the connection and try again.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }, { timeout: 10_000 }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** In Russian. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('table', { name: 'Найденные учётные записи' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Заблокирована')[0]).toBeVisible();
  },
};

/** In Chinese. */
export const Chinese: Story = {
  globals: { locale: 'cn' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: '找到的账户' }, { timeout: 10_000 })).toBeVisible();
  },
};
