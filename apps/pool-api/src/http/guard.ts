import type { Context } from 'hono';
import type { Database } from '../db/database';
import type { PoolSource } from '../source/types';
import { AuthError, type Authenticator, type RateLimiter, type Scope } from './auth';
import { ApiError } from './errors';
import type { Env } from './router';

/** The scope an API key needs for a request (path under the API prefix), or `'token'` for signed-in users only. */
export function requiredScope(method: string, path: string): Scope | 'token' {
  if (path.startsWith('/settings/api-keys')) return 'token';
  if (path.startsWith('/settings/'))
    return method === 'GET' || method === 'HEAD' ? 'settings:read' : 'settings:write';
  return 'account:read';
}

/** What the guard checks callers against. */
export interface GuardParts {
  auth: Authenticator;
  db: Database;
  source: PoolSource;
  /** Requests a minute per personal API key, and per signed-in user. */
  keyLimiter: RateLimiter;
  tokenLimiter: RateLimiter;
  /** The API's path prefix (`/api/v1`): scopes are decided on the path below it. */
  prefix: string;
}

/**
 * The middleware in front of every account and settings route: who is calling, their rate limit, their scope; it
 * writes the account's simulated history on first sight and records the token's e-mail address (where alerts go).
 */
export function createGuard(parts: GuardParts) {
  // Accounts whose address we already wrote: the guard writes the token's address only when it changes.
  const knownEmails = new Map<string, string>();
  return async (c: Context<Env>, next: () => Promise<void>) => {
    const principal = await parts.auth.authenticate(c.req.raw.headers);
    const wait =
      principal.via === 'apiKey'
        ? parts.keyLimiter.hit(`key:${principal.keyId}`)
        : parts.tokenLimiter.hit(`sub:${principal.sub}`);
    if (wait !== null)
      throw new ApiError(429, 'rate_limited', `Too many requests; retry in ${wait} s`, undefined, {
        'Retry-After': String(wait),
      });
    const scope = requiredScope(c.req.method, c.req.path.slice(parts.prefix.length));
    if (scope === 'token' ? principal.via !== 'token' : !principal.scopes.has(scope))
      throw new AuthError(
        403,
        'insufficient_scope',
        scope === 'token'
          ? 'Only a signed-in user can manage API keys'
          : `This API key lacks the scope ${scope}`,
      );
    await parts.source.ensureAccount(principal.sub, principal.username);
    if (principal.email && knownEmails.get(principal.sub) !== principal.email) {
      await parts.db.query('UPDATE accounts SET email = $2 WHERE sub = $1 AND email IS DISTINCT FROM $2', [
        principal.sub,
        principal.email,
      ]);
      if (knownEmails.size > 100_000) knownEmails.clear();
      knownEmails.set(principal.sub, principal.email);
    }
    c.set('principal', principal);
    await next();
  };
}
