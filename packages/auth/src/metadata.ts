import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { AuthConfig } from './config';

/** The provider endpoints and signing algorithms the client uses, from the discovery document. */
export interface ProviderMetadata {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  endSessionEndpoint?: string;
  revocationEndpoint?: string;
  jwksUri: string;
  /** Algorithms the provider signs ID tokens with; `none` is dropped. */
  algorithms: string[];
}

/** The issuer a Keycloak realm has: `{url}/realms/{realm}`. */
export function realmIssuer(config: AuthConfig): string {
  return `${config.url.replace(/\/+$/, '')}/realms/${encodeURIComponent(config.realm)}`;
}

/** Fetches a JSON document, failing after `timeoutMs` rather than hanging start-up on a silent network. */
export async function fetchJson(fetcher: typeof fetch, url: string, timeoutMs: number): Promise<unknown> {
  const response = await fetcher(url, { signal: AbortSignal.timeout(timeoutMs), credentials: 'omit' });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.json();
}

/** Reads the realm's discovery document; its issuer must be the realm's, or every token would be refused later. */
export async function discover(
  fetcher: typeof fetch,
  config: AuthConfig,
  timeoutMs: number,
): Promise<ProviderMetadata> {
  const issuer = realmIssuer(config);
  const doc = (await fetchJson(fetcher, `${issuer}/.well-known/openid-configuration`, timeoutMs)) as Record<
    string,
    unknown
  >;
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
  const advertised = Array.isArray(doc.id_token_signing_alg_values_supported)
    ? doc.id_token_signing_alg_values_supported.filter((a): a is string => typeof a === 'string')
    : ['RS256'];
  return {
    issuer,
    authorizationEndpoint,
    tokenEndpoint,
    endSessionEndpoint: text('end_session_endpoint'),
    revocationEndpoint: text('revocation_endpoint'),
    jwksUri,
    algorithms: advertised.filter((a) => a.toLowerCase() !== 'none'),
  };
}

/**
 * The provider's signing keys, fetched once and cached; a token naming a `kid` the cache lacks (the provider rotated
 * its keys) makes one refetch for that `kid`, never more, so a forged `kid` cannot make us hammer the provider.
 */
export function providerKeys(fetcher: typeof fetch, jwksUri: string, timeoutMs: number): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | null = null;
  const refetchedFor = new Set<string>();
  const load = () =>
    fetchJson(fetcher, jwksUri, timeoutMs).then((jwks) => createLocalJWKSet(jwks as JSONWebKeySet));
  return async (header, token) => {
    keys ??= load().catch((error: unknown) => {
      keys = null;
      throw error;
    });
    try {
      return await (
        await keys
      )(header, token);
    } catch (error) {
      const kid = header.kid;
      if (!(error instanceof errors.JWKSNoMatchingKey) || kid === undefined || refetchedFor.has(kid))
        throw error;
      refetchedFor.add(kid);
      keys = load();
      return (await keys)(header, token);
    }
  };
}
