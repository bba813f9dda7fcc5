import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type FlattenedJWSInput,
  type JSONWebKeySet,
  type JWSHeaderParameters,
  type JWTPayload,
  jwtVerify,
} from 'jose';
import { banReasonColumn, banReasonFrom, banReasonOf, recordProviderBan } from '../admin/bansCheck';
import type { Database } from '../db/database';
import { findWatcherLink, touchWatcherLink, type WatcherScope } from '../watchers/lookup';

/** The permissions a personal API key can carry. */
export const apiKeyScopes = ['account:read', 'settings:read', 'settings:write'] as const;

/** A permission a personal API key can carry. */
export type Scope = (typeof apiKeyScopes)[number];

/** Who is calling: a signed-in user (every scope), a personal API key (its scopes) or a watcher link (read-only). */
export interface Principal {
  sub: string;
  username: string;
  via: 'token' | 'apiKey' | 'watcher';
  scopes: ReadonlySet<Scope>;
  /**
   * The realm roles of a signed-in user (`realm_access.roles` of the verified access token; `via: 'token'` only).
   * API keys and watcher links carry none, so they never reach the operator console (admin/guard.ts).
   */
  roles: ReadonlySet<string>;
  /** The key's id when `via` is `apiKey`: the rate limit counts per key. */
  keyId?: string;
  /** The token's verified e-mail address (`email` with `email_verified: true`): where alerts go. */
  email?: string;
  /**
   * How the signed-in user proved who they are (`via: 'token'`, from the verified token only): the level (`acr`,
   * `"1"` password, `"2"` password and a second factor), the methods (`amr`) and when the latest factor was proven
   * (`auth_time`, epoch seconds). The step-up check (`stepUp.ts`) reads them.
   */
  authentication?: { acr?: string; amr: readonly string[]; authTime?: number };
  /** The keys of the sub-accounts an API key is limited to; absent: every sub-account of `sub`. */
  subaccounts?: ReadonlySet<string>;
  /** The watcher link a view reads through (`via: 'watcher'`): its sub-account's key and what it may read. */
  watcher?: {
    id: string;
    subaccount: string;
    scopes: ReadonlySet<WatcherScope>;
    /** Epoch seconds; `null`: never. */
    expiresAt: number | null;
  };
}

/** A refused request: status and the `{code, message}` the API answers. */
export class AuthError extends Error {
  constructor(
    readonly status: 401 | 403 | 429,
    readonly code: string,
    message: string,
    /** With 429: the seconds to wait. */
    readonly retryAfter?: number,
    /** Fields the answer carries beside `code` and `message` (a ban's `reason`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The answer to a banned account's request: 403 `account_banned` with the ban's reason. */
export const accountBanned = (reason: string) =>
  new AuthError(403, 'account_banned', 'This account is banned', undefined, { reason });

/** What token checks need to know about the identity provider. */
export interface TokenSettings {
  /** Issuer, e.g. `http://localhost:8080/realms/lode`. */
  issuer: string;
  /** JWKS URL; Keycloak's is `{issuer}/protocol/openid-connect/certs`. */
  jwksUrl: string;
  /** Required `aud` entry (Keycloak: the client id, or the API's own audience when mapped). */
  audience: string;
  /** Required `azp` when present: the app's client id. */
  clientId: string;
  /** Allowed clock difference, seconds (at most 60). */
  clockSkewSeconds: number;
}

const allScopes: ReadonlySet<Scope> = new Set(apiKeyScopes);
const BANNED_ROLE = 'banned';
const noRoles: ReadonlySet<string> = new Set();

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** A personal API key's parts: `lode_<id>_<secret>`; only the secret's hash is stored. */
export function newApiKey(): { id: string; secret: string; hash: string } {
  const id = randomBytes(6).toString('hex');
  const secret = `lode_${id}_${randomBytes(24).toString('base64url')}`;
  return { id, secret, hash: sha256(secret).toString('hex') };
}

/** The identity provider does not answer and this server has never had its keys: a token cannot be checked. */
export class ProviderUnavailable extends Error {}

/** Errors that mean the keys were found and the token is at fault, not the provider's availability. */
const verdicts = [errors.JWKSNoMatchingKey, errors.JWKSMultipleMatchingKeys, errors.JWKInvalid];

/**
 * The provider's signing keys. jose fetches them again once its copy is 10 minutes old, or when a token names a key
 * it lacks, and fails the token when that fetch fails. While the provider is down (a restart, an outage), a token it
 * signed before is still good until it expires: the last set fetched keeps answering for the keys it holds, so
 * signed-in miners go on working. Only a server that never reached the provider answers 503 rather than 401.
 */
export class ProviderKeys {
  readonly #remote: ReturnType<typeof createRemoteJWKSet>;
  #lastGood: ReturnType<typeof createLocalJWKSet> | undefined;

  /** `maxAgeMs`: how long a fetched set is used before it is fetched again (jose's default, 10 minutes). */
  constructor(url: URL, { maxAgeMs = 600_000 }: { maxAgeMs?: number } = {}) {
    this.#remote = createRemoteJWKSet(url, {
      cacheMaxAge: maxAgeMs,
      cooldownDuration: 30_000,
      timeoutDuration: 3_000,
    });
  }

  /** The key for one token, for `jwtVerify`. */
  readonly resolve = async (header: JWSHeaderParameters, token: FlattenedJWSInput) => {
    try {
      const key = await this.#remote(header, token);
      this.#keep();
      return key;
    } catch (error) {
      if (verdicts.some((verdict) => error instanceof verdict)) throw error;
      if (this.#lastGood) return this.#lastGood(header, token);
      throw new ProviderUnavailable('The identity provider does not answer', { cause: error });
    }
  };

  /** Fetches the keys now (at start-up), so a replica holds them before the provider may go away. */
  async warm(): Promise<void> {
    await this.#remote.reload();
    this.#keep();
  }

  #keep() {
    const jwks: JSONWebKeySet | undefined = this.#remote.jwks();
    if (jwks) this.#lastGood = createLocalJWKSet(jwks);
  }
}

/** Verifies bearer tokens against the provider's JWKS and personal API keys against the database. */
export class Authenticator {
  readonly #settings: TokenSettings;
  readonly #db: Database;
  readonly #now: () => number;
  readonly #keys: ProviderKeys;
  readonly #bannedSeen = new Set<string>();
  readonly #lastUseWritten = new Map<string, number>();
  readonly #verified = new Map<string, { principal: Principal; expiresAt: number }>();
  readonly #watcherUseWritten = new Map<string, number>();
  /**
   * Failed watcher secrets a minute per client: guessing a 192-bit secret is hopeless anyway, and past the limit the
   * client gets 429 without a database read. (No limit over all clients: it would let one client lock every
   * watcher out.)
   */
  readonly #watcherMisses: RateLimiter;

  constructor(settings: TokenSettings, db: Database, now: () => number) {
    this.#settings = { ...settings, clockSkewSeconds: Math.min(60, Math.max(0, settings.clockSkewSeconds)) };
    this.#db = db;
    this.#now = now;
    this.#keys = new ProviderKeys(new URL(settings.jwksUrl));
    this.#watcherMisses = new RateLimiter(20, 60, now);
  }

  /** Fetches the provider's keys now, so this server can check tokens through a later outage of the provider. */
  warmKeys(): Promise<void> {
    return this.#keys.warm();
  }

  /** The caller of a request, from `Authorization: Bearer` or `X-API-Key`; throws {@link AuthError}. */
  async authenticate(headers: Headers): Promise<Principal> {
    const authorization = headers.get('authorization');
    const apiKey = headers.get('x-api-key');
    const watcher = authorization ? /^Watcher\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
    if (watcher) return this.#verifyWatcher(watcher, headers);
    if (authorization) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      if (!match?.[1])
        throw new AuthError(401, 'unauthorized', 'The Authorization header is not a bearer token');
      const principal = await this.#verifyToken(match[1]);
      // Checked on every request, not once per token: a ban from the console counts on every replica at once.
      const reason = await banReasonOf(this.#db, principal.sub);
      if (reason) throw accountBanned(reason);
      return principal;
    }
    if (apiKey) return this.#verifyApiKey(apiKey);
    throw new AuthError(401, 'unauthorized', 'Sign in, or send a personal API key in X-API-Key');
  }

  async #verifyToken(token: string): Promise<Principal> {
    // A token is immutable: once its signature and claims passed, only its expiry can change the answer. The
    // dashboard polls with the same token, so this saves an RSA verification per request.
    const seen = this.#verified.get(token);
    const skewMs = this.#settings.clockSkewSeconds * 1000;
    if (seen && this.#now() < seen.expiresAt + skewMs) return seen.principal;
    if (seen) this.#verified.delete(token);
    const principal = await this.#verifyTokenFully(token);
    if (this.#verified.size >= 10_000) this.#verified.clear();
    return principal;
  }

  async #verifyTokenFully(token: string): Promise<Principal> {
    const { issuer, audience, clientId, clockSkewSeconds } = this.#settings;
    const now = this.#now();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.#keys.resolve, {
        issuer,
        audience,
        algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'],
        clockTolerance: clockSkewSeconds,
        currentDate: new Date(now),
        requiredClaims: ['exp', 'iat', 'sub'],
      }));
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw error;
      const reason =
        error instanceof errors.JWTExpired
          ? 'The token has expired'
          : error instanceof errors.JWTClaimValidationFailed
            ? `The token's ${error.claim} claim is not accepted`
            : 'The token is not valid';
      throw new AuthError(401, 'invalid_token', reason);
    }
    // An ID token carries the same issuer and audience: only access tokens (Keycloak's typ "Bearer") are accepted.
    if (payload.typ !== 'Bearer') throw new AuthError(401, 'invalid_token', 'Not an access token');
    if (payload.azp !== undefined && payload.azp !== clientId)
      throw new AuthError(401, 'invalid_token', "The token's azp claim is not accepted");
    if (typeof payload.iat === 'number' && payload.iat > now / 1000 + clockSkewSeconds)
      throw new AuthError(401, 'invalid_token', 'The token was issued in the future');
    const sub = payload.sub;
    if (typeof sub !== 'string' || sub === '')
      throw new AuthError(401, 'invalid_token', 'The token has no sub');
    const roles = (payload.realm_access as { roles?: unknown } | undefined)?.roles;
    if (Array.isArray(roles) && roles.includes(BANNED_ROLE)) {
      await this.#markBanned(sub);
      throw accountBanned('other');
    }
    const username = typeof payload.preferred_username === 'string' ? payload.preferred_username : '';
    // Only a verified address: alerts must not go to whatever address someone typed at registration.
    const email =
      typeof payload.email === 'string' && payload.email_verified === true ? payload.email : undefined;
    const principal: Principal = {
      sub,
      username,
      via: 'token',
      scopes: allScopes,
      roles: new Set(Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : []),
      ...(email ? { email } : {}),
      authentication: authenticationOf(payload),
    };
    this.#verified.set(token, { principal, expiresAt: (payload.exp ?? 0) * 1000 });
    return principal;
  }

  async #verifyWatcher(secret: string, headers: Headers): Promise<Principal> {
    // The last hop of X-Forwarded-For is the address the deployment's nginx saw (a client can only prepend to the
    // header); without a proxy every caller shares one bucket.
    const client = `watch:${headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'direct'}`;
    const wait = this.#watcherMisses.peek(client);
    if (wait !== null)
      throw new AuthError(429, 'rate_limited', `Too many failed watcher links; retry in ${wait} s`, wait);
    const grant = await findWatcherLink(this.#db, secret);
    const now = Math.floor(this.#now() / 1000);
    if (!grant) {
      this.#watcherMisses.hit(client);
      throw new AuthError(401, 'invalid_watcher', 'This watcher link is not valid');
    }
    const { link } = grant;
    if (link.revokedAt !== null) throw new AuthError(401, 'watcher_revoked', 'This watcher link was revoked');
    if (link.expiresAt !== null && link.expiresAt <= now)
      throw new AuthError(401, 'watcher_expired', 'This watcher link has expired');
    if (grant.banReason) throw accountBanned(grant.banReason);
    if (grant.banned || this.#bannedSeen.has(grant.owner)) throw accountBanned('other');
    await touchWatcherLink(this.#db, link.id, now, this.#watcherUseWritten);
    return {
      sub: grant.owner,
      username: grant.username,
      via: 'watcher',
      scopes: new Set(),
      roles: noRoles,
      watcher: { id: link.id, subaccount: link.sub, scopes: new Set(link.scopes), expiresAt: link.expiresAt },
    };
  }

  /**
   * Remembers the provider's ban so the user's API keys and watcher links stop working too, and records it as a ban
   * the console shows (reason `other`) unless one is in force.
   */
  async #markBanned(sub: string) {
    if (this.#bannedSeen.has(sub)) return;
    this.#bannedSeen.add(sub);
    await this.#db.query('UPDATE accounts SET banned = true WHERE owner = $1', [sub]);
    await recordProviderBan(this.#db, sub, this.#now());
  }

  async #verifyApiKey(secret: string): Promise<Principal> {
    const id = /^lode_([0-9a-f]{12})_[A-Za-z0-9_-]{32}$/.exec(secret)?.[1];
    const invalid = new AuthError(401, 'invalid_api_key', 'The API key is not valid or was revoked');
    if (!id) throw invalid;
    const [row] = await this.#db.query<{
      sub: string;
      scopes: string;
      secret_hash: string;
      revoked_at: number | null;
      banned: boolean;
      ban_reason: string | null;
      username: string;
      subaccounts: string | null;
    }>(
      `SELECT k.sub, k.scopes, k.secret_hash, k.revoked_at, a.banned, ${banReasonColumn('a.sub')} AS ban_reason,
              a.username, k.subaccounts
       FROM api_keys k JOIN accounts a ON a.sub = k.sub WHERE k.id = $1`,
      [id],
    );
    if (!row || row.revoked_at !== null) throw invalid;
    if (!timingSafeEqual(Buffer.from(row.secret_hash, 'hex'), sha256(secret))) throw invalid;
    const reason = banReasonFrom(row.ban_reason);
    if (reason) throw accountBanned(reason);
    if (row.banned || this.#bannedSeen.has(row.sub)) throw accountBanned('other');
    const now = Math.floor(this.#now() / 1000);
    // "Last used" to the minute is enough, and saves a write per request.
    if (now - (this.#lastUseWritten.get(id) ?? 0) >= 60) {
      this.#lastUseWritten.set(id, now);
      await this.#db.query('UPDATE api_keys SET last_used_at = $2 WHERE id = $1', [id, now]);
    }
    const scopes = new Set(JSON.parse(row.scopes) as Scope[]);
    return {
      sub: row.sub,
      username: row.username,
      via: 'apiKey',
      scopes,
      roles: noRoles,
      keyId: id,
      ...(row.subaccounts === null ? {} : { subaccounts: new Set(JSON.parse(row.subaccounts) as string[]) }),
    };
  }
}

/** The verified payload's `acr` (a string or a number), `amr` (strings) and `auth_time` (epoch seconds). */
function authenticationOf(payload: JWTPayload): NonNullable<Principal['authentication']> {
  const { acr, amr, auth_time: authTime } = payload;
  return {
    ...(typeof acr === 'string' || (typeof acr === 'number' && Number.isFinite(acr))
      ? { acr: String(acr) }
      : {}),
    amr: Array.isArray(amr) ? amr.filter((m): m is string => typeof m === 'string') : [],
    ...(typeof authTime === 'number' && Number.isFinite(authTime) ? { authTime } : {}),
  };
}

/** A fixed-window request counter per key: `limit` requests per `windowSeconds`. */
export class RateLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowSeconds: number,
    readonly now: () => number,
  ) {}

  /** The seconds to wait when `key` is already over the limit in this window (counting nothing), else `null`. */
  peek(key: string): number | null {
    if (this.limit <= 0) return null;
    const now = this.now() / 1000;
    const start = Math.floor(now / this.windowSeconds) * this.windowSeconds;
    const window = this.#windows.get(key);
    if (!window || window.start !== start || window.count < this.limit) return null;
    return Math.max(1, Math.ceil(start + this.windowSeconds - now));
  }

  /** Counts one request; returns the seconds to wait when over the limit, else `null`. */
  hit(key: string): number | null {
    if (this.limit <= 0) return null;
    const now = this.now() / 1000;
    const start = Math.floor(now / this.windowSeconds) * this.windowSeconds;
    let window = this.#windows.get(key);
    if (!window || window.start !== start) {
      if (this.#windows.size > 10_000) this.#windows.clear();
      window = { start, count: 0 };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.limit ? Math.max(1, Math.ceil(start + this.windowSeconds - now)) : null;
  }
}
