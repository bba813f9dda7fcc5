import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const compressible = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

/** Smaller bodies gain nothing worth the CPU; larger ones than this are streamed files, precompressed at build. */
const minBytes = 1024;
const maxBytes = 4 * 1024 * 1024;

/**
 * Brotli or gzip for the responses the server makes itself (the page, JSON, icons) and any static file without a
 * precompressed copy. Static assets of the build arrive here already encoded (`.br`/`.gz` beside them). Paths for
 * which `skip` holds are sent as they are: the built Storybook's megabytes of bundles, which would cost seconds of
 * CPU at every request.
 */
export function compression({ skip }: { skip?: (path: string) => boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (skip?.(c.req.path)) return;
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    if (
      c.req.method === 'HEAD' ||
      !res.body ||
      res.headers.has('Content-Encoding') ||
      !compressible.test(type) ||
      // An event stream never ends: compressing it would wait for the end (the API's live stream).
      /^text\/event-stream/i.test(type)
    )
      return;
    if (res.status === 206 || res.status === 204 || res.status === 304) return;
    const declared = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (declared > maxBytes || declared < minBytes) return;
    const accepted = (c.req.header('Accept-Encoding') ?? '')
      .split(',')
      .map((e) => e.split(';')[0]?.trim().toLowerCase());
    const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
    const headers = new Headers(res.headers);
    headers.append('Vary', 'Accept-Encoding');
    if (!encoding) {
      c.res = new Response(res.body, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.length < minBytes) {
      c.res = new Response(bytes, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    // Quality 5: close to the best brotli ratio for small bodies at a fraction of quality 11's time.
    const body =
      encoding === 'br'
        ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(bytes, { level: 6 });
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.length));
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
