import { exportJWK, generateKeyPair, SignJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { providerKeys } from './keys';
import { randomString } from './random';

async function signingKey(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

const sign = (key: Awaited<ReturnType<typeof signingKey>>, kid = key.kid) =>
  new SignJWT({ sub: 'u' }).setProtectedHeader({ alg: 'RS256', kid }).sign(key.privateKey);

/** A provider publishing `key` at its JWKS address, counting the requests. */
function publishing(key: Awaited<ReturnType<typeof signingKey>>) {
  let fetches = 0;
  const fetcher: typeof fetch = async () => {
    fetches += 1;
    return new Response(JSON.stringify({ keys: [key.jwk] }));
  };
  return { fetch: fetcher, fetches: () => fetches };
}

// These tests generate RSA key pairs: over 3 s on a busy 2-core machine, so they get room for one twice as slow.
const KEY_TESTS_MS = 20_000;

describe('providerKeys', () => {
  it(
    'caches the key set, refetches once for a kid it lacks (a rotation), and never again for that kid',
    async () => {
      const old = await signingKey('k1');
      const rotated = await signingKey('k2');
      let published = [old.jwk];
      let fetches = 0;
      const fetcher: typeof fetch = async () => {
        fetches += 1;
        return new Response(JSON.stringify({ keys: published }), {
          headers: { 'content-type': 'application/json' },
        });
      };
      const keys = providerKeys(fetcher, 'https://sso.example.com/certs', 1000);

      await jwtVerify(await sign(old), keys);
      await jwtVerify(await sign(old), keys);
      expect(fetches).toBe(1);

      published = [old.jwk, rotated.jwk];
      await jwtVerify(await sign(rotated), keys);
      expect(fetches).toBe(2);

      // A kid the provider never publishes costs one refetch, then is refused from the cache.
      const forged = await sign(rotated, 'k9');
      await expect(jwtVerify(forged, keys)).rejects.toThrow();
      await expect(jwtVerify(forged, keys)).rejects.toThrow();
      expect(fetches).toBe(3);
    },
    KEY_TESTS_MS,
  );

  it(
    'fetches the keys on prefetch, once, and verifies the token that follows without asking again',
    async () => {
      const key = await signingKey('k1');
      const provider = publishing(key);
      const keys = providerKeys(provider.fetch, 'https://sso.example.com/certs', 1000);
      keys.prefetch();
      keys.prefetch();
      expect(provider.fetches()).toBe(1);
      await jwtVerify(await sign(key), keys);
      expect(provider.fetches()).toBe(1);
    },
    KEY_TESTS_MS,
  );

  it(
    'keeps the key set in the given storage for an hour, so a reload verifies without the provider',
    async () => {
      const key = await signingKey('k1');
      const { fetch: fetcher, fetches } = publishing(key);
      const items = new Map<string, string>();
      const storage = {
        getItem: (k: string) => items.get(k) ?? null,
        setItem: (k: string, v: string) => void items.set(k, v),
      } as Storage;
      let now = 1_000_000;
      const cache = { storage, now: () => now };
      await jwtVerify(await sign(key), providerKeys(fetcher, 'https://sso.example.com/certs', 1000, cache));
      await jwtVerify(await sign(key), providerKeys(fetcher, 'https://sso.example.com/certs', 1000, cache));
      expect(fetches()).toBe(1);
      now += 61 * 60 * 1000;
      await jwtVerify(await sign(key), providerKeys(fetcher, 'https://sso.example.com/certs', 1000, cache));
      expect(fetches()).toBe(2);
    },
    KEY_TESTS_MS,
  );
});

describe('randomString', () => {
  it('makes state and nonce values from the unreserved characters, different each time', () => {
    const a = randomString(32);
    expect(a).toMatch(/^[A-Za-z0-9\-._~]{32}$/);
    expect(randomString(32)).not.toBe(a);
  });
});
