import type { JSONWebKeySet, JWTVerifyGetKey } from 'jose';
import { JWKSNoMatchingKey } from 'jose/errors';
import { createLocalJWKSet } from 'jose/jwks/local';
import { cached, fetchJson, remember, type MetadataCache } from './metadata';

// The provider's signing keys, apart from its discovery document: only the engine's chunk verifies tokens (and so
// loads jose), while the start-up stage of a signed-out page reads discovery alone.

const KEYS_KEY = 'lode-auth:keys';

/** The provider's keys for jose, and a way to have them fetched before the first token arrives. */
export type ProviderKeys = JWTVerifyGetKey & {
  /** Starts fetching the keys (once); a failure is left for the token check to meet and report. */
  prefetch(): void;
};

/**
 * The provider's signing keys, fetched once and cached; a token naming a `kid` the cache lacks (the provider rotated
 * its keys) makes one refetch for that `kid`, never more, so a forged `kid` cannot make us hammer the provider.
 */
export function providerKeys(
  fetcher: typeof fetch,
  jwksUri: string,
  timeoutMs: number,
  cache?: MetadataCache,
): ProviderKeys {
  let keys: Promise<JWTVerifyGetKey> | null = null;
  const refetchedFor = new Set<string>();
  const load = async (fresh: boolean) => {
    const fromCache = fresh ? undefined : cached(cache, KEYS_KEY, jwksUri);
    const jwks = fromCache ?? (await fetchJson(fetcher, jwksUri, timeoutMs));
    if (fromCache === undefined) remember(cache, KEYS_KEY, jwksUri, jwks);
    return createLocalJWKSet(jwks as JSONWebKeySet);
  };
  const first = () => {
    keys ??= load(false).catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
  const getKey: JWTVerifyGetKey = async (header, token) => {
    const loading = first();
    try {
      return await (
        await loading
      )(header, token);
    } catch (error) {
      const kid = header.kid;
      if (!(error instanceof JWKSNoMatchingKey) || kid === undefined || refetchedFor.has(kid)) throw error;
      refetchedFor.add(kid);
      keys = load(true);
      return (await keys)(header, token);
    }
  };
  return Object.assign(getKey, { prefetch: () => void first().catch(() => {}) });
}
