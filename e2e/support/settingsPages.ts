import type { Page } from '@playwright/test';
import { accessToken } from './tokens';

// Steps shared by the wallets, API keys, settings and referral suites.

/** The pool API's answer for the signed-in user, fetched in the page with the token the page holds. */
export async function apiAs<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  const token = await accessToken(page);
  return page.evaluate(
    async ({ p, method, body, token }) => {
      const response = await fetch(`/api/v1${p}`, {
        method: method ?? 'GET',
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${p}: ${response.status}`);
      return (response.status === 204 ? null : await response.json()) as unknown;
    },
    { p: path, method: init.method, body: init.body, token },
  ) as Promise<T>;
}
