import { localeFromPath, localePath, stripLocale } from '@lode/i18n';
import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router-dom';
import { noteNavigationTarget } from '../../lib/runtime/chunkReload';
import { isNewVersionDeployed } from '../../lib/runtime/versionPoll';
import { resolveRouteRule } from '../../lib/runtime/routeRules';
import { currentRouteRules, noteUnruledNavigation } from '../../lib/runtime/routeRulesClient';
import { techWorkPath } from './routeTable';

/** What the guard needs to know besides the navigation. */
export interface NavigationGuardOptions {
  /** The router's basename (`/` or `/pool`). */
  basename: string;
  /** The path (inside the app) shown when the navigation started, or undefined before the first one. */
  currentPath: () => string | undefined;
}

function stripBasename(pathname: string, basename: string): string {
  if (basename === '/' || !pathname.startsWith(basename)) return pathname;
  return pathname.slice(basename.length) || '/';
}

/**
 * The root loader, run before every navigation (its route revalidates always). In order: a newer deployment turns
 * the navigation into a full page load; the held route rules redirect (maintenance included), leaving the site for
 * an external target; a navigation from `/tech-work` to itself goes home. The document load itself is left alone:
 * the server applied the rules to it. A navigation before the rules have arrived (a click, or a page's own redirect,
 * in the first moments after the page loads) goes ahead and is noted: once they arrive the app runs this guard
 * again where the navigation led (main.tsx), so a navigation never waits on the network and no rule is skipped.
 */
export function createNavigationGuard({ basename, currentPath }: NavigationGuardOptions) {
  return function navigationGuard({ request }: LoaderFunctionArgs): null {
    noteNavigationTarget(request.url);
    const from = currentPath();
    if (from === undefined) return null;
    const url = new URL(request.url);
    const path = stripBasename(url.pathname, basename);
    if (isNewVersionDeployed()) throw redirectDocument(`${path}${url.search}`);
    const table = currentRouteRules();
    if (!table) {
      noteUnruledNavigation();
      return null;
    }
    const rule = resolveRouteRule(table, `${path}${url.search}`);
    if (rule) throw redirect(rule.to, rule.status);
    const bare = stripLocale(path).replace(/\/+$/, '');
    if (
      !table.maintenance &&
      bare === techWorkPath &&
      stripLocale(from).replace(/\/+$/, '') === techWorkPath
    ) {
      throw redirect(localePath('/', localeFromPath(path)));
    }
    return null;
  };
}
