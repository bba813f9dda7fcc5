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

describe('createCatalogs with parts', () => {
  const cabinet: Record<Locale, Messages> = {
    en: { 'cabinet.title': 'My cabinet' },
    ru: { 'cabinet.title': 'Мой кабинет' },
    cn: { 'cabinet.title': '我的账户' },
  };

  /** A loader per part that resolves after a turn of the event loop, like a chunk, failing for `broken` locales. */
  function partLoader(source: Record<Locale, Messages>, broken: Locale[] = []) {
    return vi.fn(async (locale: Locale) => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (broken.includes(locale)) throw new Error(`network error loading ${locale}`);
      return source[locale];
    });
  }

  it('leaves a part alone until it is required, then merges it into what peek shows', async () => {
    const part = partLoader(cabinet);
    const catalogs = createCatalogs(loader(), { parts: { cabinet: part } });
    const ru = await catalogs.load('ru');
    expect(ru.messages).toEqual(messages.ru);
    expect(part).not.toHaveBeenCalled();

    const changes = vi.fn();
    catalogs.subscribe(changes);
    catalogs.requirePart('cabinet');
    expect(changes).toHaveBeenCalledTimes(1);
    // Not whole until the part is in: a page of the part would show English defaults meanwhile.
    expect(catalogs.peek('ru')).toBeUndefined();

    const whole = await catalogs.load('ru');
    expect(whole).toEqual({
      requested: 'ru',
      locale: 'ru',
      messages: { hello: 'Привет', 'cabinet.title': 'Мой кабинет' },
    });
    expect(changes).toHaveBeenCalledTimes(2);
    // The same object on every peek until something is added, so React keeps its memo.
    expect(catalogs.peek('ru')).toBe(whole);
    expect(catalogs.peek('ru')).toBe(catalogs.peek('ru'));
    catalogs.requirePart('cabinet');
    expect(changes).toHaveBeenCalledTimes(2);
    expect(part).toHaveBeenCalledTimes(1);
  });

  it('includes every required part in later loads of other locales', async () => {
    const part = partLoader(cabinet);
    const catalogs = createCatalogs(loader(), { parts: { cabinet: part } });
    catalogs.requirePart('cabinet');
    await catalogs.load('en');
    // A switch to Chinese on a page of the part: the part arrives with the main catalog, never after it.
    const cn = await catalogs.load('cn');
    expect(cn.messages).toEqual({ hello: '你好', 'cabinet.title': '我的账户' });
    expect(part.mock.calls.map(([locale]) => locale)).toEqual(['en', 'cn']);
  });

  it('waits for a part required while a load is running', async () => {
    const catalogs = createCatalogs(loader(), { parts: { cabinet: partLoader(cabinet) } });
    const loading = catalogs.load('ru');
    catalogs.requirePart('cabinet');
    expect((await loading).messages).toEqual({ hello: 'Привет', 'cabinet.title': 'Мой кабинет' });
  });

  it('falls back to the English part with one console error when a part fails, and retries when asked', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken: Locale[] = ['ru'];
    const catalogs = createCatalogs(loader(), {
      parts: {
        cabinet: async (locale) => {
          if (broken.includes(locale)) throw new Error(`network error loading ${locale}`);
          return cabinet[locale];
        },
      },
    });
    catalogs.requirePart('cabinet');
    const [first, second] = await Promise.all([catalogs.load('ru'), catalogs.load('ru')]);
    // The main part is still Russian; only the part's messages are English.
    expect(first).toEqual({
      requested: 'ru',
      locale: 'ru',
      messages: { hello: 'Привет', 'cabinet.title': 'My cabinet' },
    });
    expect(second).toBe(first);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /"ru" messages of the part "cabinet" failed to load; showing English/,
    );
    expect(catalogs.peek('ru')).toBe(first);

    broken = [];
    expect((await catalogs.load('ru')).messages).toEqual({ hello: 'Привет', 'cabinet.title': 'Мой кабинет' });
  });

  it('shows the ids of a part whose English fails too', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const catalogs = createCatalogs(loader(), { parts: { cabinet: partLoader(cabinet, ['ru', 'en']) } });
    catalogs.requirePart('cabinet');
    expect((await catalogs.load('ru')).messages).toEqual(messages.ru);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('refuses a part it was not given', () => {
    const catalogs = createCatalogs(loader(), { parts: { cabinet: partLoader(cabinet) } });
    expect(() => catalogs.requirePart('admin')).toThrow('no catalog part "admin"');
  });
});
