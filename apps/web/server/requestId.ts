import type { MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id: the caller's `X-Request-Id` when it is well formed, else a fresh UUID. */
    requestId: string;
  }
}

/** The header that carries a request's id in and out (and on to a mounted API). */
export const requestIdHeader = 'X-Request-Id';

/** What a caller's id may look like: short, and nothing that could break a log line or a header. */
const wellFormed = /^[\w.:-]{1,128}$/;

/** The id to use for a request that arrived with `header` (a proxy's id when it is well formed). */
export function requestIdFor(header: string | undefined | null): string {
  return header != null && wellFormed.test(header) ? header : crypto.randomUUID();
}

/** Gives each request its id (`c.get('requestId')`) and echoes it on the response, whatever answered. */
export function requestId(): MiddlewareHandler {
  return async (c, next) => {
    const id = requestIdFor(c.req.header(requestIdHeader));
    c.set('requestId', id);
    await next();
    c.header(requestIdHeader, id);
  };
}

/**
 * The request as it arrived, carrying `id` in `X-Request-Id` (a caller's malformed one replaced), for a handler that
 * logs it too. The body is streamed through, never read here.
 */
export function withRequestId(request: Request, id: string): Request {
  if (request.headers.get(requestIdHeader) === id) return request;
  const headers = new Headers(request.headers);
  headers.set(requestIdHeader, id);
  return new Request(request, { headers });
}
