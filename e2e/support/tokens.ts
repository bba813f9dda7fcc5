import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// The tokens a page uses, as the network shows them: the access token in the Authorization header of its API calls
// and in its token answers, and the ID token of its token answers. Page scripts cannot read them from storage (a service worker keeps the
// refresh token and the engine keeps the others in memory), so the suites that call the pool API as the signed-in
// user, or compare what a page shows with the user's claims, take them from here.

interface Seen {
  access?: string;
  id?: string;
}

const seen = new WeakMap<Page, Seen>();

/** Starts noting the tokens `page` uses; call it before the page signs in. Idempotent. */
export function watchTokens(page: Page): void {
  if (seen.has(page)) return;
  const tokens: Seen = {};
  seen.set(page, tokens);
  page.on('request', (request) => {
    const authorization = request.headers().authorization;
    if (authorization?.startsWith('Bearer ') && request.url().includes('/api/v1/'))
      tokens.access = authorization.slice('Bearer '.length);
  });
  page.on('response', async (response) => {
    if (!response.url().endsWith('/protocol/openid-connect/token') || !response.ok()) return;
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (typeof body?.id_token === 'string') tokens.id = body.id_token;
    // A refresh's new access token, before the page's next API call carries it (a service worker's placeholder is
    // not a token).
    if (typeof body?.access_token === 'string' && body.access_token.split('.').length === 3)
      tokens.access = body.access_token;
  });
}

function tokensOf(page: Page): Seen {
  const tokens = seen.get(page);
  if (!tokens) throw new Error('watchTokens(page) was not called before the page signed in');
  return tokens;
}

/** The access token the page sends with its API calls (waits for its first call). */
export async function accessToken(page: Page): Promise<string> {
  await expect.poll(() => tokensOf(page).access, { message: 'an API call with a token' }).toBeTruthy();
  return tokensOf(page).access ?? '';
}

/** The latest ID token the page received (waits for one). */
export async function idToken(page: Page): Promise<string> {
  await expect.poll(() => tokensOf(page).id, { message: 'a token answer with an ID token' }).toBeTruthy();
  return tokensOf(page).id ?? '';
}

/** The claims of a JWT, unverified (the page has verified it). */
export function jwtClaims<T>(token: string): T {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as T;
}
