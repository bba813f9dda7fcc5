// Version detection: the app knows its own build id; `builds/latest.json` says the deployed one. When
// they differ, the next navigation is a full page load, so a visitor never runs old code against a new server.

/** The build id this bundle was built with (written by vite.config.ts). */
export const currentBuildId: string = import.meta.env.LODE_BUILD_ID ?? 'dev';

/** How often the deployed version is asked for: every 10 minutes (and when the tab becomes visible). */
export const versionPollIntervalMs = 10 * 60 * 1000;

let deployedBuildId: string | undefined;
const listeners = new Set<() => void>();

/** Whether the server has a newer build than the one running. */
export function isNewVersionDeployed(): boolean {
  return deployedBuildId !== undefined && deployedBuildId !== currentBuildId;
}

/** Calls `listener` once when a new build is first seen; returns the unsubscribe. */
export function onNewVersion(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the server for its build id; a failed request changes nothing (offline is not a new version). */
export async function checkForNewVersion(
  basePath: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const res = await fetchImpl(`${basePath}builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!res.ok) return isNewVersionDeployed();
    const body: unknown = await res.json();
    const id = typeof body === 'object' && body !== null && 'id' in body ? body.id : undefined;
    if (typeof id !== 'string') return isNewVersionDeployed();
    const wasNew = isNewVersionDeployed();
    deployedBuildId = id;
    if (!wasNew && isNewVersionDeployed()) for (const listener of [...listeners]) listener();
  } catch {
    // Offline or the server restarting: ask again at the next tick.
  }
  return isNewVersionDeployed();
}

/**
 * Polls every {@link versionPollIntervalMs} and whenever the tab becomes visible again, calling `onTick` after
 * each check (the route rules refresh with it). Returns the stop function.
 */
export function startVersionPoll(basePath: string, onTick: () => void = () => {}): () => void {
  const tick = () => {
    void checkForNewVersion(basePath).then(onTick);
  };
  const timer = setInterval(tick, versionPollIntervalMs);
  const onVisible = () => {
    if (document.visibilityState === 'visible') tick();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
