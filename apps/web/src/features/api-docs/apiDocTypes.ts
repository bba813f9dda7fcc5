// Generated from the pool API's OpenAPI document (reference/manifest.ts): tag → operation ids, a few hundred bytes,
// so a route's `validate` stays synchronous without the whole document in the main bundle.
import operationIds from './reference/operationIds.json' with { type: 'json' };

/** The API reference groups of `/docs/api-swagger/{type}`: the tags of the pool API's OpenAPI document. */
export const apiDocTypes = ['public', 'account', 'settings', 'admin'] as const;

/** One API reference group. */
export type ApiDocType = (typeof apiDocTypes)[number];

/** Whether a path parameter names an API reference group. */
export const isApiDocType = (value: string | undefined): value is ApiDocType =>
  (apiDocTypes as readonly string[]).includes(value ?? '');

/** Whether `operationId` is an operation of the API docs group `type` (`account`, `getAccountSummary`). */
export function isApiOperation(type: string | undefined, operationId: string | undefined): boolean {
  return isApiDocType(type) && (operationIds[type] as readonly string[]).includes(operationId ?? '');
}
