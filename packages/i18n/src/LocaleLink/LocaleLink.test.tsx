import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCatalogs, type Catalogs, type Messages } from '../catalogs';
import { readLocaleCookie } from '../detect';
import { I18nProvider } from '../I18nProvider/I18nProvider';
import { usePreloadLocale, useSwitchLocale } from '../I18nProvider/hooks';
import type { Locale } from '../locales';
import { localeFromPath } from '../paths';
import { localizeRoutes } from '../routes';
import { LocaleLink } from './LocaleLink';

const messages: Record<Locale, Messages> = {
  en: { title: 'Frequently asked questions' },
  ru: { title: 'Частые вопросы' },
  cn: { title: '常见问题' },
};

/** The app's pattern: the root route shows the page's locale, taken from its URL. */
function Root({ catalogs }: { catalogs: Catalogs }) {
  const { pathname } = useLocation();
  return (
    <I18nProvider locale={localeFromPath(pathname)} catalogs={catalogs}>
      <Outlet />
    </I18nProvider>
  );
}

function Faq() {
  const switchLocale = useSwitchLocale();
  const preload = usePreloadLocale();
  return (
    <>
      <h1>
        <FormattedMessage id="title" />
      </h1>
      <LocaleLink to="/payouts?page=2">payouts</LocaleLink>
      <LocaleLink to={{ pathname: '/', hash: '#top' }}>home</LocaleLink>
      <LocaleLink to="workers">workers</LocaleLink>
      <LocaleLink to="/faq" locale="cn">
        中文
      </LocaleLink>
      <button type="button" onClick={() => void switchLocale('cn')} onPointerEnter={() => preload('cn')}>
        Switch to Chinese
      </button>
    </>
  );
}

function renderAt(path: string, catalogs: Catalogs) {
  const router = createMemoryRouter(
    localizeRoutes([
      {
        path: '/',
        element: <Root catalogs={catalogs} />,
        children: [
          { path: 'faq', element: <Faq /> },
          { path: '*', element: <p>elsewhere</p> },
        ],
      },
    ]),
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('LocaleLink', () => {
  it('keeps the page’s locale in absolute links, query and hash included', async () => {
    const catalogs = createCatalogs(async (locale) => messages[locale]);
    renderAt('/ru/faq', catalogs);
    expect(await screen.findByRole('heading', { name: 'Частые вопросы' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'payouts' }).getAttribute('href')).toBe('/ru/payouts?page=2');
    expect(screen.getByRole('link', { name: 'home' }).getAttribute('href')).toBe('/ru#top');
    expect(screen.getByRole('link', { name: 'workers' }).getAttribute('href')).toBe('/ru/faq/workers');
  });

  it('leaves English links unprefixed', async () => {
    renderAt(
      '/faq',
      createCatalogs(async (locale) => messages[locale]),
    );
    await screen.findByRole('heading', { name: 'Frequently asked questions' });
    expect(screen.getByRole('link', { name: 'payouts' }).getAttribute('href')).toBe('/payouts?page=2');
  });

  it('links to another language when given one, marking it with hreflang', async () => {
    renderAt(
      '/ru/faq',
      createCatalogs(async (locale) => messages[locale]),
    );
    const link = await screen.findByRole('link', { name: '中文' });
    expect(link.getAttribute('href')).toBe('/cn/faq');
    expect(link.getAttribute('hreflang')).toBe('zh-CN');
  });
});

describe('useSwitchLocale', () => {
  it('switches language in place: same page, query and hash kept, cookie written, no flash of ids', async () => {
    let resolveCn: (messages: Messages) => void = () => {};
    const catalogs = createCatalogs((locale) =>
      locale === 'cn'
        ? new Promise<Messages>((resolve) => (resolveCn = resolve))
        : Promise.resolve(messages[locale]),
    );
    const router = renderAt('/ru/faq?x=1#a', catalogs);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Chinese' }));
    expect(readLocaleCookie(document.cookie)).toBe('cn');
    // While the catalog loads, the page stays where it was, in Russian.
    expect(router.state.location.pathname).toBe('/ru/faq');
    expect(screen.getByRole('heading').textContent).toBe('Частые вопросы');
    await act(async () => resolveCn(messages.cn));
    expect(await screen.findByRole('heading', { name: '常见问题' })).toBeTruthy();
    const { pathname, search, hash } = router.state.location;
    expect(`${pathname}${search}${hash}`).toBe('/cn/faq?x=1#a');
  });

  it('loads a catalog ahead when a switch looks likely, so the switch shows it at once', async () => {
    const load = vi.fn(async (locale: Locale) => messages[locale]);
    const router = renderAt('/ru/faq', createCatalogs(load));
    const button = await screen.findByRole('button', { name: 'Switch to Chinese' });
    fireEvent.pointerEnter(button);
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith('cn'));
    // Nothing changed on screen or in the address yet.
    expect(router.state.location.pathname).toBe('/ru/faq');
    expect(screen.getByRole('heading').textContent).toBe('Частые вопросы');
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: '常见问题' })).toBeTruthy();
    expect(load.mock.calls.filter(([locale]) => locale === 'cn')).toHaveLength(1);
  });

  it('goes to the page in Chinese with English text and one error when the catalog fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const catalogs = createCatalogs((locale) =>
      locale === 'cn' ? Promise.reject(new Error('offline')) : Promise.resolve(messages[locale]),
    );
    const router = renderAt('/faq', catalogs);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Chinese' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/cn/faq'));
    expect(screen.getByRole('heading').textContent).toBe('Frequently asked questions');
    expect(error).toHaveBeenCalledTimes(1);
  });
});
