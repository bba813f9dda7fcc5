import type { paths } from '@lode/pool-api/client';
import { loadApiBaseUrl } from './apiConfig';
import { poolFetch } from './client';

// The public pages' GETs, typed by the same generated `paths` as the openapi-fetch client: a path that is not in
// the contract, a missing path parameter or a wrong query value fails the type check. They go through the same
// `poolFetch` as the client, without openapi-fetch's middleware and body serializer: its 2 KB stay on the pages
// that send something.

type Get<P extends keyof paths> = paths[P] extends { get: infer Operation } ? Operation : never;

/** The paths of the contract that answer a GET. */
export type GetPath = { [P in keyof paths]: Get<P> extends never ? never : P }[keyof paths];

type OperationParameters<P extends GetPath> = Get<P> extends { parameters: infer Q } ? Q : never;
type PathParameters<P extends GetPath> = OperationParameters<P> extends { path: infer V } ? V : never;
type QueryParameters<P extends GetPath> = OperationParameters<P> extends { query?: infer V } ? V : never;

/** A GET's parameters: `path` when the path has any (required), `query` when it takes any. */
export type GetParameters<P extends GetPath> = ([PathParameters<P>] extends [never]
  ? { path?: never }
  : { path: PathParameters<P> }) &
  ([QueryParameters<P>] extends [never] | [undefined] ? { query?: never } : { query?: QueryParameters<P> });

/** What a GET answers with 200. */
export type GetAnswer<P extends GetPath> =
  Get<P> extends {
    responses: { 200: { content: { 'application/json': infer A } } };
  }
    ? A
    : never;

/** A GET that failed: what was asked and the status the API answered. */
export class GetError extends Error {
  /** The HTTP status, or 0 when no answer came. */
  readonly status: number;

  constructor(path: string, status: number) {
    super(`GET ${path} answered ${status}`);
    this.name = 'GetError';
    this.status = status;
  }
}

/** Fills a path's `{name}` placeholders, encoded, and appends the query (undefined values left out). */
export function buildGetUrl(
  baseUrl: string,
  path: string,
  parameters: {
    path?: Readonly<Record<string, string | number>>;
    query?: Readonly<Record<string, string | number | boolean | undefined>>;
  },
): string {
  const filled = path.replace(/\{([^{}]+)\}/g, (_, name: string) => {
    const value = parameters.path?.[name];
    if (value === undefined) throw new Error(`GET ${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters.query ?? {}))
    if (value !== undefined) query.set(name, String(value));
  const search = query.size > 0 ? `?${query}` : '';
  return `${baseUrl.replace(/\/+$/, '')}${filled}${search}`;
}

/** One GET of the public API: its JSON answer, or a {@link GetError} naming the path and status. */
export async function publicGet<P extends GetPath>(
  path: P,
  parameters: GetParameters<P>,
  signal?: AbortSignal,
): Promise<GetAnswer<P>> {
  const url = buildGetUrl(await loadApiBaseUrl(), path, parameters as Parameters<typeof buildGetUrl>[2]);
  const response = await poolFetch(new Request(url, { signal, headers: { Accept: 'application/json' } }));
  if (!response.ok) {
    // Read to the end, or the browser holds the connection open as if the answer were still coming.
    await response.text().catch(() => '');
    throw new GetError(path, response.status);
  }
  return (await response.json()) as GetAnswer<P>;
}
