import { z } from '@hono/zod-openapi';
import { CoinIdSchema, ErrorSchema, StepUpErrorSchema } from './schemas';
import { STEP_UP_CHALLENGE } from './stepUp';

// The pieces every tag's route definitions share: answer shapes, the usual error answers, the security options.
// Each tag's `routes.ts` declares its operations with them; the tags are the "API types" of the docs pages.

/** A JSON answer of `schema`. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** An error answer in the contract's `{code, message, details?}` shape. */
export const error = (description: string) => json(ErrorSchema, description);

/**
 * What any operation with parameters or a body may answer: a refused request, or a database (the API's, or the
 * pool engine's) that does not answer for now.
 */
export const commonErrors = {
  400: error('Invalid parameters or body: `validation_failed` with one entry per field in `details.fields`'),
  503: error(
    "The pool's database is not answering (`unavailable`): a passing outage; or, for a write, the pool is under maintenance (`maintenance`, the operator's message). Try again after `Retry-After` seconds",
  ),
};
/** What an operation behind a token or key may answer. */
export const authErrors = {
  ...commonErrors,
  401: error(
    'No credentials, or a token or key that is expired, revoked or not ours (`unauthorized`, `invalid_token`, `invalid_api_key`)',
  ),
  403: error('`account_banned`, or an API key without the scope (`insufficient_scope`)'),
  429: error('Too many requests for this key (`rate_limited`); wait `Retry-After` seconds'),
};
/**
 * What an operation guarded by the step-up check may answer (a new payout address, a key that can write, a watcher
 * link): besides the usual 401s, the RFC 9470 challenge to a signed-in user without a fresh second factor.
 */
export const stepUpErrors = {
  ...authErrors,
  401: {
    description:
      'No credentials or a token not accepted (as for every operation), or the step-up challenge (`insufficient_user_authentication`, a `StepUpError`): the token shows no second factor, or its latest factor is more than 5 minutes old. Sign in again with the `acr_values` and `max_age` the `WWW-Authenticate` header names, then retry',
    headers: {
      'WWW-Authenticate': {
        description: `\`Bearer error="invalid_token"\`, or the step-up challenge: \`${STEP_UP_CHALLENGE}\``,
        schema: { type: 'string' as const },
      },
    },
    content: { 'application/json': { schema: z.union([StepUpErrorSchema, ErrorSchema]) } },
  },
};
export const notModified = { 304: { description: 'Not modified: the `If-None-Match` ETag still matches' } };

/** A bearer token or a personal API key. */
export const secured: Record<string, string[]>[] = [{ bearer: [] }, { apiKey: [] }];
/** A signed-in user only (no API key). */
export const bearerOnly: Record<string, string[]>[] = [{ bearer: [] }];

/** The `{coin}` path parameter. */
export const coinParam = z.object({
  coin: CoinIdSchema.openapi({ param: { name: 'coin', in: 'path' } }),
});
