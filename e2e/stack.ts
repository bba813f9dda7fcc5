import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as IdentityProvider from '../apps/idp/src/index';
import type * as PoolApi from '../apps/pool-api/src/index';
import type * as HostServer from '../apps/web/server/index';

const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const serverEntry = entry('../apps/web/dist-server/index.js');
const idpEntry = entry('../apps/idp/dist/index.js');
const apiEntry = entry('../apps/pool-api/dist/index.js');

/** A port nobody listens on right now: the provider must know the app's origin before the app starts. */
function freePort(): Promise<number> {
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

/** The product as `npm start` runs it, on free ports: the host server with the pool API mounted, and the provider. */
export interface Stack {
  /** The app's base URL. */
  url: string;
  /** The identity provider's base URL (test controls on). */
  idpUrl: string;
  /** Stops all three and removes the API's data folder. */
  close(): Promise<void>;
}

/** Starts the built host server, pool API (on a fresh data folder) and identity provider (test controls on). */
export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  for (const file of [serverEntry, idpEntry, apiEntry]) {
    if (!existsSync(file)) throw new Error('The apps are not built: run `pnpm build` before the e2e tests.');
  }
  const { startServer, readSettings } = (await import(serverEntry)) as typeof HostServer;
  const { startIdp } = (await import(idpEntry)) as typeof IdentityProvider;
  const { createPoolApi, readPoolApiOptions } = (await import(apiEntry)) as typeof PoolApi;
  const appPort = await freePort();
  const appOrigin = `http://localhost:${appPort}`;
  const idp = await startIdp({ port: 0, appOrigin, testControls: true });
  const dataDir = await mkdtemp(join(tmpdir(), 'lode-e2e-api-'));
  const api = await createPoolApi(
    readPoolApiOptions({ LODE_AUTH_URL: idp.url, LODE_API_DATA_DIR: dataDir, PORT: String(appPort) }),
  );
  // The access log would drown the test report; errors still show.
  const server = await startServer(
    { ...readSettings({ LODE_AUTH_URL: idp.url, ...env }), port: appPort, host: '127.0.0.1' },
    {
      apiHandler: api.fetch,
      log: { access: () => {}, error: (line) => process.stderr.write(`${line}\n`) },
    },
  );
  return {
    url: server.url,
    idpUrl: idp.url,
    close: async () => {
      await server.close();
      await api.close();
      await idp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
