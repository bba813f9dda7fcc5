import type { PoolSchema } from '@lode/pool-api/client';
import { createContext, useContext } from 'react';
import type { CacheKey } from './cache';

// Who reads the pool API on a page: the signed-in user (the cabinet), or a visitor through a watcher link
// (`/watch/<secret>`), whose secret is the credential (`Authorization: Watcher <secret>`) and whose scopes say what
// the view shows. The watch layout provides the watcher; everywhere else it is the user.

/** What a watcher link shows besides the dashboard. */
export type WatcherScope = PoolSchema<'WatcherView'>['scopes'][number];

/** The credential and reach of the page's reads. */
export type PoolViewer =
  | { kind: 'user' }
  | {
      kind: 'watcher';
      /** The link's secret, sent as `Authorization: Watcher <secret>`. */
      secret: string;
      /** What the link shows besides the dashboard. */
      scopes: ReadonlySet<WatcherScope>;
      /** Called with the API's code once a read says the link no longer works (`watcher_revoked`, …). */
      onEnded: (code: string) => void;
    };

/** The signed-in user: every read the session allows. */
export const userViewer: PoolViewer = { kind: 'user' };

/** The page's viewer; the user unless a watch layout is above. */
export const PoolViewerContext = createContext<PoolViewer>(userViewer);

/** The page's viewer. */
export function usePoolViewer(): PoolViewer {
  return useContext(PoolViewerContext);
}

/** The watcher secret of the page's reads, or undefined for the signed-in user. */
export function viewerSecret(viewer: PoolViewer): string | undefined {
  return viewer.kind === 'watcher' ? viewer.secret : undefined;
}

/** Whether the viewer may see a part of the cabinet: always for the user; for a watcher when its link's scopes say so. */
export function viewerMay(viewer: PoolViewer, scope: WatcherScope): boolean {
  return viewer.kind === 'user' || viewer.scopes.has(scope);
}

/** Hashrate ranges every watcher link shows (the dashboard's); longer ones need `statistics`. */
const dashboardRanges: readonly unknown[] = ['1h', '24h'];

/**
 * Whether the viewer may make the read a signed-in key (`accountKeys`, `settingsKeys`, …) names, by the same rule as the API's (a watcher reads the
 * summary, the last day's hashrate and the stream always; workers, earnings and longer histories by scope). A read
 * it may not make is not sent: the page shows that part only when {@link viewerMay} says so.
 */
export function viewerMayRead(viewer: PoolViewer, key: CacheKey): boolean {
  if (viewer.kind === 'user') return true;
  if (key[0] !== 'account') return false;
  const [, , kind, , range] = key;
  if (kind === 'summary') return true;
  if (kind === 'hashrate') return dashboardRanges.includes(range) || viewer.scopes.has('statistics');
  if (kind === 'workers') return viewer.scopes.has('workers');
  if (kind === 'accruals' || kind === 'payouts') return viewer.scopes.has('earnings');
  return false;
}
