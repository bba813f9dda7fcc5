import { parseStepUpChallenge, type StepUpChallenge } from '@lode/auth';
import { accountBannedReason, reportAccountBanned } from './accountBanned';

/** The API's code for a change that needs a fresh second factor first (RFC 9470's error, in the JSON too). */
export const STEP_UP_CODE = 'insufficient_user_authentication';

/** A refused or failed call of the pool API, with the contract's stable error `code` (README "Conventions"). */
export class ApiError extends Error {
  /** The HTTP status; 0 when the request never got an answer (network down). */
  readonly status: number;
  /** The contract's error code (`validation_failed`, `unauthorized`…), or `network_error`. */
  readonly code: string;
  /** Field messages of a `validation_failed` answer, by field name. */
  readonly fields: Readonly<Record<string, string>>;
  /** With a 401 that asks for a stronger or fresher sign-in (RFC 9470): what to ask the provider for. */
  readonly stepUp?: StepUpChallenge;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string> = {},
    stepUp?: StepUpChallenge,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    if (stepUp) this.stepUp = stepUp;
  }
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  details?: { fields?: unknown };
}

/**
 * Turns an error answer's body (`{code, message, details?}`) into an {@link ApiError}; with the answer's headers, a
 * step-up challenge (`WWW-Authenticate: Bearer error="insufficient_user_authentication", …`) comes along. An answer
 * that the account is banned (`403 account_banned`) is also reported to the app (accountBanned.ts), which shows the
 * banned page at once, whichever page asked.
 */
export function toApiError(status: number, body: unknown, headers?: Headers): ApiError {
  const banned = accountBannedReason(status, body);
  if (banned !== null) reportAccountBanned(banned);
  const value = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const fields: Record<string, string> = {};
  if (Array.isArray(value.details?.fields)) {
    for (const entry of value.details.fields as unknown[]) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { field, message } = entry as { field?: unknown; message?: unknown };
      if (typeof field === 'string' && typeof message === 'string') fields[field] = message;
    }
  }
  const stepUp = status === 401 ? parseStepUpChallenge(headers?.get('www-authenticate')) : null;
  return new ApiError(
    status,
    typeof value.code === 'string' ? value.code : `http_${status}`,
    typeof value.message === 'string' ? value.message : `HTTP ${status}`,
    fields,
    stepUp ?? undefined,
  );
}

/**
 * Whether a failed query is worth another try: network errors, 5xx and 429 are; a refusal (other 4xx) will not
 * change by asking again. At most three retries (`cabinetRetry` spaces them 1 s, 2 s, 4 s).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 3) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}
