import { randomUUID } from 'node:crypto';
import { CLIENT_ID } from '../users';
import { leadsTo, pkcePair, TestBrowser } from './browser';
import { postLoginForm, postOtpForm } from './forms';
import { unusedTotpCode } from './totp';

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

/** How {@link tokensThroughForm} signs in. */
export interface FormSignInOptions {
  /** Where the app asks to come back: `/auth/callback`, as the app does, by default. */
  redirectPath?: string;
  /** Each request fails after that long. */
  timeoutMs?: number;
  /** `acr_values` of the request: `'2'` asks for the second factor. */
  acrValues?: string;
  /** `max_age` of the request, seconds. */
  maxAge?: number;
  /** The user's TOTP secret: when the provider shows the code page, a code of this secret goes in. */
  totpSecret?: string;
  /**
   * The browser to sign in with: one that signed in before brings its session (the provider then asks only for
   * what is missing, or nothing). A new one by default.
   */
  browser?: TestBrowser;
  /** More authorization parameters (`ui_locales`, `prompt`, `login_hint`). */
  extra?: Record<string, string>;
}

/** The token endpoint's answer to a code exchange. */
export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

/**
 * A user's tokens, got the way a browser gets them: the authorization request, the login form (`username`; a demo
 * user's password is its name) and the code page when the provider shows them, the redirect back to `appOrigin`
 * with a code, and the code exchanged with the request's verifier. A TestBrowser keeps the provider's cookies
 * between the steps. The code page takes a code of `totpSecret` not used before in this process (see
 * `unusedTotpCode`), and fails the call without one.
 */
export async function tokensThroughForm(
  issuer: string,
  appOrigin: string,
  username: string,
  password = username,
  options: FormSignInOptions = {},
): Promise<TokenResponse> {
  const browser = options.browser ?? new TestBrowser({ timeoutMs: options.timeoutMs });
  const request = authorizationRequest(issuer, `${appOrigin}${options.redirectPath ?? '/auth/callback'}`, {
    ...(options.acrValues === undefined ? {} : { acr_values: options.acrValues }),
    ...(options.maxAge === undefined ? {} : { max_age: String(options.maxAge) }),
    ...options.extra,
  });
  let page = await browser.navigate(request.url, appOrigin);
  for (let steps = 0; steps < 3 && !(page.location && leadsTo(page.location, appOrigin)); steps += 1) {
    if (page.text.includes('id="kc-form-login"')) {
      page = await postLoginForm(browser, page, appOrigin, username, password);
    } else if (page.text.includes('id="kc-otp-login-form"')) {
      if (!options.totpSecret) throw new Error(`the provider asks ${username} for a one-time code`);
      page = await postOtpForm(browser, page, appOrigin, await unusedTotpCode(options.totpSecret));
    } else {
      throw new Error(`no login or code form at ${page.url} (status ${page.status})`);
    }
  }
  const back = page.location ? new URL(page.location) : undefined;
  const code = back?.searchParams.get('code');
  if (!code) {
    const error = back?.searchParams.get('error');
    throw new Error(
      `signing in as ${username} returned no code (status ${page.status}${error ? `, ${error}` : ''})`,
    );
  }
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
  const tokens = (await response.json()) as Partial<TokenResponse>;
  if (typeof tokens.access_token !== 'string' || typeof tokens.id_token !== 'string')
    throw new Error(`no tokens for ${username} (status ${response.status}): ${JSON.stringify(tokens)}`);
  return tokens as TokenResponse;
}

/**
 * An access token of `username`, by {@link tokensThroughForm}: with `acrValues: '2'` and the user's `totpSecret`
 * it carries acr 2 (when the user has an authenticator).
 */
export async function accessTokenThroughForm(
  issuer: string,
  appOrigin: string,
  username: string,
  password = username,
  options: FormSignInOptions = {},
): Promise<string> {
  return (await tokensThroughForm(issuer, appOrigin, username, password, options)).access_token;
}
