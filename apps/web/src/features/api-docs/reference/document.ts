import { loadApiBaseUrl } from '../../../lib/pool/apiConfig';
import { poolFetch } from '../../../lib/pool/client';
import { useCachedRead } from '../../../lib/pool/cache';
import { publicKeys } from '../../../lib/pool/keys';

// The pool API's OpenAPI document as the docs pages get it: from the API itself (`<apiUrl>/openapi.json`), so the
// reference always describes the API the app talks to, and cut down to one tag before Scalar sees it.

/** An OpenAPI document, as far as the docs pages touch it. */
export interface OpenApiDocument {
  [key: string]: unknown;
  tags?: { name: string; [key: string]: unknown }[];
  paths?: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, Record<string, unknown>>;
  servers?: { url: string }[];
}

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

function keepTagged(items: Record<string, Record<string, unknown>> | undefined, tag: string) {
  const kept: Record<string, Record<string, unknown>> = {};
  for (const [key, item] of Object.entries(items ?? {})) {
    const entries = Object.entries(item).filter(([field, value]) => {
      if (!httpMethods.has(field)) return true;
      return ((value as { tags?: string[] }).tags ?? []).includes(tag);
    });
    if (entries.some(([field]) => httpMethods.has(field))) kept[key] = Object.fromEntries(entries);
  }
  return kept;
}

/**
 * The document with only the operations of one tag (and that tag), served from `baseUrl`: what one docs page
 * shows. Components stay whole; the page hides the model list, so unused schemas are never shown.
 */
export function documentForTag(document: OpenApiDocument, tag: string, baseUrl: string): OpenApiDocument {
  return {
    ...document,
    servers: [{ url: baseUrl }],
    tags: (document.tags ?? []).filter((t) => t.name === tag),
    paths: keepTagged(document.paths, tag),
    webhooks: keepTagged(document.webhooks, tag),
  };
}

/** The API's absolute base URL (`http://host/api/v1`): what the samples call. */
export function absoluteApiUrl(apiUrl: string, origin: string): string {
  return new URL(apiUrl, `${origin}/`).href.replace(/\/+$/, '');
}

/** The base URL of the pool API, absolute: read from `config.json` once the page runs in a browser. */
export function useApiBaseUrl() {
  return useCachedRead({
    key: publicKeys.apiBaseUrl(),
    fetch: async () => absoluteApiUrl(await loadApiBaseUrl(), window.location.origin),
    staleMs: Infinity,
  });
}

/** The OpenAPI document from `<apiUrl>/openapi.json`, with the absolute base URL; fetched once per page load. */
export function useApiDocument() {
  return useCachedRead({
    key: publicKeys.apiDocument<OpenApiDocument>(),
    fetch: async (signal) => {
      const baseUrl = absoluteApiUrl(await loadApiBaseUrl(), window.location.origin);
      const response = await poolFetch(new Request(`${baseUrl}/openapi.json`, { signal }));
      if (!response.ok) throw new Error(`GET /openapi.json answered ${response.status}`);
      return { document: (await response.json()) as OpenApiDocument, baseUrl };
    },
    staleMs: Infinity,
  });
}
