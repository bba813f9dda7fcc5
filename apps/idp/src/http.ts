import type { IncomingMessage, ServerResponse } from 'node:http';

/** An answer a handler throws: the outer handler sends `body` as JSON with `status`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

/** Reads a small request body (forms, JSON); refuses anything over 64 KB. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > 64 * 1024) throw new HttpError(413, { error: 'request_too_large' });
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Sends a whole answer with its length. */
export function send(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'Content-Length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

/** Sends JSON, never cached. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  send(res, status, JSON.stringify(body), {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
}

/** Headers of every page and API answer: the pages load only same-origin styles and scripts, and are never framed by others. */
export function securityHeaders(appOrigin: string): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      "style-src 'self'",
      "script-src 'self'",
      "img-src 'self' data:",
      `form-action 'self' ${appOrigin}`,
      "frame-ancestors 'self'",
      "base-uri 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/** Sends a provider page: HTML under the pages' security headers, never cached. */
export function sendHtml(res: ServerResponse, status: number, body: string, headers: Record<string, string>) {
  send(res, status, body, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  });
}
