import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** `Cache-Control` on every answer that has none: account data and the console's are private, all revalidated. */
export function cacheControl(prefix: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control'))
      c.header(
        'Cache-Control',
        c.req.path.startsWith(`${prefix}/account`) ||
          c.req.path.startsWith(`${prefix}/settings`) ||
          c.req.path.startsWith(`${prefix}/admin`)
          ? 'private, no-cache'
          : 'no-cache',
      );
  };
}

/** Reads revalidate cheaply: an ETag of the body, and 304 when the client already has it. */
export const etags: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'GET') return next();
  // The ETag is hashed from the JSON text as handlers hand it over: reading a finished response back (as
  // hono/etag does, with WebCrypto) cost more than building the whole account summary.
  let text: string | undefined;
  const json = c.json;
  c.json = ((object: unknown, ...rest: unknown[]) => {
    text = JSON.stringify(object);
    return (json as (...args: unknown[]) => Response)(object, ...rest);
  }) as typeof c.json;
  await next();
  if (c.res.status !== 200) return;
  const tag =
    c.res.headers.get('ETag') ??
    (text === undefined ? null : `W/"${createHash('sha1').update(text).digest('base64url')}"`);
  if (!tag) return;
  c.header('ETag', tag);
  if (
    !c.req
      .header('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(tag)
  )
    return;
  const headers = new Headers(c.res.headers);
  headers.delete('content-type');
  c.res = undefined;
  c.res = new Response(null, { status: 304, headers });
};
