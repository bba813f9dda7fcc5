import { randomUUID } from 'node:crypto';
import { type RunningIdp, startIdp } from '@lode/idp';
import { formAction, pkcePair, TestBrowser } from '@lode/idp/testing';
import { type RunningPoolApi, startPoolApi } from '../index';
import type { PoolApiOptions } from '../options';
import { freshDatabase } from './databases';

// The whole stack the API tests run against: the real identity provider on a free port and the API on another,
// with tokens obtained the way a browser gets them (authorization code + PKCE through the login form).

/** The app origin the identity provider accepts redirects to (nothing listens there: redirects are not followed). */
export const APP = 'http://localhost:3999';
const CLIENT_ID = 'lode-web';

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

/** Calls the idp's test control API (`faults` or `settings`). */
export async function control(idp: RunningIdp, path: 'faults' | 'settings', method: string, body?: unknown) {
  const response = await fetch(`${idp.url}/__lode/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`idp control ${method} ${path}: ${response.status}`);
}

/** Signs `username` in (password = user name) through the login form and returns the access token. */
export async function accessToken(idp: RunningIdp, username: string): Promise<string> {
  const browser = new TestBrowser();
  const { verifier, challenge } = pkcePair();
  const redirectUri = `${APP}/dashboard`;
  const auth = new URL(`${idp.issuer}/protocol/openid-connect/auth`);
  auth.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid',
    state: randomUUID(),
    nonce: randomUUID(),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const page = await browser.navigate(auth.href, APP);
  const action = new URL(formAction(page.text, 'kc-form-login'), idp.url).href;
  const back = await browser.navigate(action, APP, { form: { username, password: username } });
  const code = back.location ? new URL(back.location).searchParams.get('code') : null;
  if (!code) throw new Error(`sign-in of ${username} did not return a code (status ${back.status})`);
  const response = await fetch(`${idp.issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: CLIENT_ID,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  const tokens = (await response.json()) as { access_token?: string };
  if (!tokens.access_token) throw new Error(`no access token for ${username}: ${JSON.stringify(tokens)}`);
  return tokens.access_token;
}
