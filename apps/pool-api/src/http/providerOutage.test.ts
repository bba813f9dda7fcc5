import type { RunningIdp } from '@lode/idp';
import { decodeProtectedHeader, type FlattenedJWSInput } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPoolApi } from '../index';
import { accessToken, startTestApi, startTestIdp } from '../testing/stack';
import { ProviderKeys, ProviderUnavailable } from './auth';

// The identity provider going away (a Keycloak restart, an outage): tokens it signed before are still good until they
// expire, and the API must go on accepting them rather than answer 401 and sign the miner out.

let idp: RunningIdp;

beforeAll(async () => {
  idp = await startTestIdp();
});

afterAll(async () => {
  await idp?.resume();
  await idp?.close();
});

/** What jose hands a key resolver for a compact token. */
function parts(token: string): FlattenedJWSInput {
  const [protectedHeader = '', payload = '', signature = ''] = token.split('.');
  return { protected: protectedHeader, payload, signature };
}

describe('the provider keys through an outage of the provider', () => {
  it('keeps answering with the last keys fetched when a fetch finds the provider gone', async () => {
    const token = await accessToken(idp, 'demo');
    // A set that is stale at once: every token makes it fetch again, as one older than 10 minutes does.
    const keys = new ProviderKeys(new URL(`${idp.issuer}/protocol/openid-connect/certs`), { maxAgeMs: 0 });
    const before = await keys.resolve(decodeProtectedHeader(token), parts(token));
    await idp.pause();
    try {
      const during = await keys.resolve(decodeProtectedHeader(token), parts(token));
      expect(during).toEqual(before);
      // A token naming a key the provider never had is still refused, outage or not.
      await expect(keys.resolve({ alg: 'RS256', kid: 'not-a-key' }, parts(token))).rejects.toThrow();
    } finally {
      await idp.resume();
    }
  });

  it('says the provider is unavailable, not that the token is bad, when it never had the keys', async () => {
    const token = await accessToken(idp, 'demo');
    const keys = new ProviderKeys(new URL(`${idp.issuer}/protocol/openid-connect/certs`));
    await idp.pause();
    try {
      await expect(keys.resolve(decodeProtectedHeader(token), parts(token))).rejects.toBeInstanceOf(
        ProviderUnavailable,
      );
    } finally {
      await idp.resume();
    }
  });
});

describe('the API while the provider is down', () => {
  let warm: RunningPoolApi | undefined;
  let cold: RunningPoolApi | undefined;

  afterAll(async () => {
    await warm?.close();
    await cold?.close();
  });

  it('accepts tokens signed before the outage on a server that fetched the keys at start', async () => {
    warm = await startTestApi(idp);
    const first = await accessToken(idp, 'demo');
    const second = await accessToken(idp, 'admin');
    // The keys are fetched at start, not at the first signed-in request: wait until this server has them.
    await expect
      .poll(async () => (await fetch(`${warm?.url}/api/v1/account/summary`, bearer(first))).status, {
        timeout: 30_000,
      })
      .toBe(200);
    await idp.pause();
    try {
      // `admin`'s token was never seen by this server: it is verified now, with the provider gone.
      const response = await fetch(`${warm.url}/api/v1/account/summary`, bearer(second));
      expect(response.status).toBe(200);
    } finally {
      await idp.resume();
    }
  });

  it('answers 503 with Retry-After, not 401, on a server that never reached the provider', async () => {
    const token = await accessToken(idp, 'demo');
    await idp.pause();
    try {
      cold = await startTestApi(idp);
      const response = await fetch(`${cold.url}/api/v1/account/summary`, bearer(token));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toMatchObject({ code: 'unavailable' });
    } finally {
      await idp.resume();
    }
    // Once the provider is back, the same server checks the token.
    const again = await fetch(`${cold.url}/api/v1/account/summary`, bearer(token));
    expect(again.status).toBe(200);
  });
});

function bearer(token: string): RequestInit {
  return { headers: { authorization: `Bearer ${token}` } };
}
