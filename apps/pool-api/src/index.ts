import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { API_PREFIX, createOpenApiDocument, createPoolApi, type PoolApi } from './app';
import { createLogger } from './log';
import { type PoolApiOptions, readPoolApiOptions } from './options';

export { LocalStreamBus, PostgresStreamBus, type StreamBus, type StreamOptions } from './stream';
export {
  API_PREFIX,
  createOpenApiDocument,
  createPoolApi,
  type PoolApi,
  readPoolApiOptions,
  type PoolApiOptions,
};

/** A running standalone pool API. */
export interface RunningPoolApi {
  /** Base URL, e.g. `http://localhost:8090`; the API is under `{url}/api/v1`. */
  url: string;
  /** The handler it serves, for `tick()` in tests. */
  api: PoolApi;
  /** `http://host:port/metrics` (Prometheus text) when `options.metrics` asked for it, else `null`. */
  metricsUrl: string | null;
  /** Stops accepting connections, then closes the API (timer and database). */
  close(): Promise<void>;
}

/** Serves `registry` at `GET /metrics` on a port of its own (kept off the API's port: not for the public). */
async function serveMetrics(api: PoolApi, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    api.metrics.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': api.metrics.contentType }).end(text),
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

const closeServer = (server: Server | ServerType) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });

/** Starts the pool API as its own HTTP server (the host app mounts {@link createPoolApi} instead). */
export async function startPoolApi(options: PoolApiOptions): Promise<RunningPoolApi> {
  // Standalone, the API is the one that sees each request: it writes the access log unless told not to.
  const api = await createPoolApi({ ...options, log: { access: true, ...options.log } });
  let server: ServerType | null = null;
  let metricsServer: Server | null = null;
  try {
    server = await new Promise<ServerType>((resolve, reject) => {
      const s = serve({ fetch: api.fetch, port: options.port, hostname: options.host }, () => resolve(s));
      s.once('error', reject);
    });
    if (options.metrics)
      metricsServer = await serveMetrics(api, options.metrics.port, options.metrics.host ?? '127.0.0.1');
  } catch (error) {
    if (server) await closeServer(server);
    await api.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const metricsAddress = metricsServer?.address() as AddressInfo | undefined;
  const metricsHost = options.metrics?.host ?? '127.0.0.1';
  const running = server;
  return {
    url: `http://localhost:${port}`,
    api,
    metricsUrl: metricsAddress
      ? `http://${metricsHost.includes(':') ? `[${metricsHost}]` : metricsHost}:${metricsAddress.port}/metrics`
      : null,
    close: async () => {
      await closeServer(running);
      if (metricsServer) await closeServer(metricsServer);
      await api.close();
    },
  };
}

async function main() {
  const options = readPoolApiOptions();
  const running = await startPoolApi(options);
  const log = createLogger(options.log);
  // One line a supervisor (or a script) reads to know the process serves, and where.
  log.info('listening', {
    url: running.url,
    apiUrl: `${running.url}${API_PREFIX}`,
    openApiUrl: `${running.url}${API_PREFIX}/openapi.json`,
    metricsUrl: running.metricsUrl,
    database: options.databaseUrl ? 'postgres' : 'pglite',
    ...(options.databaseUrl ? {} : { dataDir: options.dataDir }),
    mail: running.api.mailCatcherUrl ? `caught: ${running.url}${API_PREFIX}/dev/mail` : 'smtp',
  });
  const stop = (signal: string) => {
    log.info('stopping', { signal });
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    createLogger().error('the pool API did not start', {
      error: error instanceof Error ? error.message : String(error),
    });
    process.exit(1);
  });
}
