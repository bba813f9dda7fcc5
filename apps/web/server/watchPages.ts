import type { MiddlewareHandler } from 'hono';

// A watcher view (`/watch/<secret>`, at the root, under a locale prefix or a base path) is a read-only page whose
// secret is its only credential: the address must go nowhere the secret could be read from.

const WATCH_PATH = /(^|\/)watch\/[^/]+/;

/** `path` with a watcher view's secret replaced by `…`: what logs may say of it. */
export const redactPath = (path: string) => path.replace(WATCH_PATH, '$1watch/…');

/** A watcher view's answers: no Referer carries the address anywhere, no search engine keeps it, no cache stores it. */
export function watchPageHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!WATCH_PATH.test(c.req.path)) return;
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Cache-Control', 'no-store');
  };
}
