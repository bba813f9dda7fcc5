import type { Locale } from '@lode/i18n';
import type { ComponentType, ReactNode } from 'react';
import type { PageRoute, RouteParams } from './routeTable';

/** What a middleware sees of a navigation. */
export interface MiddlewareContext {
  /** The page being opened. */
  route: PageRoute;
  /** Its parameters. */
  params: RouteParams;
  /** Its locale, from the path. */
  locale: Locale;
  /** The navigation's request (URL, abort signal). */
  request: Request;
}

/** Props of a middleware's guard. */
export interface GuardProps {
  /** The page being shown. */
  route: PageRoute;
  /** The page, or the next guard. */
  children: ReactNode;
}

/**
 * A named step between a navigation and its page (`auth`, `locale`). `beforeLoad` runs in the route's
 * loader, before anything renders (it may throw a redirect); `Guard` wraps the rendered page and may show
 * something else instead, for checks that need React state such as the sign-in. `loadGuard` is the same guard
 * loaded with the page's module, beside it: a guard that only some pages name stays out of the pages that do not.
 */
export interface RouteMiddleware {
  /** Runs before the page loads. */
  beforeLoad?: (context: MiddlewareContext) => void | Promise<void>;
  /** Wraps the page once it renders. */
  Guard?: ComponentType<GuardProps>;
  /** Loads the guard that wraps the page, when the page's module loads (its own chunk). */
  loadGuard?: () => Promise<ComponentType<GuardProps>>;
}

/** Middleware by name. */
export type MiddlewareRegistry = Readonly<Record<string, RouteMiddleware>>;

/** The middleware a route names, in order; throws `Unknown route middleware: <name>` for a name not registered. */
export function resolveMiddleware(names: readonly string[], registry: MiddlewareRegistry): RouteMiddleware[] {
  return names.map((name) => {
    if (!Object.hasOwn(registry, name)) throw new Error(`Unknown route middleware: ${name}`);
    return registry[name] as RouteMiddleware;
  });
}
