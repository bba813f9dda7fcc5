import { CLIENT_ID, type RunningIdp, startIdp } from '@lode/idp';
import { accessTokenThroughForm, controlIdp, enrolTotp, TestBrowser } from '@lode/idp/testing';
import { type RunningPoolApi, startPoolApi } from '../index';
import type { PoolApiOptions } from '../options';
import { freshDatabase } from './databases';

// The whole stack the API tests run against: the real identity provider on a free port and the API on another,
// with tokens obtained the way a browser gets them (authorization code + PKCE through the login form).

/** The app origin the identity provider accepts redirects to (nothing listens there: redirects are not followed). */
export const APP = 'http://localhost:3999';

/** A clock the tests can move: the API reads it, the identity provider keeps real time. */
export const clock = {
  offsetMs: 0,
  now: () => Date.now() + clock.offsetMs,
};

/**
 * Starts the identity provider with its test controls. A file that moves the API's clock minutes ahead gives its
 * tokens a longer life (`accessTokenTtl`, seconds), or they expire on a slow run before its last request.
 */
export function startTestIdp(options: { accessTokenTtl?: number } = {}): Promise<RunningIdp> {
  return startIdp({ port: 0, appOrigin: APP, testControls: true, ...options });
}

/**
 * Starts the API against `idp` on a new, empty database (testing/databases.ts: PGlite in memory, or a fresh
 * database on the run's PostgreSQL server), unless `dataDir` or `databaseUrl` names one.
 */
export async function startTestApi(
  idp: RunningIdp,
  options: Partial<PoolApiOptions> = {},
): Promise<RunningPoolApi> {
  const named = options.dataDir !== undefined || options.databaseUrl !== undefined;
  return startPoolApi({
    ...(named ? {} : await freshDatabase()),
    port: 0,
    host: '127.0.0.1',
    authUrl: idp.url,
    realm: 'lode',
    clientId: CLIENT_ID,
    publicUrl: APP,
    now: clock.now,
    testControls: true,
    ...options,
    // The access log would drown the test report: only warnings and errors show.
    log: { access: false, ...options.log },
  });
}

/** Calls the idp's test control API (`faults`, `settings` or `clock`). */
export function control(
  idp: RunningIdp,
  path: 'faults' | 'settings' | 'clock',
  method: string,
  body?: unknown,
) {
  return controlIdp(idp.url, path, method, body);
}

/**
 * Runs a sign-in flow once more when its connection to the provider was reset before any answer: Node's fetch may
 * reuse a keep-alive connection the provider closed as idle a moment before (a loaded machine runs the client's idle
 * timer late), and such a request never reached the provider.
 */
async function onceMoreAfterReset<T>(flow: () => Promise<T>): Promise<T> {
  try {
    return await flow();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (!(error instanceof TypeError) || cause?.code !== 'ECONNRESET') throw error;
    return flow();
  }
}

/** Signs `username` in (password = user name) through the login form and returns the access token. */
export function accessToken(idp: RunningIdp, username: string): Promise<string> {
  return onceMoreAfterReset(() =>
    accessTokenThroughForm(idp.issuer, APP, username, username, { redirectPath: '/dashboard' }),
  );
}

/** Sets an authenticator up for `username` on the provider's account page, as the user would; answers its secret. */
export async function enrolAuthenticator(idp: RunningIdp, username: string): Promise<string> {
  return (await onceMoreAfterReset(() => enrolTotp(new TestBrowser(), idp.issuer, APP, username))).secret;
}

/**
 * Signs `username` in with the password and a code of `totpSecret` (`acr_values=2`): an access token with acr 2 and
 * an `auth_time` of now on the provider's clock.
 */
export function steppedUpToken(idp: RunningIdp, username: string, totpSecret: string): Promise<string> {
  return onceMoreAfterReset(() =>
    accessTokenThroughForm(idp.issuer, APP, username, username, {
      redirectPath: '/dashboard',
      acrValues: '2',
      totpSecret,
    }),
  );
}
