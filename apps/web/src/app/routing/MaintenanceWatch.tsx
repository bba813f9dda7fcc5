import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router-dom';
import { maintenanceIsOn, maintenanceRole } from '../../lib/runtime/maintenanceAccess';
import { useSiteTable } from '../../lib/runtime/useSiteTable';
import { useAppAuth } from '../../lib/session';

/**
 * Runs the navigation guard again where the app is whenever what maintenance decides changes: maintenance goes on
 * or off (a background refresh, a 503 `maintenance` answer), or the sign-in becomes known or changes while it is
 * on. So an open tab goes to `/tech-work` when maintenance begins, back home when it ends, and an admin whose first
 * page loaded before the sign-in was known stays where they are. Renders nothing.
 */
export function MaintenanceWatch() {
  const auth = useAppAuth();
  const table = useSiteTable();
  const { revalidate } = useRevalidator();
  const viewer = !auth.available
    ? 'other'
    : !auth.initialized
      ? 'unknown'
      : auth.isAuthenticated && auth.hasRealmRole(maintenanceRole)
        ? 'admin'
        : 'other';
  // Only what changes the guard's answer: while maintenance is off, who is signed in does not matter.
  const key = table === undefined ? undefined : maintenanceIsOn(table) ? `on:${viewer}` : 'off';
  const seen = useRef(key);
  useEffect(() => {
    const before = seen.current;
    seen.current = key;
    // The first table is main.tsx's to act on.
    if (key === undefined || before === undefined || before === key) return;
    void revalidate();
  }, [key, revalidate]);
  return null;
}
