import { type Answer, formAction, type TestBrowser } from './browser';

// The provider's login and registration forms, filled the one way every suite, bench run and script fills them: in
// a browser page (Playwright's), or over HTTP with a TestBrowser. The element ids and field names are Keycloak's
// (pages.ts renders them), so the same steps drive Keycloak too.

/** What the page helpers use of a browser page: Playwright's `Page` has it. */
export interface FormPage {
  locator(selector: string): { fill(value: string): Promise<void>; click(): Promise<void> };
}

/** A new account, as the registration page asks for it. */
export interface Registration {
  username: string;
  password: string;
  /** The password typed again; the password itself when left out. */
  passwordConfirm?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

/**
 * Fills the login page that `page` shows with `username` and `password` (a demo user's password is its name) and
 * submits it. Where the browser goes next is the caller's to wait for.
 */
export async function submitLoginForm(page: FormPage, username: string, password = username): Promise<void> {
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('#kc-login').click();
}

/**
 * Fills the one-time code page that `page` shows (`#otp`) with `code` (a TOTP code or a recovery code) and submits
 * it.
 */
export async function submitOtpForm(page: FormPage, code: string): Promise<void> {
  await page.locator('#otp').fill(code);
  await page.locator('#kc-login').click();
}

/** The registration form's fields (id = name) with their values, in the page's order; a field left out is skipped. */
function registrationFields(account: Registration): [string, string][] {
  const fields: [string, string | undefined][] = [
    ['firstName', account.firstName],
    ['lastName', account.lastName],
    ['email', account.email],
    ['username', account.username],
    ['password', account.password],
    ['password-confirm', account.passwordConfirm ?? account.password],
  ];
  return fields.filter((field): field is [string, string] => field[1] !== undefined);
}

/** Fills the registration page that `page` shows (a field left out stays as it is) and submits it. */
export async function submitRegistrationForm(page: FormPage, account: Registration): Promise<void> {
  for (const [id, value] of registrationFields(account)) await page.locator(`#${id}`).fill(value);
  await page.locator('#kc-register').click();
}

/**
 * Posts the login form of `page` (an answer showing the login page) as `username` and follows the redirects until
 * one leaves for `stopAt` (the app's origin): that answer, whose `location` carries the code; or the login page
 * again, with the error, when the provider refused.
 */
export function postLoginForm(
  browser: TestBrowser,
  page: Answer,
  stopAt: string,
  username: string,
  password = username,
): Promise<Answer> {
  const action = new URL(formAction(page.text, 'kc-form-login'), page.url).href;
  return browser.navigate(action, stopAt, { form: { username, password } });
}

/** Posts the registration form of `page` as {@link postLoginForm} posts the login form. */
export function postRegistrationForm(
  browser: TestBrowser,
  page: Answer,
  stopAt: string,
  account: Registration,
): Promise<Answer> {
  const action = new URL(formAction(page.text, 'kc-register-form'), page.url).href;
  return browser.navigate(action, stopAt, { form: Object.fromEntries(registrationFields(account)) });
}

/**
 * Posts the one-time code form of `page` (an answer showing the code page) with `code` and follows the redirects as
 * {@link postLoginForm} does; `cancel` presses Cancel instead, which sends the app `error=access_denied`.
 */
export function postOtpForm(
  browser: TestBrowser,
  page: Answer,
  stopAt: string,
  code: string,
  { cancel = false }: { cancel?: boolean } = {},
): Promise<Answer> {
  const action = new URL(formAction(page.text, 'kc-otp-login-form'), page.url).href;
  return browser.navigate(action, stopAt, {
    form: cancel ? { otp: '', cancel: 'Cancel' } : { otp: code, login: 'Sign In' },
  });
}
