import { appBasePath } from '../runtime/basePath';

let config: Promise<unknown> | undefined;

/** Reads `apiUrl` from a `config.json` body; the host's default mount (`{base}api/v1`) when it has none. */
export function apiUrlFromConfig(config: unknown, basePath: string): string {
  const apiUrl = (config as { apiUrl?: unknown } | null)?.apiUrl;
  if (typeof apiUrl === 'string' && apiUrl !== '') return apiUrl;
  return `${basePath}api/v1`;
}

/**
 * The host's `config.json`, fetched once per page load and shared by whoever reads it (the sign-in
 * settings and the pool API's address); null when the host answers with an error. A failed fetch is not kept, so
 * the next reader asks again.
 */
export function loadConfig(): Promise<unknown> {
  if (!config) {
    const loading = fetch(`${appBasePath()}config.json`).then((response) =>
      response.ok ? (response.json() as Promise<unknown>) : null,
    );
    config = loading;
    loading.catch(() => {
      if (config === loading) config = undefined;
    });
  }
  return config;
}

/** The pool API's base URL from `config.json` (`apiUrl`). */
export async function loadApiBaseUrl(): Promise<string> {
  return apiUrlFromConfig(await loadConfig(), appBasePath());
}
