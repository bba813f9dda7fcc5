// The product as `npm start` runs it, on free ports: the built host server with the pool API mounted (on a fresh data
// folder, or in memory), both with their test controls. Shared by the e2e suites (e2e/stack.ts) and `pnpm bench`.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const entry = (path) => fileURLToPath(new URL(path, import.meta.url));
const serverEntry = entry('../apps/web/dist-server/index.js');
const idpEntry = entry('../apps/idp/dist/index.js');
const apiEntry = entry('../apps/pool-api/dist/index.js');

/** A port nobody listens on right now: the provider must know the app's origin before the app starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** What the host server answers for a route-rules document: defaults filled in as its parser fills them. */
function normalizeRouteRules({ maintenance = false, rules = [] }) {
  return {
    maintenance,
    rules: rules.map(({ match, redirect, status = 302 }) => ({ match, redirect, status })),
  };
}

/**
 * Starts the built host server, pool API and identity provider. `env` adds host server settings; `onError`
 * receives the host server's error log lines (standard error by default; its access log is always off);
 * `databaseInMemory` keeps the API's database in memory instead of in a fresh folder on disk, where `npm start` keeps
 * it; `apiEnv` adds pool API settings (`LODE_POOL_SOURCE=miningcore` runs it on the embedded demo Miningcore). The
 * host server reads its route rules from a file of the stack's own, empty at first: `setRouteRules` edits it.
 */
export async function startStack(
  env = {},
  { onError = (line) => process.stderr.write(`${line}\n`), databaseInMemory = false, apiEnv = {} } = {},
) {
  for (const file of [serverEntry, idpEntry, apiEntry]) {
    if (!existsSync(file)) throw new Error('The apps are not built: run `pnpm build` first.');
  }
  const { startServer, readSettings } = await import(serverEntry);
  const { startIdp } = await import(idpEntry);
  const { createPoolApi, readPoolApiOptions } = await import(apiEntry);
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
    ...apiEnv,
  });
  // Without a data folder PGlite keeps its database in memory, sparing the file system every query's reads and writes.
  const api = await createPoolApi({
    ...apiOptions,
    ...(databaseInMemory ? { dataDir: undefined } : {}),
    testControls: true,
  });
  // The access log would drown the report; errors still show. Metrics on a free port (one stack per worker), with the
  // API's readiness and registry as `npm start` wires them, once the API has them.
  const server = await startServer(
    {
      ...readSettings({ LODE_AUTH_URL: idp.url, LODE_ROUTE_RULES: rulesFile, ...env }),
      port: appPort,
      host: '127.0.0.1',
      metricsPort: 0,
    },
    {
      apiHandler: api.fetch,
      ...(typeof api.readiness === 'function' ? { readiness: () => api.readiness() } : {}),
      ...(api.metrics ? { mergeMetrics: [api.metrics] } : {}),
      log: { access: () => {}, error: onError },
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
    async setRouteRules(rules) {
      const expected = JSON.stringify(normalizeRouteRules(rules));
      await writeFile(rulesFile, JSON.stringify(rules));
      // The server looks at the file again on use, a few times a second: ask until it answers with these rules.
      for (;;) {
        const answer = await fetch(`${server.url}/api/route-rules.json`).then((r) => r.text());
        if (JSON.stringify(JSON.parse(answer)) === expected) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: async () => {
      await server.close();
      await api.close();
      await idp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
