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
 * sub-account's data reads or writes that one's.
 */
export async function callPool<T>(
  run: (client: PoolClient) => Promise<PoolResult<T>>,
  onExpired?: () => void,
  subAccount?: string,
): Promise<T> {
  const client = await poolClient(subAccount);
  let result: PoolResult<T>;
  try {
    result = await run(client);
  } catch (cause) {
    throw new ApiError(0, 'network_error', cause instanceof Error ? cause.message : String(cause));
  }
  if (result.response.status === 401) onExpired?.();
  if (!result.response.ok) throw toApiError(result.response.status, result.error);
  return result.data as T;
}
