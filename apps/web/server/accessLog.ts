import type { MiddlewareHandler } from 'hono';
import { redactPath } from './watchPages';

/** One line of the access log, as JSON. */
export interface AccessLogEntry {
  /** ISO time the request arrived. */
  time: string;
  level: 'info';
  message: 'request';
  /** The request's id (`X-Request-Id`), the same one a mounted API logs. */
  requestId: string;
  /** HTTP method. */
  method: string;
  /** The path only: queries may carry sign-in codes and are left out; a watcher view's secret is `…`. */
  path: string;
  /** HTTP status sent. */
  status: number;
  /** Milliseconds until the response headers were ready. */
  durationMs: number;
  /** Body size when known. */
  bytes?: number;
}

/** Writes one JSON line per request through `write` (stdout by default). Runs after the request-id middleware. */
export function accessLog(write: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const time = new Date().toISOString();
    try {
      await next();
    } finally {
      const length = c.res.headers.get('Content-Length');
      const entry: AccessLogEntry = {
        time,
        level: 'info',
        message: 'request',
        requestId: c.get('requestId'),
        method: c.req.method,
        path: redactPath(c.req.path).slice(0, 512),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(length !== null ? { bytes: Number(length) } : {}),
      };
      write(JSON.stringify(entry));
    }
  };
}
