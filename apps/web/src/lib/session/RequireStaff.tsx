import { createContext, useContext, type ReactNode } from 'react';
import type { GuardProps } from '../../app/routing/middleware';
import { staffDecision } from './staff';
import { useAppAuth } from './useAuth';

/**
 * What a refused visitor sees instead of a console page: the console's layout provides its "no access" page here,
 * so the words of the console stay in the console's catalog part, which only console pages download.
 */
export const StaffRefusalContext = createContext<ReactNode>(null);

/**
 * The `staff` middleware's guard, after `auth`: a session that holds one of the page's `console.roles` sees the
 * page; anyone else the console's "no access" page. Signed out, `auth` has already started the sign-in.
 */
export function RequireStaff({ route, children }: GuardProps) {
  const auth = useAppAuth();
  const refused = useContext(StaffRefusalContext);
  const decision = staffDecision(auth, route.console);
  if (decision === 'allow') return <>{children}</>;
  return decision === 'sign-in' ? null : <>{refused}</>;
}
