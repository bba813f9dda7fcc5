import { ApiError, toApiError } from './apiError';
import { poolClient, type PoolClient } from './client';

export type { PoolClient };

/** What one openapi-fetch call answers. */
export interface PoolResult<T> {
  /** The body of a success. */
  data?: T;
  /** The body of an error answer. */
  error?: unknown;
  /** The raw answer. */
  response: Response;
}

/**
 * Runs one call of the pool API with the page's client. The client has already answered a 401 with a fresh token
 * and a second try; a 401 that remains means the session cannot be renewed: `onExpired` (the `/error/401` page).
 * Any other error answer is thrown as an {@link ApiError}, never swallowed. Given a sub-account, a call for a
 * sub-account's data reads or writes that one's; given a watcher link's secret, the call reads through that link
 * (`onExpired` then gets the API's code: the link was revoked, expired or never was).
 */
export async function callPool<T>(
  run: (client: PoolClient) => Promise<PoolResult<T>>,
  onExpired?: (code: string) => void,
  subAccount?: string,
  watcher?: string,
): Promise<T> {
  const client = await poolClient(subAccount, watcher);
  let result: PoolResult<T>;
  try {
    result = await run(client);
  } catch (cause) {
    throw new ApiError(0, 'network_error', cause instanceof Error ? cause.message : String(cause));
  }
  if (!result.response.ok) {
    const error = toApiError(result.response.status, result.error, result.response.headers);
    // A step-up challenge is the page's to answer (a second factor), not a session that ended.
    if (error.status === 401 && !error.stepUp) onExpired?.(error.code);
    throw error;
  }
  return result.data as T;
}
