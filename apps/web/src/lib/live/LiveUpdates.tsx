import { useEffect, useRef } from 'react';
import {
  accountKeys,
  forgetEventPositions,
  newestEventPosition,
  poolApiUrl,
  poolFetch,
  subAccountParam,
  takeEarliestEventPosition,
  usePoolCache,
  usePoolViewer,
  viewerSecret,
} from '../pool';
import { useAppAuth } from '../session';
import { applyLiveMessage } from './liveCache';
import { openLiveStream, type LiveStream } from './liveStream';

/** A tab hidden this long closes its stream (the server keeps nothing for it); it resumes when shown again. */
export const hiddenCloseMs = 5 * 60_000;

/** The longest the stream waits for an idle moment before it opens anyway (ms). */
export const openWithinMs = 2_000;

/** The longest the stream waits for the page's first reads to be answered (ms). */
export const settleWithinMs = 10_000;

/** Runs `run` when the main thread is idle (within {@link openWithinMs}); returns how to cancel it. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: openWithinMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/** Props of {@link LiveUpdates}. */
export interface LiveUpdatesProps {
  /** The sub-account whose stream is open (`GET /account/stream?subaccount=`). */
  subAccount: string;
}

/**
 * Keeps the tab's one live stream open while someone is signed in (or a watcher view is open, through its link),
 * and applies its events to the cabinet's cache.
 * The stream is the current sub-account's: another one closes it and opens that one's, starting afresh (positions
 * in one sub-account's events say nothing of another's). Renders nothing; mounted by the cabinet's layout, so no
 * public page loads it. The stream's state is on `<html data-live>` (`connecting`, `open`, `polling`, `closed`),
 * for whoever watches the page.
 */
export function LiveUpdates({ subAccount }: LiveUpdatesProps) {
  const { isAuthenticated } = useAppAuth();
  const cache = usePoolCache();
  const viewer = usePoolViewer();
  const watcher = viewerSecret(viewer);
  const active = watcher !== undefined || isAuthenticated;
  // A watcher view's stream ends with the link (`end` with `watcher_revoked` or `watcher_expired`): the view says so.
  const linkEnded = useRef<((code: string) => void) | undefined>(undefined);
  useEffect(() => {
    linkEnded.current = viewer.kind === 'watcher' ? viewer.onEnded : undefined;
  });

  useEffect(() => {
    if (!active) return;
    const own = accountKeys.all(subAccount);
    const root = document.documentElement;
    let stream: LiveStream | undefined;
    let lastId: string | undefined;
    let hiddenTimer: ReturnType<typeof setTimeout> | undefined;

    const open = () => {
      const requestedAt = Date.now();
      // Where to start: after the last event this tab saw, else after the earliest position the answers on screen
      // named (their `Lode-Event-Id`), so the stream brings exactly what they lack.
      const answered = takeEarliestEventPosition();
      const startAfter = lastId ?? (answered === undefined ? undefined : String(answered));
      // Only a stream that starts afresh, at the newest event, can have missed something.
      let fresh = startAfter === undefined;
      root.dataset.live = 'connecting';
      stream = openLiveStream({
        url: () =>
          poolApiUrl(`/account/stream?${new URLSearchParams({ [subAccountParam]: subAccount }).toString()}`),
        fetch: (request) => poolFetch(request, undefined, watcher),
        ...(startAfter === undefined ? {} : { lastId: startAfter }),
        onMessage(message) {
          if (message.event === 'end') {
            const { reason } = JSON.parse(message.data) as { reason?: unknown };
            if (typeof reason === 'string' && reason.startsWith('watcher_')) linkEnded.current?.(reason);
          }
          // A fresh stream starts at the newest event: what was fetched before it was asked for may have missed one.
          if (message.event === 'ready' && fresh) void cache.invalidate(own, { updatedBefore: requestedAt });
          if (message.event === 'ready') fresh = false;
          applyLiveMessage(cache, subAccount, message, {
            mayBeShown: /^\d+$/.test(message.id) && Number(message.id) <= newestEventPosition(),
          });
        },
        onState(state) {
          root.dataset.live = state;
          cache.holdRefreshes(state === 'open');
          // Events may have been missed while the stream was down: what is shown is fetched now, then polled.
          if (state === 'polling') void cache.invalidate(own);
        },
      });
    };
    const close = () => {
      if (!stream) return;
      lastId = stream.lastId || lastId;
      stream.close();
      stream = undefined;
      cache.holdRefreshes(false);
    };
    const onVisibility = () => {
      clearTimeout(hiddenTimer);
      if (document.visibilityState === 'hidden') hiddenTimer = setTimeout(close, hiddenCloseMs);
      else if (!stream) open();
    };

    // The stream opens once the page's first work is done (its reads answered, its first figures drawn), not in
    // the task that mounts the cabinet: on a slow phone that task is long enough already. It starts after what
    // those answers hold (above), so nothing is missed by waiting and nothing is fetched twice. A read that takes
    // longer than `settleWithinMs` is not waited for: the stream then checks what it may have missed.
    let waiting = true;
    let lateTimer: ReturnType<typeof setTimeout> | undefined;
    const start = whenIdle(() => {
      const settled = cache.whenSettled(own);
      const late = new Promise<void>((resolve) => {
        lateTimer = setTimeout(resolve, settleWithinMs);
      });
      void Promise.race([settled, late]).then(() => {
        if (waiting && !stream) open();
      });
    });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      waiting = false;
      start();
      clearTimeout(lateTimer);
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(hiddenTimer);
      close();
      // The next stream is another sub-account's, or another user's: it starts from its own answers.
      forgetEventPositions();
      delete root.dataset.live;
    };
  }, [active, cache, subAccount, watcher]);

  return null;
}
