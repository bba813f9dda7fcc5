import type { Locator, Page } from '@playwright/test';
import {
  accessTokenThroughForm,
  enrolTotp,
  submitOtpForm,
  TestBrowser,
  totpCode,
  unusedTotpCode,
} from '@lode/idp/testing';
import { appUrl, atApp, atIdp, idpUrl, keepProviderSession } from './app';
import { expect } from './fixtures';
import { jwtClaims } from './tokens';

// A user's authenticator at the embedded provider, as the cabinet's tests set it up and use it: the set-up on the
// provider's account page, and the code page a change that needs a second factor leads to. For the pool API calls
// a test makes to set something up (not what it tests), a token with a fresh second factor is got in the test
// process, through the provider's forms, as the app would get it.

/** The authenticator of each user this worker set up (the stack's provider keeps it until the worker stops). */
const secrets = new Map<string, string>();
/** The password of each user this worker registered; a demo user's password is its name. */
const passwords = new Map<string, string>();
/** Each user's last token with a second factor, and when it was got (epoch ms). */
const steppedUp = new Map<string, { token: string; at: number }>();
/** The pool API takes a second factor proven within five minutes; a token is reused for four. */
const FRESH_MS = 4 * 60_000;

/** Notes the password of a user a test registered, for the sign-ins this file makes as that user. */
export function rememberPassword(username: string, password: string): void {
  passwords.set(username, password);
}

/** The password of `username`: the one a test registered it with, else (a demo user) its name. */
export const passwordOf = (username: string) => passwords.get(username) ?? username;

/**
 * Sets up an authenticator for the user signed in at the provider in `page`'s browser (it has signed in to the
 * cabinet), on the provider's account page, and comes back to the page it was on; resolves with the key. A user
 * this worker set up before keeps the key it has.
 */
export async function enrolAuthenticator(page: Page, username: string, password = username): Promise<string> {
  const key = `${idpUrl()} ${username}`;
  const known = secrets.get(key);
  if (known) return known;
  const back = page.url();
  await page.goto(`${idpUrl()}/realms/lode/account/totp?kc_locale=en`);
  const secret = (await page.locator('#kc-totp-secret-key').textContent())?.replaceAll(' ', '') ?? '';
  expect(secret, `the authenticator key shown to ${username}`).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Current password').fill(password);
  // The set-up's code is not a sign-in: the provider takes the same step's code for a step-up right after.
  await page.getByLabel('One-time code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('#kc-recovery-codes-list li')).toHaveCount(10);
  secrets.set(key, secret);
  await keepProviderSession(page, username);
  if (back.startsWith('http')) await page.goto(back);
  return secret;
}

/**
 * The authenticator key of `username`: the one this worker set up before, else one set up now in the test process
 * (a TestBrowser that signs in at the provider and fills its account page), not in a test's page.
 */
export async function authenticatorSecret(
  username: string,
  password = passwordOf(username),
): Promise<string> {
  const key = `${idpUrl()} ${username}`;
  const known = secrets.get(key);
  if (known) return known;
  const { secret } = await enrolTotp(
    new TestBrowser(),
    `${idpUrl()}/realms/lode`,
    appUrl(),
    username,
    password,
  );
  secrets.set(key, secret);
  return secret;
}

/**
 * An access token of `username` with a fresh second factor (acr 2), got in the test process through the provider's
 * login and code pages; the user's authenticator is set up first when this worker has not. A token got less than
 * four minutes ago is reused (the pool API takes a factor proven within five).
 */
export async function steppedUpToken(username: string, password = passwordOf(username)): Promise<string> {
  const key = `${idpUrl()} ${username}`;
  const cached = steppedUp.get(key);
  if (cached && Date.now() - cached.at < FRESH_MS) return cached.token;
  const totpSecret = await authenticatorSecret(username, password);
  const at = Date.now();
  const token = await accessTokenThroughForm(`${idpUrl()}/realms/lode`, appUrl(), username, password, {
    acrValues: '2',
    totpSecret,
  });
  steppedUp.set(key, { token, at });
  return token;
}

/** Whether a pool API answer is its challenge for a fresh second factor (RFC 9470). */
export const needsSecondFactor = (status: number, wwwAuthenticate: string | null | undefined) =>
  status === 401 && (wwwAuthenticate ?? '').includes('error="insufficient_user_authentication"');

/** The user a token of the page's was issued to (its `preferred_username`). */
export const tokenUser = (token: string) =>
  jwtClaims<{ preferred_username: string }>(token).preferred_username;

/**
 * Confirms a change at the provider: waits for its code page (where the cabinet's "Continue to confirm" led),
 * enters a code of `secret` that this process has not used, and waits until the browser is back in the app.
 */
export async function enterCode(page: Page, secret: string): Promise<void> {
  await page.waitForURL((url) => atIdp(url), { waitUntil: 'commit' });
  await expect(page.locator('#kc-otp-login-form')).toBeVisible();
  await submitOtpForm(page, await unusedTotpCode(secret));
  await page.waitForURL((url) => atApp(url) && !url.pathname.startsWith('/auth/callback'), {
    waitUntil: 'commit',
  });
  const user = ownerOf(secret);
  if (user) await keepProviderSession(page, user);
}

/** The user this worker set up `secret` for. */
function ownerOf(secret: string): string | undefined {
  const prefix = `${idpUrl()} `;
  for (const [key, known] of secrets)
    if (known === secret && key.startsWith(prefix)) return key.slice(prefix.length);
  return undefined;
}

/**
 * Makes a change that needs a second factor: `act` asks for it (a form's save); when the cabinet says the pool
 * wants a second factor, this confirms at the provider with `secret`'s code and the form sends the change again by
 * itself. A session confirmed less than five minutes ago is not asked again: then `done` (what the page shows once
 * the change is made) comes at once. Resolves once `done` is visible.
 */
export async function withSecondFactor(
  page: Page,
  secret: string,
  act: () => Promise<void>,
  done: Locator,
): Promise<void> {
  await act();
  const notice = page.locator('[data-step-up="needed"]');
  await expect(notice.or(done).first()).toBeVisible();
  if (await notice.isVisible()) {
    await notice.getByRole('button', { name: 'Continue to confirm' }).click();
    await enterCode(page, secret);
  }
  await expect(done).toBeVisible();
}
