import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { Webhook } from 'standardwebhooks';
import type { Queryable } from '../db/database';

// The embedded webhook catcher of `npm start` (beside the mail catcher): a real HTTP receiver on loopback. An
// endpoint pointed at it (`http://127.0.0.1:<port>/hooks/<anything>`, allowed by `LODE_WEBHOOK_ALLOW_LOOPBACK=1`)
// gets every alert and test event here; the catcher checks each signature with the secrets of the endpoints whose
// URL names its port, keeps the newest requests in memory and lists them at `GET /api/v1/dev/webhooks` (the host's
// `/dev/mail` page shows them). It only starts while the mail catcher runs, and answers nothing to anyone else.

/** One request the catcher received. */
export interface CaughtWebhook {
  id: string;
  receivedAt: string;
  path: string;
  /** The Standard Webhooks headers as sent. */
  webhookId: string | null;
  webhookTimestamp: string | null;
  /** `true`: the signature verified with the secret of `endpointId`; `false`: with no endpoint's secret. */
  verified: boolean;
  endpointId: string | null;
  /** The body's `type` for a standard body, else `null`. */
  eventType: string | null;
  /** The body as received (at most 16 KB). */
  body: string;
}

/** A running catcher. */
export interface WebhookCatcher {
  /** The URL to point an endpoint at: `http://127.0.0.1:<port>/hooks`. */
  url: string;
  /** What it caught, newest first. */
  received(): CaughtWebhook[];
  close(): Promise<void>;
}

const BODY_LIMIT = 16 * 1024;

/** Starts the catcher on a free loopback port; `db` holds the endpoints whose secrets verify what arrives. */
export async function startWebhookCatcher(db: Queryable, keep = 200): Promise<WebhookCatcher> {
  const caught: CaughtWebhook[] = [];
  let port = 0;
  const verify = async (body: string, headers: Record<string, string>) => {
    const endpoints = await db.query<{ id: string; url: string; secret: string }>(
      `SELECT id, url, secret FROM webhook_endpoints WHERE url LIKE $1`,
      [`%:${port}/%`],
    );
    for (const e of endpoints) {
      try {
        new Webhook(e.secret).verify(body, headers);
        return e.id;
      } catch {
        // Another endpoint's secret, or a bad signature: try the next.
      }
    }
    return null;
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
    });
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : null;
      };
      const signed = {
        'webhook-id': header('webhook-id') ?? '',
        'webhook-timestamp': header('webhook-timestamp') ?? '',
        'webhook-signature': header('webhook-signature') ?? '',
      };
      void verify(body, signed)
        .catch(() => null)
        .then((endpointId) => {
          let eventType: string | null = null;
          try {
            const parsed = JSON.parse(body) as { type?: unknown };
            if (typeof parsed.type === 'string') eventType = parsed.type;
          } catch {
            // Not JSON: kept as text.
          }
          caught.unshift({
            id: randomUUID(),
            receivedAt: new Date().toISOString(),
            path: request.url ?? '/',
            webhookId: header('webhook-id'),
            webhookTimestamp: header('webhook-timestamp'),
            verified: endpointId !== null,
            endpointId,
            eventType,
            body,
          });
          caught.length = Math.min(caught.length, keep);
          response.writeHead(request.method === 'POST' ? 204 : 405).end();
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received: () => [...caught],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `GET /dev/webhooks`: the catcher's URL and what it received, newest first (only while it runs). */
export function webhookCatcherRouter(catcher: WebhookCatcher | null) {
  const app = new Hono();
  if (catcher)
    app.get('/dev/webhooks', (c) => {
      const items = catcher.received();
      return c.json({ url: catcher.url, items, total: items.length }, 200);
    });
  return app;
}
