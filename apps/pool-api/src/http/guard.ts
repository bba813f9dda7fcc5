import type { Context } from 'hono';
import type { Database } from '../db/database';
import type { PoolSource } from '../source/types';
import { SUBACCOUNT_NAME } from '../subaccounts/names';
import { findSubaccount, listSubaccounts, subaccountByKey } from '../subaccounts/store';
import type { WatcherScope } from '../watchers/lookup';
import { AuthError, type Authenticator, type Principal, type RateLimiter, type Scope } from './auth';
import { ApiError } from './errors';
import type { Env } from './router';
import { rememberSecondFactor } from './stepUp';

/** The scope an API key needs for a request (path under the API prefix), or `'token'` for signed-in users only. */
export function requiredScope(method: string, path: string): Scope | 'token' {
  if (path.startsWith('/settings/api-keys') || path.startsWith('/settings/watchers')) return 'token';
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
  /** The clock tokens are judged by, epoch ms. */
  now: () => number;
}

/**
 * The middleware in front of every account and settings route: who is calling, their rate limit, their scope; it
 * writes the account's simulated history on first sight, records the token's e-mail address (where alerts go) and
 * whether it showed a second factor, and names the sub-account the operation is about.
 */
export function createGuard(parts: GuardParts) {
  // Accounts whose address we already wrote: the guard writes the token's address only when it changes.
  const knownEmails = new Map<string, string>();
  // Users this process has already recorded as having signed in with a second factor (`when-enrolled`).
  const secondFactorSeen = new Set<string>();
  return async (c: Context<Env>, next: () => Promise<void>) => {
    const principal = await parts.auth.authenticate(c.req.raw.headers);
    const wait =
      principal.via === 'apiKey'
        ? parts.keyLimiter.hit(`key:${principal.keyId}`)
        : principal.via === 'watcher'
          ? parts.keyLimiter.hit(`watch:${principal.watcher?.id}`)
          : parts.tokenLimiter.hit(`sub:${principal.sub}`);
    if (wait !== null)
      throw new ApiError(429, 'rate_limited', `Too many requests; retry in ${wait} s`, undefined, {
        'Retry-After': String(wait),
      });
    if (principal.via === 'watcher') {
      c.set('principal', principal);
      c.set('subaccount', await watcherSubaccount(c, parts, principal));
      return next();
    }
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
      await parts.db.query('UPDATE accounts SET email = $2 WHERE owner = $1 AND email IS DISTINCT FROM $2', [
        principal.sub,
        principal.email,
      ]);
      if (knownEmails.size > 100_000) knownEmails.clear();
      knownEmails.set(principal.sub, principal.email);
    }
    await rememberSecondFactor(parts.db, principal, parts.now(), secondFactorSeen);
    c.set('principal', principal);
    const path = c.req.path.slice(parts.prefix.length);
    if (boundToSubaccount(path)) {
      const subaccount = await resolveSubaccount(parts.db, principal, c.req.query('subaccount'));
      if (
        subaccount.archivedAt !== null &&
        path.startsWith('/settings/') &&
        !['GET', 'HEAD'].includes(c.req.method)
      )
        throw new ApiError(
          409,
          'subaccount_archived',
          `${subaccount.name} is archived: restore it to change it`,
        );
      c.set('subaccount', subaccount);
    }
    await next();
  };
}

/**
 * What a watcher link may read: the dashboard (summary, hashrate of the last 24 h, the live stream and the link
 * itself) always; workers, earnings (accruals, payouts) and longer hashrate histories when its scopes say so.
 * Nothing that writes, and nothing of the owner's (settings, keys, referral, alerts, other sub-accounts).
 */
export function watcherMayRead(
  method: string,
  path: string,
  query: (name: string) => string | undefined,
  scopes: ReadonlySet<WatcherScope>,
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (['/account/summary', '/account/stream', '/account/watcher'].includes(path)) return true;
  if (path === '/account/hashrate')
    return scopes.has('statistics') || ['1h', '24h'].includes(query('range') ?? '24h');
  if (path === '/account/workers' || path === '/account/workers.csv' || path.startsWith('/account/workers/'))
    return scopes.has('workers');
  if (/^\/account\/(accruals|payouts)(\.csv)?$/.test(path)) return scopes.has('earnings');
  return false;
}

/** The sub-account a watcher link shows, after checking the request is one the link allows. */
async function watcherSubaccount(c: Context<Env>, parts: GuardParts, principal: Principal) {
  const watcher = principal.watcher as NonNullable<Principal['watcher']>;
  const path = c.req.path.slice(parts.prefix.length);
  if (!watcherMayRead(c.req.method, path, (name) => c.req.query(name), watcher.scopes))
    throw new AuthError(
      403,
      'watcher_forbidden',
      c.req.method === 'GET' || c.req.method === 'HEAD'
        ? 'This watcher link does not show that'
        : 'A watcher link is read-only',
    );
  const subaccount = await subaccountByKey(parts.db, watcher.subaccount);
  const asked = c.req.query('subaccount');
  if (!subaccount || (asked !== undefined && asked !== subaccount.name))
    throw new AuthError(403, 'watcher_forbidden', 'This watcher link shows one sub-account only');
  return subaccount;
}

/** Operations of the user as a whole; every other account and settings operation reads or changes one sub-account. */
const userWide = [
  '/settings/api-keys',
  '/settings/subaccounts',
  '/settings/telegram',
  '/settings/webhooks',
  '/account/overview',
  '/account/referral',
  '/account/watcher',
];

/** Whether the operation at `path` (below the API prefix) takes the `subaccount` parameter. */
export const boundToSubaccount = (path: string) =>
  !userWide.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * The sub-account a request names (`?subaccount=`), or without a name the default one; for an API key limited to
 * sub-accounts, the first of its own. A name the user does not have is `404`, one the key may not reach `403`.
 */
async function resolveSubaccount(db: Database, principal: Principal, name: string | undefined) {
  const notFound = () =>
    new ApiError(404, 'subaccount_not_found', `This account has no sub-account named ${name ?? ''}`.trim());
  const limited = principal.subaccounts;
  if (name !== undefined && !SUBACCOUNT_NAME.test(name)) throw notFound();
  if (limited && name === undefined) {
    const own = (await listSubaccounts(db, principal.sub)).find((s) => limited.has(s.key));
    if (!own) throw forbiddenSubaccount();
    return own;
  }
  const found = await findSubaccount(db, principal.sub, name);
  if (!found) throw notFound();
  if (limited && !limited.has(found.key)) throw forbiddenSubaccount();
  return found;
}

/** An API key limited to other sub-accounts. */
export const forbiddenSubaccount = () =>
  new AuthError(403, 'subaccount_forbidden', 'This API key is not limited to that sub-account');
