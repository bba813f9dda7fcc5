import type { AuthConfig } from './config';

/** The provider endpoints and signing algorithms the client uses, from the discovery document. */
export interface ProviderMetadata {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  endSessionEndpoint?: string;
  revocationEndpoint?: string;
  userinfoEndpoint?: string;
  /** OpenID Connect Session Management's status frame (Keycloak's `login-status-iframe.html`). */
  checkSessionIframe?: string;
  jwksUri: string;
  /** Algorithms the provider signs ID tokens with; `none` is dropped. */
  algorithms: string[];
}

/**
 * Where provider documents are kept between page loads, and the clock that dates them. A reload then verifies the
 * restored session and refreshes it without asking the provider for its discovery document and keys again, which
 * keeps a session through a short provider outage.
 */
export interface MetadataCache {
  storage: Storage;
  now(): number;
}

/** Cached provider documents are used for an hour, as the engine caches discovery itself. */
const CACHE_LIFETIME_MS = 60 * 60 * 1000;
const DISCOVERY_KEY = 'lode-auth:provider';

export function cached(cache: MetadataCache | undefined, key: string, source: string): unknown {
  const raw = cache?.storage.getItem(key);
  if (!cache || !raw) return undefined;
  try {
    const entry = JSON.parse(raw) as { source?: unknown; at?: unknown; value?: unknown };
    if (entry.source === source && typeof entry.at === 'number' && cache.now() - entry.at < CACHE_LIFETIME_MS)
      return entry.value;
  } catch {
    // An unreadable entry is fetched again.
  }
  return undefined;
}

export function remember(
  cache: MetadataCache | undefined,
  key: string,
  source: string,
  value: unknown,
): void {
  cache?.storage.setItem(key, JSON.stringify({ source, at: cache.now(), value }));
}

/** The issuer a Keycloak realm has: `{url}/realms/{realm}`. */
export function realmIssuer(config: AuthConfig): string {
  return `${config.url.replace(/\/+$/, '')}/realms/${encodeURIComponent(config.realm)}`;
}

/** The provider did not answer: the network failed, the time ran out, or it answered 5xx (an outage, not a no). */
export class ProviderUnreachable extends Error {
  override name = 'ProviderUnreachable';
}

/**
 * Fetches a JSON document, failing after `timeoutMs` rather than hanging start-up on a silent network; `fresh` skips
 * the HTTP cache. An outage fails with {@link ProviderUnreachable}.
 */
export async function fetchJson(
  fetcher: typeof fetch,
  url: string,
  timeoutMs: number,
  fresh = false,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url, {
      signal: AbortSignal.timeout(timeoutMs),
      credentials: 'omit',
      ...(fresh ? { cache: 'no-store' as const } : {}),
    });
  } catch (error) {
    throw new ProviderUnreachable(
      `${url} did not answer (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (response.status >= 500) throw new ProviderUnreachable(`${url} answered HTTP ${response.status}`);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.json();
}

/**
 * Asks the provider for its discovery document past every cache, within `timeoutMs`: resolves when it answers,
 * fails with {@link ProviderUnreachable} in an outage. A sign-in asks this before it leaves the page, since the
 * document kept for an hour says nothing about whether the provider answers now.
 */
export async function providerAnswers(
  fetcher: typeof fetch,
  config: AuthConfig,
  timeoutMs: number,
): Promise<void> {
  await fetchJson(fetcher, `${realmIssuer(config)}/.well-known/openid-configuration`, timeoutMs, true);
}

/** Reads the realm's discovery document; its issuer must be the realm's, or every token would be refused later. */
export async function discover(
  fetcher: typeof fetch,
  config: AuthConfig,
  timeoutMs: number,
  cache?: MetadataCache,
): Promise<ProviderMetadata> {
  const issuer = realmIssuer(config);
  const url = `${issuer}/.well-known/openid-configuration`;
  const fromCache = cached(cache, DISCOVERY_KEY, url);
  const doc = (fromCache ?? (await fetchJson(fetcher, url, timeoutMs))) as Record<string, unknown>;
  const text = (name: string) => (typeof doc[name] === 'string' ? (doc[name] as string) : undefined);
  if (text('issuer') !== issuer) {
    throw new Error(`the provider names its issuer ${String(doc.issuer)}, expected ${issuer}`);
  }
  const authorizationEndpoint = text('authorization_endpoint');
  const tokenEndpoint = text('token_endpoint');
  const jwksUri = text('jwks_uri');
  if (!authorizationEndpoint || !tokenEndpoint || !jwksUri) {
    throw new Error('the discovery document lacks the authorization, token or keys endpoint');
  }
  if (fromCache === undefined) remember(cache, DISCOVERY_KEY, url, doc);
  const advertised = Array.isArray(doc.id_token_signing_alg_values_supported)
    ? doc.id_token_signing_alg_values_supported.filter((a): a is string => typeof a === 'string')
    : ['RS256'];
  return {
    issuer,
    authorizationEndpoint,
    tokenEndpoint,
    endSessionEndpoint: text('end_session_endpoint'),
    revocationEndpoint: text('revocation_endpoint'),
    userinfoEndpoint: text('userinfo_endpoint'),
    checkSessionIframe: text('check_session_iframe'),
    jwksUri,
    algorithms: advertised.filter((a) => a.toLowerCase() !== 'none'),
  };
}
