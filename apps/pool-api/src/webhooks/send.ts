import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedUrl } from './address';

// One webhook request: POST to the address the URL check chose (the name is not looked up again), no redirects
// followed (a 3xx is the receiver's answer, judged by the caller), a 5 s limit on the whole exchange, and at most
// 4 KB of the response read.

/** The whole exchange's time limit, ms. */
export const SEND_TIMEOUT_MS = 5000;
/** How much of a response is read, bytes. */
export const READ_LIMIT_BYTES = 4096;

/** What the receiver answered. */
export interface WebhookResponse {
  statusCode: number;
  latencyMs: number;
  /** The start of the response body (at most {@link READ_LIMIT_BYTES} read), as text. */
  body: string;
}

/** Why a request got no answer. */
export class SendFailed extends Error {
  constructor(
    readonly code: 'timeout' | 'connection' | 'tls',
    message: string,
    readonly latencyMs: number,
  ) {
    super(message);
  }
}

const tlsCodes = /^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH|ERR_OSSL)/;

/** Posts `body` to the checked URL with `headers`; resolves with the answer, rejects with {@link SendFailed}. */
export function postWebhook(
  target: CheckedUrl,
  headers: Record<string, string>,
  body: string,
  limits: { timeoutMs?: number; readLimit?: number } = {},
): Promise<WebhookResponse> {
  const timeoutMs = limits.timeoutMs ?? SEND_TIMEOUT_MS;
  const readLimit = limits.readLimit ?? READ_LIMIT_BYTES;
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  // The name resolves to the checked address and nothing else.
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const { url } = target;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<WebhookResponse>((resolve, reject) => {
    let settled = false;
    const fail = (error: SendFailed) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(error);
    };
    const request = client.request(
      {
        method: 'POST',
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
        path: `${url.pathname}${url.search}`,
        lookup: pinned,
        family: target.family,
        agent: false,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Lode-Webhooks/1',
          connection: 'close',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          response.destroy();
          request.destroy();
          resolve({
            statusCode: response.statusCode ?? 0,
            latencyMs: elapsed(),
            body: Buffer.concat(chunks).subarray(0, readLimit).toString('utf8'),
          });
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= readLimit) done();
        });
        response.on('end', done);
        response.on('error', done);
        response.on('close', done);
      },
    );
    const timer = setTimeout(
      () => fail(new SendFailed('timeout', `No answer within ${timeoutMs / 1000} s`, elapsed())),
      timeoutMs,
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? '';
      fail(new SendFailed(tlsCodes.test(code) ? 'tls' : 'connection', error.message, elapsed()));
    });
    request.end(body);
  });
}
