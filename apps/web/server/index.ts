import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { readSettings, type ServerSettings } from './settings';

export { readSettings, type ServerSettings };

/** A running host server. */
export interface RunningServer {
  /** Base URL, e.g. `http://localhost:3000`. */
  url: string;
  /** Stops accepting connections and resolves when open ones are closed. */
  close(): Promise<void>;
}

const defaultDistDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** Starts the host server on the built SPA in `distDir`. */
export async function startServer(
  settings: ServerSettings,
  distDir = defaultDistDir,
): Promise<RunningServer> {
  const app = await createApp(settings, distDir);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

async function main() {
  const running = await startServer(readSettings());
  console.log(`Lode is serving at ${running.url}`);
  const stop = (signal: string) => {
    console.log(`\n${signal}: stopping`);
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
