/** Resolves after `ms`: a pace (a load's rate, a poll's interval), never a wait for something to happen. */
export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks `condition` every `everyMs` until it holds. Fails, naming `what`, once `timeoutMs` has passed, or at once when
 * `gone()` gives a reason to stop asking (the process that was to answer has died). A condition, not a sleep: it
 * returns on the first yes.
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  {
    what,
    timeoutMs = Infinity,
    everyMs = 100,
    gone = () => null,
  }: { what: string; timeoutMs?: number; everyMs?: number; gone?: () => string | null },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    const reason = gone();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await pause(everyMs);
  }
}
