import type { interactionPolicy, InteractionResults, KoaContextWithOIDC } from 'oidc-provider';
import type { ProviderClock } from './clock';
import type { SecondFactors } from './totp';
import type { RealmUser } from './users';

// Step-up as Keycloak names its levels (RFC 9470): acr "1" after a password, "2" after a password and a TOTP code in
// this browser session. A client asks for more with `acr_values` containing 2 and/or `max_age`; the login prompt's
// checks below decide when the provider must ask again, and the login pages ask only for what is missing.

/** `acr` after a password. */
export const ACR_PASSWORD = '1';
/** `acr` after a password and a second factor. */
export const ACR_SECOND_FACTOR = '2';

/** The reason a step-up check gives when the session lacks the code a request wants. */
export const SECOND_FACTOR_REASON = 'second_factor';
/** The reason the `max_age` check gives (oidc-provider's own name, which this check replaces). */
export const MAX_AGE_REASON = 'max_age';

/** Whether an authorization request's `acr_values` (space-separated, in preference order) contains level 2. */
export function wantsSecondFactor(acrValues: unknown): boolean {
  return typeof acrValues === 'string' && acrValues.split(/\s+/).includes(ACR_SECOND_FACTOR);
}

/** The request's `max_age` in seconds, if it has one. */
export function maxAgeOf(params: Record<string, unknown> | undefined): number | undefined {
  const value = params?.max_age;
  if (value === undefined || value === null || value === '') return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** What an interaction reports as its sign-in: the levels above, and `ts`, the instant of the last factor. */
export function loginResult(user: RealmUser, withCode: boolean, clock: ProviderClock) {
  return {
    accountId: user.id,
    acr: withCode ? ACR_SECOND_FACTOR : ACR_PASSWORD,
    amr: withCode ? ['pwd', 'otp'] : ['pwd'],
    ts: clock.now(),
  } satisfies InteractionResults['login'];
}

/** What the step-up checks read. */
export interface StepUpSetup {
  factors: SecondFactors;
  clock: ProviderClock;
}

/**
 * Replaces the `login` prompt's `max_age` check by one on the provider clock and adds the second-factor check:
 * acr 2 wanted, a user with an authenticator, and a session that has not proven a code. A user without one is let
 * through (acr values are voluntary in OIDC), and so is the request an interaction has just answered.
 */
export function installStepUpChecks(
  login: interactionPolicy.Prompt,
  Check: typeof interactionPolicy.Check,
  { factors, clock }: StepUpSetup,
): void {
  const index = login.checks.findIndex((check) => check.reason === MAX_AGE_REASON);
  login.checks.remove(MAX_AGE_REASON);
  login.checks.add(
    new Check(MAX_AGE_REASON, 'End-User authentication could not be obtained', (ctx) => {
      const maxAge = maxAgeOf(ctx.oidc.params);
      if (maxAge === undefined) return Check.NO_NEED_TO_PROMPT;
      const { session } = ctx.oidc;
      if (!session?.accountId || session.loginTs === undefined) return Check.REQUEST_PROMPT;
      if (ctx.oidc.result?.login) return Check.NO_NEED_TO_PROMPT;
      return clock.now() - session.loginTs > maxAge;
    }),
    index === -1 ? undefined : index,
  );
  login.checks.add(
    new Check(SECOND_FACTOR_REASON, 'A second factor is required', (ctx: KoaContextWithOIDC) => {
      const { session, params, result } = ctx.oidc;
      if (!wantsSecondFactor(params?.acr_values) || !session?.accountId || result?.login) {
        return Check.NO_NEED_TO_PROMPT;
      }
      return session.acr !== ACR_SECOND_FACTOR && factors.enrolled(session.accountId);
    }),
  );
}
