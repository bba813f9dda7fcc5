// `npm start` after install and build: the identity provider (http://localhost:8080) and the app
// (http://localhost:3000) with the demo pool API mounted at /api/v1 and the components' Storybook at /storybook/, in
// one process, so one Ctrl-C or SIGTERM stops all of them.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readIdpOptions, startIdp } from '../apps/idp/dist/index.js';
import { createPoolApi, readPoolApiOptions } from '../apps/pool-api/dist/index.js';
import { readSettings, startServer } from '../apps/web/dist-server/index.js';

/** @param {unknown} error */
function fail(error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The provider accepts redirects back to the app: follow the app's PORT unless the operator named an origin.
const idpEnv = { LODE_IDP_APP_ORIGIN: `http://localhost:${process.env.PORT ?? 3000}`, ...process.env };
const idp = await startIdp(readIdpOptions(idpEnv)).catch(fail);
// The static Storybook that scripts/bootstrap.sh builds beside the product (scripts/storybook-static.mjs), when it is
// there: `pnpm serve:all` without it runs the product alone.
const storybookDir = fileURLToPath(new URL('../storybook-static', import.meta.url));
const storybook = existsSync(`${storybookDir}/index.html`) ? { LODE_STORYBOOK_DIR: storybookDir } : {};
// Likewise the app's config.json sends browsers to the provider started here unless LODE_AUTH_URL says otherwise.
// Webhooks may go to loopback (over http) so the API's embedded catcher receives them, unless the operator says 0.
const env = { LODE_AUTH_URL: idp.url, LODE_WEBHOOK_ALLOW_LOOPBACK: '1', ...storybook, ...process.env };
const settings = readSettings(env);
// The demo pool API lives on the app's origin unless LODE_API_URL names the operator's own API elsewhere.
const api = settings.apiUrl.startsWith('/')
  ? // Read inside the promise: a refused setting (production without LODE_SMTP_URL) ends in one line, not a trace.
    await Promise.resolve()
      .then(() => createPoolApi(readPoolApiOptions(env)))
      .catch(async (error) => {
        await idp.close();
        fail(error);
      })
  : undefined;
// With the API mounted, this process is ready when the API is (its database answers), and its metrics endpoint
// serves the API's registry too. Both are optional on the API so this script keeps working against an API build from
// before it had them.
const apiOptions = api
  ? {
      apiHandler: api.fetch,
      ...(typeof api.readiness === 'function' ? { readiness: () => api.readiness() } : {}),
      ...(api.metrics ? { mergeMetrics: [api.metrics] } : {}),
    }
  : {};
const web = await startServer(settings, apiOptions).catch(async (error) => {
  await Promise.all([idp.close(), api?.close()]);
  fail(error);
});

console.log(`Lode is serving at ${web.url}`);
console.log(`Metrics at ${web.metricsUrl}; probes at ${web.url}/livez and ${web.url}/readyz`);
console.log(
  `Identity provider at ${idp.issuer} (sign in as demo/demo, admin/admin, support/support or banned/banned)`,
);
console.log(`The operator console at ${web.url}/admin (admin: all of it; support: accounts and inbox)`);
console.log(
  settings.storybookDir
    ? `The components' Storybook at ${web.url}${settings.basePath}storybook/`
    : 'No Storybook: build it with `node scripts/storybook-static.mjs` (npm start does)',
);
if (api)
  console.log(
    `Pool API at ${web.url}${settings.apiUrl} (its data in ${readPoolApiOptions(env).dataDir ?? 'PostgreSQL'})`,
  );
if (api?.mailCatcherUrl)
  console.log(
    `Mail is caught, not sent: read it at ${web.url}${settings.basePath}dev/mail (set LODE_SMTP_URL to send for real)`,
  );
if (api?.webhookCatcherUrl)
  console.log(
    `Webhooks to ${api.webhookCatcherUrl}/<any name> are caught too, listed at ${web.url}${settings.basePath}dev/mail#webhooks`,
  );

let stopping = false;
/** @param {string} signal */
function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping`);
  Promise.all([web.close(), idp.close(), api?.close()]).then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
