import { useEffect, useState } from 'react';

/**
 * How long a page holds back its loading skeleton on its first load. A quick answer then draws the page once, in
 * its final layout: what the data adds (a warning above the figures, a coin's tiles) moves nothing the visitor
 * already saw. A slow one still shows the skeleton after this wait.
 */
export const firstLoadHeldMs = 500;

/**
 * Whether a page should draw nothing yet: true while the data of its first load has been pending for less than
 * `delayMs`. Once the first load has settled or the wait has passed it stays false, so a later load (another
 * algorithm, a refresh) shows its skeleton at once rather than blanking what was there.
 */
export function useFirstLoadHeld(pending: boolean, delayMs = firstLoadHeldMs): boolean {
  const [settled, setSettled] = useState(!pending);
  const [waited, setWaited] = useState(false);
  // The first load has ended: remembered during this render, as React suggests for state that follows a prop.
  if (!pending && !settled) setSettled(true);
  useEffect(() => {
    if (settled || waited) return;
    const timer = setTimeout(() => setWaited(true), delayMs);
    return () => clearTimeout(timer);
  }, [settled, waited, delayMs]);
  return pending && !settled && !waited;
}
