import type { MiddlewareHandler } from 'hono';

// A watcher view (`/watch/<secret>`) and a freeze link's page (`/security/freeze/<token>`), at the root, under a
// locale prefix or a base path, are pages whose address holds their only credential: it must go nowhere the secret
// could be read from.

const SECRET_PATH = /(^|\/)(watch|security\/freeze)\/[^/]+/;

/** `path` with a watcher view's or freeze link's secret replaced by `…`: what logs may say of it. */
export const redactPath = (path: string) => path.replace(SECRET_PATH, '$1$2/…');

/** Those pages' answers: no Referer carries the address anywhere, no search engine keeps it, no cache stores it. */
export function watchPageHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!SECRET_PATH.test(c.req.path)) return;
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Cache-Control', 'no-store');
  };
}
