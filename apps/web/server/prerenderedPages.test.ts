// @vitest-environment jsdom
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { locales, type Locale } from '@lode/i18n/paths';
import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageRoutes } from '../src/app/routes';
import { apiDocTypes } from '../src/features/api-docs/apiDocTypes';
import type { PageRoute } from '../src/lib/routes';
import { createApp } from './app';
import { readSettings } from './settings';

// The pages rendered at build (scripts/prerender.mjs), as the host server sends them: what a crawler, or a visitor
// before any script has run, gets. Every page in every language, from the build itself, so no browser is needed;
// e2e/routes.e2e.ts checks the same pages in Chromium once the app has taken them over. (The DOM environment is for
// DOMParser, which reads the pages.)

// Paths joined: in a DOM environment Vite takes `new URL(…, import.meta.url)` for an asset to bundle.
const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');

type Catalog = Record<string, string>;
const catalogFile = (name: string) => join(webRoot, 'src', 'i18n', `${name}.json`);
const read = (name: string) => JSON.parse(readFileSync(catalogFile(name), 'utf8')) as unknown;

/** The app's messages by locale, as the pages show them (English from the extracted catalog). */
const catalogs: Record<Locale, Catalog> = {
  en: Object.fromEntries(
    Object.entries(read('en') as Record<string, { defaultMessage: string }>).map(([id, m]) => [
      id,
      m.defaultMessage,
    ]),
  ),
  ru: read('ru') as Catalog,
  cn: read('cn') as Catalog,
};

const htmlLang: Record<Locale, string> = { en: 'en', ru: 'ru', cn: 'zh-CN' };

const inLocale = (path: string, locale: Locale) =>
  locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;

/** A page rendered at build: its route, its path without a locale, and its heading's message. */
interface Rendered {
  route: PageRoute;
  path: string;
  heading: string;
}

// The public pages with a fixed path, and the API reference of each part. A method's page is left to the browser
// (hundreds of them); so are the error and maintenance pages, which no one opens first from a search, and a page
// whose path holds a link's secret.
const publicPages: Rendered[] = pageRoutes
  .filter(
    (r) =>
      (r.meta.layout === 'default' || r.meta.layout === 'api-docs') &&
      r.localized !== false &&
      !r.path.includes(':mathod') &&
      !/:(?!type\b)/.test(r.path),
  )
  .flatMap((route): Rendered[] =>
    route.path.includes(':type')
      ? apiDocTypes.map((type) => ({
          route,
          path: route.path.replace(':type', type),
          heading: `apiDocs.type.${type}`,
        }))
      : [{ route, path: route.path, heading: `route.${route.id}.title` }],
  );
const cabinetPages = pageRoutes.filter((r) => r.meta.layout === 'authenticated');

let server: Hono;

beforeAll(async () => {
  if (!existsSync(join(dist, '.prerendered')))
    throw new Error(`${join(dist, '.prerendered')} is missing: these tests read the build (pnpm build)`);
  server = await createApp(readSettings({}), dist, { log: false });
});

/** The page the server sends for `path`, parsed, with its status. */
async function fetchPage(path: string) {
  const response = await server.request(path);
  return {
    status: response.status,
    document: new DOMParser().parseFromString(await response.text(), 'text/html'),
  };
}

/** The title as the app sets it: the page's, then the site's name (the home page's names the site already). */
const titleOf = (route: PageRoute, locale: Locale) => {
  const title = catalogs[locale][`route.${route.id}.title`] ?? '';
  return route.id === 'home' ? title : `${title} · Lode`;
};

/** The page's `<link rel="alternate">` as `[hreflang, href]`. */
const alternatesOf = (document: Document) =>
  [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);

/** The text of an element as a visitor reads it, spaces collapsed. */
const textOf = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();

describe('pages rendered at build, as the host server sends them', () => {
  it('cover the seven public pages and the three API parts, and the ten cabinet pages', () => {
    expect(publicPages.map((p) => p.path)).toEqual([
      '/',
      '/faq',
      '/top',
      '/calc',
      '/news',
      '/contacts',
      '/docs',
      '/docs/api-swagger/public',
      '/docs/api-swagger/account',
      '/docs/api-swagger/settings',
      '/docs/api-swagger/admin',
    ]);
    expect(cabinetPages).toHaveLength(10);
  });

  it.each(locales)(
    'every public page in %s: status 200, its layout, heading, language, title, description and alternates',
    async (locale) => {
      const t = catalogs[locale];
      for (const { route, path: bare, heading } of publicPages) {
        const path = inLocale(bare, locale);
        const { status, document } = await fetchPage(path);
        expect(status, path).toBe(200);
        expect(document.documentElement.getAttribute('lang'), path).toBe(htmlLang[locale]);
        expect(document.querySelector('#root [data-layout]')?.getAttribute('data-layout'), path).toBe(
          route.meta.layout,
        );
        const h1 = [...document.querySelectorAll('#root h1')];
        expect(h1.map(textOf), `${path}: its one heading`).toEqual([t[heading]]);
        expect(document.title, path).toBe(titleOf(route, locale));
        const description = t[`route.${route.id}.description`];
        expect(
          document.querySelector('meta[name="description"]')?.getAttribute('content'),
          `${path}: meta description`,
        ).toBe(description);
        expect(
          [...document.querySelectorAll('#root *')].some((element) => textOf(element) === description),
          `${path}: the description in the page's text`,
        ).toBe(true);
        expect(alternatesOf(document), `${path}: alternates`).toEqual([
          ['en', bare],
          ['ru', inLocale(bare, 'ru')],
          ['zh-CN', inLocale(bare, 'cn')],
          ['x-default', bare],
        ]);
      }
    },
  );

  it.each(locales)(
    'every cabinet page in %s: its frame with the sign-in check’s notice, its language, title, description, no alternates and scripts',
    async (locale) => {
      const t = catalogs[locale];
      for (const route of cabinetPages) {
        const path = inLocale(route.path, locale);
        const { status, document } = await fetchPage(path);
        expect(status, path).toBe(200);
        expect(document.documentElement.getAttribute('lang'), path).toBe(htmlLang[locale]);
        expect(document.querySelector('#root [data-layout]')?.getAttribute('data-layout'), path).toBe(
          'authenticated',
        );
        // Before the browser's sign-in check has settled, the page says it is checking, in its language.
        expect(textOf(document.querySelector('#root h1')), path).toBe(t['auth.checking.title']);
        expect(document.title, path).toBe(titleOf(route, locale));
        expect(
          document.querySelector('meta[name="description"]')?.getAttribute('content'),
          `${path}: meta description`,
        ).toBe(t[`route.${route.id}.description`]);
        // A signed-in page has no twins to announce to crawlers.
        expect(alternatesOf(document), `${path}: alternates`).toEqual([]);
        // Its scripts come with its HTML: its language's catalog with the cabinet's part of it.
        const preload = document.querySelector('meta[name="lode-preload"]')?.getAttribute('content') ?? '';
        for (const catalog of [`${locale}`, `${locale}.cabinet`])
          expect(preload, `${path}: preloads the ${catalog} catalog`).toMatch(
            new RegExp(`(^| )\\./assets/${catalog.replace('.', '\\.')}-[\\w-]+\\.js( |$)`),
          );
      }
      // And the page's own module (the dashboard's, for one).
      const { document } = await fetchPage(inLocale('/dashboard', locale));
      expect(document.querySelector('meta[name="lode-preload"]')?.getAttribute('content')).toMatch(
        /(^| )\.\/assets\/Dashboard-[\w-]+\.js( |$)/,
      );
    },
  );
});
