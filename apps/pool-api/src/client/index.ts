import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from './schema';

export type { components, operations, paths };

/** Any schema of the contract by name, e.g. `PoolSchema<'AccountSummary'>`. */
export type PoolSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** Options of {@link createPoolClient}. */
export interface PoolClientOptions {
  /** Where the API lives: the host's `LODE_API_URL`, e.g. `/api/v1` or `https://pool.example.com/api/v1`. */
  baseUrl: string;
  /** The current access token, or nothing when signed out (public endpoints still work). */
  getToken?: () => string | undefined | null | Promise<string | undefined | null>;
  /** A fetch of your own (tests, server rendering). */
  fetch?: typeof globalThis.fetch;
}

/** A typed client of the pool API, generated from its OpenAPI document: paths, parameters and answers checked. */
export function createPoolClient(options: PoolClientOptions): Client<paths> {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const auth: Middleware = {
    async onRequest({ request }) {
      const token = await options.getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
  client.use(auth);
  return client;
}
