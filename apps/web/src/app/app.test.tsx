// @vitest-environment jsdom
import { locales, readLocaleCookie } from '@lode/i18n';
import { ColorModeProvider } from '@lode/ui';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { algorithmCookieName } from '../lib/algorithm';
import { AppAuthContext, unavailableAuth, type AppAuth } from '../lib/session';
import { catalogs } from './catalogs';
import { faqRoute } from '../features/faq/route';
import { homeRoute } from '../features/home/route';
import { RouteError } from './errors/RouteError';
import { Root } from './Root';
import { appRoutes, layoutModules } from './router';
import { buildRoutes } from './routing/buildRoutes';
import { middlewareRegistry } from './routing/registry';
import { pageRoutes, type PageRoute } from './routing/routeTable';

// Pages and layouts load lazily, through Vite's transform on first use: on a loaded two-core machine that takes
// longer than testing-library's one-second default wait, which says nothing about the app.
configure({ asyncUtilTimeout: 15_000 });

// Vite compiles each catalog with the formatjs CLI on its first import (about a second here): do it once up front,
// as the app's bootstrap does before its first render, so each test sees its page at once.
beforeAll(async () => {
  await Promise.all(locales.map((locale) => catalogs.load(locale)));
}, 30_000);

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie = 'locale=; Max-Age=0; Path=/';
  document.cookie = `${algorithmCookieName}=; Max-Age=0; Path=/`;
  document.documentElement.removeAttribute('data-theme');
});

function renderAt(
  path: string,
  { auth = unavailableAuth, with: tree = appRoutes() }: { auth?: AppAuth; with?: RouteObject[] } = {},
) {
  const router = createMemoryRouter(tree, { initialEntries: [path] });
  render(
    <ColorModeProvider>
      <AppAuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AppAuthContext.Provider>
    </ColorModeProvider>,
  );
  return router;
}

/** A sign-in state as the auth provider would report it, with the calls it received. */
function fakeAuth(state: Partial<AppAuth> & { roles?: string[] }) {
  const login = vi.fn(async () => {});
  const auth: AppAuth = {
    ...unavailableAuth,
    available: true,
    initialized: true,
    login,
    hasRealmRole: (role) => state.roles?.includes(role) ?? false,
    ...state,
  };
  return { auth, login };
}

const where = (router: ReturnType<typeof renderAt>) => {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
};

describe('app shell', () => {
  it.each([
    ['/', 'Lode mining pool', 'en'],
    ['/ru', 'Майнинг-пул Lode', 'ru'],
    ['/cn/', 'Lode 矿池', 'zh-CN'],
  ])('renders the home page at %s in its language', async (path, heading, lang) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    // The router commits in a transition, so the effect that sets <html lang> may land a tick later.
    await waitFor(() => expect(document.documentElement.lang).toBe(lang));
  });

  it('shows the not-found message with the path, in the path language', async () => {
    renderAt('/ru/nowhere');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена: /ru/nowhere' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Главная' }).getAttribute('href')).toBe('/ru');
  });

  it('switches to dark and remembers it', async () => {
    renderAt('/ru');
    fireEvent.click(await screen.findByRole('radio', { name: 'Тёмная' }));
    await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('radiogroup', { name: 'Тема' })).toBeTruthy();
  });

  it('keeps header links in the page language', async () => {
    renderAt('/cn/faq');
    await screen.findByRole('heading', { level: 1, name: '常见问题' });
    const main = screen.getByRole('navigation', { name: '主导航' });
    expect(main.querySelector('a')?.getAttribute('href')).toBe('/cn/faq');
    expect(screen.getByRole('link', { name: 'Lode' }).getAttribute('href')).toBe('/cn');
  });
});

describe('language switcher', () => {
  it('offers each language by its own name, linking to this page in it, the current one marked', async () => {
    renderAt('/ru/faq?x=1#a');
    const switcher = await screen.findByRole('navigation', { name: 'Язык' });
    const links = [...switcher.querySelectorAll('a')].map((a) => ({
      name: a.textContent,
      href: a.getAttribute('href'),
      lang: a.getAttribute('lang'),
      current: a.getAttribute('aria-current'),
    }));
    expect(links).toEqual([
      { name: 'English', href: '/faq?x=1#a', lang: 'en', current: null },
      { name: 'Русский', href: '/ru/faq?x=1#a', lang: 'ru', current: 'true' },
      { name: '中文', href: '/cn/faq?x=1#a', lang: 'zh-CN', current: null },
    ]);
  });

  it('switches the page to Chinese in place and remembers the choice', async () => {
    const router = renderAt('/ru/faq?x=1');
    await screen.findByRole('heading', { level: 1, name: 'Частые вопросы' });
    fireEvent.click(screen.getByRole('link', { name: '中文' }));
    expect(await screen.findByRole('heading', { level: 1, name: '常见问题' })).toBeTruthy();
    expect(where(router)).toBe('/cn/faq?x=1');
    expect(readLocaleCookie(document.cookie)).toBe('cn');
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    expect(screen.getByRole('link', { name: '中文' }).getAttribute('aria-current')).toBe('true');
  });

  it('remembers a language opened in a new tab without leaving the page', async () => {
    const router = renderAt('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    fireEvent.click(screen.getByRole('link', { name: 'Русский' }), { ctrlKey: true });
    expect(readLocaleCookie(document.cookie)).toBe('ru');
    expect(where(router)).toBe('/faq');
  });
});

describe('FAQ', () => {
  it.each([
    ['/faq', /^3 languages: English, Russian and Chinese\./, /for 365 days after/],
    ['/ru/faq', /^3 языка: английский, русский и китайский\./, /помнит 365 дней с тех пор/],
    ['/cn/faq', /^3 种语言：英语、俄语和中文。/, /记住它 365 天/],
  ])('counts languages and days with the plural forms of %s', async (path, languages, days) => {
    renderAt(path);
    await screen.findByRole('heading', { level: 1 });
    // Each answer is the paragraph of its question's disclosure (/faq#languages, /faq#remember).
    expect(document.querySelector('#languages p')?.textContent).toMatch(languages);
    expect(document.querySelector('#remember p')?.textContent).toMatch(days);
  });
});

describe('route table', () => {
  const build = (table: readonly PageRoute[]) =>
    buildRoutes({
      table,
      registry: middlewareRegistry,
      layouts: layoutModules,
      Root,
      ErrorPage: RouteError,
    });

  it('refuses a route that names an unknown middleware when the table is built', () => {
    const broken: PageRoute = { ...faqRoute, meta: { layout: 'default', middleware: ['locale', 'nope'] } };
    expect(() => build([broken])).toThrow('Unknown route middleware: nope');
  });

  it('builds the real table: every page has a module and a known middleware', () => {
    expect(() => build(pageRoutes)).not.toThrow();
  });

  it('renders the 404 page with the path when a route’s validate refuses its parameters', async () => {
    renderAt('/cn/docs/api-swagger/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: '页面未找到：/cn/docs/api-swagger/nope' }),
    ).toBeTruthy();
  });

  it('lets a page force its colour mode through route meta, and gives the visitor’s back after', async () => {
    const dark: PageRoute = { ...faqRoute, meta: { ...faqRoute.meta, colorMode: 'dark' } };
    const light: PageRoute = homeRoute;
    const router = renderAt('/faq', { with: build([dark, light]) });
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('dark'));
    await router.navigate('/');
    await screen.findByRole('heading', { level: 1, name: 'Lode mining pool' });
    await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('light'));
  });

  it('gives every page a title and meta description in its language', async () => {
    renderAt('/ru/calc');
    await screen.findByRole('heading', { level: 1, name: 'Калькулятор доходности' });
    await waitFor(() => expect(document.title).toBe('Калькулятор доходности · Lode'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Оцените/);
    const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((l) => [
      l.getAttribute('hreflang'),
      new URL(l.getAttribute('href') ?? '').pathname,
    ]);
    expect(alternates).toEqual([
      ['en', '/calc'],
      ['ru', '/ru/calc'],
      ['zh-CN', '/cn/calc'],
      ['x-default', '/calc'],
    ]);
  });
});

describe('cabinet guard', () => {
  it('starts the sign-in for a signed-out visitor and comes back to the same page', async () => {
    const { auth, login } = fakeAuth({ isAuthenticated: false });
    renderAt('/ru/workers?group=a', { auth });
    expect(await screen.findByRole('heading', { level: 1, name: 'Переходим ко входу…' })).toBeTruthy();
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({ returnTo: '/ru/workers?group=a', locale: 'ru' }),
    );
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('shows the page to a signed-in miner, in the cabinet shell', async () => {
    const { auth } = fakeAuth({
      isAuthenticated: true,
      userInfo: { sub: '1', preferred_username: 'demo' },
      roles: ['miner'],
    });
    renderAt('/dashboard?subaccount=main', { auth });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const nav = screen.getAllByRole('navigation', { name: 'Cabinet' })[0];
    expect(nav?.querySelectorAll(':scope > a')).toHaveLength(10);
    // Every cabinet link keeps the sub-account shown.
    for (const link of nav?.querySelectorAll(':scope > a') ?? [])
      expect(link.getAttribute('href'), link.textContent ?? '').toMatch(/\?subaccount=main$/);
    // The header's switcher, and the menu sheet's on a phone (CSS shows one of them).
    expect(screen.getAllByRole('button', { name: 'Sub-account: main' }).length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'Account menu of demo' })).toBeTruthy();
  });

  it('sends a banned user from any cabinet page to /error/banned', async () => {
    const { auth } = fakeAuth({
      isAuthenticated: true,
      userInfo: { sub: '2', preferred_username: 'banned' },
      roles: ['banned'],
    });
    const router = renderAt('/cn/payouts', { auth });
    expect(await screen.findByRole('heading', { level: 1, name: '您的账户已被封禁' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cn/error/banned');
  });

  it('says sign-in is unavailable when the app has no sign-in configuration', async () => {
    renderAt('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in is unavailable' })).toBeTruthy();
  });

  it('says the sign-in service is not answering, in the page language, and retries the same sign-in', async () => {
    const { auth, login } = fakeAuth({
      isAuthenticated: false,
      error: {
        kind: 'unreachable',
        message: 'did not answer',
        attempt: { action: 'login', options: { returnTo: '/ru/workers', locale: 'ru' } },
      },
    });
    renderAt('/ru/workers', { auth });
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход сейчас недоступен' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Служба входа не отвечает. Попробуйте ещё раз через минуту.',
    );
    // No sign-in of its own: it could only find the service silent again. Retry makes the attempt again.
    expect(login).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith({ returnTo: '/ru/workers', locale: 'ru' }));
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('says a session ran out during an outage, and signs in back to the same page on retry', async () => {
    const { auth, login } = fakeAuth({
      isAuthenticated: false,
      error: { kind: 'unreachable', message: 'the access token expired while the provider did not answer' },
    });
    renderAt('/dashboard', { auth });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign-in is unavailable right now' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/signed out/);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith({ returnTo: '/dashboard', locale: 'en' }));
  });

  it('shows the notice over a public page when a sign-in there found the service silent', async () => {
    const { auth } = fakeAuth({
      isAuthenticated: false,
      error: {
        kind: 'unreachable',
        message: 'did not answer',
        attempt: { action: 'register', options: { returnTo: '/cn/dashboard', locale: 'cn' } },
      },
    });
    const register = vi.fn(async () => {});
    renderAt('/cn/faq', { auth: { ...auth, register } });
    const notice = await screen.findByRole('complementary', { name: '登录暂时不可用' });
    expect(notice.textContent).toContain('登录服务没有响应。请过一分钟再试。');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(register).toHaveBeenCalledWith({ returnTo: '/cn/dashboard', locale: 'cn' }));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: '登录暂时不可用' })).toBeNull());
  });

  it('follows ?redirect= to a sign-in that returns there, and ignores other sites', async () => {
    const { auth, login } = fakeAuth({ isAuthenticated: false });
    renderAt('/?redirect=%2Fstatistics%3Frange%3Dweek', { auth });
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({ returnTo: '/statistics?range=week', locale: 'en' }),
    );
    cleanup();
    const other = fakeAuth({ isAuthenticated: false });
    const router = renderAt('/?redirect=%2F%2Fevil.example%2Fx&ref=abc', { auth: other.auth });
    await screen.findByRole('heading', { level: 1, name: 'Lode mining pool' });
    // The other site's address is dropped from the page's, the rest kept, and nobody is sent anywhere.
    await waitFor(() => expect(where(router)).toBe('/?ref=abc'));
    expect(other.login).not.toHaveBeenCalled();
  });
});

describe('algorithm', () => {
  it('is Scrypt by default and remembered in the algorithm-state cookie', async () => {
    const { auth } = fakeAuth({ isAuthenticated: true, userInfo: { sub: '1' } });
    renderAt('/statistics?subaccount=main', { auth });
    const select = (await screen.findByRole('combobox', { name: 'Algorithm' })) as HTMLSelectElement;
    expect(select.value).toBe('Scrypt');
    expect(screen.getByText(/for the Scrypt algorithm/)).toBeTruthy();
    fireEvent.change(select, { target: { value: 'SHA256' } });
    expect(await screen.findByText(/for the SHA256 algorithm/)).toBeTruthy();
    expect(decodeURIComponent(document.cookie)).toContain('algorithm-state={"activeAlgorithm":"SHA256"}');
  });
});

describe('sign-in callback', () => {
  it('shows a neutral status in the default layout, at one address only', async () => {
    renderAt('/auth/callback?code=x&state=y');
    expect(await screen.findByRole('heading', { level: 1, name: 'Signing you in…' })).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    cleanup();
    renderAt('/ru/auth/callback');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Страница не найдена: /ru/auth/callback' }),
    ).toBeTruthy();
  });
});
