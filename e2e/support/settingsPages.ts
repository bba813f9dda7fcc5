import type { Page } from '@playwright/test';
import { needsSecondFactor, steppedUpToken, tokenUser } from './secondFactor';
import { accessToken } from './tokens';

// Steps shared by the wallets, API keys, settings and referral suites.

/** What {@link apiAs} got: the answer's status, its challenge header and its body. */
interface PageAnswer {
  status: number;
  challenge: string | null;
  body: unknown;
}

/** One pool API call made in `page` with `token`. */
function callInPage(page: Page, path: string, token: string, init: { method?: string; body?: unknown }) {
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
      const answer = response.ok && response.status !== 204 ? ((await response.json()) as unknown) : null;
      return { status: response.status, challenge: response.headers.get('www-authenticate'), body: answer };
    },
    { p: path, method: init.method, body: init.body, token },
  ) as Promise<PageAnswer>;
}

/**
 * The pool API's answer for the signed-in user, fetched in the page with the token the page holds. A call the API
 * answers with its challenge for a second factor (an address change, say) is made once more with a token of the
 * same user that carries a fresh one (support/secondFactor.ts), as the set-up of a test about something else.
 */
export async function apiAs<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  const token = await accessToken(page);
  let answer = await callInPage(page, path, token, init);
  if (needsSecondFactor(answer.status, answer.challenge))
    answer = await callInPage(page, path, await steppedUpToken(tokenUser(token)), init);
  if (answer.status < 200 || answer.status > 299) throw new Error(`${path}: ${answer.status}`);
  return answer.body as T;
}
