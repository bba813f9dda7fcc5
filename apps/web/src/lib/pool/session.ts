import { createPoolClient } from '@lode/pool-api/client';
import { ApiError, toApiError } from './apiError';
import { loadApiBaseUrl } from './apiConfig';

/** The typed pool API client. */
export type PoolClient = ReturnType<typeof createPoolClient>;

/** What one openapi-fetch call answers. */
export interface PoolResult<T> {
  /** The body of a success. */
  data?: T;
  /** The body of an error answer. */
  error?: unknown;
  /** The raw answer. */
  response: Response;
}

/** How a call reaches the signed-in session. */
export interface Session {
  /** The current access token. */
  getToken(): string | undefined;
  /** Renews the token now; resolves true when a new one is held. */
  refresh(): Promise<boolean>;
  /** The session cannot be renewed: show `/error/401`. */
  onExpired(): void;
}

/**
 * Runs one API call with the session's token. A 401 gets one token refresh and one more try; a second 401 ends at
 * `onExpired` (the `/error/401` page). Any other error answer is thrown as an {@link ApiError}, never swallowed.
 */
export async function callWithSession<T>(
  run: (client: PoolClient) => Promise<PoolResult<T>>,
  session: Session,
): Promise<T> {
  const client = createPoolClient({ baseUrl: await loadApiBaseUrl(), getToken: () => session.getToken() });
  const attempt = async () => {
    try {
      return await run(client);
    } catch (cause) {
      throw new ApiError(0, 'network_error', cause instanceof Error ? cause.message : String(cause));
    }
  };
  let result = await attempt();
  if (result.response.status === 401) {
    if (await session.refresh()) result = await attempt();
    if (result.response.status === 401) {
      session.onExpired();
      throw toApiError(401, result.error);
    }
  }
  if (!result.response.ok) throw toApiError(result.response.status, result.error);
  return result.data as T;
}
