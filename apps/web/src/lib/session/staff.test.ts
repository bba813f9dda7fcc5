import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../app/routes';
import { consolePage, type PageRoute } from '../routes';
import { consoleNavigation, isStaff, staffDecision, type StaffSession } from './staff';

const session = (roles: string[] | null): StaffSession => ({
  isAuthenticated: roles !== null,
  hasRealmRole: (role) => roles?.includes(role) ?? false,
});

const page = (id: string, path: string, console?: PageRoute['console']): PageRoute => ({
  id,
  path,
  meta: consolePage,
  ...(console ? { console } : {}),
  messages: { title: { id: `t.${id}` }, description: { id: `d.${id}` } },
  page: () => Promise.reject(new Error('not loaded in this test')),
});

describe('the staff middleware', () => {
  const adminOnly = { section: 'news', roles: ['admin'] } as const;
  const staff = { section: 'inbox', roles: ['admin', 'support'] } as const;

  it('sends a signed-out visitor to sign in', () => {
    expect(staffDecision(session(null), adminOnly)).toBe('sign-in');
  });

  it('lets through a session holding one of the page’s roles, and refuses others', () => {
    expect(staffDecision(session(['miner', 'admin']), adminOnly)).toBe('allow');
    expect(staffDecision(session(['support']), staff)).toBe('allow');
    expect(staffDecision(session(['support']), adminOnly)).toBe('refuse');
    expect(staffDecision(session(['miner']), staff)).toBe('refuse');
  });

  it('refuses a page that declares no roles', () => {
    expect(staffDecision(session(['admin']), undefined)).toBe('refuse');
    expect(staffDecision(session(['admin']), { section: 'x', roles: [] })).toBe('refuse');
  });

  it('calls admin and support staff, and nobody else', () => {
    expect(isStaff(session(['admin']))).toBe(true);
    expect(isStaff(session(['support']))).toBe(true);
    expect(isStaff(session(['miner', 'banned']))).toBe(false);
    expect(isStaff(session(null))).toBe(false);
  });
});

describe('the console’s navigation', () => {
  const routes = [
    page('home', '/admin', { section: 'home', roles: ['admin', 'support'] }),
    page('newsNew', '/admin/news/new', { section: 'news', roles: ['admin'] }),
    page('news', '/admin/news', { section: 'news', roles: ['admin'] }),
    page('newsItem', '/admin/news/:id', { section: 'news', roles: ['admin'] }),
    page('inbox', '/admin/inbox', { section: 'inbox', roles: ['admin', 'support'] }),
    page('dashboard', '/dashboard'),
  ];
  const sections = (roles: string[] | null) =>
    consoleNavigation(routes, session(roles)).map((e) => `${e.section}:${e.route.path}`);

  it('lists each section once, as its shortest path, in declaration order', () => {
    expect(sections(['admin'])).toEqual(['home:/admin', 'news:/admin/news', 'inbox:/admin/inbox']);
  });

  it('leaves out the sections the session’s roles do not open', () => {
    expect(sections(['support'])).toEqual(['home:/admin', 'inbox:/admin/inbox']);
    expect(sections(['miner'])).toEqual([]);
    expect(sections(null)).toEqual([]);
  });

  it('gives the app’s console pages to an admin, in the console layout with the staff middleware', () => {
    const consolePages = pageRoutes.filter((r) => r.console);
    expect(consolePages.length).toBeGreaterThanOrEqual(7);
    for (const route of consolePages) {
      expect(route.meta.layout, route.id).toBe('console');
      expect(route.meta.middleware, route.id).toEqual(['locale', 'auth', 'staff']);
      expect(route.path.startsWith('/admin'), route.id).toBe(true);
    }
    expect(pageRoutes.filter((r) => r.meta.layout === 'console' && !r.console)).toEqual([]);
    const paths = consoleNavigation(pageRoutes, session(['admin'])).map((e) => e.route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/admin',
        '/admin/news',
        '/admin/maintenance',
        '/admin/redirects',
        '/admin/audit',
      ]),
    );
  });
});
