import { hasRealmRole, type AuthState } from '@lode/auth';
import { localeFromPath, localePath, stripLocale } from '@lode/i18n/paths';
import { techWorkPath } from '../routes';
import { matchesPattern } from './routeRules';
import type { SiteTable } from './siteTable';

// Who may use the site while maintenance is on: admins everywhere; everyone else only on the maintenance page, the
// error pages and the sign-in paths. The navigation guard asks this before every navigation.

/** Who is navigating, as far as maintenance cares: an admin, anyone else, or not known yet (sign-in starting). */
export type MaintenanceViewer = 'admin' | 'other' | 'unknown';

/** The role that passes maintenance. */
export const maintenanceRole = 'admin';

/** The pages everyone may open while maintenance is on (locale-free patterns). */
export const maintenanceExemptPaths = [
  techWorkPath,
  '/error/**',
  '/auth/**',
  '/silent-check-sso.html',
] as const;

/** What the guard does with a navigation during maintenance. */
export type MaintenanceDecision =
  /** Let it go ahead. */
  | { kind: 'pass' }
  /** Go to the maintenance page instead (its locale prefix kept). */
  | { kind: 'redirect'; to: string }
  /** Let it go ahead for now, and decide again once the sign-in is known. */
  | { kind: 'decide-later' };

/** The viewer of a sign-in state (`@lode/auth`'s `getAuthState()`): roles from the checked ID token's claims. */
export function maintenanceViewer(state: AuthState | undefined): MaintenanceViewer {
  if (!state) return 'unknown';
  if (!state.available) return 'other';
  if (!state.initialized) return 'unknown';
  return state.isAuthenticated && hasRealmRole(state.userInfo, maintenanceRole) ? 'admin' : 'other';
}

/** Whether maintenance is on in the table: the database's state, or the operator file's switch. */
export function maintenanceIsOn(table: SiteTable): boolean {
  return table.fileMaintenance || table.maintenance.state === 'on';
}

/**
 * The decision for a navigation to `path` (pathname with its locale prefix, without the base path). The file's
 * switch (`fileMaintenance`) spares nobody but the exempt pages, as the server does for document requests.
 */
export function maintenanceDecision(
  table: SiteTable,
  path: string,
  viewer: MaintenanceViewer,
): MaintenanceDecision {
  if (!maintenanceIsOn(table)) return { kind: 'pass' };
  const pathname = path.replace(/[?#].*$/, '');
  const bare = stripLocale(pathname);
  if (maintenanceExemptPaths.some((pattern) => matchesPattern(pattern, bare))) return { kind: 'pass' };
  if (!table.fileMaintenance) {
    if (viewer === 'admin') return { kind: 'pass' };
    if (viewer === 'unknown') return { kind: 'decide-later' };
  }
  return { kind: 'redirect', to: localePath(techWorkPath, localeFromPath(pathname)) };
}
