// @vitest-environment jsdom
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createNavigationGuard } from '../../app/routing/navigationGuard';
import { parseRouteRules } from './routeRules';
import { emptySiteTable, type SiteTable } from './siteTable';
import {
  currentRouteRules,
  refreshRouteRules,
  setRouteRules,
  takeUnruledNavigation,
} from './routeRulesClient';
import { chunkReloadGuardMs, isChunkLoadError, takeChunkReload } from './chunkReload';
import { checkForNewVersion, currentBuildId, isNewVersionDeployed, onNewVersion } from './versionPoll';

afterEach(() => {
  sessionStorage.clear();
  setRouteRules(emptySiteTable);
});

/** A site table with the rules of an operator's document (`{maintenance?, rules?}`) from the database. */
const tableOf = (document: unknown): SiteTable => {
  const { maintenance, rules } = parseRouteRules(document);
  return { ...emptySiteTable, rules, fileMaintenance: maintenance };
};

describe('chunk reload guard', () => {
  it('recognises failed chunk loads in the words of each browser and of Vite', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/Faq-1.js',
      'error loading dynamically imported module: http://x/assets/Faq-1.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/Faq-1.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadError(new Error('x is not a function'))).toBe(false);
  });

  it('reloads once, then fails within 10 s, then reloads again after', () => {
    const t0 = 1_000_000;
    expect(takeChunkReload(sessionStorage, t0)).toBe('reload');
    expect(takeChunkReload(sessionStorage, t0 + 2_000)).toBe('fail');
    expect(takeChunkReload(sessionStorage, t0 + chunkReloadGuardMs - 1)).toBe('fail');
    expect(takeChunkReload(sessionStorage, t0 + chunkReloadGuardMs + 1)).toBe('reload');
  });

  it('fails rather than risk a loop without sessionStorage', () => {
    expect(takeChunkReload(undefined)).toBe('fail');
  });
});

describe('version poll', () => {
  const answer = (body: unknown, status = 200) =>
    (async () => Response.json(body, { status })) as typeof fetch;

  it('sees a new build id once, and tells its listeners once', async () => {
    let told = 0;
    const off = onNewVersion(() => (told += 1));
    expect(await checkForNewVersion('/', answer({ id: currentBuildId, timestamp: 1 }))).toBe(false);
    expect(await checkForNewVersion('/', answer({}, 503))).toBe(false);
    expect(await checkForNewVersion('/', answer('garbage'))).toBe(false);
    expect(await checkForNewVersion('/', answer({ id: 'next-build', timestamp: 2 }))).toBe(true);
    expect(await checkForNewVersion('/', answer({ id: 'next-build', timestamp: 2 }))).toBe(true);
    expect(told).toBe(1);
    expect(isNewVersionDeployed()).toBe(true);
    off();
    // Back to this build (a rollback): nothing new any more.
    expect(await checkForNewVersion('/', answer({ id: currentBuildId, timestamp: 3 }))).toBe(false);
  });

  it('asks builds/latest.json with a timestamp, uncached, under the base path', async () => {
    const asked: string[] = [];
    await checkForNewVersion('/pool/', (async (url: string, init?: RequestInit) => {
      asked.push(`${url} ${init?.cache}`);
      return Response.json({ id: currentBuildId });
    }) as typeof fetch);
    expect(asked[0]).toMatch(/^\/pool\/builds\/latest\.json\?t=\d+ no-store$/);
  });
});

describe('navigation guard', () => {
  function routerWithGuard() {
    const created: { router?: ReturnType<typeof createMemoryRouter> } = {};
    const loader = createNavigationGuard({
      basename: '/',
      currentPath: () =>
        created.router?.state.initialized ? created.router.state.location.pathname : undefined,
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

  it('applies the held route rules before a navigation, in the path language', async () => {
    const router = routerWithGuard();
    await settled(router);
    setRouteRules(tableOf({ rules: [{ match: '/old/**', redirect: '/news', status: 301 }] }));
    await router.navigate('/ru/old/post');
    expect(await settled(router)).toBe('/ru/news');
  });

  it('sends every page to /tech-work during maintenance and keeps it there', async () => {
    const router = routerWithGuard();
    await settled(router);
    setRouteRules(tableOf({ maintenance: true, rules: [] }));
    await router.navigate('/cn/dashboard');
    expect(await settled(router)).toBe('/cn/tech-work');
    await router.navigate('/cn/tech-work');
    expect(await settled(router)).toBe('/cn/tech-work');
  });

  it('lets a navigation before the rules arrive go ahead, and notes it so the app checks it once they do', async () => {
    const router = routerWithGuard();
    await settled(router);
    setRouteRules(undefined);
    takeUnruledNavigation();
    await router.navigate('/ru/old/post#part-2');
    expect(await settled(router)).toBe('/ru/old/post');
    expect(takeUnruledNavigation()).toBe(true);
    expect(takeUnruledNavigation()).toBe(false);
    // What main.tsx does when the rules arrive: run the loaders where the router is, which the guard now redirects.
    setRouteRules(tableOf({ rules: [{ match: '/old/**', redirect: '/news', status: 301 }] }));
    await router.revalidate();
    expect(await settled(router)).toBe('/ru/news');
    expect(takeUnruledNavigation()).toBe(false);
  });

  it('holds no rules, rather than none known, once a first fetch has failed', async () => {
    setRouteRules(undefined);
    const held = await refreshRouteRules('/', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(held).toEqual(emptySiteTable);
    expect(currentRouteRules()).toEqual(emptySiteTable);
  });

  it('turns a navigation from /tech-work to itself into home once maintenance is over', async () => {
    const router = routerWithGuard();
    await settled(router);
    await router.navigate('/ru/tech-work');
    expect(await settled(router)).toBe('/ru/tech-work');
    await router.navigate('/ru/tech-work');
    expect(await settled(router)).toBe('/ru');
  });
});
