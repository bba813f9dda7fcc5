import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootstrapI18n, visitStorageKey } from './bootstrap';
import { createCatalogs } from './catalogs';
import type { Locale } from './locales';

const catalogs = () => createCatalogs(async (locale: Locale) => ({ hello: `hello in ${locale}` }));

function visit(path: string, { cookie, languages }: { cookie?: string; languages?: string[] } = {}) {
  window.history.replaceState(null, '', path);
  if (cookie !== undefined) document.cookie = cookie;
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages ?? []);
}

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

beforeEach(() => {
  sessionStorage.clear();
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.lang = '';
});

describe('bootstrapI18n', () => {
  it('sends a Russian browser’s first load of /faq to /ru/faq, in place, with the Russian catalog', async () => {
    visit('/faq?x=1#a', { languages: ['ru-RU', 'en'] });
    const lengthBefore = window.history.length;
    const store = catalogs();
    const result = await bootstrapI18n({ catalogs: store });
    expect(here()).toBe('/ru/faq?x=1#a');
    expect(window.history.length).toBe(lengthBefore);
    expect(result).toMatchObject({ locale: 'ru', redirectedFrom: '/faq?x=1#a' });
    expect(result.catalog.messages).toEqual({ hello: 'hello in ru' });
    expect(store.peek('ru')).toBe(result.catalog);
    expect(document.documentElement.lang).toBe('ru');
  });

  it('keeps /faq for the same visitor when the cookie says English', async () => {
    visit('/faq', { cookie: 'locale=en', languages: ['ru-RU'] });
    const result = await bootstrapI18n({ catalogs: catalogs() });
    expect(here()).toBe('/faq');
    expect(result).toMatchObject({ locale: 'en', redirectedFrom: null });
  });

  it('redirects only on the first load of a visit', async () => {
    visit('/faq', { languages: ['zh-TW'] });
    await bootstrapI18n({ catalogs: catalogs() });
    expect(here()).toBe('/cn/faq');
    expect(sessionStorage.getItem(visitStorageKey)).not.toBeNull();
    // The visitor then opens the English page on purpose: a later load of the visit leaves it alone.
    visit('/faq', { languages: ['zh-TW'] });
    const later = await bootstrapI18n({ catalogs: catalogs() });
    expect(here()).toBe('/faq');
    expect(later.locale).toBe('en');
  });

  it('leaves a prefixed page in its language and sets <html lang> to zh-CN for Chinese', async () => {
    visit('/cn/faq', { cookie: 'locale=ru', languages: ['ru'] });
    const result = await bootstrapI18n({ catalogs: catalogs() });
    expect(here()).toBe('/cn/faq');
    expect(result.locale).toBe('cn');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('treats every load as a first one when sessionStorage is unavailable', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    visit('/faq', { languages: ['ru'] });
    await bootstrapI18n({ catalogs: catalogs() });
    expect(here()).toBe('/ru/faq');
  });

  it('works under a base path', async () => {
    visit('/pool/faq', { languages: ['ru'] });
    const result = await bootstrapI18n({ catalogs: catalogs(), basename: '/pool/' });
    expect(here()).toBe('/pool/ru/faq');
    expect(result.redirectedFrom).toBe('/faq');
  });

  it('shows English with <html lang="en"> when the catalog fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    visit('/ru/faq');
    const store = createCatalogs(async (locale: Locale) => {
      if (locale === 'ru') throw new Error('offline');
      return { hello: 'hello' };
    });
    const result = await bootstrapI18n({ catalogs: store });
    expect(result.catalog).toMatchObject({ requested: 'ru', locale: 'en' });
    expect(document.documentElement.lang).toBe('en');
  });
});
