/** Resolves after `ms`: a pace (a load's rate, a poll's interval), never a wait for something to happen. */
export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface WaitOptions {
  /** How long to keep asking, in milliseconds (20 s unless told). */
  ms?: number;
  /** How often to ask, in milliseconds. */
  everyMs?: number;
  /** A reason to stop asking at once (the process that was to answer has died), or null to go on. */
  gone?: () => string | null;
}

/**
 * Resolves with the first truthy value of `probe`, asked every `everyMs`. Fails, naming `what` and the last value
 * (or error) seen, once `ms` have passed, or at once when `gone()` gives a reason. The one way the tests and tools
 * wait for something to happen: a condition, not a sleep, so it returns on the first yes.
 */
export async function waitFor<T>(
  probe: () => Promise<T> | T,
  what: string,
  { ms = 20_000, everyMs = 100, gone = () => null }: WaitOptions = {},
): Promise<NonNullable<T>> {
  const end = performance.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      last = await probe();
      if (last) return last as NonNullable<T>;
    } catch (error) {
      last = error;
    }
    const reason = gone();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (performance.now() > end) throw new Error(`no ${what} within ${ms / 1000} s (last: ${String(last)})`);
    await pause(everyMs);
  }
}
