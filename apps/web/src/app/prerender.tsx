import { languageTag, type Locale } from '@lode/i18n';
import { ColorModeProvider } from '@lode/ui';
import { renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppAuthContext, unavailableAuth, type AppAuth } from '../lib/session';
import { catalogs, requireCatalogParts } from './catalogs';
import {
  alternateMarker,
  announcesAlternates,
  languageAlternates,
  type LanguageAlternate,
} from './head/documentHead';
import { appRoutes } from './router';
import { matchPage } from './routing/routeTable';

export { apiDocTypes } from '../features/api-docs/apiDocTypes';
export { layoutModules } from './layouts/layoutModules';
export { catalogPartsOf } from './catalogs';
export { pageRoutes } from './routes';
export { middlewareRegistry } from './routing/registry';
export { alternateMarker, matchPage };

// The build renders the public pages to HTML with this module (scripts/prerender.mjs), so their text paints
// before any script has run. The app then renders over it in the browser.

/** What the sign-in state is before the browser's first check: unknown, so sign-in and register show. */
const beforeSignInCheck: AppAuth = { ...unavailableAuth, available: true, initialized: false };

/** A page rendered at build: its markup and what goes in its head. */
export interface PrerenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** The page's locale. */
  locale: Locale;
  /** `<html lang>`. */
  lang: string;
  /** `<title>`. */
  title: string;
  /** `<meta name="description">`. */
  description: string;
  /**
   * The page's twins in every language, for `<link rel="alternate" hreflang>` (paths inside the app); none for a page
   * that announces none (the cabinet, error and status pages).
   */
  alternates: LanguageAlternate[];
}

/** Renders one page of the app (a path inside the app, e.g. `/ru/faq`) as the browser's first render shows it. */
export async function prerender(path: string): Promise<PrerenderedPage> {
  const page = matchPage(path);
  if (!page) throw new Error(`prerender: ${path} is no page of the app`);
  requireCatalogParts(page.route);
  const catalog = await catalogs.load(page.locale);
  catalogs.markShown(catalog);
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <ColorModeProvider>
      <AppAuthContext.Provider value={beforeSignInCheck}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppAuthContext.Provider>
    </ColorModeProvider>,
  );
  const intl = createIntl({ locale: languageTag(catalog.locale), messages: catalog.messages });
  const title = intl.formatMessage(page.route.messages.title);
  return {
    html,
    locale: page.locale,
    lang: languageTag(catalog.locale),
    title: page.route.id === 'home' ? title : `${title} · Lode`,
    description: intl.formatMessage(page.route.messages.description),
    alternates: announcesAlternates(page.route) ? languageAlternates(path) : [],
  };
}
