import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';

/** An answer other than success, thrown by handlers and turned into `{code, message, details?}` in one place. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
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
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(
    { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) },
    error.status,
  );
}
