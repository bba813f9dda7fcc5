import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from '../log';
import type { ApiMetrics } from '../metrics';

// Every request, as operations sees it: an id (the caller's `X-Request-Id` when it is a sane one, else a new UUID)
// echoed on the answer and carried by every log line about it, an access-log line, and the request metrics by
// route pattern (never the raw path: `/api/v1/account/workers/{id}`, one series however many workers).

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id (`X-Request-Id`). */
    requestId: string;
    /** The API's logger, for the error handler. */
    log: Logger;
    /** The error code answered, for `lode_api_http_errors_total`. */
    errorCode: string;
  }
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The route pattern that answered, OpenAPI-style (`{id}`), or `unmatched` (a 404 of no route). */
function routeOf(routes: { method: string; path: string }[]): string {
  const route = routes.filter((r) => r.method !== 'ALL').at(-1);
  if (!route) return 'unmatched';
  return route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
}

/** The middleware in front of everything (health checks included). */
export function observe(log: Logger, metrics: ApiMetrics, access: boolean): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    c.set('requestId', requestId);
    c.set('log', log);
    await next();
    try {
      c.res.headers.set('X-Request-Id', requestId);
    } catch {
      // Headers of a response passed through as it came are immutable: answer a copy.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('X-Request-Id', requestId);
    }
    const route = routeOf(matchedRoutes(c));
    const status = c.res.status;
    const seconds = (performance.now() - started) / 1000;
    const labels = { method: c.req.method, route, status: String(status) };
    metrics.http.duration.observe(labels, seconds);
    metrics.http.requests.inc(labels);
    const code = c.get('errorCode');
    if (code) metrics.http.errors.inc({ route, code });
    if (!access) return;
    const fields = {
      requestId,
      method: c.req.method,
      route,
      path: c.req.path,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
    };
    // Probes come every few seconds from every balancer: only when asked for.
    if (route === '/livez' || route === '/readyz') log.debug('request', fields);
    else log.info('request', fields);
  };
}
