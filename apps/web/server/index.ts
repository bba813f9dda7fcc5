import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, type ApiHandler, type AppOptions, type Readiness } from './app';
import { readSettings, type ServerSettings } from './settings';

export { readSettings, type ApiHandler, type AppOptions, type Readiness, type ServerSettings };

/** A running host server. */
export interface RunningServer {
  /** Base URL, e.g. `http://localhost:3000`. */
  url: string;
  /**
   * Stops accepting connections, lets requests in flight finish (up to `graceMs`, default 10 s, then they are cut)
   * and resolves when every connection is closed.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

/** What {@link startServer} takes besides the settings: the app's options and where the built SPA is. */
export interface StartOptions extends AppOptions {
  /** The built SPA (`apps/web/dist`). */
  distDir?: string;
}

const defaultDistDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** Starts the host server on the built SPA. */
export async function startServer(
  settings: ServerSettings,
  options: StartOptions | string = {},
): Promise<RunningServer> {
  // A plain string is the dist directory, as before the options existed.
  const { distDir = defaultDistDir, ...appOptions } =
    typeof options === 'string' ? { distDir: options } : options;
  const app = await createApp(settings, distDir, appOptions);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    close: ({ graceMs = 10_000 } = {}) =>
      (closing ??= new Promise((resolve) => {
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
      })),
  };
}

async function main() {
  const running = await startServer(readSettings());
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      level: 'info',
      message: `Lode is serving at ${running.url}`,
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
