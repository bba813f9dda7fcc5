import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { API_PREFIX, createOpenApiDocument, createPoolApi, type PoolApi } from './app';
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
  /** Stops accepting connections, then closes the API (timer and database). */
  close(): Promise<void>;
}

/** Starts the pool API as its own HTTP server (the host app mounts {@link createPoolApi} instead). */
export async function startPoolApi(options: PoolApiOptions): Promise<RunningPoolApi> {
  const api = await createPoolApi(options);
  let server: ServerType;
  try {
    server = await new Promise<ServerType>((resolve, reject) => {
      const s = serve({ fetch: api.fetch, port: options.port, hostname: options.host }, () => resolve(s));
      s.once('error', reject);
    });
  } catch (error) {
    await api.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    api,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await api.close();
    },
  };
}

async function main() {
  const options = readPoolApiOptions();
  const running = await startPoolApi(options);
  console.log(
    `Lode pool API at ${running.url}${API_PREFIX} (OpenAPI: ${running.url}${API_PREFIX}/openapi.json)`,
  );
  console.log(
    `  database: ${options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${options.dataDir}`}`,
  );
  console.log(
    running.api.mailCatcherUrl
      ? `  mail: caught by the embedded catcher, listed at ${running.url}${API_PREFIX}/dev/mail`
      : '  mail: sent through LODE_SMTP_URL',
  );
  const stop = (signal: string) => {
    console.log(`\n${signal}: stopping the pool API`);
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
