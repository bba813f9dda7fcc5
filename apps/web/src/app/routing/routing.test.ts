import { describe, expect, it } from 'vitest';
import { emptyRouteRules, parseRouteRules, resolveRouteRule } from '../../lib/runtime/routeRules';
import { cabinetRouteIds, matchPage, pagePath, pageRoutes } from './routeTable';

describe('route table', () => {
  it('has every route of the product, ten of them in the cabinet', () => {
    expect(pageRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/faq',
        '/top',
        '/calc',
        '/news',
        '/contacts',
        '/docs',
        '/docs/api-swagger/:type',
        '/docs/api-swagger/:type/:mathod',
        '/api',
        '/error/401',
        '/error/404',
        '/error/banned',
        '/tech-work',
      ]),
    );
    expect(cabinetRouteIds).toEqual([
      'subaccounts',
      'dashboard',
      'statistics',
      'workers',
      'accruals',
      'payouts',
      'wallets',
      'referral',
      'api',
      'settings',
    ]);
  });

  it('puts every cabinet and console page, and only those, behind the auth middleware', () => {
    // The guard itself is tested once (app.test.tsx, and e2e/cabinet-guard.e2e.ts in each language): what makes
    // every cabinet page go through it is this declaration. Console pages add the `staff` middleware after it.
    const guarded = pageRoutes.filter((r) => r.meta.middleware.includes('auth')).map((r) => r.id);
    const consoleIds = pageRoutes.filter((r) => r.meta.layout === 'console').map((r) => r.id);
    expect(guarded).toEqual([...cabinetRouteIds, ...consoleIds]);
    for (const route of pageRoutes.filter((r) => r.meta.layout === 'console'))
      expect(route.meta.middleware, route.id).toEqual(['locale', 'auth', 'staff']);
    for (const route of pageRoutes.filter((r) => r.meta.layout === 'authenticated'))
      expect(route.meta.middleware, route.id).toEqual(['locale', 'auth', 'subaccount']);
  });

  it.each([
    ['/', 'home', 'en'],
    ['/ru', 'home', 'ru'],
    ['/cn/', 'home', 'cn'],
    ['/ru/faq', 'faq', 'ru'],
    ['/FAQ/', 'faq', 'en'],
    ['/cn/dashboard', 'dashboard', 'cn'],
    ['/docs/api-swagger/public', 'apiDocsType', 'en'],
    ['/ru/docs/api-swagger/account/getAccountSummary', 'apiDocsMethod', 'ru'],
    ['/auth/callback', 'authCallback', 'en'],
  ])('finds the page of %s', (path, id, locale) => {
    expect(matchPage(path)).toMatchObject({ route: { id }, locale });
  });

  it.each([
    '/nowhere',
    '/en/faq',
    '/ru/auth/callback',
    '/docs/api-swagger/nope',
    '/docs/api-swagger/public/<script>',
    '/docs/api-swagger/pool',
    '/docs/api-swagger/public/getAccountSummary',
    '/docs/api-swagger/public/%E0%A4%A',
    '/faq/extra',
  ])('answers %s with no page (the 404 page)', (path) => {
    expect(matchPage(path)).toBeNull();
  });

  it('builds page paths per locale', () => {
    expect(pagePath('apiDocsType', 'ru', { type: 'account' })).toBe('/ru/docs/api-swagger/account');
    expect(pagePath('home', 'cn')).toBe('/cn');
    expect(pagePath('authCallback', 'cn')).toBe('/auth/callback');
  });
});

describe('route rules', () => {
  const table = parseRouteRules({
    rules: [
      { match: '/old/**', redirect: '/news', status: 301 },
      { match: '/forum', redirect: 'https://forum.example.com/' },
      { match: '/loop', redirect: '/loop' },
    ],
  });

  it('reads the file, with 302 when a rule names no status', () => {
    expect(table).toEqual({
      maintenance: false,
      rules: [
        { match: '/old/**', redirect: '/news', status: 301 },
        { match: '/forum', redirect: 'https://forum.example.com/', status: 302 },
        { match: '/loop', redirect: '/loop', status: 302 },
      ],
    });
  });

  it('redirects inside the site in the path language, and out of it as written', () => {
    expect(resolveRouteRule(table, '/old')).toEqual({ to: '/news', status: 301, external: false });
    expect(resolveRouteRule(table, '/ru/old/a/b?x=1')).toEqual({
      to: '/ru/news',
      status: 301,
      external: false,
    });
    expect(resolveRouteRule(table, '/cn/forum')).toEqual({
      to: 'https://forum.example.com/',
      status: 302,
      external: true,
    });
    expect(resolveRouteRule(table, '/older')).toBeNull();
    expect(resolveRouteRule(table, '/loop')).toBeNull();
    expect(resolveRouteRule(emptyRouteRules, '/old')).toBeNull();
  });

  it('sends every page but the maintenance page there during maintenance', () => {
    const maintenance = { ...table, maintenance: true };
    expect(resolveRouteRule(maintenance, '/')).toEqual({ to: '/tech-work', status: 302, external: false });
    expect(resolveRouteRule(maintenance, '/ru/faq')).toMatchObject({ to: '/ru/tech-work' });
    expect(resolveRouteRule(maintenance, '/tech-work')).toBeNull();
    expect(resolveRouteRule(maintenance, '/cn/tech-work')).toBeNull();
  });

  it.each([
    [[], 'route rules must be a JSON object'],
    [{ maintenance: 'yes' }, '"maintenance" must be true or false'],
    [{ rules: {} }, '"rules" must be an array'],
    [
      { rules: [{ match: 'old', redirect: '/x' }] },
      'rules[0].match must be a path pattern starting with "/"',
    ],
    [{ rules: [{ match: '/a', redirect: '//evil.example' }] }, 'rules[0].redirect must be a path'],
    [{ rules: [{ match: '/a', redirect: 'javascript:alert(1)' }] }, 'rules[0].redirect must be a path'],
    [{ rules: [{ match: '/a', redirect: '/b', status: 200 }] }, 'rules[0].status must be one of'],
  ])('refuses %j', (value, message) => {
    expect(() => parseRouteRules(value)).toThrow(message);
  });
});
