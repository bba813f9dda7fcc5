import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { errorFields, type Logger } from '../log';
import { AuthError, ProviderUnavailable } from './auth';
import './observe';

/** What every request that needs the database answers while it is unreachable (503, `unavailable`). */
export const UNAVAILABLE_MESSAGE = "The pool's database is not answering. Try again in a few seconds.";
/** What a signed-in request answers when the identity provider has never been reached (503, `unavailable`). */
export const PROVIDER_UNAVAILABLE_MESSAGE =
  'The sign-in service is not answering, so this sign-in cannot be checked. Try again in a few seconds.';
/** The `Retry-After` of those answers, seconds. */
export const RETRY_AFTER_SECONDS = 5;

/** An answer other than success, thrown by handlers and turned into `{code, message, details?}` in one place. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
    /** Fields the answer carries at its top level beside `code` and `message` (a step-up's `acrValues`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A refused write: the fields at fault, answered as 400 `validation_failed`. */
export class FieldErrors extends Error {
  /** Each field at fault, with a machine code where the field has several ways to fail (a webhook's `url`). */
  constructor(readonly fields: { field: string; message: string; code?: string }[]) {
    super(fields.map((f) => `${f.field}: ${f.message}`).join('; '));
  }
}

/** Field errors from zod, named by where they came from (`query.pageSize`, `address`). */
export function zodFields(error: ZodError, target: string): { field: string; message: string }[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const field = target === 'json' ? path || '(body)' : [target, path].filter(Boolean).join('.');
    return { field, message: issue.message };
  });
}

/** Writes an error answer. */
export function errorResponse(c: Context, error: ApiError): Response {
  c.set('errorCode', error.code);
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(
    {
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
      ...error.extra,
    },
    error.status,
  );
}

/** The API's error handler: every thrown error becomes a contract answer; anything unforeseen is logged and a 500. */
export function answerError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return errorResponse(c, error);
  if (error instanceof AuthError) {
    if (error.status === 401)
      c.header(
        'WWW-Authenticate',
        error.code.includes('watcher') ? 'Watcher realm="lode"' : `Bearer error="invalid_token"`,
      );
    const headers: Record<string, string> =
      error.retryAfter === undefined ? {} : { 'Retry-After': String(error.retryAfter) };
    return errorResponse(
      c,
      new ApiError(error.status, error.code, error.message, undefined, headers, error.extra),
    );
  }
  if (error instanceof FieldErrors)
    return errorResponse(c, new ApiError(400, 'validation_failed', error.message, { fields: error.fields }));
  // Hono's own refusals: a body that is not JSON (400), a missing or wrong Content-Type (415).
  if (error instanceof HTTPException && error.status < 500)
    return errorResponse(
      c,
      new ApiError(
        error.status,
        error.status === 415 ? 'unsupported_media_type' : 'bad_request',
        error.message,
      ),
    );
  const log = c.get('log') as Logger | undefined;
  const requestId = c.get('requestId') as string | undefined;
  if (error instanceof ProviderUnavailable) {
    log?.warn('identity provider unavailable', { requestId, ...errorFields(error.cause), stack: undefined });
    return errorResponse(
      c,
      new ApiError(503, 'unavailable', PROVIDER_UNAVAILABLE_MESSAGE, undefined, {
        'Retry-After': String(RETRY_AFTER_SECONDS),
      }),
    );
  }
  // The database is down or restarting: say so, and when to try again, rather than a 500 (it reconnects by itself).
  if (isDatabaseUnavailable(error)) {
    log?.warn('database unavailable', { requestId, ...errorFields(error), stack: undefined });
    return errorResponse(
      c,
      new ApiError(503, 'unavailable', UNAVAILABLE_MESSAGE, undefined, {
        'Retry-After': String(RETRY_AFTER_SECONDS),
      }),
    );
  }
  if (log) log.error('request failed', { requestId, ...errorFields(error) });
  else
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: 'error', message: 'request failed', requestId, ...errorFields(error) })}\n`,
    );
  return errorResponse(c, new ApiError(500, 'internal_error', 'Something went wrong on our side'));
}
