import type { Locator, Page } from '@playwright/test';
import { submitOtpForm, totpCode, unusedTotpCode } from '@lode/idp/testing';
import { atApp, atIdp, idpUrl } from './app';
import { expect } from './fixtures';

// A user's authenticator at the embedded provider, as the cabinet's tests set it up and use it: the set-up on the
// provider's account page, and the code page a change that needs a second factor leads to.

/** The authenticator of each user this worker set up (the stack's provider keeps it until the worker stops). */
const secrets = new Map<string, string>();

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
  if (back.startsWith('http')) await page.goto(back);
  return secret;
}

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
