import { appBasePath } from '../runtime/basePath';

let baseUrl: Promise<string> | undefined;

/** Reads `apiUrl` from a `config.json` body; the host's default mount (`{base}api/v1`) when it has none. */
export function apiUrlFromConfig(config: unknown, basePath: string): string {
  const apiUrl = (config as { apiUrl?: unknown } | null)?.apiUrl;
  if (typeof apiUrl === 'string' && apiUrl !== '') return apiUrl;
  return `${basePath}api/v1`;
}

/**
 * The pool API's base URL from `config.json` (`apiUrl`, DESIGN.md §3), fetched once per page load. A failed fetch
 * is not cached, so the next query asks again.
 */
export function loadApiBaseUrl(): Promise<string> {
  if (!baseUrl) {
    const basePath = appBasePath();
    baseUrl = fetch(`${basePath}config.json`)
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((config) => apiUrlFromConfig(config, basePath));
    baseUrl.catch(() => {
      baseUrl = undefined;
    });
  }
  return baseUrl;
}
