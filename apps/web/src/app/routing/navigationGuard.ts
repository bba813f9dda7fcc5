import { getAuthState } from '@lode/auth';
import { localeFromPath, localePath, stripLocale } from '@lode/i18n';
import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router-dom';
import { noteNavigationTarget } from '../../lib/runtime/chunkReload';
import { isNewVersionDeployed } from '../../lib/runtime/versionPoll';
import { resolveRouteRule } from '../../lib/runtime/routeRules';
import { currentRouteRules, noteUnruledNavigation } from '../../lib/runtime/routeRulesClient';
import {
  maintenanceDecision,
  maintenanceIsOn,
  maintenanceViewer,
  type MaintenanceViewer,
} from '../../lib/runtime/maintenanceAccess';
import { matcherTable } from '../../lib/runtime/siteTable';
import { techWorkPath } from './routeTable';

/** What the guard needs to know besides the navigation. */
export interface NavigationGuardOptions {
  /** The router's basename (`/` or `/pool`). */
  basename: string;
  /** The path (inside the app) shown when the navigation started, or undefined before the first one. */
  currentPath: () => string | undefined;
  /** Who is navigating, for maintenance (default: from `@lode/auth`'s sign-in state and its ID token's roles). */
  viewer?: () => MaintenanceViewer;
}

function stripBasename(pathname: string, basename: string): string {
  if (basename === '/' || !pathname.startsWith(basename)) return pathname;
  return pathname.slice(basename.length) || '/';
}

/**
 * The root loader, run before every navigation (its route revalidates always). In order: a newer deployment turns
 * the navigation into a full page load; while maintenance is on, a user without the admin role goes to `/tech-work`
 * (in the page's language) unless the page is exempt (the maintenance page, error pages, sign-in paths); the held
 * route rules redirect (the file's maintenance switch included), leaving the site for an external target; a
 * navigation from `/tech-work` to itself goes home once maintenance is off. The first document load is decided
 * once the table arrives (the server applied the rules to it). A navigation made before the table or the sign-in is
 * known (a click, or a page's own redirect, in the first moments after the page loads) goes ahead and is noted: once
 * they are known the app runs this guard again where the navigation led (main.tsx, MaintenanceWatch), so a
 * navigation never waits on the network and no rule is skipped.
 */
export function createNavigationGuard({
  basename,
  currentPath,
  viewer = () => maintenanceViewer(getAuthState()),
}: NavigationGuardOptions) {
  return function navigationGuard({ request }: LoaderFunctionArgs): null {
    noteNavigationTarget(request.url);
    const table = currentRouteRules();
    const url = new URL(request.url);
    const path = stripBasename(url.pathname, basename);
    const from = currentPath();
    // The first document load: the server applied the rules; maintenance is decided here once the table is known.
    if (from === undefined) {
      if (table) {
        const first = maintenanceDecision(table, path, viewer());
        if (first.kind === 'redirect') throw redirect(first.to);
        if (first.kind === 'decide-later') noteUnruledNavigation();
      }
      return null;
    }
    if (isNewVersionDeployed()) throw redirectDocument(`${path}${url.search}`);
    if (!table) {
      noteUnruledNavigation();
      return null;
    }
    const decision = maintenanceDecision(table, path, viewer());
    if (decision.kind === 'redirect') throw redirect(decision.to);
    if (decision.kind === 'decide-later') noteUnruledNavigation();
    const rule = resolveRouteRule(matcherTable(table), `${path}${url.search}`);
    if (rule) throw redirect(rule.to, rule.status);
    const bare = stripLocale(path).replace(/\/+$/, '');
    if (
      !maintenanceIsOn(table) &&
      bare === techWorkPath &&
      stripLocale(from).replace(/\/+$/, '') === techWorkPath
    ) {
      throw redirect(localePath('/', localeFromPath(path)));
    }
    return null;
  };
}
