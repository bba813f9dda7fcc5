import '@lode/ui/styles.css';
import { AuthProvider, pendingReturnPath } from '@lode/auth';
import { bootstrapI18n, isLocale, languageTag } from '@lode/i18n';
import { ColorModeProvider } from '@lode/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadConfig } from '../lib/pool/apiConfig';
import { AuthBridge } from '../lib/session/AuthBridge';
import { catalogs, preloadCatalogParts, requireCatalogParts } from './catalogs';
import { createAppRouter, layoutModules } from './router';
import { refreshRouteRules, takeUnruledNavigation } from '../lib/runtime/routeRulesClient';
import { matchPage } from './routing/routeTable';
import { appBasePath, routerBasename } from '../lib/runtime/basePath';
import { startVersionPoll } from '../lib/runtime/versionPoll';
import { maintenanceIsOn } from '../lib/runtime/maintenanceAccess';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const basePath = appBasePath();

/** The page a sign-in callback on this URL will land on, when this is one. */
function landingPage(): string | null {
  try {
    return pendingReturnPath(new URL(location.href), sessionStorage);
  } catch {
    // Storage refused (a browser that forbids it): sign-in cannot finish here anyway.
    return null;
  }
}

// The first page's code starts loading now, beside its catalog, instead of after it: one round trip less before
// the first content (the router's lazy routes then find the modules loaded). On a sign-in callback, so does the
// page it lands on: its code arrives while the code is exchanged, not after the user is signed in.
const landing = landingPage();
const here = matchPage(`/${location.pathname.slice(basePath.length)}`);
const there = landing ? matchPage(new URL(landing, location.origin).pathname) : null;
for (const page of [here, there]) {
  if (!page) continue;
  void page.route.page().catch(() => {});
  void layoutModules[page.route.meta.layout]().catch(() => {});
}
// This page's catalog parts (a cabinet page's) load beside the main catalog in bootstrapI18n, not after it. The
// landing page's come in its own language only: requiring them here would load them in the callback's too.
if (here) requireCatalogParts(here.route);
if (there) preloadCatalogParts(there.route, there.locale);

// Sign-in settings come from the server at run time; nothing waits for them before the first paint,
// and a missing or malformed config.json only makes sign-in unavailable. The request starts before the catalog
// is awaited, so a sign-in callback or a restored session finds it here when it starts.
// The same request serves the pool API's address (api/apiConfig.ts).
const authConfig = loadConfig();

// Before the router reads the URL: a first visit may move to its language's prefix, and the first render waits
// for that language's catalog, so /ru never paints English first.
await bootstrapI18n({ catalogs, basename: routerBasename(basePath) });

// The route rules arrive in the background (the server applied them to this document already); the version poll
// refreshes them with each check. A navigation made before they arrived went ahead unchecked, and maintenance is the
// app's to apply to the first page: once they are here, the router runs its loaders again where it is, the
// navigation guard among them, so the rules apply there too.
void refreshRouteRules(basePath).then((table) => {
  if (takeUnruledNavigation() || maintenanceIsOn(table)) void router.revalidate();
});
startVersionPoll(basePath, () => void refreshRouteRules(basePath));

const router = createAppRouter(routerBasename(basePath));
// The paths sign-in returns to are the router's own (without the base path), like every path the app hands it.
const showPath = (path: string) => void router.navigate(path, { replace: true });

// A page rendered at build is on screen already: render once the first page's code is in, so the app replaces it
// in one frame instead of blanking it while lazy routes load.
if (!router.state.initialized) {
  await new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** The provider's `ui_locales` for a locale of the app: its language tag (`cn` → `zh-CN`). */
const asLanguageTag = (locale: string) => (isLocale(locale) ? languageTag(locale) : locale);

// A transition lets React render the first page in slices, so the main thread stays free for input meanwhile
// (the page rendered at build is on screen already).
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <ColorModeProvider>
        <AuthProvider
          config={authConfig}
          onNavigate={showPath}
          callbackPath={`${basePath}auth/callback`}
          silentCheckSsoPath={`${basePath}silent-check-sso.html`}
          serviceWorker={`${basePath}OidcServiceWorker.js`}
          uiLocales={asLanguageTag}
        >
          <AuthBridge config={authConfig}>
            <RouterProvider router={router} />
          </AuthBridge>
        </AuthProvider>
      </ColorModeProvider>
    </StrictMode>,
  ),
);
