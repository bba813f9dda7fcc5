import { readFile, stat } from 'node:fs/promises';
import { emptyRouteRules, parseRouteRules, type RouteRules } from '../src/lib/runtime/routeRules';

/** The operator's route rules, read again when the file changes. */
export interface RouteRulesStore {
  /** The table in force: the file's last good content. */
  current(): Promise<RouteRules>;
}

/** How often, at most, the file's modification time is looked at: a request costs no disk access in between. */
const checkEveryMs = 250;

/**
 * Keeps the route-rules table of `file` (none: no rules). The file is checked on use, at most every
 * {@link checkEveryMs}, so an edit applies without a restart and no watcher outlives the server. A file that does
 * not parse keeps the last good table, and the reason is logged once per change.
 */
export function createRouteRulesStore(
  file: string | undefined,
  logError: (message: string) => void,
): RouteRulesStore {
  let table = emptyRouteRules;
  let seenVersion: string | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<void> | undefined;

  async function refresh() {
    if (!file) return;
    let version: string;
    try {
      const info = await stat(file);
      version = `${info.mtimeMs}:${info.size}`;
    } catch {
      version = 'missing';
    }
    if (version === seenVersion) return;
    seenVersion = version;
    if (version === 'missing') {
      logError(`route rules: ${file} cannot be read; keeping the last good rules`);
      return;
    }
    try {
      table = parseRouteRules(JSON.parse(await readFile(file, 'utf8')));
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      logError(`route rules: ${file} is not valid (${why}); keeping the last good rules`);
    }
  }

  return {
    async current() {
      const now = performance.now();
      if (now - checkedAt >= checkEveryMs) {
        checkedAt = now;
        checking = refresh().finally(() => {
          checking = undefined;
        });
      }
      if (checking) await checking;
      return table;
    },
  };
}
