import { type Locale, type MessageKey, messages } from './messages';
import { escapeHtml, field, frame } from './pages';

// The account page (`/realms/lode/account`) and its authenticator pages: server-rendered forms that work without
// scripts, each with the session's CSRF token.

/** The account page's view of the signed-in user. */
export interface AccountView {
  username: string;
  name: string;
  email: string;
  roles: string[];
  /** Whether the user has an authenticator application. */
  totpEnrolled: boolean;
}

/** The CSRF token of the session, as a hidden field. */
const csrfInput = (csrf: string) => `<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">`;

/** An error paragraph that a field names in `aria-describedby`. */
const errorText = (id: string, text: string) =>
  `<p id="${id}" class="error" role="alert">${escapeHtml(text)}</p>`;

/** What the account page shows. */
export interface AccountPage {
  locale: Locale;
  self: string;
  user?: AccountView;
  logoutHref: string;
  appHref: string;
  /** The authenticator set-up page. */
  totpSetupHref: string;
  /** Where the removal form posts. */
  totpRemoveAction: string;
  csrf: string;
  /** A change that just succeeded. */
  status?: MessageKey;
  /** Why the removal was refused. */
  error?: MessageKey;
}

/** `/realms/lode/account`: who is signed in, the authenticator application, and a way out. */
export function renderAccount(page: AccountPage): string {
  const t = messages[page.locale];
  const { user } = page;
  if (!user) {
    return frame({
      locale: page.locale,
      title: t.accountTitle,
      body: `<p>${escapeHtml(t.notSignedIn)}</p><p class="actions"><a href="${escapeHtml(page.appHref)}">${escapeHtml(t.backToApp)}</a></p>`,
      languageBase: page.self,
    });
  }
  const status = page.status
    ? `<p id="account-status" class="status" role="status">${escapeHtml(t[page.status])}</p>`
    : '';
  const invalid = page.error !== undefined;
  const totp = user.totpEnrolled
    ? `<p id="totp-enrolled">${escapeHtml(t.totpEnrolled)}</p>
<form id="totp-remove-form" action="${escapeHtml(page.totpRemoveAction)}" method="post" novalidate>
${csrfInput(page.csrf)}
<p id="totp-remove-hint" class="hint">${escapeHtml(t.totpRemoveHint)}</p>
${field({ id: 'remove-otp', name: 'otp', label: t.otpOrRecovery, type: 'text', autocomplete: 'one-time-code', required: true, invalid, describedBy: invalid ? 'totp-remove-hint remove-otp-error' : 'totp-remove-hint', autofocus: invalid })}
${page.error ? errorText('remove-otp-error', t[page.error]) : ''}
<input type="submit" id="totp-remove" class="button secondary" value="${escapeHtml(t.doRemove)}">
</form>`
    : `<p id="totp-not-set-up">${escapeHtml(t.totpNotSetUp)}</p>
<p><a id="totp-setup" class="button" href="${escapeHtml(page.totpSetupHref)}">${escapeHtml(t.totpSetUp)}</a></p>`;
  const body = `${status}<dl class="facts">
<dt>${escapeHtml(t.username)}</dt><dd id="account-username">${escapeHtml(user.username)}</dd>
<dt>${escapeHtml(t.fullName)}</dt><dd id="account-name">${escapeHtml(user.name)}</dd>
<dt>${escapeHtml(t.email)}</dt><dd id="account-email">${escapeHtml(user.email)}</dd>
<dt>${escapeHtml(t.roles)}</dt><dd id="account-roles">${escapeHtml(user.roles.join(', '))}</dd>
</dl>
<section id="account-totp" class="section" aria-labelledby="account-totp-title">
<h2 id="account-totp-title">${escapeHtml(t.totpSection)}</h2>
${totp}
</section>
<p class="actions"><a id="kc-logout" class="button" href="${escapeHtml(page.logoutHref)}">${escapeHtml(t.signOut)}</a> <a href="${escapeHtml(page.appHref)}">${escapeHtml(t.backToApp)}</a></p>`;
  return frame({ locale: page.locale, title: t.accountTitle, body, languageBase: page.self });
}

/** What the authenticator set-up page shows. */
export interface TotpSetupPage {
  locale: Locale;
  self: string;
  action: string;
  accountHref: string;
  csrf: string;
  /** The QR code of `uri` as an SVG document. */
  qrSvg: string;
  /** The `otpauth://` URI. */
  uri: string;
  /** The base32 secret, grouped for typing. */
  secret: string;
  errors?: { password?: MessageKey; totp?: MessageKey };
}

/** Authenticator applications that read the `otpauth://` URI (Keycloak names the same ones). */
const authenticatorApps = ['FreeOTP', 'Google Authenticator', 'Microsoft Authenticator'];

/**
 * Keycloak's "Mobile Authenticator Setup" (ids `#kc-totp-secret-qr-code`, `#kc-totp-secret-key`,
 * `#kc-totp-settings-form`, `#totp`, `#saveTOTPBtn`), confirmed with the current password and a first code.
 */
export function renderTotpSetup(page: TotpSetupPage): string {
  const t = messages[page.locale];
  const errors = page.errors ?? {};
  const qr = `data:image/svg+xml;base64,${Buffer.from(page.qrSvg).toString('base64')}`;
  const body = `<ol id="kc-totp-settings" class="steps">
<li><p>${escapeHtml(t.totpStep1)}</p><ul>${authenticatorApps.map((app) => `<li>${app}</li>`).join('')}</ul></li>
<li><p>${escapeHtml(t.totpStep2)}</p><img id="kc-totp-secret-qr-code" class="qr" src="${qr}" alt="${escapeHtml(t.qrAlt)}" width="192" height="192">
<p>${escapeHtml(t.totpUnableToScan)} ${escapeHtml(t.totpManual)}</p><p><code id="kc-totp-secret-key">${escapeHtml(page.secret)}</code></p>
<p>${escapeHtml(t.totpUri)}</p><p><code id="kc-totp-uri">${escapeHtml(page.uri)}</code></p></li>
<li><p>${escapeHtml(t.totpStep3)}</p></li>
</ol>
<form id="kc-totp-settings-form" action="${escapeHtml(page.action)}" method="post" novalidate>
${csrfInput(page.csrf)}
${field({ id: 'password', label: t.currentPassword, type: 'password', autocomplete: 'current-password', required: true, invalid: !!errors.password, describedBy: errors.password ? 'input-error-password' : undefined, autofocus: !!errors.password })}
${errors.password ? errorText('input-error-password', t[errors.password]) : ''}
${field({ id: 'totp', label: t.otpLabel, type: 'text', inputMode: 'numeric', autocomplete: 'one-time-code', required: true, invalid: !!errors.totp, describedBy: errors.totp ? 'input-error-otp-code' : undefined, autofocus: !!errors.totp && !errors.password })}
${errors.totp ? errorText('input-error-otp-code', t[errors.totp]) : ''}
<div id="kc-form-buttons"><input type="submit" id="saveTOTPBtn" class="button" value="${escapeHtml(t.doSubmit)}"></div>
</form>
<div class="aside"><p><a id="kc-back-to-account" href="${escapeHtml(page.accountHref)}">${escapeHtml(t.backToAccount)}</a></p></div>`;
  return frame({ locale: page.locale, title: t.totpTitle, body, languageBase: page.self });
}

/** The recovery codes, shown once right after the set-up (`#kc-recovery-codes-list`). */
export function renderRecoveryCodes(page: {
  locale: Locale;
  self: string;
  codes: string[];
  accountHref: string;
}): string {
  const t = messages[page.locale];
  const body = `<p id="account-status" class="status" role="status">${escapeHtml(t.successTotpMessage)}</p>
<h2>${escapeHtml(t.recoveryTitle)}</h2>
<p>${escapeHtml(t.recoveryIntro)}</p>
<ol id="kc-recovery-codes-list" class="codes">${page.codes.map((code) => `<li><code>${escapeHtml(code)}</code></li>`).join('')}</ol>
<p class="actions"><a id="kc-back-to-account" class="button" href="${escapeHtml(page.accountHref)}">${escapeHtml(t.backToAccount)}</a></p>`;
  return frame({ locale: page.locale, title: t.totpTitle, body, languageBase: page.self });
}
