import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import QRCode from 'qrcode';
import { renderAccount, renderRecoveryCodes, renderTotpSetup } from './accountPages';
import { readBody, send, sendHtml } from './http';
import { type MessageKey, pickLocale } from './messages';
import { renderError } from './pages';
import { keycloakRoutes } from './provider';
import { groupedSecret, otpauthUri, type SecondFactors } from './totp';
import { CLIENT_ID, keycloakClaims, type RealmUser, type UserStore } from './users';

/** What the account pages need from the server around them. */
export interface AccountSetup {
  provider: Provider;
  users: UserStore;
  factors: SecondFactors;
  issuer: string;
  realmPath: string;
  appOrigin: string;
  /** The pages' security headers. */
  headers: Record<string, string>;
}

/** The name authenticator apps show for this realm's entries. */
const TOTP_ISSUER = 'Lode';

/**
 * `/realms/lode/account[/totp[/remove]]`: the signed-in user of this browser's session, the authenticator set-up
 * (`GET`/`POST /account/totp`) and its removal (`POST /account/totp/remove`). Every form carries a CSRF token bound
 * to the provider session; a form without the right one changes nothing.
 */
export function createAccountPages(setup: AccountSetup) {
  const { provider, users, factors, issuer, realmPath, appOrigin, headers } = setup;
  const csrfKey = randomBytes(32);
  const csrfOf = (sessionUid: string) =>
    createHmac('sha256', csrfKey).update(`account:${sessionUid}`).digest('base64url');
  const csrfMatches = (sessionUid: string, given: string) => {
    const expected = Buffer.from(csrfOf(sessionUid));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };

  return async function account(
    req: IncomingMessage,
    res: ServerResponse,
    rest: string,
    query: URLSearchParams,
  ) {
    const session = await provider.Session.get({ req, res } as unknown as KoaContextWithOIDC);
    const user = session.accountId ? users.get(session.accountId) : undefined;
    const choice = query.get('kc_locale') ?? undefined;
    const locale = pickLocale(choice, undefined, req.headers['accept-language']);
    const accountPath = `${realmPath}/account`;
    const withLocale = (path: string) => (choice ? `${path}?kc_locale=${encodeURIComponent(choice)}` : path);
    const html = (status: number, body: string) => sendHtml(res, status, body, headers);
    const csrf = csrfOf(session.uid);

    const accountPage = (status?: MessageKey, error?: MessageKey) => {
      const logout = new URL(`${issuer}${keycloakRoutes.end_session}`);
      logout.searchParams.set('client_id', CLIENT_ID);
      logout.searchParams.set('post_logout_redirect_uri', `${appOrigin}/`);
      const claims = user ? keycloakClaims(user) : undefined;
      return renderAccount({
        locale,
        self: accountPath,
        user:
          user && claims
            ? {
                username: user.username,
                name: claims.name,
                email: user.email,
                roles: claims.realm_access.roles,
                totpEnrolled: factors.enrolled(user.id),
              }
            : undefined,
        logoutHref: logout.pathname + logout.search,
        appHref: `${appOrigin}/`,
        totpSetupHref: withLocale(`${accountPath}/totp`),
        totpRemoveAction: withLocale(`${accountPath}/totp/remove`),
        csrf,
        status,
        error,
      });
    };
    const setupPage = async (signedIn: RealmUser, errors?: { password?: MessageKey; totp?: MessageKey }) => {
      const secret = factors.pendingSecret(signedIn.id);
      const uri = otpauthUri(secret, signedIn.username, TOTP_ISSUER);
      return renderTotpSetup({
        locale,
        self: `${accountPath}/totp`,
        action: withLocale(`${accountPath}/totp`),
        accountHref: withLocale(accountPath),
        csrf,
        qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
        uri,
        secret: groupedSecret(secret),
        errors,
      });
    };

    if (rest === '' || rest === '/') {
      if (req.method !== 'GET') return send(res, 405, '', { Allow: 'GET' });
      return html(200, accountPage());
    }
    if (rest !== '/totp' && rest !== '/totp/remove') return html(404, accountPage());
    // Without a session (or for a user enrolled already) there is nothing to set up: the account page says why.
    if (!user) return html(req.method === 'GET' ? 200 : 403, accountPage());
    if (req.method === 'GET') {
      if (rest === '/totp' && !factors.enrolled(user.id)) return html(200, await setupPage(user));
      return send(res, 303, '', { Location: withLocale(accountPath), 'Cache-Control': 'no-store' });
    }
    if (req.method !== 'POST') return send(res, 405, '', { Allow: 'GET, POST' });

    const form = new URLSearchParams(await readBody(req));
    if (!csrfMatches(session.uid, form.get('csrf') ?? '')) {
      return html(
        403,
        renderError({ locale, message: 'staleFormMessage', appHref: withLocale(accountPath) }),
      );
    }
    const code = (form.get(rest === '/totp' ? 'totp' : 'otp') ?? '').trim();

    if (rest === '/totp/remove') {
      if (!factors.enrolled(user.id)) return html(200, accountPage());
      if (!code) return html(200, accountPage(undefined, 'missingTotpMessage'));
      if (!factors.remove(user.id, code)) return html(200, accountPage(undefined, 'invalidTotpMessage'));
      return html(200, accountPage('successTotpRemovedMessage'));
    }

    if (factors.enrolled(user.id)) return html(200, accountPage());
    const password = form.get('password') ?? '';
    if (!password) return html(200, await setupPage(user, { password: 'missingPasswordMessage' }));
    if (password !== user.password) {
      return html(200, await setupPage(user, { password: 'invalidPasswordExistingMessage' }));
    }
    if (!code) return html(200, await setupPage(user, { totp: 'missingTotpMessage' }));
    const recoveryCodes = factors.confirm(user.id, code);
    if (!recoveryCodes) return html(200, await setupPage(user, { totp: 'invalidTotpMessage' }));
    return html(
      200,
      renderRecoveryCodes({
        locale,
        self: accountPath,
        codes: recoveryCodes,
        accountHref: withLocale(accountPath),
      }),
    );
  };
}
