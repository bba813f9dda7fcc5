import { type Answer, formAction, hiddenInput, type TestBrowser } from './browser';
import { authorizationRequest } from './codeFlow';
import { postLoginForm } from './forms';
import { totpCode } from './totp';

// The provider's account page as a user drives it to set up an authenticator, over HTTP with a TestBrowser.

/** What an enrolment yields: the secret the app was given, and the recovery codes shown once. */
export interface TotpEnrolment {
  /** The base32 secret, without spaces. */
  secret: string;
  recoveryCodes: string[];
}

/**
 * Sets up an authenticator for `username` on the provider's account page (`/realms/lode/account/totp`), as a user
 * would: reads the key the page shows, confirms it with the password and the code it gives now, and reads the
 * recovery codes. `browser` may have signed in at the provider already; if its session is another user's or none,
 * it signs in as `username` first (an authorization request to `appOrigin` and the login form), so afterwards it
 * holds `username`'s session either way.
 */
export async function enrolTotp(
  browser: TestBrowser,
  issuer: string,
  appOrigin: string,
  username: string,
  password = username,
): Promise<TotpEnrolment> {
  const accountUrl = `${issuer}/account?kc_locale=en`;
  const account = await browser.request(accountUrl);
  const signedInAs = /id="account-username">([^<]*)</.exec(account.text)?.[1];
  if (signedInAs !== username.toLowerCase()) {
    const request = authorizationRequest(issuer, `${appOrigin}/auth/callback`, { prompt: 'login' });
    const login = await browser.navigate(request.url, appOrigin);
    const back = await postLoginForm(browser, login, appOrigin, username, password);
    if (!back.location?.startsWith(appOrigin))
      throw new Error(`${username} could not sign in (status ${back.status})`);
  }
  const setup = await browser.request(`${issuer}/account/totp?kc_locale=en`);
  const secret = /id="kc-totp-secret-key">([^<]*)</.exec(setup.text)?.[1]?.replaceAll(' ', '');
  if (!secret)
    throw new Error(`no authenticator set-up for ${username} at ${setup.url} (status ${setup.status})`);
  const done = await postSetupForm(browser, setup, { password, totp: totpCode(secret) });
  const recoveryCodes = [
    ...(/id="kc-recovery-codes-list"[^>]*>(.*?)<\/ol>/s.exec(done.text)?.[1] ?? '').matchAll(
      /<code>([^<]+)<\/code>/g,
    ),
  ].map((match) => match[1] ?? '');
  if (recoveryCodes.length === 0)
    throw new Error(`the set-up of ${username} was refused (status ${done.status})`);
  return { secret, recoveryCodes };
}

/** Posts the set-up form of `page` (the set-up page) with its CSRF token and `fields` (`password`, `totp`). */
export function postSetupForm(
  browser: TestBrowser,
  page: Answer,
  fields: Record<string, string>,
): Promise<Answer> {
  const action = new URL(formAction(page.text, 'kc-totp-settings-form'), page.url).href;
  return browser.request(action, { form: { csrf: hiddenInput(page.text, 'csrf') ?? '', ...fields } });
}
