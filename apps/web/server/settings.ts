/** The host server's settings, all from env vars with the embedded defaults of DESIGN.md §2. */
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
  /** Pool API base URL, absolute or relative to the app (`LODE_API_URL`). */
  apiUrl: string;
}

/** Reads the settings from an environment, rejecting values that would make a broken server. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`);
  }
  const authUrl = env.LODE_AUTH_URL ?? 'http://localhost:8080';
  if (!URL.canParse(authUrl) || !/^https?:$/.test(new URL(authUrl).protocol)) {
    throw new Error(`LODE_AUTH_URL must be an absolute http(s) URL, got "${authUrl}"`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    authUrl: authUrl.replace(/\/+$/, ''),
    realm: env.LODE_AUTH_REALM ?? 'lode',
    clientId: env.LODE_AUTH_CLIENT_ID ?? 'lode-web',
    apiUrl: env.LODE_API_URL ?? '/api/v1',
  };
}
