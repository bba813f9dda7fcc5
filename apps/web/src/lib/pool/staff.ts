import { loadApiBaseUrl } from './apiConfig';
import { ApiError, toApiError } from './apiError';
import { poolFetch } from './client';
import { buildGetUrl } from './publicGet';

// The operator console's way to the admin API (`/admin/*`): plain typed helpers over `poolFetch`, which adds the
// signed-in user's token to these paths and renews it on a 401. A refusal comes back as the app's `ApiError`, with the
// field errors of a `validation_failed` answer by JSON path (`texts.ru.title`, `rules.2.redirect`).

/** A query's values; undefined and empty ones are left out. */
export type StaffQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/** The methods that change something. */
export type StaffMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function withoutEmpty(query: StaffQuery | undefined): StaffQuery {
  return Object.fromEntries(Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== ''));
}

async function send(path: string, init: RequestInit, query?: StaffQuery): Promise<Response> {
  const url = buildGetUrl(await loadApiBaseUrl(), path, { query: withoutEmpty(query) });
  let response: Response;
  try {
    response = await poolFetch(new Request(url, init));
  } catch (cause) {
    throw new ApiError(0, 'network_error', cause instanceof Error ? cause.message : String(cause));
  }
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's page): the status alone says what happened.
  }
  throw toApiError(response.status, body, response.headers);
}

/** Reads an admin endpoint: its JSON answer, or an {@link ApiError}. */
export async function staffGet<T>(path: string, query?: StaffQuery, signal?: AbortSignal): Promise<T> {
  const response = await send(
    path,
    { headers: { Accept: 'application/json' }, ...(signal ? { signal } : {}) },
    query,
  );
  return (await response.json()) as T;
}

/** Changes something through an admin endpoint: its JSON answer (undefined for 204), or an {@link ApiError}. */
export async function staffSend<T>(method: StaffMethod, path: string, body?: unknown): Promise<T> {
  const response = await send(path, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** A file an admin endpoint writes (the audit log's export), as the browser holds it, or an {@link ApiError}. */
export async function staffFile(path: string, query?: StaffQuery): Promise<Blob> {
  const response = await send(path, {}, query);
  return response.blob();
}
