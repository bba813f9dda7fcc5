import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type * as HostServer from '../apps/web/server/index';

const serverEntry = fileURLToPath(new URL('../apps/web/dist-server/index.js', import.meta.url));

/** Starts the real, built host server on a free port for every e2e worker; stops it afterwards. */
export default async function globalSetup() {
  if (!existsSync(serverEntry)) {
    throw new Error('The host app is not built: run `pnpm build` before the e2e tests.');
  }
  const { startServer, readSettings } = (await import(serverEntry)) as typeof HostServer;
  const server = await startServer({ ...readSettings({}), port: 0, host: '127.0.0.1' });
  process.env.LODE_E2E_URL = server.url;
  return () => server.close();
}
