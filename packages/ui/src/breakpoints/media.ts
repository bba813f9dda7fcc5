/** Whether a media query matches now; `false` where there is no `matchMedia` (server, old test DOMs). */
export function matchesMedia(query: string): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches
  );
}

/** Calls `onChange` whenever any of the queries starts or stops matching. Returns the unsubscribe function. */
export function subscribeToMedia(queries: readonly string[], onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const lists = queries.map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}
