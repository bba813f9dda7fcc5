import type { MiddlewareHandler } from 'hono';
import { Counter, Histogram, type Registry } from 'prom-client';

/**
 * What a request was for, the `kind` label of the request metrics: a small fixed set, never the raw path, so a
 * scanner trying a million paths cannot make a million series.
 */
export type RequestKind = 'page' | 'asset' | 'config' | 'api' | 'icons' | 'other';

/** Where the app's parts live: the base path without its last slash ('' at the root) and a mounted API's path. */
export interface KindLayout {
  prefix: string;
  apiPath: string | undefined;
}

/** The small JSON documents the SPA reads to configure itself. */
const configPaths = new Set([
  '/config.json',
  '/builds/latest.json',
  '/api/route-rules',
  '/api/route-rules.json',
]);

/** The kind of a request for `path` (as received, query left out). */
export function requestKind(path: string, { prefix, apiPath }: KindLayout): RequestKind {
  if (apiPath !== undefined && (path === apiPath || path.startsWith(`${apiPath}/`))) return 'api';
  // The probes (at the root) and anything outside the base path.
  if (path === '/livez' || path === '/readyz') return 'other';
  if (prefix !== '' && path !== prefix && !path.startsWith(`${prefix}/`)) return 'other';
  const inApp = path.slice(prefix.length) || '/';
  if (inApp.startsWith('/assets/')) return 'asset';
  if (inApp.startsWith('/api/icons/')) return 'icons';
  if (configPaths.has(inApp)) return 'config';
  // `/api` itself is a page; nothing else under it is.
  if (inApp.startsWith('/api/')) return 'other';
  // Pages have no extension; public files (favicon.svg, robots.txt, the service worker) do.
  return inApp.slice(inApp.lastIndexOf('/') + 1).includes('.') ? 'asset' : 'page';
}

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Registers the request metrics on `registry` and returns the middleware that records them:
 * `lode_web_http_request_duration_seconds` and `lode_web_http_requests_total`, by method, kind and status.
 */
export function requestMetrics(registry: Registry, layout: KindLayout): MiddlewareHandler {
  const labelNames = ['method', 'kind', 'status'] as const;
  const duration = new Histogram({
    name: 'lode_web_http_request_duration_seconds',
    help: 'Time until the response headers were ready, by method, request kind and status',
    labelNames,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const total = new Counter({
    name: 'lode_web_http_requests_total',
    help: 'Requests answered, by method, request kind and status',
    labelNames,
    registers: [registry],
  });
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const labels = {
        method: knownMethods.has(c.req.method) ? c.req.method : 'other',
        kind: requestKind(c.req.path, layout),
        status: String(c.res.status),
      };
      duration.observe(labels, (performance.now() - started) / 1000);
      total.inc(labels);
    }
  };
}
