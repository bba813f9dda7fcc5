import type { RouteRules } from '../src/lib/runtime/routeRules';
import {
  emptySiteTable,
  maintenanceOff,
  type SiteAnswer,
  type SiteTable,
} from '../src/lib/runtime/siteTable';
import type { RouteRulesStore } from './routeRulesStore';
import type { ServerSettings } from './settings';
import { startSitePoller, type FetchSite, type SitePoller } from './sitePoller';

/** The table this replica applies and serves, from the API's site state and the operator's file. */
export interface SiteTableSource {
  /** The table in force now. */
  current(): Promise<SiteTable>;
}

/** What {@link createSiteTableSource} takes. */
export interface SiteTableSourceOptions {
  /** The operator's route-rules file (`LODE_ROUTE_RULES`), whose rules override the database's. */
  file: RouteRulesStore | undefined;
  /** The server's settings: the API's address (`LODE_API_URL`, `LODE_API_INTERNAL_URL`). */
  settings: Pick<ServerSettings, 'apiUrl' | 'apiInternalUrl'>;
  /** The API's path on this origin when it is mounted here, else undefined. */
  apiPath: string | undefined;
  /** The mounted API's handler, when there is one. */
  apiHandler: ((request: Request) => Response | Promise<Response>) | undefined;
  /** Where the poll's failure line goes. */
  logError: (message: string) => void;
  /** Milliseconds between polls. */
  everyMs?: number;
  /** Aborted: polling stops. */
  signal?: AbortSignal;
}

/**
 * How this replica reaches `GET /public/site`: `LODE_API_INTERNAL_URL` when set (an address inside the network), else
 * the mounted API in process, else `LODE_API_URL` when it is absolute; undefined when the API is a path on this
 * origin that another server answers (nginx) and no internal address is given: then there is nothing to poll.
 */
export function siteFetcher({
  settings,
  apiPath,
  apiHandler,
}: Pick<SiteTableSourceOptions, 'settings' | 'apiPath' | 'apiHandler'>): FetchSite | undefined {
  const absolute =
    settings.apiInternalUrl ?? (/^https?:\/\//.test(settings.apiUrl) ? settings.apiUrl : undefined);
  if (settings.apiInternalUrl === undefined && apiPath !== undefined && apiHandler) {
    const url = new URL(`${apiPath}/public/site`, 'http://localhost/').href;
    return async (signal) => apiHandler(new Request(url, { signal }));
  }
  if (absolute === undefined) return undefined;
  const url = `${absolute.replace(/\/+$/, '')}/public/site`;
  return (signal) => fetch(url, { signal, headers: { accept: 'application/json' } });
}

/**
 * Combines the API's site state, polled in the background ({@link startSitePoller}), with the operator's file: the
 * file's rules win when it is set (`source: 'file'`), the maintenance state always comes from the API. The table is
 * rebuilt only when the API's answer or the file changed, so a request costs no more than reading a field.
 */
export function createSiteTableSource(options: SiteTableSourceOptions): SiteTableSource {
  // An already aborted signal: no background work at all (tests of everything else).
  const fetchSite = options.signal?.aborted ? undefined : siteFetcher(options);
  const poller: SitePoller | undefined = fetchSite
    ? startSitePoller({ fetchSite, logError: options.logError, everyMs: options.everyMs })
    : undefined;
  if (poller) options.signal?.addEventListener('abort', () => poller.stop(), { once: true });

  let site: SiteAnswer | undefined;
  poller?.onChange((answer) => {
    site = answer;
  });
  // The first requests wait for the first poll (at most its time-out), so a replica that has just started applies
  // the database's rules from its first page on.
  let firstPoll = poller?.poll().finally(() => {
    firstPoll = undefined;
  });
  let built: { site: SiteAnswer | undefined; file: RouteRules | undefined; table: SiteTable } | undefined;

  return {
    async current() {
      if (firstPoll) await firstPoll;
      const file = options.file ? await options.file.current() : undefined;
      if (!built || built.site !== site || built.file !== file) {
        const table: SiteTable = file
          ? {
              source: 'file',
              version: null,
              rules: file.rules,
              maintenance: site?.maintenance ?? maintenanceOff,
              fileMaintenance: file.maintenance,
              now: null,
            }
          : site
            ? {
                ...emptySiteTable,
                version: site.routeRules.version,
                rules: site.routeRules.rules,
                maintenance: site.maintenance,
              }
            : emptySiteTable;
        built = { site, file, table };
      }
      // The pool's clock of the last answer, changed or not (the SPA places the banner's times with it).
      const now = poller?.current()?.now ?? null;
      return now === built.table.now ? built.table : { ...built.table, now };
    },
  };
}
