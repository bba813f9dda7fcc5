import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import type { Subaccount } from '../subaccounts/store';
import type { Principal } from './auth';
import { ApiError, errorResponse, zodFields } from './errors';

/** What a request carries once the guard let it in: who is calling. */
export type Env = {
  Variables: {
    principal: Principal;
    /** The sub-account the request reads or changes (set by the guard on sub-account-bound operations). */
    subaccount?: Subaccount;
    /** The account's newest live event before the answer was read (set by `eventPosition` on account reads). */
    eventPosition?: number;
  };
};

/** Answers a validation failure in the contract's shape instead of zod's. */
const validationHook = (
  result: { success: true } | { success: false; error: ZodError; target: string },
  c: Context,
) => {
  if (!result.success)
    return errorResponse(
      c,
      new ApiError(400, 'validation_failed', 'Some fields are not valid', {
        fields: zodFields(result.error, result.target),
      }),
    );
  return undefined;
};

/** A router for contract operations: every tag's router and the API's root are made here. */
export function newRouter() {
  return new OpenAPIHono<Env>({ defaultHook: validationHook as never });
}

/** The caller the guard let in. */
export const who = (c: { get(key: 'principal'): Principal }) => c.get('principal');

/** The key of the sub-account the guard resolved for this request (its data is stored under it). */
export const subaccountKey = (c: { get(key: 'subaccount'): Subaccount | undefined }) => {
  const subaccount = c.get('subaccount');
  if (!subaccount) throw new Error('no sub-account was resolved for this operation');
  return subaccount.key;
};

/** A list query's page as an offset and a limit. */
export const page = (q: { page: number; pageSize: number }) => ({
  offset: (q.page - 1) * q.pageSize,
  limit: q.pageSize,
});
