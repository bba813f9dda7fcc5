// The pool's time: what the simulated rigs and the pool engine live by. The simulator, the alert engine, the live
// stream's events and the mail outbox read it. Sign-in keeps the real time (the provider's): token expiry, rate
// limits and how long a stream may stay open are judged by the clock the API was given, never by this one.
//
// Only the test controls move it (`POST /api/v1/__lode/clock`), and only forward: a test that needs "the next
// minute" or "ten minutes offline" moves it instead of waiting, and may pause it so that nothing it arranges slips
// into a minute it did not mean.

/** The pool's clock: the real one, plus what tests moved it by; it may be paused. */
export interface PoolClock {
  /** Epoch milliseconds, pool time. */
  now(): number;
  /** Whether it stands still until resumed. */
  readonly paused: boolean;
  /** Moves pool time forward by `ms` (negative values are refused). */
  advance(ms: number): void;
  /** Stops pool time where it is, or lets it run on from where it stands (it never goes back). */
  setPaused(paused: boolean): void;
}

/**
 * A pool clock that runs with `realNow` until a test moves or pauses it. It reads whole milliseconds: its readings go
 * into BIGINT columns, and a fractional move (`advance(1.5)`) or a fractional `realNow` must not reach them.
 */
export function poolClock(realNow: () => number): PoolClock {
  let offsetMs = 0;
  let pausedAt: number | null = null;
  return {
    now: () => Math.floor(pausedAt ?? realNow() + offsetMs),
    get paused() {
      return pausedAt !== null;
    },
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0)
        throw new RangeError(`the pool clock only moves forward (${ms} ms)`);
      if (pausedAt !== null) pausedAt += ms;
      else offsetMs += ms;
    },
    setPaused(paused) {
      if (paused && pausedAt === null) pausedAt = realNow() + offsetMs;
      if (!paused && pausedAt !== null) {
        offsetMs = pausedAt - realNow();
        pausedAt = null;
      }
    },
  };
}
