import type { MessageFormatElement } from 'react-intl';
import { defaultLocale, type Locale } from './locales';

/** A catalog as react-intl takes it: precompiled ASTs (what the build ships) or ICU strings (tests, tools). */
export type Messages = Record<string, MessageFormatElement[]> | Record<string, string>;

/**
 * Loads one locale's catalog. Write it as a dynamic import per locale, so the bundler gives each catalog its
 * own chunk: `(locale) => import(`./i18n/${locale}.json`).then((m) => m.default)`.
 */
export type MessagesLoader = (locale: Locale) => Promise<Messages>;

/** A catalog ready to show: `locale` is the language of `messages`, which is English when `requested` failed. */
export interface LoadedCatalog {
  /** The locale that was asked for. */
  requested: Locale;
  /** The locale of the messages shown: `requested`, or English after a failed load. */
  locale: Locale;
  /** The messages. */
  messages: Messages;
}

/** The catalogs of an app: loads each locale once, remembers what it loaded, falls back to English. */
export interface Catalogs {
  /**
   * What to show for a locale right now (synchronous, for render): its catalog once loaded, the English fallback
   * after its last load failed, or undefined while it was never tried.
   */
  peek(locale: Locale): LoadedCatalog | undefined;
  /**
   * Loads a locale's catalog, trying again after an earlier failure. It never rejects: a failed load is logged
   * with `console.error` and resolves to the English catalog (or to no messages when English fails too).
   */
  load(locale: Locale): Promise<LoadedCatalog>;
  /** The catalog shown most recently, so a provider mounted during a switch starts from it. */
  readonly last: LoadedCatalog | undefined;
  /** Records the catalog a provider shows. */
  markShown(catalog: LoadedCatalog): void;
}

/**
 * Creates the catalog store of an app around its loader. Create it once, outside React, so every provider (and
 * the first-render bootstrap) shares what was loaded.
 */
export function createCatalogs(loadMessages: MessagesLoader): Catalogs {
  const loaded = new Map<Locale, LoadedCatalog>();
  // The fallback shown after a failed load. Rendering never retries on its own (one failure, one log line);
  // an explicit `load`, such as choosing the language again, does.
  const failed = new Map<Locale, LoadedCatalog>();
  const pending = new Map<Locale, Promise<LoadedCatalog>>();
  let last: LoadedCatalog | undefined;

  function fetchCatalog(locale: Locale): Promise<LoadedCatalog> {
    const cached = loaded.get(locale);
    if (cached) return Promise.resolve(cached);
    let request = pending.get(locale);
    if (!request) {
      request = loadMessages(locale).then(
        (messages) => {
          const catalog: LoadedCatalog = { requested: locale, locale, messages };
          loaded.set(locale, catalog);
          failed.delete(locale);
          pending.delete(locale);
          return catalog;
        },
        (error: unknown) => {
          pending.delete(locale);
          throw error;
        },
      );
      pending.set(locale, request);
    }
    return request;
  }

  // One load per locale at a time, fallback included: callers that ask together share one result and one log line.
  const loads = new Map<Locale, Promise<LoadedCatalog>>();

  async function loadWithFallback(locale: Locale): Promise<LoadedCatalog> {
    try {
      return await fetchCatalog(locale);
    } catch (error) {
      const fallback = await fallbackFor(locale, error);
      failed.set(locale, fallback);
      return fallback;
    }
  }

  // The spec: a failed locale load is logged; the visitor reads English rather than message ids.
  async function fallbackFor(locale: Locale, error: unknown): Promise<LoadedCatalog> {
    const shows = locale === defaultLocale ? 'message ids' : 'English';
    console.error(`@lode/i18n: the "${locale}" messages failed to load; showing ${shows}.`, error);
    if (locale === defaultLocale) return { requested: locale, locale, messages: {} };
    try {
      return { ...(await fetchCatalog(defaultLocale)), requested: locale };
    } catch (fallbackError) {
      console.error(
        '@lode/i18n: the English messages failed to load too; showing message ids.',
        fallbackError,
      );
      return { requested: locale, locale: defaultLocale, messages: {} };
    }
  }

  return {
    peek: (locale) => loaded.get(locale) ?? failed.get(locale),
    load(locale) {
      const cached = loaded.get(locale);
      if (cached) return Promise.resolve(cached);
      let request = loads.get(locale);
      if (!request) {
        request = loadWithFallback(locale).finally(() => loads.delete(locale));
        loads.set(locale, request);
      }
      return request;
    },
    get last() {
      return last;
    },
    markShown(catalog) {
      last = catalog;
    },
  };
}
