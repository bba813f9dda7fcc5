import type { Context } from 'hono';
import type { Authenticator, Principal, RateLimiter } from '../http/auth';
import { ApiError } from '../http/errors';
import type { Env } from '../http/router';

// Who may use the operator console's API: signed-in users (a verified access token) whose realm roles name a staff
// role. Roles come from the token the provider signed, never from anything the client says. API keys and watcher
// links carry no roles, so they never get past `requireStaff`.

/** A realm role that opens (part of) the operator console: `admin` everything, `support` accounts and the inbox. */
export type StaffRole = 'admin' | 'support';

/** Whether the caller holds one of the `allowed` staff roles (a signed-in user only). */
export function hasStaffRole(principal: Principal, allowed: readonly StaffRole[]): boolean {
  return principal.via === 'token' && allowed.some((role) => principal.roles.has(role));
}

/** Throws 403 `forbidden` unless the caller is a signed-in user with one of the `allowed` roles. */
export function requireStaff(principal: Principal, allowed: readonly StaffRole[]): void {
  if (hasStaffRole(principal, allowed)) return;
  throw new ApiError(
    403,
    'forbidden',
    allowed.length === 1
      ? `This needs the ${allowed[0]} role`
      : `This needs the ${allowed.join(' or ')} role`,
  );
}

/** What the console's gate checks callers with. */
export interface StaffGateParts {
  auth: Authenticator;
  /** Requests a minute per signed-in user (the same limiter the account routes use). */
  tokenLimiter: RateLimiter;
}

/**
 * The middleware in front of `/admin/*`: a verified access token is required (401 otherwise, 403 `forbidden` for an
 * API key or watcher link), the user's rate limit applies, and the principal is set for the handlers, which call
 * {@link requireStaff} with the roles their operation allows.
 */
export function staffGate(parts: StaffGateParts) {
  return async (c: Context<Env>, next: () => Promise<void>) => {
    const principal = await parts.auth.authenticate(c.req.raw.headers);
    if (principal.via !== 'token')
      throw new ApiError(403, 'forbidden', 'The operator console needs a signed-in user, not a key or link');
    const wait = parts.tokenLimiter.hit(`sub:${principal.sub}`);
    if (wait !== null)
      throw new ApiError(429, 'rate_limited', `Too many requests; retry in ${wait} s`, undefined, {
        'Retry-After': String(wait),
      });
    c.set('principal', principal);
    await next();
  };
}
