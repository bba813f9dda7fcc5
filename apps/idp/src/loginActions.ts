import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { ProviderClock } from './clock';
import { readBody, send, sendHtml } from './http';
import { type Locale, type MessageKey, pickLocale } from './messages';
import {
  renderError,
  renderLogin,
  renderOtp,
  renderRegister,
  type RegistrationField,
  type RegistrationValues,
} from './pages';
import { loginResult, MAX_AGE_REASON, SECOND_FACTOR_REASON, wantsSecondFactor } from './stepUp';
import type { SecondFactors } from './totp';
import { CLIENT_ID, type RealmUser, type UserStore } from './users';

/** What the login pages need from the server around them. */
export interface LoginActionsSetup {
  provider: Provider;
  users: UserStore;
  factors: SecondFactors;
  clock: ProviderClock;
  realmPath: string;
  appOrigin: string;
  /** The pages' security headers. */
  headers: Record<string, string>;
}

/** Why a sign-in request reached the pages, reduced to what they ask for. */
type Need =
  /** Who the user is: the login page (then the code, if acr 2 is wanted and the user has an authenticator). */
  | { kind: 'login' }
  /** The signed-in user's code only (acr 2 wanted, or the code is older than max_age). */
  | { kind: 'code'; user: RealmUser }
  /** The signed-in user's password again (max_age), the user name fixed. */
  | { kind: 'password'; user: RealmUser };

/**
 * The login, registration and one-time code pages of one sign-in request
 * (`/login-actions/{uid}[/authenticate|/registration|/otp]`), as a handler of the rest of the path.
 */
export function createLoginActions(setup: LoginActionsSetup) {
  const { provider, users, factors, clock, realmPath, appOrigin, headers } = setup;
  /** Users who proved their password in an interaction that still wants their code, by interaction uid. */
  const passwordProven = new Map<string, string>();

  return async function loginActions(
    req: IncomingMessage,
    res: ServerResponse,
    rest: string,
    query: URLSearchParams,
  ) {
    const [uid = '', step = ''] = rest.split('/').filter(Boolean);
    const choice = query.get('kc_locale') ?? undefined;
    const base = `${realmPath}/login-actions/${uid}`;
    const withLocale = (path: string) => (choice ? `${path}?kc_locale=${encodeURIComponent(choice)}` : path);
    const acceptLanguage = req.headers['accept-language'];
    const html = (status: number, body: string) => sendHtml(res, status, body, headers);

    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(req, res);
      if (details.uid !== uid) throw new Error('uid mismatch');
    } catch {
      const locale = pickLocale(choice, undefined, acceptLanguage);
      return html(400, renderError({ locale, message: 'pageExpired', appHref: `${appOrigin}/` }));
    }
    const params = details.params as Record<string, unknown>;
    const locale: Locale = pickLocale(
      choice,
      typeof params.ui_locales === 'string' ? params.ui_locales : undefined,
      acceptLanguage,
    );
    const promptName = details.prompt.name;
    const wantsCreate = promptName === 'create';
    const wantsCode = wantsSecondFactor(params.acr_values);

    /** Ends the interaction signed in as `user`, with the code or without. */
    const finish = (user: RealmUser, withCode: boolean) => {
      passwordProven.delete(uid);
      return provider.interactionFinished(
        req,
        res,
        // `create` answers prompt=create; `login` signs the (new) user in, so registration lands signed in.
        { login: loginResult(user, withCode, clock), ...(wantsCreate ? { create: {} } : {}) },
        { mergeWithLastSubmission: false },
      );
    };

    if (promptName === 'consent') {
      // A first-party client: grant what was asked for, as Keycloak does without a consent screen.
      const { Grant } = provider;
      const grant = details.grantId
        ? await Grant.find(details.grantId)
        : new Grant({ accountId: details.session?.accountId, clientId: CLIENT_ID });
      if (!grant) return html(400, renderError({ locale, message: 'pageExpired', appHref: `${appOrigin}/` }));
      const missing = details.prompt.details as { missingOIDCScope?: string[] };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      const grantId = await grant.save();
      return provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    }

    const need = ((): Need => {
      const sessionUser = details.session?.accountId ? users.get(details.session.accountId) : undefined;
      const reasons = details.prompt.reasons;
      const onlyStepUp = reasons.every((r) => r === SECOND_FACTOR_REASON || r === MAX_AGE_REASON);
      if (promptName !== 'login' || !sessionUser || !onlyStepUp) return { kind: 'login' };
      if (wantsCode && factors.enrolled(sessionUser.id)) return { kind: 'code', user: sessionUser };
      return { kind: 'password', user: sessionUser };
    })();
    // The user whose code the code page asks for: one who just gave the password here, or the signed-in one.
    const provenId = passwordProven.get(uid);
    const codeUser = provenId ? users.get(provenId) : need.kind === 'code' ? need.user : undefined;

    const loginPage = (username?: string, error?: MessageKey) =>
      renderLogin({
        locale,
        action: withLocale(`${base}/authenticate`),
        registerHref: withLocale(`${base}/registration`),
        self: `${base}/authenticate`,
        username: need.kind === 'password' ? need.user.username : username,
        reauthenticate: need.kind === 'password',
        error,
      });
    const otpPage = (user: RealmUser, error?: MessageKey) =>
      renderOtp({
        locale,
        action: withLocale(`${base}/otp`),
        self: `${base}/otp`,
        username: user.username,
        error,
      });
    const registerPage = (
      values?: Partial<RegistrationValues>,
      errors?: Partial<Record<RegistrationField, MessageKey>>,
    ) =>
      renderRegister({
        locale,
        action: withLocale(`${base}/registration`),
        loginHref: withLocale(`${base}/authenticate`),
        self: `${base}/registration`,
        values,
        errors,
      });
    const loginHint = typeof params.login_hint === 'string' ? params.login_hint : undefined;
    const showRegistration = step === 'registration' || (step === '' && wantsCreate);

    if (req.method === 'GET') {
      if (codeUser && step !== 'registration') return html(200, otpPage(codeUser));
      return html(200, showRegistration ? registerPage() : loginPage(loginHint));
    }
    if (req.method !== 'POST' || step === '') return send(res, 405, '', { Allow: 'GET' });
    const form = new URLSearchParams(await readBody(req));
    const text = (name: string) => form.get(name) ?? '';

    if (step === 'otp') {
      if (!codeUser)
        return html(400, renderError({ locale, message: 'pageExpired', appHref: `${appOrigin}/` }));
      if (form.has('cancel')) {
        passwordProven.delete(uid);
        return provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
          { mergeWithLastSubmission: false },
        );
      }
      const code = text('otp').trim();
      if (!code) return html(200, otpPage(codeUser, 'missingTotpMessage'));
      if (!factors.verify(codeUser.id, code)) return html(200, otpPage(codeUser, 'invalidTotpMessage'));
      return finish(codeUser, true);
    }

    if (step === 'authenticate') {
      const username = need.kind === 'password' ? need.user.username : text('username').trim();
      const password = text('password');
      const error: MessageKey | undefined = !username
        ? 'missingUsernameMessage'
        : !password
          ? 'missingPasswordMessage'
          : undefined;
      const user = error ? undefined : users.authenticate(username, password);
      if (!user) return html(200, loginPage(username, error ?? 'invalidUserMessage'));
      if (wantsCode && factors.enrolled(user.id)) {
        // Abandoned sign-ins leave entries behind; the oldest go first once there are many.
        if (passwordProven.size >= 1000) passwordProven.delete(passwordProven.keys().next().value ?? '');
        passwordProven.set(uid, user.id);
        return html(200, otpPage(user));
      }
      return finish(user, false);
    }

    // Registration, checked in form order so the first problem gets the focus.
    const values: RegistrationValues = {
      firstName: text('firstName').trim(),
      lastName: text('lastName').trim(),
      email: text('email').trim(),
      username: text('username').trim(),
    };
    const password = text('password');
    const errors: Partial<Record<RegistrationField, MessageKey>> = {};
    if (!values.email) errors.email = 'missingEmailMessage';
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) errors.email = 'invalidEmailMessage';
    if (!values.username) errors.username = 'missingUsernameMessage';
    else if (!/^[A-Za-z0-9._-]+$/.test(values.username)) errors.username = 'invalidUsernameMessage';
    if (!password) errors.password = 'missingPasswordMessage';
    else if (password !== text('password-confirm'))
      errors['password-confirm'] = 'invalidPasswordConfirmMessage';
    if (Object.keys(errors).length === 0) {
      const created = users.register({ ...values, password });
      if ('id' in created) return finish(created, false);
      errors[created.field] =
        created.message === 'usernameExists' ? 'usernameExistsMessage' : 'emailExistsMessage';
    }
    return html(200, registerPage(values, errors));
  };
}
