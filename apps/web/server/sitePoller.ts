import { parseSiteAnswer, type SiteAnswer } from '../src/lib/runtime/siteTable';

/** How often each replica asks the pool API for the site's state: a change is live everywhere within 5 s. */
export const sitePollEveryMs = 2_000;

/** How long one poll may take before it counts as failed. */
const pollTimeoutMs = 4_000;

/** Asks the pool API's `GET /public/site` once (through the mounted handler or over the network). */
export type FetchSite = (signal: AbortSignal) => Promise<Response>;

/** The last good answer of the pool API's `GET /public/site`, kept up to date in the background. */
export interface SitePoller {
  /** The last good answer, or undefined before the first one. */
  current(): SiteAnswer | undefined;
  /** Calls `listener` after each poll whose answer differs from the last good one; returns the unsubscribe. */
  onChange(listener: (answer: SiteAnswer) => void): () => void;
  /** Polls now (and resolves when done), outside the schedule. */
  poll(): Promise<void>;
  /** Stops polling. */
  stop(): void;
}

/** What {@link startSitePoller} takes. */
export interface SitePollerOptions {
  /** One request for the site's state. */
  fetchSite: FetchSite;
  /** Where the failure line goes: once per run of failed polls. */
  logError: (message: string) => void;
  /** Milliseconds between the end of one poll and the start of the next; {@link sitePollEveryMs} by default. */
  everyMs?: number;
}

/** What makes two answers different: the pool's `now` moves with every answer and is left out. */
const fingerprint = (answer: SiteAnswer) =>
  JSON.stringify({ maintenance: answer.maintenance, routeRules: answer.routeRules });

/**
 * Polls the site's state every `everyMs` (the next poll is scheduled when one ends, so they never overlap; the timer
 * does not hold the process). A failed or malformed answer keeps the last good one and is logged once until a poll
 * succeeds again; an answer equal to the last good one (but for the pool's `now`) notifies nobody.
 */
export function startSitePoller({
  fetchSite,
  logError,
  everyMs = sitePollEveryMs,
}: SitePollerOptions): SitePoller {
  let last: SiteAnswer | undefined;
  let lastPrint: string | undefined;
  let failing = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  const listeners = new Set<(answer: SiteAnswer) => void>();

  async function once(): Promise<void> {
    let answer: SiteAnswer;
    try {
      const response = await fetchSite(AbortSignal.timeout(pollTimeoutMs));
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
      }
      answer = parseSiteAnswer(await response.json());
    } catch (error) {
      if (!failing) {
        failing = true;
        const why = error instanceof Error ? error.message : String(error);
        logError(`site state: GET /public/site failed (${why}); keeping the last good state`);
      }
      return;
    }
    failing = false;
    const print = fingerprint(answer);
    // The pool's clock is kept fresh; nobody hears of an answer that changes nothing else.
    const changed = print !== lastPrint;
    last = answer;
    lastPrint = print;
    if (changed) for (const listener of [...listeners]) listener(answer);
  }

  function poll(): Promise<void> {
    running ??= once().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void poll().then(schedule);
    }, everyMs);
    timer.unref?.();
  }

  void poll().then(schedule);

  return {
    current: () => last,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    poll,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
