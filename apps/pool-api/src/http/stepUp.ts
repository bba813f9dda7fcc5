import type { Queryable } from '../db/database';
import { AuthError, type Principal } from './auth';
import { ApiError } from './errors';

// Step-up (RFC 9470): before an operation that moves money or grants access (a new payout address, an API key that
// can write, a watcher link) a signed-in user shows a second factor proven in the last five minutes. The verdict
// reads only the claims of the verified access token (`Principal.authentication`), never a header or a body field;
// a refusal is a 401 whose `WWW-Authenticate` challenge tells the app what to ask the identity provider for
// (`acr_values`, `max_age`), and the app signs the user in again with them and retries.

/**
 * When a signed-in user must show a fresh second factor before a guarded operation (`LODE_STEP_UP`): `required`
 * always; `when-enrolled` once the API has seen the user sign in with one (until then a fresh sign-in does); `off`
 * never.
 */
export const stepUpPolicies = ['required', 'when-enrolled', 'off'] as const;

/** One of {@link stepUpPolicies}. */
export type StepUpPolicy = (typeof stepUpPolicies)[number];

/** The authentication level of a second factor (Keycloak's level of authentication 2: password and code). */
export const STEP_UP_ACR = '2';
/** How long ago the latest factor may have been proven, seconds. */
export const STEP_UP_MAX_AGE = 300;
/** The error code of the refusal, in the challenge and in the JSON answer. */
export const STEP_UP_ERROR = 'insufficient_user_authentication';
/** The challenge a refused request answers with (RFC 9470 section 3). */
export const STEP_UP_CHALLENGE = `Bearer error="${STEP_UP_ERROR}", error_description="A second factor is required for this change", acr_values="${STEP_UP_ACR}", max_age=${STEP_UP_MAX_AGE}`;

/** Why a token does not do: no second factor in it, or its latest factor is older than {@link STEP_UP_MAX_AGE}. */
export type StepUpShortfall = 'second_factor' | 'too_old';

const messages: Record<StepUpShortfall, string> = {
  second_factor:
    'Confirm this change with a second factor: sign in again with the code of your authenticator app (set one up on your account page first if you have none)',
  too_old: 'Confirm this change: sign in again, your last sign-in is more than 5 minutes old',
};

/** The step-up refusal: 401 with the challenge, and `acrValues`, `maxAge` beside `code` in the JSON. */
export class StepUpRequired extends ApiError {
  constructor(
    readonly shortfall: StepUpShortfall,
    accountUrl: string,
  ) {
    super(
      401,
      STEP_UP_ERROR,
      messages[shortfall],
      { reason: shortfall, accountUrl },
      { 'WWW-Authenticate': STEP_UP_CHALLENGE },
      { acrValues: STEP_UP_ACR, maxAge: STEP_UP_MAX_AGE },
    );
  }
}

/** What the step-up check needs besides the caller. */
export interface StepUpSettings {
  policy: StepUpPolicy;
  /** The identity provider's account page, where a second factor is set up (`{issuer}/account`). */
  accountUrl: string;
  /** The clock difference allowed with the identity provider, seconds (an `auth_time` a little ahead passes). */
  clockSkewSeconds: number;
}

/** Whether a token's claims show a second factor: `acr` 2 or more, or `otp` among the methods. */
export function showsSecondFactor(authentication: Principal['authentication']): boolean {
  if (!authentication) return false;
  return acrLevel(authentication.acr) >= 2 || authentication.amr.includes('otp');
}

/** The level an `acr` names (`"2"` → 2); 0 for none or a name that is no number. */
const acrLevel = (acr: string | undefined) => {
  const level = acr === undefined || acr.trim() === '' ? Number.NaN : Number(acr);
  return Number.isFinite(level) ? level : 0;
};

/**
 * What a token lacks for a guarded operation, or `null` when it does: under `required` (and `when-enrolled` for a
 * user the API has seen with a second factor) `acr` ≥ 2; under both, an `auth_time` at most five minutes before
 * `nowSeconds` (and not ahead of it by more than the allowed skew). `off` asks for nothing.
 */
export function stepUpShortfall(
  authentication: Principal['authentication'],
  options: { policy: StepUpPolicy; enrolled: boolean; nowSeconds: number; clockSkewSeconds: number },
): StepUpShortfall | null {
  if (options.policy === 'off') return null;
  const needsSecondFactor = options.policy === 'required' || options.enrolled;
  if (needsSecondFactor && acrLevel(authentication?.acr) < 2) return 'second_factor';
  const authTime = authentication?.authTime;
  if (authTime === undefined) return 'too_old';
  const age = options.nowSeconds - authTime;
  if (age > STEP_UP_MAX_AGE || age < -options.clockSkewSeconds) return 'too_old';
  return null;
}

/**
 * Throws {@link StepUpRequired} unless the signed-in caller's token passes the policy (see {@link stepUpShortfall});
 * `nowMs` is the clock token expiry is judged by. Only signed-in users reach the guarded operations: anyone else is
 * refused (403) whatever the policy says, except under `off`.
 */
export async function requireStepUp(
  db: Queryable,
  settings: StepUpSettings,
  principal: Principal,
  nowMs: number,
): Promise<void> {
  if (settings.policy === 'off') return;
  if (principal.via !== 'token')
    throw new AuthError(403, 'insufficient_scope', 'Only a signed-in user can do this');
  const enrolled =
    settings.policy === 'when-enrolled' &&
    (showsSecondFactor(principal.authentication) || (await secondFactorSeen(db, principal.sub)));
  const shortfall = stepUpShortfall(principal.authentication, {
    policy: settings.policy,
    enrolled,
    nowSeconds: nowMs / 1000,
    clockSkewSeconds: settings.clockSkewSeconds,
  });
  if (shortfall) throw new StepUpRequired(shortfall, settings.accountUrl);
}

/** Whether the user (`owner`, whose first sub-account has the same key) has signed in with a second factor here. */
async function secondFactorSeen(db: Queryable, owner: string): Promise<boolean> {
  const [row] = await db.query<{ seen: boolean }>(
    'SELECT second_factor_seen_at IS NOT NULL AS seen FROM accounts WHERE sub = $1',
    [owner],
  );
  return row?.seen ?? false;
}

/**
 * Remembers, on the user's first sub-account, that a token of theirs showed a second factor (for `when-enrolled`).
 * `known` holds the users already written by this process, so it writes once per user and process.
 */
export async function rememberSecondFactor(
  db: Queryable,
  principal: Principal,
  nowMs: number,
  known: Set<string>,
): Promise<void> {
  if (principal.via !== 'token' || known.has(principal.sub) || !showsSecondFactor(principal.authentication))
    return;
  await db.query(
    'UPDATE accounts SET second_factor_seen_at = $2 WHERE sub = $1 AND second_factor_seen_at IS NULL',
    [principal.sub, Math.floor(nowMs / 1000)],
  );
  if (known.size > 100_000) known.clear();
  known.add(principal.sub);
}
