import { vi } from 'vitest';

/** A `matchMedia` for jsdom that evaluates min-width, colour-scheme and reduced-motion queries against settable state. */
export function installFakeMedia(initial: { width: number; dark?: boolean; reducedMotion?: boolean }) {
  const state = { dark: false, reducedMotion: false, ...initial };
  const lists = new Set<{ query: string; listeners: Set<() => void>; last: boolean }>();

  const evaluate = (query: string): boolean => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    if (minWidth?.[1]) return state.width >= Number(minWidth[1]);
    if (query.includes('prefers-color-scheme: dark')) return state.dark;
    if (query.includes('prefers-reduced-motion: reduce')) return state.reducedMotion;
    return false;
  };

  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { query, listeners: new Set<() => void>(), last: evaluate(query) };
    lists.add(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query);
      },
      addEventListener: (_type: 'change', listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: 'change', listener: () => void) => entry.listeners.delete(listener),
    };
  });

  return {
    /** Changes the environment and fires `change` on every query whose result changed, like a browser. */
    set(next: Partial<typeof state>) {
      Object.assign(state, next);
      for (const entry of lists) {
        const now = evaluate(entry.query);
        if (now !== entry.last) {
          entry.last = now;
          for (const listener of entry.listeners) listener();
        }
      }
    },
  };
}
