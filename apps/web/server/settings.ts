/** The host server's settings, all from env vars with embedded defaults that run the whole product on one machine. */
export interface ServerSettings {
  /** TCP port; `0` picks a free one. */
  port: number;
  /** Host to listen on. */
  host: string;
  /** Identity provider base URL (`LODE_AUTH_URL`). */
  authUrl: string;
  /** Identity provider realm (`LODE_AUTH_REALM`). */
  realm: string;
  /** Public OIDC client id (`LODE_AUTH_CLIENT_ID`). */
  clientId: string;
  /** Pool API base URL, absolute or relative to the app's origin (`LODE_API_URL`). */
  apiUrl: string;
  /**
   * The pool API's address for this server's own requests (`LODE_API_INTERNAL_URL`, absolute), when `LODE_API_URL` is
   * a path another server answers (nginx) or the API is reached another way inside the network: each replica polls
   * its `GET /public/site` there every 2 s. Unset: the mounted API, else an absolute `LODE_API_URL`.
   */
  apiInternalUrl: string | undefined;
  /** The path the app is served under, with a slash at both ends (`LODE_BASE_PATH`, default `/`). */
  basePath: string;
  /**
   * The operator's route-rules file (`LODE_ROUTE_RULES`): when set, its rules override the database's (read-only) and
   * its `maintenance: true` sends everyone to `/tech-work`; unset, the database's rules apply.
   */
  routeRulesFile: string | undefined;
  /** Port of the Prometheus endpoint (`LODE_METRICS_PORT`, default 9463; `0` picks a free one), apart from the app's. */
  metricsPort: number;
  /** Address the metrics endpoint listens on (`LODE_METRICS_HOST`, default 127.0.0.1: only this machine scrapes). */
  metricsHost: string;
  /**
   * The built Storybook (`LODE_STORYBOOK_DIR`, a `pnpm build-storybook` output folder), served at `{base}storybook/`;
   * unset, there is none. `npm start` sets it to the repository's `storybook-static/`.
   */
  storybookDir: string | undefined;
}

/** The metrics endpoint's port when `LODE_METRICS_PORT` is not set. */
export const defaultMetricsPort = 9463;

/** Reads the settings from an environment, rejecting values that would make a broken server. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`);
  }
  const rawMetricsPort = env.LODE_METRICS_PORT ?? String(defaultMetricsPort);
  const metricsPort = Number(rawMetricsPort);
  if (!/^\d+$/.test(rawMetricsPort) || metricsPort > 65535) {
    throw new Error(`LODE_METRICS_PORT must be a whole number from 0 to 65535, got "${rawMetricsPort}"`);
  }
  if (metricsPort !== 0 && metricsPort === port) {
    throw new Error(
      `LODE_METRICS_PORT must differ from PORT (${port}): metrics are not served on the app's port`,
    );
  }
  const metricsHost = env.LODE_METRICS_HOST ?? '127.0.0.1';
  if (!/^[\w.:-]+$/.test(metricsHost)) {
    throw new Error(`LODE_METRICS_HOST must be a host name or address, got "${metricsHost}"`);
  }
  const authUrl = env.LODE_AUTH_URL ?? 'http://localhost:8080';
  if (!URL.canParse(authUrl) || !/^https?:$/.test(new URL(authUrl).protocol)) {
    throw new Error(`LODE_AUTH_URL must be an absolute http(s) URL, got "${authUrl}"`);
  }
  const apiUrl = (env.LODE_API_URL ?? '/api/v1').replace(/(.)\/+$/, '$1');
  const apiIsAbsolute = URL.canParse(apiUrl) && /^https?:$/.test(new URL(apiUrl).protocol);
  if (!apiIsAbsolute && !/^\/[\w\-./~]*$/.test(apiUrl)) {
    throw new Error(
      `LODE_API_URL must be an absolute http(s) URL or a path such as /api/v1, got "${apiUrl}"`,
    );
  }
  const apiInternalUrl = env.LODE_API_INTERNAL_URL?.replace(/\/+$/, '') || undefined;
  if (
    apiInternalUrl !== undefined &&
    !(URL.canParse(apiInternalUrl) && /^https?:$/.test(new URL(apiInternalUrl).protocol))
  ) {
    throw new Error(
      `LODE_API_INTERNAL_URL must be an absolute http(s) URL such as http://10.0.0.5:3001/api/v1, got "${apiInternalUrl}"`,
    );
  }
  const rawBase = env.LODE_BASE_PATH ?? '/';
  // Only plain path characters: the value goes into <base href> and every redirect.
  if (!/^\/?(?:[\w\-.~]+\/?)*$/.test(rawBase) || rawBase.split('/').some((s) => s === '.' || s === '..')) {
    throw new Error(`LODE_BASE_PATH must be a path such as /pool/, got "${rawBase}"`);
  }
  const trimmed = rawBase.replace(/^\/+|\/+$/g, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    authUrl: authUrl.replace(/\/+$/, ''),
    realm: env.LODE_AUTH_REALM ?? 'lode',
    clientId: env.LODE_AUTH_CLIENT_ID ?? 'lode-web',
    apiUrl,
    apiInternalUrl,
    basePath: trimmed === '' ? '/' : `/${trimmed}/`,
    routeRulesFile: env.LODE_ROUTE_RULES || undefined,
    metricsPort,
    metricsHost,
    storybookDir: env.LODE_STORYBOOK_DIR || undefined,
  };
}
