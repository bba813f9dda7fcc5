/**
 * Resolves with the first truthy value of `probe`, tried every `everyMs`; fails after `ms` with the last value seen.
 * Tests wait on conditions this way, never on a fixed sleep.
 */
export async function waitFor<T>(
  probe: () => Promise<T> | T,
  what: string,
  { ms = 20_000, everyMs = 100 }: { ms?: number; everyMs?: number } = {},
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
    if (performance.now() > end) throw new Error(`no ${what} within ${ms} ms (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
