// A deployment replaces the hashed chunks; a tab opened before it asks for files that are gone. One reload fetches
// the new index and its chunks. The sessionStorage marker stops a chunk that keeps failing from reloading in a loop:
// within 10 s of the last reload the error is shown instead.

/** sessionStorage key holding the time of the last reload for a failed chunk. */
export const chunkReloadStorageKey = 'lode:chunk-reload';

/** How long after one reload another failure shows the error page instead of reloading again. */
export const chunkReloadGuardMs = 10_000;

/** Whether an error is a failed load of a lazy chunk or of a stylesheet it needed. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk [\w-]+ failed/i.test(
    message,
  );
}

/** An error that says the page's code could not be loaded, even after a reload. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

function readMarker(storage: Storage): number | undefined {
  try {
    const value = Number(storage.getItem(chunkReloadStorageKey));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Decides what a failed chunk load does: `reload` (and marks the time) when no reload happened in the last 10 s,
 * otherwise `fail`. Without sessionStorage there is no guard, so it fails rather than risk a loop.
 */
export function takeChunkReload(storage: Storage | undefined, now = Date.now()): 'reload' | 'fail' {
  if (!storage) return 'fail';
  const last = readMarker(storage);
  if (last !== undefined && now - last < chunkReloadGuardMs) return 'fail';
  try {
    storage.setItem(chunkReloadStorageKey, String(now));
  } catch {
    return 'fail';
  }
  return 'reload';
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

// The page a navigation is heading for: a chunk fails while the address still shows the page before it, so a plain
// reload would land there. The navigation guard notes each target.
let navigationTarget: string | undefined;

/** Notes where the navigation under way is going (an absolute URL), for a reload after a failed chunk. */
export function noteNavigationTarget(href: string): void {
  navigationTarget = href;
}

function reloadAt(target: string | undefined) {
  if (target === undefined || target === window.location.href) window.location.reload();
  else window.location.assign(target);
}

/**
 * Wraps a lazy import: a chunk that fails to load loads the page it was for once, as a full page load (the promise then never settles, so
 * nothing renders in between); a second failure within 10 s rejects with a {@link ChunkLoadError} for the error page.
 */
export function withChunkReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      if (takeChunkReload(sessionStorageOrUndefined()) === 'reload') {
        reloadAt(navigationTarget);
        return new Promise<T>(() => {});
      }
      throw new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error });
    });
}
