import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../lib/pool/apiError';
import { subAccountKeys } from '../../../lib/pool/keys';
import type { SubAccount, SubAccountList } from '../../../lib/pool';
import { rememberedSubAccount } from '../../../lib/subaccounts';
import { cachedAnswer, failingPoolCache } from '../../testing/poolFixtures';
import { SeededCache, storyAuth, withApp } from '../../testing/storyApp';
import { PoolCacheContext } from '../../../lib/pool/cache';
import { SubAccountSwitcher } from './SubAccountSwitcher';

// The header's switcher with the user's list as `GET /settings/subaccounts` answers it: a few, many (with a search
// box), still loading, and unreadable. Below it, the address the router is at, as the page would read it.

const subAccount = (name: string, over: Partial<SubAccount> = {}): SubAccount => ({
  name,
  default: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  archivedAt: null,
  ...over,
});

const few: SubAccountList = {
  items: [
    subAccount('main', { default: true }),
    subAccount('north-farm'),
    subAccount('garage'),
    subAccount('old-site', { archivedAt: '2026-11-20T00:00:00.000Z' }),
  ],
  limit: 200,
};

const many: SubAccountList = {
  items: [
    subAccount('main', { default: true }),
    ...Array.from({ length: 14 }, (_, i) => subAccount(`site-${String(i + 1).padStart(2, '0')}`)),
  ],
  limit: 200,
};

/** Where the router is: what a page would read. */
function Address() {
  const { pathname, search } = useLocation();
  return <p>{`Address: ${pathname}${search}`}</p>;
}

const signedIn = storyAuth({
  isAuthenticated: true,
  userInfo: { sub: 'u-story', preferred_username: 'demo' },
});

const meta = {
  title: 'web/SubAccountSwitcher',
  component: SubAccountSwitcher,
  args: { current: 'main' },
  render: (args) => (
    <div style={{ minHeight: 420, display: 'flex', flexDirection: 'column', gap: 16 }}>
      <SubAccountSwitcher {...args} />
      <Address />
    </div>
  ),
  decorators: [
    (Story, { parameters }) =>
      parameters.failed ? (
        <PoolCacheContext.Provider
          value={failingPoolCache(
            [],
            [[subAccountKeys.list(), new ApiError(503, 'unavailable', 'The pool database is not answering')]],
          )}
        >
          <Story />
        </PoolCacheContext.Provider>
      ) : (
        <SeededCache
          entries={
            parameters.list ? [cachedAnswer(subAccountKeys.list(), parameters.list as SubAccountList)] : []
          }
        >
          <Story />
        </SeededCache>
      ),
    withApp('/workers?subaccount=main&status=offline&worker=w-1'),
  ],
  parameters: { auth: signedIn, list: few },
  // Each story starts with no sub-account remembered in this browser, and leaves none behind.
  beforeEach: () => {
    localStorage.removeItem('lode.subaccount.u-story');
    return () => localStorage.removeItem('lode.subaccount.u-story');
  },
} satisfies Meta<typeof SubAccountSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A few sub-accounts: the active ones, the current one checked, the overview at the bottom. Arrow keys and Enter open
 * another, keeping the page and its filters; the choice is remembered in this browser.
 */
export const Few: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Sub-account: main' }, { timeout: 10_000 });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const list = await canvas.findByRole('listbox', { name: 'Sub-accounts' });
    await expect(list).toHaveFocus();
    const options = within(list).getAllByRole('option');
    // Archived ones are not offered.
    await expect(options.map((o) => o.textContent)).toEqual(['main', 'north-farm', 'garage']);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: 'All sub-accounts' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(list).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.getByText(/^Address:/)).toHaveTextContent(
      '/workers?subaccount=north-farm&status=offline',
    );
    await expect(button).toHaveFocus();
    await expect(rememberedSubAccount('u-story')).toBe('north-farm');
  },
};

/** Escape closes the list and gives the focus back to the button, choosing nothing. */
export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Sub-account: main' }, { timeout: 10_000 });
    await userEvent.click(button);
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{End}{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(button).toHaveFocus();
    await expect(canvas.getByText(/^Address:/)).toHaveTextContent('subaccount=main');
  },
};

/** More than ten: a search box narrows the list; the arrow keys and Enter work from it. */
export const Many: Story = {
  parameters: { list: many },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Sub-account: main' }, { timeout: 10_000 });
    await userEvent.click(button);
    const search = await canvas.findByRole('combobox', { name: 'Find a sub-account' });
    await expect(search).toHaveFocus();
    await expect(within(canvas.getByRole('listbox')).getAllByRole('option')).toHaveLength(15);
    await userEvent.keyboard('site-1');
    const options = within(canvas.getByRole('listbox')).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'site-10',
      'site-11',
      'site-12',
      'site-13',
      'site-14',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(canvas.getByText(/^Address:/)).toHaveTextContent('subaccount=site-12');
  },
};

/** No match for the search: it says so. */
export const NoMatch: Story = {
  parameters: { list: many },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Sub-account: main' }, { timeout: 10_000 }),
    );
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Find a sub-account' }), 'zzz');
    await expect(canvas.getByText('No sub-account matches “zzz”.')).toBeVisible();
  },
};

/** The list is still on its way. */
export const Loading: Story = {
  parameters: { list: null },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Sub-account: main' }, { timeout: 10_000 }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading sub-accounts…');
    await expect(canvas.getByRole('link', { name: 'All sub-accounts' })).toBeVisible();
  },
};

/** The list could not be read: it says so and offers to try again. */
export const Failed: Story = {
  parameters: { failed: true },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Sub-account: main' }, { timeout: 10_000 }),
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The sub-accounts could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The address names a sub-account the user does not have: the button asks for a choice. */
export const NoneShown: Story = {
  args: { current: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Choose a sub-account' }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(canvas.getByRole('listbox')).toHaveFocus());
    await expect(within(canvas.getByRole('listbox')).getAllByRole('option')[0]).toHaveAttribute(
      'aria-selected',
      'false',
    );
  },
};
