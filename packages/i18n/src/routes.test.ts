import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { localizedRouteId, localizeRoutes } from './routes';

const tree: RouteObject[] = [
  {
    path: '/',
    id: 'root',
    children: [
      { index: true, id: 'home' },
      { path: 'faq', id: 'faq' },
      { path: '/docs/api-swagger/:type', id: 'docs' },
      { path: '*', id: 'not-found' },
    ],
  },
];

/** The ids of the routes a path matches, leaf last. */
function matchedIds(routes: RouteObject[], path: string) {
  return matchRoutes(routes, path)?.map((match) => match.route.id) ?? [];
}

describe('localizeRoutes', () => {
  const routes = localizeRoutes(tree);

  it('gives every route three variants: unprefixed English, /ru and /cn', () => {
    expect(routes.map((route) => route.path)).toEqual(['/', '/ru', '/cn']);
  });

  it.each([
    ['/', ['root', 'home']],
    ['/faq', ['root', 'faq']],
    ['/ru', ['root@ru', 'home@ru']],
    ['/ru/', ['root@ru', 'home@ru']],
    ['/ru/faq', ['root@ru', 'faq@ru']],
    ['/cn/faq', ['root@cn', 'faq@cn']],
    ['/cn/docs/api-swagger/pool', ['root@cn', 'docs@cn']],
    ['/docs/api-swagger/pool', ['root', 'docs']],
    // Not locale prefixes: they fall to the English not-found route.
    ['/en/faq', ['root', 'not-found']],
    ['/xx/faq', ['root', 'not-found']],
    ['/ru/nowhere', ['root@ru', 'not-found@ru']],
  ])('react-router matches %s to %j', (path, ids) => {
    expect(matchedIds(routes, path)).toEqual(ids);
  });

  it('keeps the route objects themselves: elements, loaders and flags carry over', () => {
    const loader = () => null;
    const [en, ru] = localizeRoutes<RouteObject>([
      { path: '/', loader, children: [{ index: true, loader }] },
    ]);
    expect(en?.loader).toBe(loader);
    expect(ru?.loader).toBe(loader);
    expect(ru?.children?.[0]).toMatchObject({ index: true, loader });
  });

  it('prefixes a top-level relative path from the root', () => {
    expect(localizeRoutes([{ path: 'tech-work' }]).map((r) => r.path)).toEqual([
      'tech-work',
      '/ru/tech-work',
      '/cn/tech-work',
    ]);
  });

  it('refuses a pathless top-level route, whose index would be "/" in every locale', () => {
    expect(() => localizeRoutes<RouteObject>([{ children: [{ index: true }] }])).toThrow(/needs a path/);
  });

  it('names route ids per locale, English unchanged', () => {
    expect(localizedRouteId('root', 'en')).toBe('root');
    expect(localizedRouteId('root', 'cn')).toBe('root@cn');
  });
});
