import { act, cleanup, render, screen } from '@testing-library/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCatalogs, type Catalogs, type Messages } from '../catalogs';
import type { Locale } from '../locales';
import { I18nProvider } from './I18nProvider';
import { useFormat, useLocale } from './hooks';

const messages: Record<Locale, Messages> = {
  en: { workers: '{count, plural, one {# worker online} other {# workers online}}' },
  ru: {
    workers:
      '{count, plural, one {# воркер в сети} few {# воркера в сети} many {# воркеров в сети} other {# воркера в сети}}',
  },
  cn: { workers: '{count, plural, other {# 台矿机在线}}' },
};

/** A loader whose promises the test resolves or rejects by hand, to look at the screen in between. */
function manualLoader() {
  const waiting = new Map<Locale, { resolve: () => void; reject: (error: Error) => void }>();
  const load = vi.fn(
    (locale: Locale) =>
      new Promise<Messages>((resolve, reject) => {
        waiting.set(locale, { resolve: () => resolve(messages[locale]), reject });
      }),
  );
  const settle = async (locale: Locale, outcome: 'resolve' | 'reject') => {
    await act(async () => {
      const pending = waiting.get(locale);
      if (!pending) throw new Error(`nothing is loading ${locale}`);
      if (outcome === 'resolve') pending.resolve();
      else pending.reject(new Error(`could not load ${locale}`));
    });
  };
  return { load, settle };
}

function Workers({ count }: { count: number }) {
  const locale = useLocale();
  const format = useFormat();
  return (
    <p data-locale={locale}>
      <FormattedMessage id="workers" values={{ count }} /> · {format.hashrate(1_234_000)}
    </p>
  );
}

/** Renders the provider in English; `switchTo` changes its locale as a route change would. */
function renderWorkers(catalogs: Catalogs, count = 1) {
  const tree = (locale: Locale) => (
    <I18nProvider locale={locale} catalogs={catalogs} fallback={<p>loading</p>}>
      <Workers count={count} />
    </I18nProvider>
  );
  const view = render(tree('en'));
  return { switchTo: (locale: Locale) => act(() => view.rerender(tree(locale))) };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.documentElement.lang = '';
});

describe('I18nProvider', () => {
  it('shows its fallback, not message ids, until the first catalog is in', async () => {
    const { load, settle } = manualLoader();
    renderWorkers(createCatalogs(load));
    expect(screen.getByText('loading')).toBeTruthy();
    await settle('en', 'resolve');
    expect(screen.getByText(/1 worker online/)).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('renders a catalog loaded before the first render at once', async () => {
    const catalogs = createCatalogs(async (locale) => messages[locale]);
    await catalogs.load('en');
    renderWorkers(catalogs, 2);
    expect(screen.getByText(/2 workers online/)).toBeTruthy();
  });

  it('keeps the old language on screen while the new catalog loads, then switches', async () => {
    const { load, settle } = manualLoader();
    const { switchTo } = renderWorkers(createCatalogs(load), 5);
    await settle('en', 'resolve');
    switchTo('ru');
    // Still English, never the id "workers", and the page already knows it is Russian.
    expect(screen.getByText(/5 workers online/).dataset.locale).toBe('ru');
    expect(screen.queryByText('workers')).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    await settle('ru', 'resolve');
    expect(screen.getByRole('paragraph').textContent).toBe('5 воркеров в сети · 1,23\u00a0MH/s');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('formats Chinese as zh-CN and sets <html lang> to it', async () => {
    const catalogs = createCatalogs(async (locale) => messages[locale]);
    await Promise.all([catalogs.load('en'), catalogs.load('cn')]);
    const { switchTo } = renderWorkers(catalogs, 1234);
    switchTo('cn');
    expect(screen.getByRole('paragraph').textContent).toBe('1,234 台矿机在线 · 1.23\u00a0MH/s');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('uses Russian plural forms one, few, many and other', async () => {
    const catalogs = createCatalogs(async (locale) => messages[locale]);
    await Promise.all([catalogs.load('en'), catalogs.load('ru')]);
    function Count({ count }: { count: number }) {
      const intl = useIntl();
      return <>{intl.formatMessage({ id: 'workers' }, { count })}</>;
    }
    const { container } = render(
      <I18nProvider locale="ru" catalogs={catalogs}>
        {[1, 21, 3, 22, 5, 11, 1.5].map((n) => (
          <p key={n}>
            <Count count={n} />
          </p>
        ))}
      </I18nProvider>,
    );
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '1 воркер в сети',
      '21 воркер в сети',
      '3 воркера в сети',
      '22 воркера в сети',
      '5 воркеров в сети',
      '11 воркеров в сети',
      '1,5 воркера в сети',
    ]);
  });

  it('shows English and logs one error when the new catalog fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, settle } = manualLoader();
    const { switchTo } = renderWorkers(createCatalogs(load), 3);
    await settle('en', 'resolve');
    switchTo('cn');
    await settle('cn', 'reject');
    expect(screen.getByText(/3 workers online/).dataset.locale).toBe('cn');
    expect(document.documentElement.lang).toBe('en');
    expect(error).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a part as soon as it lands, keeping the page in its language meanwhile', async () => {
    const cabinet: Record<Locale, Messages> = {
      en: { 'cabinet.title': 'My cabinet' },
      ru: { 'cabinet.title': 'Мой кабинет' },
      cn: { 'cabinet.title': '我的账户' },
    };
    let land = () => {};
    const catalogs = createCatalogs(async (locale) => messages[locale], {
      parts: {
        cabinet: (locale) =>
          new Promise<Messages>((resolve) => {
            land = () => resolve(cabinet[locale]);
          }),
      },
    });
    await catalogs.load('ru');
    function Cabinet() {
      const intl = useIntl();
      return (
        <>
          <h1>{intl.formatMessage({ id: 'cabinet.title', defaultMessage: 'My cabinet' })}</h1>
          <p>{intl.formatMessage({ id: 'workers' }, { count: 2 })}</p>
        </>
      );
    }
    // react-intl reports the part's message as missing until it lands.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nProvider locale="ru" catalogs={catalogs}>
        <Cabinet />
      </I18nProvider>,
    );
    // What a route that needs the part does before it renders.
    act(() => {
      catalogs.requirePart('cabinet');
      void catalogs.load('ru');
    });
    // Still Russian while the part loads (never English, never the id of a main message).
    expect(screen.getByRole('paragraph').textContent).toBe('2 воркера в сети');
    // No navigation, no new props: the provider hears the store.
    await act(async () => land());
    expect(screen.getByRole('heading').textContent).toBe('Мой кабинет');
    expect(screen.getByRole('paragraph').textContent).toBe('2 воркера в сети');
  });

  it('leaves a part required by a page in another language to that page', async () => {
    // The sign-in callback (English) moving on to /ru/dashboard: only the Russian part is fetched.
    const part = vi.fn(async (locale: Locale): Promise<Messages> => ({ 'cabinet.title': locale }));
    const catalogs = createCatalogs(async (locale) => messages[locale], { parts: { cabinet: part } });
    await catalogs.load('en');
    renderWorkers(catalogs);
    await act(async () => {
      catalogs.requirePart('cabinet');
      await catalogs.load('ru');
    });
    expect(part.mock.calls).toEqual([['ru']]);
    expect(screen.getByText(/1 worker online/)).toBeTruthy();
  });

  it('says what is missing when a hook is used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Workers count={1} />)).toThrow('useLocale must be used inside <I18nProvider>');
  });
});
