// Step-up authentication (RFC 9470): a resource server refuses a token that is not strong or fresh enough with
// `WWW-Authenticate: Bearer error="insufficient_user_authentication", acr_values="…", max_age=…`; the app sends the
// user back to the provider with those values, the provider asks only for what is missing (a second factor, the
// password again), and the app returns to the same page with a stronger token and what it asked to keep.
// Framework-free and small: the app's API client parses challenges with it before the engine has loaded.

/** What a resource server asked for: the authentication context class(es) and the most a sign-in may be aged. */
export interface StepUpChallenge {
  /** Space-separated `acr` values, in order of preference (`"2"`: password and a second factor). */
  acrValues?: string;
  /** Seconds: the sign-in (the factor asked for) may be at most this old. */
  maxAge?: number;
}

/** What `stepUp()` takes (`useAuth()`). */
export interface StepUpOptions extends StepUpChallenge {
  /** Same-origin path to come back to. Default: the page's own path and query. */
  returnTo?: string;
  /** The interface language for the provider's pages (`ui_locales`, as `login()` sends it). */
  locale?: string;
  /**
   * What the app needs again afterwards (the form as it was typed, which request to send again): any JSON value.
   * It stays in this tab's storage until the provider sends the browser back, then comes back in the result.
   */
  resume?: unknown;
}

/** How a step-up ended, for the page that asked for it (`stepUpResult` in the state until taken). */
export interface StepUpResult {
  /**
   * `done`: the provider signed the same user in again and the new tokens are held; `cancelled`: the user went back
   * without proving anything (`access_denied`); `failed`: the provider refused or could not finish. After `cancelled`
   * or `failed` the session is the one held before, unchanged.
   */
  status: 'done' | 'cancelled' | 'failed';
  /** The `resume` value the step-up was given. */
  resume?: unknown;
  /** With `done`: the `acr` of the new ID token (`"1"` when the provider could not raise it: no second factor). */
  acr?: string;
  /** With `failed` or `cancelled`: what the provider answered, in English, for logs and details. */
  message?: string;
}

/**
 * One auth-param of a `WWW-Authenticate` value, quoted or not (RFC 9110 §11.6.1): one of the two groups matched, and
 * joining both gives it (the other is undefined, which joins as nothing).
 */
const param = (header: string, name: string) =>
  new RegExp(`[\\s,]${name}\\s*=\\s*(?:"([^"]*)"|([^\\s,]*))`, 'i').exec(header)?.slice(1).join('');

/**
 * The step-up a `WWW-Authenticate` header asks for, or null when it is not a Bearer `insufficient_user_authentication`
 * challenge (an expired token's `invalid_token`, say, which a refresh answers instead).
 */
export function parseStepUpChallenge(header: string | null | undefined): StepUpChallenge | null {
  if (!header || !/\bBearer\b/i.test(header) || param(header, 'error') !== 'insufficient_user_authentication')
    return null;
  const challenge: StepUpChallenge = {};
  const acrValues = param(header, 'acr_values')?.trim();
  if (acrValues) challenge.acrValues = acrValues;
  const maxAge = Number(param(header, 'max_age') ?? NaN);
  if (Number.isInteger(maxAge) && maxAge >= 0) challenge.maxAge = maxAge;
  return challenge;
}

/** The authorization request's extra parameters for a step-up. */
export function stepUpParameters(options: StepUpChallenge): Record<string, string> {
  return {
    acr_values: options.acrValues ?? '2',
    ...(options.maxAge !== undefined ? { max_age: String(options.maxAge) } : {}),
  };
}
