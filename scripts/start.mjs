// `npm start` after install and build: the identity provider (http://localhost:8080) and the app
// (http://localhost:3000) in one process, so one Ctrl-C or SIGTERM stops both.
import { readIdpOptions, startIdp } from '../apps/idp/dist/index.js';
import { readSettings, startServer } from '../apps/web/dist-server/index.js';

/** @param {unknown} error */
function fail(error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The provider accepts redirects back to the app: follow the app's PORT unless the operator named an origin.
const idpEnv = { LODE_IDP_APP_ORIGIN: `http://localhost:${process.env.PORT ?? 3000}`, ...process.env };
const idp = await startIdp(readIdpOptions(idpEnv)).catch(fail);
// Likewise the app's config.json sends browsers to the provider started here unless LODE_AUTH_URL says otherwise.
const web = await startServer(readSettings({ LODE_AUTH_URL: idp.url, ...process.env })).catch(
  async (error) => {
    await idp.close();
    fail(error);
  },
);

console.log(`Lode is serving at ${web.url}`);
console.log(`Identity provider at ${idp.issuer} (sign in as demo/demo, admin/admin or banned/banned)`);

let stopping = false;
/** @param {string} signal */
function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping`);
  Promise.all([web.close(), idp.close()]).then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
