import { randomUUID } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, type JWTPayload, SignJWT, UnsecuredJWT } from 'jose';

/**
 * The fault switches of the control API (a contract: packages/auth's tests name them). Each value says what the
 * provider does while the switch is on.
 */
export const faultDescriptions = {
  refresh400: 'the token endpoint answers 400 invalid_grant to refresh_token grants',
  wrongNonce: 'ID tokens carry a nonce other than the one the client sent',
  missingNonce: 'ID tokens carry no nonce',
  wrongAud: 'ID and access tokens are for another audience',
  wrongIss: 'ID and access tokens name another issuer',
  authenticationExpired:
    'the auth endpoint redirects back with error=temporarily_unavailable&error_description=authentication_expired',
  down: 'every endpoint but /__lode answers 503',
  badSignature: 'ID and access tokens are signed with another key under the real kid',
  algNone: 'ID and access tokens are unsigned (alg none)',
  missingSub: 'ID and access tokens carry no sub',
  iatInFuture: 'ID and access tokens are issued one hour ahead (iat and exp moved together)',
  callbackWithoutState: 'the redirect back from the auth endpoint drops state',
  callbackWrongState: 'the redirect back from the auth endpoint carries another state',
  refreshChangesSub: 'the ID token of a refresh carries another sub',
  noKid: 'ID and access tokens have no kid header but are validly signed (clients must accept them)',
  accessTokenWrongAud:
    'access tokens only are for another audience: the client cannot tell, resource servers refuse them',
  idTokenWithoutProfile:
    'ID tokens carry no profile claims (name, user name, e-mail): clients read them from userinfo',
  userinfoOtherSub: 'userinfo answers with another sub than the access token and ID token carry',
  thirdPartyCookiesBlocked:
    'the third-party-cookie check reports unsupported, as in a browser that refuses the provider cookies in a frame',
} as const;

/** A fault switch name. */
export type FaultName = keyof typeof faultDescriptions;

/** Every switch and whether it is on. */
export type FaultState = Record<FaultName, boolean>;

/** The switch names in a stable order. */
export const faultNames = Object.keys(faultDescriptions) as FaultName[];

/** All switches off. */
export const noFaults = (): FaultState =>
  Object.fromEntries(faultNames.map((name) => [name, false])) as FaultState;

/** Whether a string names a fault switch. */
export const isFaultName = (name: string): name is FaultName => Object.hasOwn(faultDescriptions, name);

/** Keys the rewriter signs with: the provider's own, and a stranger that borrows its kid. */
export interface SigningKeys {
  /** The provider's signing key (the private half of what `certs` publishes). */
  key: CryptoKey;
  /** Its key id. */
  kid: string;
  /** Its algorithm. */
  alg: string;
  /** A key the provider never publishes, for `badSignature`. */
  foreignKey: CryptoKey;
}

/** Which token of a token response is being rewritten. */
export type TokenKind = 'id' | 'access';

const claimFaults: readonly FaultName[] = [
  'wrongNonce',
  'missingNonce',
  'wrongAud',
  'wrongIss',
  'missingSub',
  'iatInFuture',
  'refreshChangesSub',
  'accessTokenWrongAud',
  'idTokenWithoutProfile',
];
const signatureFaults: readonly FaultName[] = ['badSignature', 'algNone', 'noKid'];
/** Faults that only make sense for ID tokens: access tokens carry no nonce, and `sub` continuity is an ID token rule. */
const idTokenOnly = new Set<FaultName>([
  'wrongNonce',
  'missingNonce',
  'refreshChangesSub',
  'idTokenWithoutProfile',
]);

/** The profile claims `idTokenWithoutProfile` removes; userinfo keeps answering them. */
export const profileClaims = [
  'name',
  'given_name',
  'family_name',
  'preferred_username',
  'email',
  'email_verified',
];
/** Faults for the API's side of a token: the client never reads an access token, so it signs in as usual. */
const accessTokenOnly = new Set<FaultName>(['accessTokenWrongAud']);

/**
 * Applies the switched-on faults to one token of a token endpoint response. Returns the token untouched when no fault
 * applies, else a token with altered claims, re-signed with the real key unless a signature fault says otherwise.
 */
export async function applyTokenFaults(
  token: string,
  kind: TokenKind,
  grantType: string,
  faults: FaultState,
  keys: SigningKeys,
): Promise<string> {
  const applies = (name: FaultName) =>
    faults[name] &&
    (kind === 'id' || !idTokenOnly.has(name)) &&
    (kind === 'access' || !accessTokenOnly.has(name)) &&
    (name !== 'refreshChangesSub' || grantType === 'refresh_token');
  if (![...claimFaults, ...signatureFaults].some(applies)) return token;

  const header = decodeProtectedHeader(token);
  const payload: JWTPayload = { ...decodeJwt(token) };
  if (applies('wrongNonce')) payload.nonce = `not-${randomUUID()}`;
  if (applies('missingNonce')) delete payload.nonce;
  if (applies('wrongAud')) payload.aud = kind === 'id' ? 'another-client' : ['another-api'];
  if (applies('accessTokenWrongAud')) payload.aud = ['another-api'];
  if (applies('wrongIss')) payload.iss = new URL('/realms/not-lode', String(payload.iss)).href;
  if (applies('missingSub')) delete payload.sub;
  if (applies('iatInFuture')) {
    if (payload.iat !== undefined) payload.iat += 3600;
    if (payload.exp !== undefined) payload.exp += 3600;
  }
  if (applies('refreshChangesSub')) payload.sub = randomUUID();
  if (applies('idTokenWithoutProfile')) {
    for (const claim of profileClaims) Reflect.deleteProperty(payload, claim);
  }

  if (applies('algNone')) return new UnsecuredJWT(payload).encode();
  const protectedHeader = {
    alg: keys.alg,
    ...(header.typ ? { typ: header.typ } : {}),
    ...(applies('noKid') ? {} : { kid: keys.kid }),
  };
  return new SignJWT(payload)
    .setProtectedHeader(protectedHeader)
    .sign(applies('badSignature') ? keys.foreignKey : keys.key);
}

/** Rewrites the redirect back to the client for the state faults; `location` is an absolute URL. */
export function applyCallbackFaults(location: string, faults: FaultState): string {
  if (!faults.callbackWithoutState && !faults.callbackWrongState) return location;
  const url = new URL(location);
  // response_mode=fragment puts the parameters after '#', query mode in the query string.
  const inFragment = url.hash.length > 1 && new URLSearchParams(url.hash.slice(1)).has('state');
  const params = new URLSearchParams(inFragment ? url.hash.slice(1) : url.search);
  if (!params.has('state')) return location;
  if (faults.callbackWithoutState) params.delete('state');
  else params.set('state', `not-${randomUUID()}`);
  if (inFragment) url.hash = params.toString();
  else url.search = params.toString();
  return url.href;
}
