import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, type JSONWebKeySet } from 'jose';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type RunningIdp, startIdp } from '../server';
import { type Answer, pkcePair, TestBrowser } from './browser';
import { postLoginForm } from './forms';

// The provider each of this package's test files starts for itself (`setUpIdp()`), and the steps they share: the
// code flow as the SPA runs it, the token endpoint, the test controls. Not part of `@lode/idp/testing`: the tests of
// this package alone use it.

export const APP = 'http://localhost:3999';
export const CLIENT_ID = 'lode-web';

export let idp: RunningIdp;
export let jwks: ReturnType<typeof createLocalJWKSet>;

export const endpoint = (name: string) => `${idp.issuer}/protocol/openid-connect/${name}`;

export async function control(path: string, method: string, body?: unknown) {
  const response = await fetch(`${idp.url}/__lode/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const setFaults = (faults: Record<string, boolean>) => control('faults', 'PUT', faults);

/** One authorization request as the SPA would send it. */
export function authorizeUrl(
  flow: { challenge: string; state: string; nonce: string; redirectUri: string },
  extra: Record<string, string> = {},
) {
  const url = new URL(endpoint('auth'));
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: flow.redirectUri,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid profile email',
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: flow.challenge,
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  return url.href;
}

export interface Flow {
  browser: TestBrowser;
  verifier: string;
  challenge: string;
  state: string;
  nonce: string;
  redirectUri: string;
}

export function newFlow(browser = new TestBrowser(), redirectUri = `${APP}/dashboard`): Flow {
  return { browser, ...pkcePair(), state: randomUUID(), nonce: randomUUID(), redirectUri };
}

/** GET auth and follow to the provider's page (or straight back to the app when a session exists). */
export const openAuth = (flow: Flow, extra?: Record<string, string>) =>
  flow.browser.navigate(authorizeUrl(flow, extra), APP);

/** Submits the login form on `page` and follows the redirects back to the app. */
export const submitLogin = (flow: Flow, page: Answer, username: string, password: string) =>
  postLoginForm(flow.browser, page, APP, username, password);

/** A whole sign-in: auth request, login form, callback; returns the callback URL's parameters. */
export async function signIn(
  username: string,
  password = username,
  flow = newFlow(),
  extra?: Record<string, string>,
) {
  const page = await openAuth(flow, extra);
  expect(page.status).toBe(200);
  const back = await submitLogin(flow, page, username, password);
  expect(back.location?.startsWith(flow.redirectUri)).toBe(true);
  return { flow, params: new URL(back.location ?? '').searchParams };
}

export async function tokenRequest(form: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(endpoint('token'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, string>,
  };
}

export const exchange = (flow: Flow, code: string) =>
  tokenRequest({
    grant_type: 'authorization_code',
    code,
    client_id: CLIENT_ID,
    redirect_uri: flow.redirectUri,
    code_verifier: flow.verifier,
  });

export const refresh = (refreshToken: string) =>
  tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT_ID });

/** Signs in and exchanges the code: the token response of a fresh session. */
export async function tokensFor(username: string, flow = newFlow()) {
  const { params } = await signIn(username, username, flow);
  const tokens = await exchange(flow, params.get('code') ?? '');
  expect(tokens.status).toBe(200);
  return { flow, tokens: tokens.body };
}

/** Starts a provider of the file's own for its tests, and puts its switches and lifetimes back after each. */
export function setUpIdp(): void {
  beforeAll(async () => {
    idp = await startIdp({ port: 0, appOrigin: APP, testControls: true });
    const keys = (await (await fetch(endpoint('certs'))).json()) as JSONWebKeySet;
    jwks = createLocalJWKSet(keys);
  });
  afterAll(() => idp.close());
  afterEach(async () => {
    await control('faults', 'DELETE');
    await control('settings', 'DELETE');
  });
}
