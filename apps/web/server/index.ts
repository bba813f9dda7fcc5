import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { createApp, type ApiHandler, type AppOptions, type Readiness } from './app';
import { readSettings, type ServerSettings } from './settings';

export { readSettings, type ApiHandler, type AppOptions, type Readiness, type ServerSettings };

/** A running host server. */
export interface RunningServer {
  /** Base URL, e.g. `http://localhost:3000`. */
  url: string;
  /** The Prometheus endpoint, on a port of its own, e.g. `http://127.0.0.1:9463/metrics`. */
  metricsUrl: string;
  /**
   * Stops accepting connections, lets requests in flight finish (up to `graceMs`, default 10 s, then they are cut)
   * and resolves when every connection is closed. The metrics endpoint stops after the app.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

/** What {@link startServer} takes besides the settings: the app's options and where the built SPA is. */
export interface StartOptions extends Omit<AppOptions, 'metrics'> {
  /** The built SPA (`apps/web/dist`). */
  distDir?: string;
  /**
   * More registries served on the same metrics endpoint, such as the mounted pool API's `metrics` (its names are
   * `lode_api_…`, ours `lode_web_…`). Read at every scrape, so metrics they gain later show too.
   */
  mergeMetrics?: Registry[];
}

const defaultDistDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** `host` as it goes in a URL: a wildcard address becomes localhost, an IPv6 address gets brackets. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Serves `GET /metrics` (Prometheus text) from the registries, and 404 for anything else. */
function metricsServer(registries: Registry[]): Server {
  return createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    // Merged per scrape: a name both registries use fails here, loudly, rather than as a confusing series.
    const [only, ...others] = registries;
    const merged = only && others.length === 0 ? only : Registry.merge(registries);
    merged.metrics().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': merged.contentType, 'Cache-Control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(`Metrics failed: ${error instanceof Error ? error.message : error}`);
      },
    );
  });
}

/** Closes `server`, letting requests in flight finish for up to `graceMs`, then cutting them. */
function closeServer(server: Server | ServerType, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    // No new connections; keep-alive connections with no request in flight close now, busy ones after
    // their response (Node closes them once idle while the server is closing).
    const cut = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, graceMs);
    // A keep-alive connection that finishes its response afterwards stays open until it is told: keep telling.
    const closeIdle = () => {
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    };
    const sweep = setInterval(closeIdle, 50);
    server.close(() => {
      clearTimeout(cut);
      clearInterval(sweep);
      resolve();
    });
    closeIdle();
  });
}

/** Starts the host server on the built SPA, and its metrics endpoint (`settings.metricsPort`) beside it. */
export async function startServer(
  settings: ServerSettings,
  options: StartOptions | string = {},
): Promise<RunningServer> {
  // A plain string is the dist directory, as before the options existed.
  const {
    distDir = defaultDistDir,
    mergeMetrics = [],
    ...appOptions
  } = typeof options === 'string' ? { distDir: options } : options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'lode_web_' });
  const background = new AbortController();
  const app = await createApp(settings, distDir, {
    ...appOptions,
    metrics: registry,
    signal: background.signal,
  });

  const metrics = metricsServer([registry, ...mergeMetrics]);
  await new Promise<void>((resolve, reject) => {
    metrics.once('error', reject);
    metrics.listen(settings.metricsPort, settings.metricsHost, () => {
      metrics.off('error', reject);
      resolve();
    });
  }).catch((error: unknown) => {
    background.abort();
    throw new Error(
      `LODE_METRICS_PORT ${settings.metricsPort} on ${settings.metricsHost} cannot be used: ${
        error instanceof Error ? error.message : error
      }`,
    );
  });
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, () => resolve(s));
    s.once('error', reject);
  }).catch(async (error: unknown) => {
    background.abort();
    await closeServer(metrics, 0);
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  const metricsPort = (metrics.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    metricsUrl: `http://${urlHost(settings.metricsHost)}:${metricsPort}/metrics`,
    // Scrapes keep working while the app drains; the endpoint goes once the app has stopped.
    close: ({ graceMs = 10_000 } = {}) =>
      (closing ??= closeServer(server, graceMs).then(() => {
        background.abort();
        return closeServer(metrics, 1_000);
      })),
  };
}

async function main() {
  const running = await startServer(readSettings());
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      level: 'info',
      message: 'listening',
      url: running.url,
      metricsUrl: running.metricsUrl,
    }),
  );
  const stop = (signal: string) => {
    console.log(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'info',
        message: `${signal}: finishing requests in flight, then stopping`,
      }),
    );
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
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
