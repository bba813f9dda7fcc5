// @vitest-environment jsdom
import type { AuthState } from '@lode/auth';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createNavigationGuard } from '../../app/routing/navigationGuard';
import { maintenanceDecision, maintenanceViewer, type MaintenanceViewer } from './maintenanceAccess';
import {
  currentRouteRules,
  noteApiAnswer,
  onRouteRulesChange,
  refreshRouteRules,
  setRouteRules,
  takeUnruledNavigation,
} from './routeRulesClient';
import { emptySiteTable, maintenanceMessage, parseSiteTable, type SiteTable } from './siteTable';

afterEach(() => {
  setRouteRules(emptySiteTable);
  takeUnruledNavigation();
});

const on: SiteTable = {
  ...emptySiteTable,
  maintenance: {
    state: 'on',
    startsAt: '2026-12-07T08:00:00.000Z',
    endsAt: '2026-12-07T09:00:00.000Z',
    message: { en: 'Upgrading the database', ru: 'Обновляем базу данных', cn: '' },
  },
  now: '2026-12-07T08:10:00.000Z',
};

describe('maintenance decisions', () => {
  it('sends anyone but an admin to /tech-work in the page language', () => {
    for (const [path, to] of [
      ['/', '/tech-work'],
      ['/dashboard?subaccount=main', '/tech-work'],
      ['/ru/workers', '/ru/tech-work'],
      ['/cn/faq', '/cn/tech-work'],
      ['/admin', '/tech-work'],
      ['/ru/admin/news', '/ru/tech-work'],
    ] as const) {
      expect(maintenanceDecision(on, path, 'other'), path).toEqual({ kind: 'redirect', to });
    }
  });

  it('lets an admin go everywhere, the console included', () => {
    for (const path of ['/', '/dashboard', '/ru/admin', '/cn/admin/maintenance', '/tech-work'])
      expect(maintenanceDecision(on, path, 'admin'), path).toEqual({ kind: 'pass' });
  });

  it('spares the maintenance page, the error pages and the sign-in paths in every language', () => {
    for (const path of [
      '/tech-work',
      '/ru/tech-work',
      '/cn/tech-work/',
      '/error/401',
      '/ru/error/banned',
      '/cn/error/404',
      '/auth/callback',
      '/silent-check-sso.html',
    ])
      expect(maintenanceDecision(on, path, 'other'), path).toEqual({ kind: 'pass' });
  });

  it('decides later while the sign-in is not known yet', () => {
    expect(maintenanceDecision(on, '/dashboard', 'unknown')).toEqual({ kind: 'decide-later' });
    expect(maintenanceDecision(on, '/tech-work', 'unknown')).toEqual({ kind: 'pass' });
  });

  it('lets everyone through while maintenance is off or only scheduled', () => {
    const scheduled = { ...on, maintenance: { ...on.maintenance, state: 'scheduled' as const } };
    for (const table of [emptySiteTable, scheduled])
      expect(maintenanceDecision(table, '/dashboard', 'other')).toEqual({ kind: 'pass' });
  });

  it('spares nobody under the operator file’s switch, but the exempt pages', () => {
    const file = { ...emptySiteTable, source: 'file' as const, fileMaintenance: true };
    expect(maintenanceDecision(file, '/ru/dashboard', 'admin')).toEqual({
      kind: 'redirect',
      to: '/ru/tech-work',
    });
    expect(maintenanceDecision(file, '/ru/tech-work', 'admin')).toEqual({ kind: 'pass' });
  });

  it('reads the viewer from the ID token’s realm roles', () => {
    const state = (over: Partial<AuthState>): AuthState => ({
      initialized: true,
      isAuthenticated: true,
      available: true,
      ...over,
    });
    const admin = { sub: 'a', realm_access: { roles: ['miner', 'admin'] } };
    const miner = { sub: 'm', realm_access: { roles: ['miner'] } };
    expect(maintenanceViewer(state({ userInfo: admin }))).toBe('admin');
    expect(maintenanceViewer(state({ userInfo: miner }))).toBe('other');
    expect(maintenanceViewer(state({ isAuthenticated: false }))).toBe('other');
    expect(maintenanceViewer(state({ available: false, initialized: false }))).toBe('other');
    expect(maintenanceViewer(state({ initialized: false }))).toBe('unknown');
    expect(maintenanceViewer(undefined)).toBe('unknown');
  });

  it('shows the message in the page language, English when that one is empty', () => {
    expect(maintenanceMessage(on.maintenance, 'ru')).toBe('Обновляем базу данных');
    expect(maintenanceMessage(on.maintenance, 'cn')).toBe('Upgrading the database');
    expect(maintenanceMessage(on.maintenance, 'en')).toBe('Upgrading the database');
  });
});

describe('navigation guard during maintenance', () => {
  function routerAs(viewer: () => MaintenanceViewer) {
    const created: { router?: ReturnType<typeof createMemoryRouter> } = {};
    const loader = createNavigationGuard({
      basename: '/',
      currentPath: () =>
        created.router?.state.initialized ? created.router.state.location.pathname : undefined,
      viewer,
    });
    created.router = createMemoryRouter(
      [{ path: '*', loader, shouldRevalidate: () => true, Component: () => null }],
      { initialEntries: ['/faq'] },
    );
    return created.router;
  }
  const settled = async (router: ReturnType<typeof createMemoryRouter>) => {
    while (router.state.navigation.state !== 'idle' || !router.state.initialized)
      await new Promise((resolve) => setTimeout(resolve, 5));
    return router.state.location.pathname;
  };

  it('sends a miner to /tech-work and lets an admin through, both in /ru', async () => {
    const miner = routerAs(() => 'other');
    await settled(miner);
    setRouteRules(on);
    await miner.navigate('/ru/dashboard');
    expect(await settled(miner)).toBe('/ru/tech-work');
    // Staying there: a visit from itself to itself is not sent home while maintenance lasts.
    await miner.navigate('/ru/tech-work');
    expect(await settled(miner)).toBe('/ru/tech-work');

    const admin = routerAs(() => 'admin');
    await settled(admin);
    await admin.navigate('/ru/dashboard');
    expect(await settled(admin)).toBe('/ru/dashboard');
  });

  it('lets a navigation go ahead while the sign-in is unknown, and sends it once it is known', async () => {
    let viewer: MaintenanceViewer = 'unknown';
    const router = routerAs(() => viewer);
    await settled(router);
    setRouteRules(on);
    takeUnruledNavigation();
    await router.navigate('/cn/workers');
    expect(await settled(router)).toBe('/cn/workers');
    expect(takeUnruledNavigation()).toBe(true);
    // What MaintenanceWatch does when the sign-in becomes known: run the guard again where the router is.
    viewer = 'other';
    await router.revalidate();
    expect(await settled(router)).toBe('/cn/tech-work');
  });

  it('sends a tab that is on /tech-work home once maintenance is over', async () => {
    const router = routerAs(() => 'other');
    await settled(router);
    setRouteRules(on);
    await router.navigate('/tech-work');
    expect(await settled(router)).toBe('/tech-work');
    setRouteRules(emptySiteTable);
    await router.revalidate();
    expect(await settled(router)).toBe('/');
  });
});

describe('site table in the app', () => {
  const served = (table: unknown) => (async () => Response.json(table)) as typeof fetch;

  it('reads the host’s table and tells listeners only when something but the clock changed', async () => {
    let heard = 0;
    const off = onRouteRulesChange(() => (heard += 1));
    await refreshRouteRules('/', served(on));
    expect(currentRouteRules()).toEqual(on);
    expect(heard).toBe(1);
    await refreshRouteRules('/', served({ ...on, now: '2026-12-07T08:10:02.000Z' }));
    expect(heard).toBe(1);
    await refreshRouteRules('/', served({ ...on, maintenance: { ...on.maintenance, state: 'off' } }));
    expect(heard).toBe(2);
    off();
  });

  it('asks for the table again on a 503 maintenance answer of the API, not on other 503s', async () => {
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      asked.push(String(url));
      return Response.json(on);
    }) as typeof fetch;
    try {
      const outage = Response.json({ code: 'database_unavailable' }, { status: 503 });
      expect(noteApiAnswer(outage)).toBe(outage);
      const maintenance = Response.json(
        { code: 'maintenance', message: 'Back soon' },
        { status: 503, headers: { 'Retry-After': '300' } },
      );
      expect(noteApiAnswer(maintenance)).toBe(maintenance);
      // The caller can still read the answer it was handed.
      expect(await maintenance.json()).toMatchObject({ code: 'maintenance' });
      await expect.poll(() => currentRouteRules()?.maintenance.state).toBe('on');
      expect(asked).toEqual(['/api/route-rules']);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('reads a table without maintenance fields as maintenance off', () => {
    expect(parseSiteTable({ maintenance: false, rules: [] })).toEqual(emptySiteTable);
    expect(parseSiteTable({ maintenance: true, rules: [] }).fileMaintenance).toBe(true);
  });
});
