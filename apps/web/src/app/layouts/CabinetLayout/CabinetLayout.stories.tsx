import { breakpoints } from '@lode/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError } from '../../../lib/pool/apiError';
import { subAccountKeys } from '../../../lib/pool/keys';
import { useSubAccount, type SubAccountList } from '../../../lib/pool';
import { RequireSubAccount } from '../../../lib/subaccounts';
import { routeById } from '../../routing/routeTable';
import { cachedAnswer, failingPoolCache } from '../../testing/poolFixtures';
import { SeededCache, storyAuth, withApp } from '../../testing/storyApp';
import { PoolCacheContext } from '../../../lib/pool/cache';
import { CabinetLayout } from './CabinetLayout';

/** Stands in for the cabinet's pages: a heading that names where the router is and the sub-account shown. */
function Page() {
  const { pathname } = useLocation();
  return <h1>{`${pathname} · ${useSubAccount()}`}</h1>;
}

function Cabinet() {
  return (
    <Routes>
      <Route element={<CabinetLayout />}>
        <Route
          path="*"
          element={
            <RequireSubAccount route={routeById('dashboard')}>
              <Page />
            </RequireSubAccount>
          }
        />
      </Route>
    </Routes>
  );
}

/** The user's sub-accounts (`GET /settings/subaccounts`). */
const subAccounts: SubAccountList = {
  items: [
    { name: 'main', default: true, createdAt: '2026-11-01T00:00:00.000Z', archivedAt: null },
    { name: 'north-farm', default: false, createdAt: '2026-11-02T00:00:00.000Z', archivedAt: null },
  ],
  limit: 200,
};

const meta = {
  title: 'web/CabinetLayout',
  component: Cabinet,
  decorators: [
    (Story, { parameters }) =>
      parameters.listFails ? (
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
          entries={parameters.listLoading ? [] : [cachedAnswer(subAccountKeys.list(), subAccounts)]}
        >
          <Story />
        </SeededCache>
      ),
    // The address the story opens (`parameters.path`), `/dashboard` unless it says.
    (Story, context) =>
      withApp((context.parameters.path as string | undefined) ?? '/dashboard')(Story, context),
  ],
  parameters: {
    layout: 'fullscreen',
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
  // Each story starts with no sub-account remembered in this browser, and leaves none behind.
  beforeEach: () => {
    localStorage.removeItem('lode.subaccount.u1');
    return () => localStorage.removeItem('lode.subaccount.u1');
  },
} satisfies Meta<typeof Cabinet>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sub-account switcher where a reader finds it: in the header from sm up, at the head of the menu sheet on a
 * phone (the sheet is opened for it).
 */
async function switcherButton(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  const phone = (canvasElement.ownerDocument.defaultView?.innerWidth ?? 1280) < breakpoints.sm;
  if (!phone) return within(canvasElement).getByRole('button', { name });
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
  const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  return within(sheet).getByRole('button', { name });
}

/**
 * The cabinet pages; below lg they sit in a drawer that works with the keyboard alone. Opened without a
 * sub-account in the address, the cabinet shows the default one and names it in every link.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent(
      '/dashboard · main',
    );
    const mobile = (canvasElement.ownerDocument.defaultView?.innerWidth ?? 1280) < breakpoints.lg;
    if (!mobile) {
      const [nav] = canvas.getAllByRole('navigation');
      if (!nav) throw new Error('no cabinet navigation');
      await expect(nav.querySelectorAll(':scope > a')).toHaveLength(10);
      for (const link of within(nav).getAllByRole('link'))
        await expect(link.getAttribute('href')).toMatch(/\?subaccount=main$/);
      await userEvent.click(within(nav).getAllByRole('link')[3] as HTMLElement);
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('/workers · main');
      return;
    }
    // Phone width: the menu button opens the drawer; Tab, Enter and Escape do the rest.
    canvasElement.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')?.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const workers = within(drawer).getAllByRole('link')[3] as HTMLElement;
    while (canvasElement.ownerDocument.activeElement !== workers) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('/workers · main');
    await expect(drawer).not.toBeInTheDocument();
  },
};

/** Another sub-account from the header: the page shows that one's, and the links keep it. */
export const Switched: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: '/dashboard · main' }, { timeout: 10_000 });
    const body = within(canvasElement.ownerDocument.body);
    const button = await switcherButton(canvasElement, 'Sub-account: main');
    await userEvent.click(button);
    if ((canvasElement.ownerDocument.defaultView?.innerWidth ?? 1280) < breakpoints.sm) {
      // The menu sheet's list is links: following one opens that sub-account and closes the sheet.
      await userEvent.click(await body.findByRole('link', { name: 'north-farm' }));
      await expect(body.queryByRole('dialog')).toBeNull();
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('/dashboard · north-farm');
      return;
    }
    await userEvent.click(await body.findByRole('option', { name: 'north-farm' }));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('/dashboard · north-farm');
    await expect(body.getByRole('button', { name: 'Sub-account: north-farm' })).toHaveFocus();
  },
};

/** An address naming a sub-account the user does not have: a clear state in place of the page, a way out. */
export const UnknownSubAccount: Story = {
  parameters: { path: '/dashboard?subaccount=south-farm' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'No sub-account named “south-farm”' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your sub-accounts' })).toHaveAttribute(
      'href',
      '/subaccounts',
    );
    await expect(await switcherButton(canvasElement, 'Choose a sub-account')).toBeVisible();
    // A phone opened the menu sheet for it: closed again, as a reader leaves it.
    if (within(canvasElement.ownerDocument.body).queryByRole('dialog')) await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** The list is on its way and the address names none: the page waits, saying so. */
export const LoadingSubAccounts: Story = {
  parameters: { listLoading: true },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Opening your sub-account…' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** The list could not be read and the address names none: the page says so, with Try again. */
export const SubAccountsFailed: Story = {
  parameters: { listFails: true },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Your sub-accounts could not be loaded' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
