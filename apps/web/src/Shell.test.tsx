// @vitest-environment jsdom
import { locales, readLocaleCookie } from '@lode/i18n';
import { ColorModeProvider } from '@lode/ui';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { catalogs } from './catalogs';
import { routes } from './router';

// Vite compiles each catalog with the formatjs CLI on its first import (about a second here): do it once up front,
// as the app's bootstrap does before its first render, so each test sees its page at once.
beforeAll(async () => {
  await Promise.all(locales.map((locale) => catalogs.load(locale)));
}, 30_000);

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie = 'locale=; Max-Age=0; Path=/';
  document.documentElement.removeAttribute('data-theme');
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ColorModeProvider>
      <RouterProvider router={router} />
    </ColorModeProvider>,
  );
  return router;
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
    const answers = await screen.findAllByRole('definition');
    expect(answers[0]?.textContent).toMatch(languages);
    expect(answers[1]?.textContent).toMatch(days);
  });
});
