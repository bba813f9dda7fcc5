import { useSyncExternalStore } from 'react';
import { breakpoints, minWidthQuery, mobileBreakpoint, type Breakpoint } from '../tokens/breakpoints';
import { matchesMedia, subscribeToMedia } from './media';

const order = Object.keys(breakpoints) as Breakpoint[];
const queries = order.filter((name) => breakpoints[name] > 0).map(minWidthQuery);

function currentBreakpoint(): Breakpoint {
  for (let i = order.length - 1; i > 0; i -= 1) {
    const name = order[i] as Breakpoint;
    if (matchesMedia(minWidthQuery(name))) return name;
  }
  return 'xs';
}

const subscribe = (onChange: () => void) => subscribeToMedia(queries, onChange);

/**
 * The breakpoint the viewport is in now, from the same media queries as the CSS, so it is right on the first
 * client render and follows resizes. On the server it is `xs`: our layouts are mobile first.
 */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, currentBreakpoint, () => 'xs');
}

/** Whether the viewport is narrower than the mobile breakpoint (lg, 1280 px). */
export function useIsMobile(): boolean {
  const current = useBreakpoint();
  return breakpoints[current] < breakpoints[mobileBreakpoint];
}
