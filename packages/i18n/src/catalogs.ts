import type { MessageFormatElement } from 'react-intl';
import { defaultLocale, type Locale } from './locales';

/** A catalog as react-intl takes it: precompiled ASTs (what the build ships) or ICU strings (tests, tools). */
export type Messages = Record<string, MessageFormatElement[]> | Record<string, string>;

/**
 * Loads one locale's catalog (or one part of it). Write it as a dynamic import per locale, so the bundler gives each
 * catalog its own chunk: `(locale) => import(`./i18n/${locale}.json`).then((m) => m.default)`.
 */
export type MessagesLoader = (locale: Locale) => Promise<Messages>;

/** Options of {@link createCatalogs}. */
export interface CatalogsOptions {
  /**
   * Named parts of every locale's catalog beyond its main part, by name: messages only some pages need (a signed-in
   * area, say), loaded once `requirePart(name)` asks for them. With the Vite plugin: `import('./i18n/en.json?part=x')`.
   */
  parts?: Readonly<Record<string, MessagesLoader>>;
}

/** A catalog ready to show: `locale` is the language of `messages`, which is English when `requested` failed. */
export interface LoadedCatalog {
  /** The locale that was asked for. */
  requested: Locale;
  /** The locale of the messages shown: `requested`, or English after a failed load. */
  locale: Locale;
  /** The messages: the main part merged with every required part. */
  messages: Messages;
}

/** The catalogs of an app: loads each locale (and each part of it) once, remembers what it loaded, falls back to English. */
export interface Catalogs {
  /**
   * What to show for a locale right now (synchronous, for render): its main part merged with every required part once
   * all of them have loaded (or fallen back to English after their last load failed); undefined while one of them was
   * never tried. The same object until something is added, so it can be a React snapshot.
   */
  peek(locale: Locale): LoadedCatalog | undefined;
  /**
   * Loads a locale's catalog with every required part, trying again what failed before. It never rejects: a failed
   * load is logged with `console.error` and English is used instead (or no messages when English fails too).
   */
  load(locale: Locale): Promise<LoadedCatalog>;
  /**
   * Asks for a named part from now on: `peek` waits for it and every later `load` (a locale switch, the fallback to
   * English) includes it. Call it before the pages that need it render; throws for a name not in `options.parts`.
   */
  requirePart(part: string): void;
  /** Calls `listener` whenever `peek` may answer differently (a part required, a load settled); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The catalog shown most recently, so a provider mounted during a switch starts from it. */
  readonly last: LoadedCatalog | undefined;
  /** Records the catalog a provider shows. */
  markShown(catalog: LoadedCatalog): void;
}

/** The main part's key among a locale's pieces; parts are keyed by name, and a name is never empty. */
const main = '';

/** A settled piece of a locale's catalog: its messages and their language (English after a failed load). */
interface Settled {
  locale: Locale;
  messages: Messages;
}

/**
 * Creates the catalog store of an app around its loader (the main part of each locale's catalog) and the loaders of
 * its named parts. Create it once, outside React, so every provider (and the first-render bootstrap) shares what was
 * loaded.
 */
export function createCatalogs(loadMessages: MessagesLoader, options: CatalogsOptions = {}): Catalogs {
  const loaders = new Map<string, MessagesLoader>([[main, loadMessages]]);
  for (const [name, loader] of Object.entries(options.parts ?? {})) {
    if (name === main) throw new Error('@lode/i18n: a catalog part needs a name');
    loaders.set(name, loader);
  }
  const required: string[] = [];
  const key = (locale: Locale, piece: string) => `${locale}\u0000${piece}`;
  const loaded = new Map<string, Messages>();
  // The fallback shown after a failed load. Rendering never retries on its own (one failure, one log line); an
  // explicit `load`, such as choosing the language again, does.
  const failed = new Map<string, Settled>();
  const pending = new Map<string, Promise<Messages>>();
  // One settling per piece at a time, fallback included: callers that ask together share one result and one log line.
  const settling = new Map<string, Promise<void>>();
  const merged = new Map<Locale, { sources: Messages[]; catalog: LoadedCatalog }>();
  const listeners = new Set<() => void>();
  let last: LoadedCatalog | undefined;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  function fetchPiece(locale: Locale, piece: string): Promise<Messages> {
    const id = key(locale, piece);
    const cached = loaded.get(id);
    if (cached) return Promise.resolve(cached);
    let request = pending.get(id);
    if (!request) {
      const loader = loaders.get(piece) as MessagesLoader;
      request = loader(locale).then(
        (messages) => {
          loaded.set(id, messages);
          failed.delete(id);
          pending.delete(id);
          return messages;
        },
        (error: unknown) => {
          pending.delete(id);
          throw error;
        },
      );
      pending.set(id, request);
    }
    return request;
  }

  // The spec: a failed locale load is logged; the visitor reads English rather than message ids.
  async function fallbackFor(locale: Locale, piece: string, error: unknown): Promise<Settled> {
    const what = piece === main ? `"${locale}" messages` : `"${locale}" messages of the part "${piece}"`;
    const shows = locale === defaultLocale ? 'message ids' : 'English';
    console.error(`@lode/i18n: the ${what} failed to load; showing ${shows}.`, error);
    if (locale === defaultLocale) return { locale, messages: {} };
    try {
      return { locale: defaultLocale, messages: await fetchPiece(defaultLocale, piece) };
    } catch (fallbackError) {
      const english = piece === main ? 'English messages' : `English messages of the part "${piece}"`;
      console.error(`@lode/i18n: the ${english} failed to load too; showing message ids.`, fallbackError);
      return { locale: defaultLocale, messages: {} };
    }
  }

  function settle(locale: Locale, piece: string): Promise<void> {
    const id = key(locale, piece);
    if (loaded.has(id)) return Promise.resolve();
    let request = settling.get(id);
    if (!request) {
      request = fetchPiece(locale, piece)
        .then(
          () => undefined,
          async (error: unknown) => {
            failed.set(id, await fallbackFor(locale, piece, error));
          },
        )
        .finally(() => {
          settling.delete(id);
          notify();
        });
      settling.set(id, request);
    }
    return request;
  }

  function settled(locale: Locale, piece: string): Settled | undefined {
    const id = key(locale, piece);
    const messages = loaded.get(id);
    return messages ? { locale, messages } : failed.get(id);
  }

  function peek(locale: Locale): LoadedCatalog | undefined {
    const base = settled(locale, main);
    if (!base) return undefined;
    const sources = [base.messages];
    for (const part of required) {
      const piece = settled(locale, part);
      if (!piece) return undefined;
      sources.push(piece.messages);
    }
    const cached = merged.get(locale);
    if (
      cached &&
      cached.catalog.locale === base.locale &&
      cached.sources.length === sources.length &&
      cached.sources.every((source, i) => source === sources[i])
    ) {
      return cached.catalog;
    }
    // Without parts the catalog is the loaded object itself; with them, one merge per change, not per render.
    let messages = base.messages;
    if (sources.length > 1) {
      const all: Record<string, unknown> = {};
      for (const source of sources) Object.assign(all, source);
      messages = all as Messages;
    }
    const catalog: LoadedCatalog = { requested: locale, locale: base.locale, messages };
    merged.set(locale, { sources, catalog });
    return catalog;
  }

  async function load(locale: Locale): Promise<LoadedCatalog> {
    // A part required while this load runs is loaded too before it resolves.
    for (;;) {
      const catalog = peek(locale);
      const missing = [main, ...required].filter((piece) => !loaded.has(key(locale, piece)));
      if (catalog && missing.length === 0) return catalog;
      await Promise.all(missing.map((piece) => settle(locale, piece)));
      const after = peek(locale);
      if (after) return after;
    }
  }

  return {
    peek,
    load,
    requirePart(part) {
      if (part === main || !loaders.has(part)) {
        throw new Error(`@lode/i18n: no catalog part "${part}" (createCatalogs' options.parts)`);
      }
      if (required.includes(part)) return;
      required.push(part);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get last() {
      return last;
    },
    markShown(catalog) {
      last = catalog;
    },
  };
}
