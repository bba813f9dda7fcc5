import { CompactSign, SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkIdToken, TokenCheckError, type IdTokenExpectations } from './tokenChecks';

const issuer = 'http://localhost:8080/realms/lode';
const clientId = 'lode-web';
const now = 1_800_000_000;

let signingKey: CryptoKey;
let otherKey: CryptoKey;
let expectations: IdTokenExpectations;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  otherKey = other.privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  expectations = {
    issuer,
    clientId,
    keys: createLocalJWKSet({ keys: [jwk] }),
    algorithms: ['RS256'],
    nonce: 'n-123',
    now,
  };
});

const claims = { sub: 'user-1', nonce: 'n-123', azp: clientId, preferred_username: 'demo' };

function token(
  payload: Record<string, unknown> = {},
  options: { key?: CryptoKey; kid?: string | null } = {},
) {
  const kid = options.kid === undefined ? 'k1' : options.kid;
  return new SignJWT({ iss: issuer, aud: clientId, iat: now - 5, exp: now + 300, ...claims, ...payload })
    .setProtectedHeader(kid === null ? { alg: 'RS256' } : { alg: 'RS256', kid })
    .sign(options.key ?? signingKey);
}

async function failure(jwt: string, extra: Partial<IdTokenExpectations> = {}) {
  try {
    await checkIdToken(jwt, { ...expectations, ...extra });
  } catch (error) {
    if (error instanceof TokenCheckError) return error.check;
    throw error;
  }
  return 'accepted';
}

describe('checkIdToken', () => {
  it('accepts a valid token and returns its claims, with or without a kid header', async () => {
    await expect(checkIdToken(await token(), expectations)).resolves.toMatchObject({ sub: 'user-1' });
    await expect(checkIdToken(await token({}, { kid: null }), expectations)).resolves.toMatchObject({
      preferred_username: 'demo',
    });
  });

  it('refuses a token signed with another key', async () => {
    expect(await failure(await token({}, { key: otherKey }))).toBe('signature');
  });

  it('refuses an unsigned token (alg none) and algorithms the provider does not advertise', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({ ...claims, iss: issuer, aud: clientId, iat: now, exp: now + 60 }),
    ).toString('base64url');
    expect(await failure(`${header}.${body}.`)).toBe('algorithm');
    expect(await failure(await token(), { algorithms: ['ES256', 'none'] })).toBe('algorithm');
    expect(await failure('not-a-token')).toBe('format');
  });

  it('refuses the wrong issuer, audience or authorized party', async () => {
    expect(await failure(await token({ iss: 'http://evil.example/realms/lode' }))).toBe('issuer');
    expect(await failure(await token({ aud: 'account' }))).toBe('audience');
    expect(await failure(await token({ aud: [clientId, 'account'], azp: 'account' }))).toBe(
      'authorized party',
    );
    expect(await failure(await token({ aud: [clientId, 'account'], azp: undefined }))).toBe(
      'authorized party',
    );
  });

  it('refuses a missing subject, and a refresh that changes it', async () => {
    expect(await failure(await token({ sub: undefined }))).toBe('subject');
    expect(await failure(await token(), { previousSubject: 'user-2' })).toBe('subject changed');
    expect(await failure(await token(), { previousSubject: 'user-1' })).toBe('accepted');
  });

  it('refuses a missing or different nonce', async () => {
    expect(await failure(await token({ nonce: undefined }))).toBe('nonce');
    expect(await failure(await token({ nonce: 'n-999' }))).toBe('nonce');
  });

  it('refuses iat in the future (beyond the skew) or missing, and an expired token', async () => {
    expect(await failure(await token({ iat: now + 3600 }))).toBe('issued at');
    expect(await failure(await token({ iat: now + 10 }))).toBe('accepted');
    expect(await failure(await token({ exp: now - 120 }))).toBe('expiry');
    const withoutIat = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setExpirationTime(now + 300)
      .sign(signingKey);
    expect(await failure(withoutIat)).toBe('issued at');
  });

  it("refuses with jose's messages a payload that is no JSON object, an unencoded one, an exp before 1970", async () => {
    const signed = (payload: string) =>
      new CompactSign(new TextEncoder().encode(payload))
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .sign(signingKey);
    const message = async (jwt: string, extra: Partial<IdTokenExpectations> = {}) =>
      checkIdToken(jwt, { ...expectations, ...extra }).then(
        () => 'accepted',
        (error: Error) => error.message,
      );
    const notObject = 'ID token refused (signature): JWT Claims Set must be a top-level JSON object';
    expect(await message(await signed('["user-1"]'))).toBe(notObject);
    expect(await message(await signed('not json'))).toBe(notObject);
    const header = Buffer.from(
      JSON.stringify({ alg: 'RS256', kid: 'k1', b64: false, crit: ['b64'] }),
    ).toString('base64url');
    const input = new TextEncoder().encode(`${header}.unencoded`);
    const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', signingKey, input);
    expect(await message(`${header}.unencoded.${Buffer.from(signature).toString('base64url')}`)).toBe(
      'ID token refused (signature): JWTs MUST NOT use unencoded payload',
    );
    expect(await message(await token({ exp: 0 }), { ignoreExpiry: true })).toBe(
      'ID token refused (signature): "exp" claim timestamp check failed',
    );
    expect(await message(await token({ exp: now - 120 }), { ignoreExpiry: true })).toBe('accepted');
  });
});
