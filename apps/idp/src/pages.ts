import { htmlLang, languageNames, type Locale, locales, type MessageKey, messages } from './messages';

/** Escapes text for HTML content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Where the pages' stylesheet and scripts are served: same origin, so the CSP needs no inline allowance. */
export const resourcePaths = {
  css: '/resources/lode/login.css',
  logoutScript: '/resources/lode/logout.js',
} as const;

/** Common parts of every page. */
export interface PageFrame {
  locale: Locale;
  /** The page's own title (shown as the heading and before " · Lode" in the tab). */
  title: string;
  /** Inner HTML of <main> after the heading. */
  body: string;
  /** URL of this page without a language choice; when given, the header offers the other languages. */
  languageBase?: string;
  /** Extra same-origin scripts. */
  scripts?: string[];
}

/** A whole page: the head, the realm's header with the language links, and `body` in the card. */
export function frame({ locale, title, body, languageBase, scripts = [] }: PageFrame): string {
  const t = messages[locale];
  const languages = languageBase
    ? `<nav class="languages" aria-label="${escapeHtml(t.language)}"><ul>${locales
        .map((l) => {
          const href = new URL(languageBase, 'http://x');
          href.searchParams.set('kc_locale', l);
          const current = l === locale ? ' aria-current="true"' : '';
          return `<li><a href="${escapeHtml(href.pathname + href.search)}" lang="${htmlLang(l)}" hreflang="${htmlLang(l)}"${current}>${languageNames(l)}</a></li>`;
        })
        .join('')}</ul></nav>`
    : '';
  return `<!DOCTYPE html>
<html lang="${htmlLang(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · ${escapeHtml(t.realm)}</title>
<link rel="stylesheet" href="${resourcePaths.css}">
<link rel="icon" href="data:,">
${scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('\n')}
</head>
<body>
<header class="top"><p class="brand" id="kc-header">${escapeHtml(t.realm)}</p>${languages}</header>
<main class="card" id="kc-content">
<h1 id="kc-page-title">${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

/** One text field; `describedBy` names the message that describes it (its error, when it is invalid). */
export function field(options: {
  id: string;
  /** The form field's name, when it is not the id. */
  name?: string;
  label: string;
  type: 'text' | 'email' | 'password';
  /** A field shown for what it says, not edited (the user being re-authenticated). */
  readonly?: boolean;
  /** `numeric` for codes, so phones offer digits. */
  inputMode?: 'numeric';
  value?: string;
  autocomplete: string;
  required: boolean;
  optionalText?: string;
  invalid: boolean;
  describedBy?: string;
  autofocus?: boolean;
}): string {
  const attrs = [
    `id="${options.id}"`,
    `name="${options.name ?? options.id}"`,
    `type="${options.type}"`,
    options.value !== undefined && options.type !== 'password' ? `value="${escapeHtml(options.value)}"` : '',
    `autocomplete="${options.autocomplete}"`,
    options.type === 'text' ? 'autocapitalize="none" spellcheck="false"' : '',
    options.inputMode ? `inputmode="${options.inputMode}"` : '',
    options.readonly ? 'readonly' : '',
    options.required ? 'aria-required="true"' : '',
    options.invalid ? 'aria-invalid="true"' : '',
    options.describedBy ? `aria-describedby="${options.describedBy}"` : '',
    options.autofocus ? 'autofocus' : '',
  ].filter(Boolean);
  const optional = options.optionalText
    ? ` <span class="hint">${escapeHtml(options.optionalText)}</span>`
    : '';
  return `<div class="field"><label for="${options.id}">${escapeHtml(options.label)}${optional}</label><input ${attrs.join(' ')}></div>`;
}

/** What the login page shows. */
export interface LoginPage {
  locale: Locale;
  /** Where the form posts. */
  action: string;
  /** The registration page of the same sign-in request. */
  registerHref: string;
  /** This page's URL, for the language links. */
  self: string;
  /** The user name typed before (or the client's `login_hint`). */
  username?: string;
  /** Why the last attempt failed. */
  error?: MessageKey;
  /** The signed-in user proves the password again (`max_age`): the user name is shown, not editable. */
  reauthenticate?: boolean;
}

/** The login page, with Keycloak's element ids (`#username`, `#password`, `#kc-login`). */
export function renderLogin(page: LoginPage): string {
  const t = messages[page.locale];
  const invalid = page.error !== undefined;
  const error = page.error
    ? `<p id="input-error" class="error" role="alert">${escapeHtml(t[page.error])}</p>`
    : '';
  const again = page.reauthenticate ? `<p id="kc-reauthenticate">${escapeHtml(t.reauthenticate)}</p>\n` : '';
  const body = `${again}<form id="kc-form-login" action="${escapeHtml(page.action)}" method="post" novalidate>
${field({ id: 'username', label: t.usernameOrEmail, type: 'text', value: page.username ?? '', autocomplete: 'username', required: true, readonly: page.reauthenticate, invalid: invalid && !page.reauthenticate, describedBy: invalid && !page.reauthenticate ? 'input-error' : undefined, autofocus: !page.username })}
${field({ id: 'password', label: t.password, type: 'password', autocomplete: 'current-password', required: true, invalid, describedBy: invalid ? 'input-error' : undefined, autofocus: !!page.username })}
${error}
<div id="kc-form-buttons"><input type="submit" id="kc-login" name="login" class="button" value="${escapeHtml(t.doLogIn)}"></div>
</form>
${page.reauthenticate ? '' : `<div id="kc-registration" class="aside"><p>${escapeHtml(t.noAccount)} <a href="${escapeHtml(page.registerHref)}">${escapeHtml(t.doRegister)}</a></p></div>`}`;
  return frame({ locale: page.locale, title: t.loginTitle, body, languageBase: page.self });
}

/** What the one-time code page shows. */
export interface OtpPage {
  locale: Locale;
  /** Where the form posts (a code, or `cancel`). */
  action: string;
  self: string;
  /** Who is signing in. */
  username: string;
  error?: MessageKey;
}

/**
 * The one-time code page, with Keycloak's ids: form `#kc-otp-login-form`, `#otp`, submit `#kc-login`, and
 * `#kc-cancel`, which ends the request with `access_denied`. A recovery code goes into the same field.
 */
export function renderOtp(page: OtpPage): string {
  const t = messages[page.locale];
  const invalid = page.error !== undefined;
  const error = page.error
    ? `<p id="input-error" class="error" role="alert">${escapeHtml(t[page.error])}</p>`
    : '';
  const body = `<p class="attempted">${escapeHtml(t.username)}: <strong id="kc-attempted-username">${escapeHtml(page.username)}</strong></p>
<form id="kc-otp-login-form" action="${escapeHtml(page.action)}" method="post" novalidate>
<p id="otp-hint" class="hint">${escapeHtml(t.otpHint)}</p>
${field({ id: 'otp', label: t.otpLabel, type: 'text', inputMode: 'numeric', autocomplete: 'one-time-code', required: true, invalid, describedBy: invalid ? 'otp-hint input-error' : 'otp-hint', autofocus: true })}
${error}
<div id="kc-form-buttons" class="buttons"><input type="submit" id="kc-login" name="login" class="button" value="${escapeHtml(t.doLogIn)}"><input type="submit" id="kc-cancel" name="cancel" class="button secondary" value="${escapeHtml(t.doCancel)}"></div>
</form>`;
  return frame({ locale: page.locale, title: t.loginTitle, body, languageBase: page.self });
}

/** The registration form's fields that keep what was typed. */
export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
}

/** A registration field with something wrong. */
export type RegistrationField = keyof RegistrationValues | 'password' | 'password-confirm';

/** What the registration page shows. */
export interface RegisterPage {
  locale: Locale;
  action: string;
  loginHref: string;
  self: string;
  values?: Partial<RegistrationValues>;
  /** Problems per field; the first one in form order gets the focus. */
  errors?: Partial<Record<RegistrationField, MessageKey>>;
}

/** The registration page (`prompt=create`), with Keycloak's ids: `#kc-register-form`, fields `#firstName`, `#lastName`, `#email`, `#username`, `#password`, `#password-confirm`, submit `#kc-register` in `#kc-form-buttons`. */
export function renderRegister(page: RegisterPage): string {
  const t = messages[page.locale];
  const values = page.values ?? {};
  const errors = page.errors ?? {};
  const firstInvalid = (Object.keys(errors) as RegistrationField[])[0];
  const one = (
    id: RegistrationField,
    label: string,
    type: 'text' | 'email' | 'password',
    autocomplete: string,
    required: boolean,
  ) => {
    const message = errors[id];
    const errorId = `input-error-${id}`;
    const input = field({
      id,
      label,
      type,
      value: id === 'password' || id === 'password-confirm' ? undefined : (values[id] ?? ''),
      autocomplete,
      required,
      optionalText: required ? undefined : t.optional,
      invalid: message !== undefined,
      describedBy: message ? errorId : undefined,
      autofocus: firstInvalid ? firstInvalid === id : id === 'firstName',
    });
    return message
      ? input.replace(/<\/div>$/, `<p id="${errorId}" class="error">${escapeHtml(t[message])}</p></div>`)
      : input;
  };
  const body = `<form id="kc-register-form" action="${escapeHtml(page.action)}" method="post" novalidate>
${one('firstName', t.firstName, 'text', 'given-name', false)}
${one('lastName', t.lastName, 'text', 'family-name', false)}
${one('email', t.email, 'email', 'email', true)}
${one('username', t.username, 'text', 'username', true)}
${one('password', t.password, 'password', 'new-password', true)}
${one('password-confirm', t.passwordConfirm, 'password', 'new-password', true)}
<div id="kc-form-buttons"><input type="submit" id="kc-register" class="button" value="${escapeHtml(t.doRegister)}"></div>
</form>
<div id="kc-form-options" class="aside"><p><a href="${escapeHtml(page.loginHref)}">${escapeHtml(t.backToLogin)}</a></p></div>`;
  return frame({ locale: page.locale, title: t.registerTitle, body, languageBase: page.self });
}

/** The RP-initiated logout step: the provider's form, submitted at once by a same-origin script (no confirmation). */
export function renderLogout(options: { locale: Locale; form: string }): string {
  const t = messages[options.locale];
  // The provider's form carries the xsrf token; logout=yes ends the whole session, as Keycloak does.
  const form = options.form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  const body = `<p>${escapeHtml(t.signingOut)}</p>${form}
<p class="actions"><button type="submit" class="button" form="op.logoutForm">${escapeHtml(t.signOut)}</button></p>`;
  return frame({
    locale: options.locale,
    title: t.signingOutTitle,
    body,
    scripts: [resourcePaths.logoutScript],
  });
}

/** Shown after a logout that names no post_logout_redirect_uri. */
export function renderSignedOut(options: { locale: Locale; appHref: string }): string {
  const t = messages[options.locale];
  return frame({
    locale: options.locale,
    title: t.signedOutTitle,
    body: `<p>${escapeHtml(t.signedOut)}</p><p class="actions"><a href="${escapeHtml(options.appHref)}">${escapeHtml(t.backToApp)}</a></p>`,
  });
}

/** An error page; `detail` is the OAuth error description, shown small for developers. */
export function renderError(options: {
  locale: Locale;
  message: MessageKey;
  detail?: string;
  appHref: string;
}): string {
  const t = messages[options.locale];
  const detail = options.detail ? `<p class="hint"><code>${escapeHtml(options.detail)}</code></p>` : '';
  return frame({
    locale: options.locale,
    title: t.errorTitle,
    body: `<p id="kc-error-message">${escapeHtml(t[options.message])}</p>${detail}<p class="actions"><a href="${escapeHtml(options.appHref)}">${escapeHtml(t.backToApp)}</a></p>`,
  });
}

/** Auto-submits the logout form; served as a file so the pages need no inline script. */
export const logoutScript = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('op.logoutForm');
  if (form) form.submit();
});
`;

/**
 * The pages' stylesheet: the @lode/ui palette (light and dark follow prefers-color-scheme), system fonts, no external
 * resources.
 */
export const stylesheet = `:root {
  color-scheme: light dark;
  --bg: #f5f7fa; --surface: #ffffff; --text: #111827; --muted: #4b5563; --border: #e2e8f0; --field: #828c9e;
  --primary: #1867c0; --primary-hover: #13539b; --on-primary: #ffffff; --link: #1456a0; --focus: #1867c0;
  --error: #b01f1f;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0e1116; --surface: #161b22; --text: #e6edf3; --muted: #9aa6b2; --border: #2a313b; --field: #6b7685;
    --primary: #2d82c6; --primary-hover: #3a91d6; --on-primary: #03070d; --link: #7ab8ec; --focus: #6cb2f0;
    --error: #ff8f8c;
  }
}
* { box-sizing: border-box; }
html { background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif; }
body { margin: 0; min-height: 100vh; padding: 1rem; display: flex; flex-direction: column; align-items: center; }
.top { width: 100%; max-width: 26rem; display: flex; align-items: center; justify-content: space-between; gap: 1rem; margin: 1rem 0; }
.brand { margin: 0; font-size: 1.5rem; font-weight: 700; letter-spacing: .02em; }
.languages ul { display: flex; gap: .75rem; list-style: none; margin: 0; padding: 0; font-size: .875rem; }
.languages a[aria-current] { font-weight: 700; color: var(--text); text-decoration: none; }
.card { width: 100%; max-width: 26rem; background: var(--surface); border: 1px solid var(--border); border-radius: 12px; padding: 1.5rem; }
h1 { font-size: 1.375rem; line-height: 1.3; margin: 0 0 1.25rem; }
a { color: var(--link); }
a:focus-visible, input:focus-visible, button:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.field { margin: 0 0 1rem; }
label { display: block; font-weight: 600; margin-bottom: .25rem; }
.hint { color: var(--muted); font-weight: 400; font-size: .875rem; }
input[type=text], input[type=email], input[type=password] { width: 100%; font: inherit; color: var(--text); background: var(--surface); border: 1px solid var(--field); border-radius: 8px; padding: .5rem .75rem; min-height: 2.75rem; }
input[aria-invalid=true] { border-color: var(--error); }
.error { color: var(--error); margin: .25rem 0 0; font-size: .9375rem; }
#input-error { margin: 0 0 1rem; }
.button { display: inline-block; font: inherit; font-weight: 600; text-align: center; text-decoration: none; color: var(--on-primary); background: var(--primary); border: 0; border-radius: 8px; padding: .625rem 1.25rem; min-height: 2.75rem; cursor: pointer; }
.button:hover { background: var(--primary-hover); }
#kc-form-buttons .button { width: 100%; }
.buttons { display: flex; flex-direction: column; gap: .75rem; }
.button.secondary { color: var(--link); background: transparent; border: 1px solid var(--field); }
.button.secondary:hover { background: var(--bg); }
input[readonly] { background: var(--bg); }
.attempted { margin: 0 0 1rem; }
.aside { margin: 1.25rem 0 0; text-align: center; }
.aside p, .actions { margin: 0; }
.actions { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; margin-top: 1rem; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: .5rem 1rem; margin: 0; }
.facts dt { font-weight: 600; }
.facts dd { margin: 0; overflow-wrap: anywhere; }
h2 { font-size: 1.125rem; margin: 1.5rem 0 .75rem; }
.section { border-top: 1px solid var(--border); margin-top: 1.5rem; }
.section + .actions { border-top: 1px solid var(--border); margin-top: 1.5rem; padding-top: 1.5rem; }
.status { font-weight: 600; }
.steps { padding-left: 1.25rem; margin: 0 0 1rem; }
.steps li { margin: 0 0 1rem; }
.steps p { margin: 0 0 .5rem; }
.qr { display: block; width: 12rem; height: 12rem; background: #ffffff; border-radius: 4px; }
.codes { display: grid; grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr)); gap: .5rem; padding-left: 1.5rem; font-size: 1rem; }
.codes code { font-size: 1rem; letter-spacing: .05em; }
code { font-size: .8125rem; overflow-wrap: anywhere; }
@media (prefers-reduced-motion: reduce) { * { transition: none !important; } }
`;
