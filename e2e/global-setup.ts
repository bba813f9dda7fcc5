import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type * as IdentityProvider from '../apps/idp/src/index';
import type * as HostServer from '../apps/web/server/index';

const serverEntry = fileURLToPath(new URL('../apps/web/dist-server/index.js', import.meta.url));
const idpEntry = fileURLToPath(new URL('../apps/idp/dist/index.js', import.meta.url));

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

/**
 * Starts the real, built identity provider (test controls on) and host server on free ports for every e2e worker;
 * stops both afterwards. Exports LODE_E2E_URL (the app) and LODE_E2E_IDP_URL (the provider's base URL).
 */
export default async function globalSetup() {
  for (const entry of [serverEntry, idpEntry]) {
    if (!existsSync(entry)) throw new Error('The apps are not built: run `pnpm build` before the e2e tests.');
  }
  const { startServer, readSettings } = (await import(serverEntry)) as typeof HostServer;
  const { startIdp } = (await import(idpEntry)) as typeof IdentityProvider;
  const appPort = await freePort();
  const idp = await startIdp({ port: 0, appOrigin: `http://localhost:${appPort}`, testControls: true });
  // The access log would drown the test report; errors still show.
  const server = await startServer(
    { ...readSettings({ LODE_AUTH_URL: idp.url }), port: appPort, host: '127.0.0.1' },
    { log: { access: () => {}, error: (line) => process.stderr.write(`${line}\n`) } },
  );
  process.env.LODE_E2E_URL = server.url;
  process.env.LODE_E2E_IDP_URL = idp.url;
  return async () => {
    await server.close();
    await idp.close();
  };
}
