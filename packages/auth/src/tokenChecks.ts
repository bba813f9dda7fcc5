import type { JWTVerifyGetKey } from 'jose';
import { decodeProtectedHeader } from 'jose/decode/protected_header';
import { compactVerify } from 'jose/jws/compact/verify';
import type { Claims } from './claims';

/** The check a token failed, named in the console error and in {@link TokenCheckError}. */
export type TokenCheck =
  | 'format'
  | 'algorithm'
  | 'signature'
  | 'issuer'
  | 'audience'
  | 'authorized party'
  | 'subject'
  | 'subject changed'
  | 'nonce'
  | 'issued at'
  | 'expiry';

/** A token that must not be used; `check` names the rule it broke. */
export class TokenCheckError extends Error {
  /** The rule the token broke. */
  readonly check: TokenCheck;

  constructor(check: TokenCheck, detail: string) {
    super(`ID token refused (${check}): ${detail}`);
    this.name = 'TokenCheckError';
    this.check = check;
  }
}

/** What {@link checkIdToken} checks a token against. */
export interface IdTokenExpectations {
  /** The issuer, exactly as the provider's discovery document states it. */
  issuer: string;
  /** This app's client id: it must be in `aud`, and `azp` must equal it. */
  clientId: string;
  /** The provider's signing keys (e.g. jose's `createRemoteJWKSet` on `jwks_uri`). */
  keys: JWTVerifyGetKey;
  /** Signing algorithms the provider advertises; `none` is never accepted. */
  algorithms: readonly string[];
  /** The nonce the login request sent; the token must carry it. */
  nonce: string;
  /** The subject of the session so far; a refreshed token must keep it. */
  previousSubject?: string;
  /** Now, in seconds since the epoch (for tests). */
  now?: number;
  /** Seconds of clock difference tolerated for `iat` and `exp`. */
  clockSkew?: number;
  /** Skip the `exp` check: a session restored on reload may hold an expired token, which is refreshed before use. */
  ignoreExpiry?: boolean;
}

/**
 * Verifies an ID token as the engine (@axa-fr/react-oidc) does not: signature against the provider's keys with an
 * advertised algorithm, `iss`, `aud` and `azp`, `sub` present and unchanged, `nonce`, `iat` present and not in the
 * future, `exp` in the future. Resolves to its claims, or rejects with a {@link TokenCheckError}.
 */
export async function checkIdToken(token: string, expected: IdTokenExpectations): Promise<Claims> {
  const now = expected.now ?? Math.floor(Date.now() / 1000);
  const skew = expected.clockSkew ?? 30;

  let alg: string | undefined;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    throw new TokenCheckError('format', 'not a signed JWT');
  }
  const algorithms = expected.algorithms.filter((a) => a.toLowerCase() !== 'none');
  if (!alg || alg.toLowerCase() === 'none' || !algorithms.includes(alg)) {
    throw new TokenCheckError('algorithm', `${alg ?? 'no'} algorithm; accepted: ${algorithms.join(', ')}`);
  }

  let claims: Claims;
  try {
    // jose checks the signature and the algorithm; the claims are checked below, with their own messages. A JWT's
    // payload is always base64url-encoded: an unencoded one (RFC 7797's `b64: false`) is refused in jose's words.
    const { payload, protectedHeader } = await compactVerify(token, expected.keys, { algorithms });
    if (protectedHeader.crit?.includes('b64') && protectedHeader.b64 === false) {
      throw new Error('JWTs MUST NOT use unencoded payload');
    }
    claims = parseClaims(payload);
  } catch (error) {
    throw new TokenCheckError('signature', error instanceof Error ? error.message : String(error));
  }

  if (claims.iss !== expected.issuer) {
    throw new TokenCheckError('issuer', `issued by ${String(claims.iss)}, expected ${expected.issuer}`);
  }
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audience.includes(expected.clientId)) {
    throw new TokenCheckError('audience', `aud does not include ${expected.clientId}`);
  }
  if ((claims.azp !== undefined || audience.length > 1) && claims.azp !== expected.clientId) {
    throw new TokenCheckError(
      'authorized party',
      `azp is ${String(claims.azp)}, expected ${expected.clientId}`,
    );
  }
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw new TokenCheckError('subject', 'no sub claim');
  }
  if (expected.previousSubject !== undefined && claims.sub !== expected.previousSubject) {
    throw new TokenCheckError('subject changed', 'the refreshed token names another user');
  }
  if (typeof claims.nonce !== 'string' || claims.nonce !== expected.nonce) {
    throw new TokenCheckError(
      'nonce',
      claims.nonce === undefined ? 'no nonce claim' : 'nonce does not match',
    );
  }
  if (typeof claims.iat !== 'number') throw new TokenCheckError('issued at', 'no iat claim');
  if (claims.iat > now + skew) throw new TokenCheckError('issued at', 'iat is in the future');
  if (typeof claims.exp !== 'number' || (!expected.ignoreExpiry && claims.exp <= now - skew)) {
    throw new TokenCheckError('expiry', 'the token has expired');
  }
  return claims;
}

/**
 * The claims of a token whose signature passed, refused in jose's words (its JWT rules, with the clock at the epoch)
 * when the payload is not a JSON object, or when `exp` is at or before the epoch while `iat` is a number or absent and
 * `nbf` is absent or not after the epoch. Every other claim is checked by {@link checkIdToken}, with its own message.
 */
function parseClaims(payload: Uint8Array): Claims {
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload));
  } catch {
    // Not JSON: refused below.
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new Error('JWT Claims Set must be a top-level JSON object');
  }
  const { iat, nbf, exp } = claims as Claims;
  if (
    typeof exp === 'number' &&
    exp <= 0 &&
    (iat === undefined || typeof iat === 'number') &&
    (nbf === undefined || (typeof nbf === 'number' && nbf <= 0))
  ) {
    throw new Error('"exp" claim timestamp check failed');
  }
  return claims as Claims;
}
