import type { ConsoleDeclaration, PageRoute, StaffRole } from '../routes';

// Who may open which page of the operator console. The decisions are plain functions over what the session holds
// (the realm roles of the ID token's claims), so the `staff` middleware, the console's navigation and the cabinet's
// link to the console agree, and a unit test walks them. The API checks the role again on every call.

/** The realm roles that open some part of the console. */
export const staffRoles: readonly StaffRole[] = ['admin', 'support'];

/** What the `staff` middleware does with a navigation to a console page. */
export type StaffDecision = 'sign-in' | 'refuse' | 'allow';

/** What the decision reads of the session. */
export interface StaffSession {
  /** Whether someone is signed in. */
  isAuthenticated: boolean;
  /** Whether the signed-in user holds a realm role. */
  hasRealmRole(role: string): boolean;
}

/** Whether the session holds one of the roles. */
export function holdsAnyRole(session: StaffSession, roles: readonly string[]): boolean {
  return session.isAuthenticated && roles.some((role) => session.hasRealmRole(role));
}

/**
 * The `staff` middleware's decision: signed out → sign in; signed in without one of the page's roles (or on a page
 * that declares none) → refused; else the page.
 */
export function staffDecision(
  session: StaffSession,
  declaration: ConsoleDeclaration | undefined,
): StaffDecision {
  if (!session.isAuthenticated) return 'sign-in';
  return declaration && holdsAnyRole(session, declaration.roles) ? 'allow' : 'refuse';
}

/** Whether the user may open some page of the console (the cabinet shows its link to the console then). */
export function isStaff(session: StaffSession): boolean {
  return holdsAnyRole(session, staffRoles);
}

/** A console page as its navigation lists it: its section's page with the shortest path. */
export interface ConsoleNavEntry {
  /** The section. */
  section: string;
  /** The page the section's link opens. */
  route: PageRoute;
}

/**
 * The console's navigation for a session: each section once, in the order its pages are first declared, as its page
 * with the shortest path (`/admin/news`, not `/admin/news/new` or `/admin/news/:id`), only where the session holds
 * one of that page's roles.
 */
export function consoleNavigation(routes: readonly PageRoute[], session: StaffSession): ConsoleNavEntry[] {
  const entries: ConsoleNavEntry[] = [];
  for (const route of routes) {
    const declaration = route.console;
    if (!declaration || route.path.includes(':')) continue;
    const found = entries.findIndex((e) => e.section === declaration.section);
    if (found === -1) entries.push({ section: declaration.section, route });
    else if (route.path.length < (entries[found]?.route.path.length ?? 0))
      entries[found] = { section: declaration.section, route };
  }
  return entries.filter((e) => staffDecision(session, e.route.console) === 'allow');
}
