import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCatalogs, type Messages } from './catalogs';
import type { Locale } from './locales';

const messages: Record<Locale, Messages> = {
  en: { hello: 'Hello' },
  ru: { hello: 'Привет' },
  cn: { hello: '你好' },
};

/** A loader that resolves from `messages` and rejects the locales listed as broken, counting its calls. */
function loader(broken: Locale[] = []) {
  return vi.fn(async (locale: Locale) => {
    if (broken.includes(locale)) throw new Error(`network error loading ${locale}`);
    return messages[locale];
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createCatalogs', () => {
  it('loads a catalog once and then hands it out synchronously', async () => {
    const load = loader();
    const catalogs = createCatalogs(load);
    expect(catalogs.peek('ru')).toBeUndefined();
    const [a, b] = await Promise.all([catalogs.load('ru'), catalogs.load('ru')]);
    expect(a).toEqual({ requested: 'ru', locale: 'ru', messages: messages.ru });
    expect(b).toBe(a);
    expect(catalogs.peek('ru')).toBe(a);
    await catalogs.load('ru');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('falls back to English with one console error when a catalog fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const catalogs = createCatalogs(loader(['ru']));
    const [first, second] = await Promise.all([catalogs.load('ru'), catalogs.load('ru')]);
    expect(first).toEqual({ requested: 'ru', locale: 'en', messages: messages.en });
    expect(second).toBe(first);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/"ru" messages failed to load; showing English/);
    // Rendering shows the fallback without trying again.
    expect(catalogs.peek('ru')).toEqual(first);
  });

  it('tries a failed catalog again when asked, and forgets the failure once it loads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    const catalogs = createCatalogs(async (locale) => {
      if (broken && locale === 'cn') throw new Error('offline');
      return messages[locale];
    });
    expect((await catalogs.load('cn')).locale).toBe('en');
    broken = false;
    expect((await catalogs.load('cn')).locale).toBe('cn');
    expect(catalogs.peek('cn')?.messages).toBe(messages.cn);
  });

  it('shows message ids (no messages) when English itself fails, saying so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const catalogs = createCatalogs(loader(['ru', 'en']));
    expect(await catalogs.load('ru')).toEqual({ requested: 'ru', locale: 'en', messages: {} });
    expect(error).toHaveBeenCalledTimes(2);
    expect(await catalogs.load('en')).toEqual({ requested: 'en', locale: 'en', messages: {} });
  });

  it('remembers the catalog shown last', async () => {
    const catalogs = createCatalogs(loader());
    expect(catalogs.last).toBeUndefined();
    const ru = await catalogs.load('ru');
    catalogs.markShown(ru);
    expect(catalogs.last).toBe(ru);
  });
});
