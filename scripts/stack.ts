// The product as `npm start` runs it, on free ports: the built host server with the pool API mounted (on a fresh data
// folder, or in memory), both with their test controls, and the identity provider. Shared by the e2e suites
// (e2e/stack.ts) and `pnpm bench`. It runs what `pnpm build` wrote (dist/, dist-server/); the types are the sources'.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as IdpModule from '../apps/idp/src/index.ts';
import type * as PoolApiModule from '../apps/pool-api/src/index.ts';
import type * as HostServerModule from '../apps/web/server/index.ts';
import { freePort } from './ports.ts';
import { waitFor } from './wait.ts';

const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const serverEntry = entry('../apps/web/dist-server/index.js');
const idpEntry = entry('../apps/idp/dist/index.js');
const apiEntry = entry('../apps/pool-api/dist/index.js');

/**
 * The host server's route-rules document, as an operator writes it (`LODE_ROUTE_RULES`): its rules override the
 * database's, and `maintenance: true` sends everyone to /tech-work.
 */
export interface RouteRules {
  maintenance?: boolean;
  rules?: { match: string; redirect: string; status?: number }[];
}

/** The product as `npm start` runs it, on free ports: the host server with the pool API mounted, and the provider. */
export interface Stack {
  /** The app's base URL (`http://localhost:<port>`). */
  url: string;
  /** The host server's Prometheus endpoint (a free port; the mounted API's metrics merged in). */
  metricsUrl: string;
  /** The identity provider's base URL (test controls on). */
  idpUrl: string;
  /**
   * The provider's outage: `stop` refuses every connection on its port (sessions, grants and keys kept) and resolves
   * once it does; `start` listens again on the same port.
   */
  provider: { stop(): Promise<void>; start(): Promise<void> };
  /** How many requests for `path` (no query) the host server has answered since it started. */
  served(path: string): number;
  /** Every request answered since the stack started: by the host server (the API's among them), by path, and by the provider. */
  requests(): { host: Map<string, number>; provider: number };
  /**
   * Writes the host server's route-rules file (as an operator would) and resolves once the server applies it. Only
   * with `routeRulesFile: true` (else the database's rules apply, as the console saves them, and this throws).
   */
  setRouteRules(rules: RouteRules): Promise<void>;
  /** Stops all three and removes the API's data folder. */
  close(): Promise<void>;
}

export interface StackOptions {
  /** Receives the host server's error log lines (standard error by default; its access log is only counted). */
  onError?: (line: string) => void;
  /** The API's database in memory instead of a fresh data folder on disk, where `npm start` keeps it (faster). */
  databaseInMemory?: boolean;
  /** Pool API settings as environment variables, e.g. `{ LODE_POOL_SOURCE: 'miningcore' }` (the embedded demo). */
  apiEnv?: Record<string, string>;
  /**
   * Give the host server an operator's route-rules file (`LODE_ROUTE_RULES`, empty at first; `setRouteRules` edits
   * it), whose rules then override the database's. Off by default: the rules come from the database, as `npm start`
   * has them.
   */
  routeRulesFile?: boolean;
}

/** The file's part of the host server's table (`fileMaintenance`, `rules`): defaults filled in as its parser fills them. */
function normalizeRouteRules({ maintenance = false, rules = [] }: RouteRules) {
  return {
    maintenance,
    rules: rules.map(({ match, redirect, status = 302 }) => ({ match, redirect, status })),
  };
}

/**
 * Starts the built host server, pool API and identity provider. `env` adds host server settings. The host server
 * polls the mounted API's site state (the database's route rules and maintenance); with `routeRulesFile` it reads its
 * rules from a file of the stack's own instead, empty at first: `setRouteRules` edits it.
 */
export async function startStack(
  env: Record<string, string> = {},
  {
    onError = (line) => process.stderr.write(`${line}\n`),
    databaseInMemory = false,
    apiEnv = {},
    routeRulesFile = false,
  }: StackOptions = {},
): Promise<Stack> {
  for (const file of [serverEntry, idpEntry, apiEntry]) {
    if (!existsSync(file)) throw new Error('The apps are not built: run `pnpm build` first.');
  }
  const { startServer, readSettings } = (await import(serverEntry)) as typeof HostServerModule;
  const { startIdp } = (await import(idpEntry)) as typeof IdpModule;
  const { createPoolApi, readPoolApiOptions } = (await import(apiEntry)) as typeof PoolApiModule;
  const appPort = await freePort();
  const appOrigin = `http://localhost:${appPort}`;
  const idp = await startIdp({ port: 0, appOrigin, testControls: true });
  const dataDir = await mkdtemp(join(tmpdir(), 'lode-stack-api-'));
  const rulesFile = join(dataDir, 'route-rules.json');
  await writeFile(rulesFile, JSON.stringify(normalizeRouteRules({})));
  const apiOptions = readPoolApiOptions({
    LODE_AUTH_URL: idp.url,
    LODE_API_DATA_DIR: dataDir,
    PORT: String(appPort),
    // As `npm start`: webhooks may go to the API's embedded catcher on loopback.
    LODE_WEBHOOK_ALLOW_LOOPBACK: '1',
    ...apiEnv,
  });
  // Without a data folder PGlite keeps its database in memory, sparing the file system every query's reads and writes.
  const api = await createPoolApi({
    ...apiOptions,
    ...(databaseInMemory ? { dataDir: undefined } : {}),
    testControls: true,
  });
  // The access log would drown the report: its lines are counted by path (`served`), errors still show. Metrics on a
  // free port (one stack per worker), with the API's readiness and registry as `npm start` wires them.
  const servedByPath = new Map<string, number>();
  const countServed = (line: string) => {
    const { path } = JSON.parse(line) as { path: string };
    servedByPath.set(path, (servedByPath.get(path) ?? 0) + 1);
  };
  const server = await startServer(
    {
      ...readSettings({
        LODE_AUTH_URL: idp.url,
        ...(routeRulesFile ? { LODE_ROUTE_RULES: rulesFile } : {}),
        ...env,
      }),
      port: appPort,
      host: '127.0.0.1',
      metricsPort: 0,
    },
    {
      apiHandler: api.fetch,
      // Spread into a plain object: the host server takes any record with `ready`, which the API's interface is not.
      readiness: async () => ({ ...(await api.readiness()) }),
      mergeMetrics: [api.metrics],
      log: { access: countServed, error: onError },
    },
  );
  return {
    url: server.url,
    metricsUrl: server.metricsUrl,
    idpUrl: idp.url,
    provider: {
      // In this process, unlike the provider's outage control (whose timer alone ends it, the control API being
      // down with the rest): a test ends the outage as soon as it has seen what it waited for.
      stop: () => idp.pause(),
      start: () => idp.resume(),
    },
    served: (path) => servedByPath.get(path) ?? 0,
    requests: () => ({ host: new Map(servedByPath), provider: idp.requests() }),
    async setRouteRules(rules) {
      if (!routeRulesFile)
        throw new Error('This stack has no route-rules file: start it with { routeRulesFile: true }');
      const expected = JSON.stringify(normalizeRouteRules(rules));
      await writeFile(rulesFile, JSON.stringify(rules));
      // The server looks at the file again on use, a few times a second: ask until it answers with these rules.
      await waitFor(
        async () => {
          const answer = (await fetch(`${server.url}/api/route-rules`).then((r) => r.json())) as {
            fileMaintenance: boolean;
            rules: unknown[];
          };
          return JSON.stringify({ maintenance: answer.fileMaintenance, rules: answer.rules }) === expected;
        },
        'host server applying the route rules',
        { ms: 60_000, everyMs: 50 },
      );
    },
    close: async () => {
      await server.close();
      await api.close();
      await idp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
