import { I18nProvider, isLocale, localePath, type Locale } from '@lode/i18n';
import { ColorModeProvider } from '@lode/ui';
import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useSearchParams } from 'react-router-dom';
import { PoolCacheContext, type CacheKey } from '../../lib/pool/cache';
import { SubAccountContext } from '../../lib/pool/subAccountScope';
import { AppAuthContext, unavailableAuth, type AppAuth } from '../../lib/session';
import { catalogs, requireCatalogParts } from '../catalogs';
import { matchPage } from '../routing/routeTable';
import { seededPoolCache, storySubAccount } from './poolFixtures';

/** A sign-in state for stories, recording the calls the components make in `calls`. */
export function storyAuth(state: Partial<AppAuth> & { roles?: string[] }, calls: string[] = []): AppAuth {
  return {
    ...unavailableAuth,
    available: true,
    initialized: true,
    login: async (options) => void calls.push(`login ${JSON.stringify(options ?? {})}`),
    register: async (options) => void calls.push(`register ${JSON.stringify(options ?? {})}`),
    logout: async (options) => void calls.push(`logout ${JSON.stringify(options ?? {})}`),
    hasRealmRole: (role) => state.roles?.includes(role) ?? false,
    ...state,
  };
}

function LocaleFromUrl({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const prefix = pathname.split('/')[1];
  return (
    <I18nProvider locale={isLocale(prefix) ? prefix : 'en'} catalogs={catalogs} syncDocumentLang={false}>
      {children}
    </I18nProvider>
  );
}

/** The current sub-account, as the cabinet's layout gives it: the address's, else {@link storySubAccount}. */
function SubAccountFromUrl({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  return (
    <SubAccountContext.Provider value={params.get('subaccount') ?? storySubAccount}>
      {children}
    </SubAccountContext.Provider>
  );
}

const StoryContent = createContext<ReactNode>(null);

function StoryOutlet() {
  return useContext(StoryContent);
}

/**
 * A data router at `entry`, as the app has (layouts read its navigation state), showing `children` on every path;
 * they arrive through context, so a story re-rendered with new args updates inside the router made once.
 */
function StoryRouter({ entry, children }: { entry: string; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <LocaleFromUrl>
              <SubAccountFromUrl>
                <StoryOutlet />
              </SubAccountFromUrl>
            </LocaleFromUrl>
          ),
        },
      ],
      { initialEntries: [entry] },
    ),
  );
  return (
    <StoryContent.Provider value={children}>
      <RouterProvider router={router} />
    </StoryContent.Provider>
  );
}

/**
 * What the app puts around a component: colour mode from the toolbar's theme, a router at `path` in the toolbar's
 * language, its messages, and a sign-in state (`parameters.auth`, unavailable by default).
 */
export function withApp(path: string): Decorator {
  // The story's page's catalog parts, as the page's route would require them (the cabinet's for /dashboard).
  const page = matchPage(path);
  if (page) requireCatalogParts(page.route);
  return function WithApp(Story, { globals, parameters }) {
    localStorage.setItem('theme', globals.theme === 'dark' ? 'dark' : 'light');
    const locale: Locale = isLocale(globals.locale) ? globals.locale : 'en';
    const auth = (parameters.auth as AppAuth | undefined) ?? unavailableAuth;
    return (
      <ColorModeProvider>
        <AppAuthContext.Provider value={auth}>
          <StoryRouter key={locale} entry={localePath(path, locale)}>
            <Story />
          </StoryRouter>
        </AppAuthContext.Provider>
      </ColorModeProvider>
    );
  };
}

/** A cache of its own for what it wraps, holding `entries` and never asking the network. */
export function SeededCache({
  entries,
  children,
}: {
  entries: readonly (readonly [CacheKey, unknown])[];
  children: ReactNode;
}) {
  // One cache per story render, kept across its re-renders.
  const [cache] = useState(() => seededPoolCache(entries));
  return <PoolCacheContext.Provider value={cache}>{children}</PoolCacheContext.Provider>;
}

/**
 * Gives the story a cache of its own holding `entries` (key and answer), as the page's cache holds them after the
 * requests; it never asks the network, so a key it does not hold stays loading.
 */
export function withPoolCache(entries: readonly (readonly [CacheKey, unknown])[]): Decorator {
  return function WithPoolCache(Story) {
    return (
      <SeededCache entries={entries}>
        <Story />
      </SeededCache>
    );
  };
}
