import { randomUUID } from 'node:crypto';
import { CLIENT_ID } from '../users';
import { pkcePair, TestBrowser } from './browser';
import { postLoginForm } from './forms';

// The authorization-code flow with PKCE as the app runs it, for code that needs a user's tokens without a browser:
// the API's tests, the bench's load runs, the deployment's load generator.

/** One authorization request and what its answer is checked and exchanged with. */
export interface AuthorizationRequest {
  /** The provider's authorization endpoint with the request's parameters. */
  url: string;
  redirectUri: string;
  state: string;
  nonce: string;
  /** The PKCE verifier whose S256 challenge the request carries. */
  verifier: string;
}

/**
 * An authorization request as the app sends it to `issuer`: code flow, PKCE (S256), the answer in the query of
 * `redirectUri`. `extra` adds or replaces parameters (`ui_locales`, `prompt`, `login_hint`, `scope`).
 */
export function authorizationRequest(
  issuer: string,
  redirectUri: string,
  extra: Record<string, string> = {},
): AuthorizationRequest {
  const { verifier, challenge } = pkcePair();
  const state = randomUUID();
  const nonce = randomUUID();
  const url = new URL(`${issuer}/protocol/openid-connect/auth`);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  return { url: url.href, redirectUri, state, nonce, verifier };
}

/**
 * An access token of `username` (a demo user's password is its name), got the way a browser gets one: the
 * authorization request, the login form, the redirect back to `appOrigin` with a code, and the code exchanged with
 * the request's verifier. A TestBrowser keeps the provider's cookies between the steps. `redirectPath` is where the
 * app asks to come back (`/auth/callback`, as the app does, by default); `timeoutMs` limits each request.
 */
export async function accessTokenThroughForm(
  issuer: string,
  appOrigin: string,
  username: string,
  password = username,
  options: { redirectPath?: string; timeoutMs?: number } = {},
): Promise<string> {
  const browser = new TestBrowser({ timeoutMs: options.timeoutMs });
  const request = authorizationRequest(issuer, `${appOrigin}${options.redirectPath ?? '/auth/callback'}`);
  const page = await browser.navigate(request.url, appOrigin);
  if (!page.text.includes('id="kc-form-login"'))
    throw new Error(`no login form at ${page.url} (status ${page.status})`);
  const back = await postLoginForm(browser, page, appOrigin, username, password);
  const code = back.location ? new URL(back.location).searchParams.get('code') : null;
  if (!code) throw new Error(`signing in as ${username} returned no code (status ${back.status})`);
  const response = await fetch(`${issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: CLIENT_ID,
      redirect_uri: request.redirectUri,
      code_verifier: request.verifier,
    }),
    ...(options.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(options.timeoutMs) }),
  });
  const tokens = (await response.json()) as { access_token?: unknown };
  if (typeof tokens.access_token !== 'string')
    throw new Error(`no access token for ${username} (status ${response.status}): ${JSON.stringify(tokens)}`);
  return tokens.access_token;
}
