/** How to run the identity provider; every field has the embedded default `npm start` uses (see the README). */
export interface IdpOptions {
  /** TCP port; `0` picks a free one. Default 8080 (`LODE_IDP_PORT`). */
  port?: number;
  /** Interface to listen on. Default: every interface, IPv4 and IPv6 (`LODE_IDP_HOST`). */
  host?: string;
  /** Issuer URL; its path is where the realm is mounted. Default `http://localhost:{port}/realms/lode` (`LODE_IDP_ISSUER`). */
  issuer?: string;
  /** Origin of the Lode app: redirect URIs, post-logout URIs and CORS. Default `http://localhost:3000` (`LODE_IDP_APP_ORIGIN`). */
  appOrigin?: string;
  /** Access and ID token lifetime in seconds. Default 300 (`LODE_IDP_ACCESS_TOKEN_TTL`). */
  accessTokenTtl?: number;
  /** Refresh token lifetime in seconds, renewed on every refresh like Keycloak's SSO idle timeout. Default 1800 (`LODE_IDP_REFRESH_TOKEN_TTL`). */
  refreshTokenTtl?: number;
  /** Serves the `/__lode` control API (fault switches, lifetimes). Default off (`LODE_IDP_TEST_CONTROLS=1`). */
  testControls?: boolean;
  /** Writes one line per request to stderr (`LODE_IDP_LOG=1`). Default off. */
  log?: boolean;
  /**
   * A file for the realm's signing key (a private JWK): read at start when it exists, written with a new key when it
   * does not, so a restart keeps the key, as Keycloak keeps its keys in its database (`LODE_IDP_KEY_FILE`).
   * Default: a new key at every start, in memory only.
   */
  keyFile?: string;
}

/** Options with every default filled in. */
export type ResolvedIdpOptions = Required<Omit<IdpOptions, 'host' | 'issuer' | 'keyFile'>> &
  Pick<IdpOptions, 'host' | 'issuer' | 'keyFile'>;

const wholeNumber = (name: string, raw: string | undefined, fallback: number, min: number, max: number) => {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
};

const httpUrl = (name: string, raw: string) => {
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  return raw;
};

/** Reads the options from an environment, rejecting values that would make a broken provider. */
export function readIdpOptions(env: NodeJS.ProcessEnv = process.env): IdpOptions {
  const options: IdpOptions = {
    port: wholeNumber('LODE_IDP_PORT', env.LODE_IDP_PORT, 8080, 0, 65535),
    appOrigin: new URL(httpUrl('LODE_IDP_APP_ORIGIN', env.LODE_IDP_APP_ORIGIN ?? 'http://localhost:3000'))
      .origin,
    accessTokenTtl: wholeNumber('LODE_IDP_ACCESS_TOKEN_TTL', env.LODE_IDP_ACCESS_TOKEN_TTL, 300, 1, 86400),
    refreshTokenTtl: wholeNumber(
      'LODE_IDP_REFRESH_TOKEN_TTL',
      env.LODE_IDP_REFRESH_TOKEN_TTL,
      1800,
      1,
      2592000,
    ),
    testControls: env.LODE_IDP_TEST_CONTROLS === '1',
    log: env.LODE_IDP_LOG === '1',
  };
  if (env.LODE_IDP_HOST) options.host = env.LODE_IDP_HOST;
  if (env.LODE_IDP_KEY_FILE) options.keyFile = env.LODE_IDP_KEY_FILE;
  if (env.LODE_IDP_ISSUER)
    options.issuer = httpUrl('LODE_IDP_ISSUER', env.LODE_IDP_ISSUER).replace(/\/+$/, '');
  return options;
}

/** Fills in the defaults and checks values given in code. */
export function resolveIdpOptions(options: IdpOptions = {}): ResolvedIdpOptions {
  const resolved: ResolvedIdpOptions = {
    port: options.port ?? 8080,
    appOrigin: new URL(httpUrl('appOrigin', options.appOrigin ?? 'http://localhost:3000')).origin,
    accessTokenTtl: options.accessTokenTtl ?? 300,
    refreshTokenTtl: options.refreshTokenTtl ?? 1800,
    testControls: options.testControls ?? false,
    log: options.log ?? false,
  };
  if (options.host !== undefined) resolved.host = options.host;
  if (options.keyFile !== undefined) resolved.keyFile = options.keyFile;
  if (options.issuer !== undefined) resolved.issuer = httpUrl('issuer', options.issuer).replace(/\/+$/, '');
  for (const key of ['accessTokenTtl', 'refreshTokenTtl'] as const) {
    if (!Number.isInteger(resolved[key]) || resolved[key] < 1) {
      throw new Error(`${key} must be a whole number of seconds, at least 1, got ${resolved[key]}`);
    }
  }
  return resolved;
}
