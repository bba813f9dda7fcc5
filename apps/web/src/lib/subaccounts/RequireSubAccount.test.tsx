// @vitest-environment jsdom
import type * as Auth from '@lode/auth';
import { ColorModeProvider } from '@lode/ui';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogs } from '../../app/catalogs';
import { appRoutes } from '../../app/router';
import { createPoolCache, PoolCacheContext } from '../pool/cache';
import { subAccountKeys } from '../pool/keys';
import { AppAuthContext, unavailableAuth, type AppAuth } from '../session';

// A cabinet page as a miner uses it, in the whole app (router, cabinet layout, the real cache) over a fake pool API:
// what is typed in a page stays while the cabinet merely settles its sub-account (the list read again, the address
// completed, the shown one renamed), and goes when another sub-account takes the screen.

// Pages and layouts load lazily through Vite's transform, which a loaded two-core machine makes slow.
configure({ asyncUtilTimeout: 15_000 });

// The API client asks @lode/auth for a token, which waits for an identity provider's client that no jsdom test has;
// the fake API below takes any token.
vi.mock('@lode/auth', async (original) => ({
  ...(await original<typeof Auth>()),
  getValidToken: async () => 'token',
}));

beforeAll(async () => {
  await catalogs.load('en');
}, 30_000);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const miner: AppAuth = {
  ...unavailableAuth,
  available: true,
  initialized: true,
  isAuthenticated: true,
  userInfo: { sub: 'u1', preferred_username: 'demo' },
  hasRealmRole: () => false,
};

/** Something the test lets go of when it chooses. */
function gate() {
  let open = () => {};
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
}

/**
 * The pool API of a miner with sub-accounts `main` (the default) and `north`: the list (its reads held while the
 * test holds them), renames, an empty list of API keys; every other read answers 404. The app finds the API's
 * address in `config.json`.
 */
function fakePoolApi() {
  let items = [
    { name: 'main', default: true, createdAt: '2026-11-01T00:00:00.000Z', archivedAt: null },
    { name: 'north', default: false, createdAt: '2026-11-02T00:00:00.000Z', archivedAt: null },
  ];
  let listHeld: Promise<void> | undefined;
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      typeof input === 'string' ? new URL(input, 'http://localhost/') : input,
      init,
    );
    const { pathname } = new URL(request.url);
    if (pathname === '/config.json') return json({ apiUrl: 'http://localhost/api/v1' });
    if (pathname === '/api/v1/settings/subaccounts' && request.method === 'GET') {
      await listHeld;
      return json({ items, limit: 200 });
    }
    const one = /^\/api\/v1\/settings\/subaccounts\/([^/]+)$/.exec(pathname)?.[1];
    if (one !== undefined && request.method === 'PUT') {
      const { name } = (await request.json()) as { name?: string };
      items = items.map((s) => (s.name === one && name ? { ...s, name } : s));
      return json(items.find((s) => s.name === (name ?? one)));
    }
    if (pathname === '/api/v1/settings/api-keys') return json({ items: [] });
    return json({ code: 'not_found', message: 'Not found' }, 404);
  };
  return {
    fetch,
    /** Holds every read of the list until the returned function is called. */
    holdList() {
      const held = gate();
      listHeld = held.passed;
      return () => {
        listHeld = undefined;
        held.open();
      };
    },
  };
}

/**
 * Opens `path` signed in, over a fresh cache and the fake API. `holdNavigations`: every navigation after the first
 * waits in the root loader until the test lets it go.
 */
function openCabinet(path: string, { holdNavigations = false, holdList = false } = {}) {
  const api = fakePoolApi();
  const releaseList = holdList ? api.holdList() : () => {};
  vi.stubGlobal('fetch', api.fetch);
  const cache = createPoolCache({ retryDelayMs: 10 });
  let first = true;
  const navigation = gate();
  const guard = async () => {
    if (holdNavigations && !first) await navigation.passed;
    first = false;
    return null;
  };
  const router = createMemoryRouter(appRoutes(guard), { initialEntries: [path] });
  render(
    <ColorModeProvider>
      <AppAuthContext.Provider value={miner}>
        <PoolCacheContext.Provider value={cache}>
          <RouterProvider router={router} />
        </PoolCacheContext.Provider>
      </AppAuthContext.Provider>
    </ColorModeProvider>,
  );
  const address = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { api, cache, router, address, letNavigationsGo: navigation.open, releaseList };
}

/** Records whether the cabinet ever shows a status (loading, unknown, failed) in place of the page. */
function watchForStatus() {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    const status = document.querySelector('[data-subaccount-status]');
    if (status) seen.push(`${status.getAttribute('data-subaccount-status')}: ${status.textContent ?? ''}`);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return {
    seen,
    stop: () => observer.disconnect(),
  };
}

const keyName = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });

describe('a cabinet page while its sub-account settles', { timeout: 60_000 }, () => {
  it('keeps what was typed in Settings, and the focus, when the sub-account on screen is renamed', async () => {
    const { address } = openCabinet('/settings?subaccount=main');
    const section = await screen.findByRole('region', { name: 'Sub-accounts' });
    await within(section).findByRole('button', { name: 'Rename main' });
    // A new sub-account's name half typed, then the one on screen renamed in its dialog.
    const newName = within(section).getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    fireEvent.change(newName, { target: { value: 'south-farm' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Rename main' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename “main”' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'headquarters' },
    });
    const status = watchForStatus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));

    await waitFor(() => expect(address()).toBe('/settings?subaccount=headquarters'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    status.stop();
    // Never "No sub-account named “main”" on the way, the half-typed name still there, focus back on the renamed one.
    expect(status.seen).toEqual([]);
    const after = screen.getByRole('region', { name: 'Sub-accounts' });
    expect(within(after).getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('south-farm');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(after).getByRole('button', { name: 'Rename headquarters' })),
    );
    expect(screen.getAllByRole('button', { name: 'Sub-account: headquarters' }).length).toBeGreaterThan(0);
  });

  it('keeps a key name typed while the cabinet completes the address with the sub-account it shows', async () => {
    const { address, letNavigationsGo } = openCabinet('/api', { holdNavigations: true });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), {
      target: { value: 'rig monitor' },
    });
    // Typed before the address names the sub-account: the navigation that completes it is still under way.
    expect(address()).toBe('/api');
    letNavigationsGo();
    await waitFor(() => expect(address()).toBe('/api?subaccount=main'));
    expect(keyName().value).toBe('rig monitor');
  });

  it('lets a navigation the miner started finish before it completes the address', async () => {
    const { router, address, letNavigationsGo, releaseList } = openCabinet('/api', {
      holdNavigations: true,
      holdList: true,
    });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    // The miner goes to another sub-account's page before the cabinet knows which one the address lacks.
    let went = Promise.resolve();
    act(() => {
      went = router.navigate('/api?subaccount=north');
    });
    releaseList();
    // The list has come: the cabinet knows it shows `main` and would complete `/api` with it.
    await screen.findAllByRole('button', { name: 'Sub-account: main' });
    letNavigationsGo();
    await act(() => went);
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(address()).toBe('/api?subaccount=north');
  });

  it('keeps a key name typed while the list of sub-accounts is read again', async () => {
    const { api, cache } = openCabinet('/api?subaccount=main');
    // The list has arrived: the form offers a box per sub-account.
    fireEvent.click(await screen.findByRole('radio', { name: /Only the sub-accounts I choose/ }));
    await screen.findByRole('checkbox', { name: 'north' });
    fireEvent.change(keyName(), { target: { value: 'rig monitor' } });
    const status = watchForStatus();
    // Read again, as after a write elsewhere or on the minute's refresh, its answer slow to come.
    const release = api.holdList();
    let read = Promise.resolve();
    act(() => {
      read = cache.invalidate(subAccountKeys.all());
    });
    expect(keyName().value).toBe('rig monitor');
    release();
    await act(() => read);
    status.stop();
    expect(status.seen).toEqual([]);
    expect(keyName().value).toBe('rig monitor');
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: /Only the sub-accounts I choose/ }).checked,
    ).toBe(true);
  });

  it('starts the page afresh when another sub-account takes the screen', async () => {
    const { router } = openCabinet('/api?subaccount=main');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), {
      target: { value: 'for main only' },
    });
    await act(() => router.navigate('/api?subaccount=north'));
    await screen.findAllByRole('button', { name: 'Sub-account: north' });
    // Nothing typed for one sub-account stays under another's name.
    expect(keyName().value).toBe('');
  });
});
