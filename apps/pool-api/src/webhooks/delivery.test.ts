import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AlertEngine, type WorkerReading } from '../alerts/engine';
import { DeliveryQueue } from '../channels/queue';
import { type Database, openDatabase } from '../db/database';
import { Mailer } from '../mail/outbox';
import { mailSecret } from '../mail/unsubscribe';
import { defaultNotifications, putNotifications } from '../settings';
import { freshDatabase } from '../testing/databases';
import { startTestReceiver, type TestReceiver } from '../testing/receiver';
import { startTestSmtp, type TestSmtp } from '../testing/smtp';
import type { AddressPolicy, ResolvedAddress } from './address';
import { WebhookChannel } from './channel';
import { listDeliveries } from './deliveries';
import { createEndpoint, getEndpoint, updateEndpoint } from './store';

// The webhook channel on real parts: the alert engine raising alerts from readings, the delivery queue on PGlite (or
// the run's PostgreSQL), the channel posting to real HTTP receivers on loopback, names resolved by a resolver the
// test controls. The pool's clock is a variable the tests move; nothing sleeps.

const START = 1_900_000_000; // epoch seconds, a whole hour
let seconds = START;
const clock = () => seconds * 1000;
const SUB = 'sub-hooks';

/** What names resolve to, as the test says. */
const names = new Map<string, string>();
const policy: AddressPolicy = {
  allowPrivate: false,
  allowLoopback: true,
  resolve: async (host): Promise<ResolvedAddress[]> => {
    const address = names.get(host);
    if (!address) throw new Error(`ENOTFOUND ${host}`);
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  },
};

let db: Database;
let queue: DeliveryQueue;
let engine: AlertEngine;
let receiver: TestReceiver;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
});

afterAll(async () => {
  await smtp.close();
});

beforeEach(async () => {
  seconds = START;
  names.clear();
  smtp.received.length = 0;
  db = await openDatabase(await freshDatabase());
  await db.query(
    `INSERT INTO accounts (sub, owner, name, username, created_at, sampled_until, settled_until, referral_code, seed,
                           email)
     VALUES ($1, $1, 'main', $1, $2, $2, $2, $1, 1, 'owner@example.com')`,
    [SUB, START],
  );
  await putNotifications(db, SUB, {
    ...defaultNotifications,
    email: false,
    workerOffline: { enabled: true, afterMinutes: 5 },
    payoutSent: { enabled: false },
    repeatMinutes: 15,
    locale: 'en',
  });
  queue = new DeliveryQueue(db, {
    channels: [new WebhookChannel(db, policy, Date.now)],
    now: clock,
    appUrl: (locale) => `https://pool.example${locale === 'en' ? '' : `/${locale}`}`,
  });
  engine = new AlertEngine(db, undefined, queue);
  receiver = await startTestReceiver();
});

afterEach(async () => {
  await receiver.close();
  await db.close();
});

const rig = (n: number, lastShareAt: number): WorkerReading => ({
  workerId: `w${n}`,
  workerName: `rig-${String(n).padStart(2, '0')}`,
  lastShareAt,
  hashrate: 9.5e9,
  averageHashrate24h: 9.5e9,
  rejectRate: 0.01,
});

/** Evaluates `workers` at the current time. */
const evaluate = (workers: WorkerReading[]) =>
  engine.evaluate({ sub: SUB, at: seconds, workers, payouts: [] });

/** One worker silent past the 5-minute limit now: one `worker.offline` alert. */
const stopOne = (n = 1) => evaluate([rig(n, seconds - 600)]);

const ids = () => receiver.received.map((r) => r.headers['webhook-id']);

describe('a webhook endpoint', () => {
  it('receives the alert signed so that the library verifies it, and one changed byte fails', async () => {
    const { endpoint, secret } = await createEndpoint(
      db,
      SUB,
      { url: `${receiver.origin}/hook` },
      policy,
      clock(),
    );
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const [alert] = await stopOne();
    await queue.deliverDue();
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received as [(typeof receiver.received)[0]];
    expect(request.path).toBe('/hook');
    expect(request.headers['webhook-id']).toBe(alert?.id);
    const verified = new Webhook(secret).verify(request.body, request.headers) as Record<string, unknown>;
    expect(verified).toMatchObject({
      type: 'worker.offline',
      data: { subaccount: 'main', workerId: 'w1', workerName: 'rig-01', threshold: 5 },
    });
    // One byte of the body, of the signature, or another endpoint's secret: refused.
    const changed = `${request.body.slice(0, 10)}${request.body[10] === 'a' ? 'b' : 'a'}${request.body.slice(11)}`;
    expect(() => new Webhook(secret).verify(changed, request.headers)).toThrow(WebhookVerificationError);
    const signature = request.headers['webhook-signature'] as string;
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    expect(() =>
      new Webhook(secret).verify(request.body, { ...request.headers, 'webhook-signature': flipped }),
    ).toThrow(WebhookVerificationError);
    const other = await createEndpoint(db, SUB, { url: `${receiver.origin}/other` }, policy, clock());
    expect(() => new Webhook(other.secret).verify(request.body, request.headers)).toThrow(
      WebhookVerificationError,
    );
    // The log shows the delivery.
    const log = await listDeliveries(db, endpoint.id, { limit: 10 });
    expect(log.deliveries).toMatchObject([
      {
        eventId: alert?.id,
        eventType: 'worker.offline',
        status: 'delivered',
        attempts: 1,
        nextAttemptAt: null,
      },
    ]);
    expect(log.deliveries[0]?.lastAttempt).toMatchObject({
      statusCode: 200,
      responseStart: 'ok',
      error: null,
    });
  });

  it(
    'down for an hour gets every event afterwards, in order of creation, none twice',
    { timeout: 120_000 },
    async () => {
      await createEndpoint(db, SUB, { url: `${receiver.origin}/hook` }, policy, clock());
      await receiver.down();
      // Ten workers stop one after another over the hour, one every 6 minutes; the sender runs every minute.
      const raised: string[] = [];
      for (let minute = 0; minute < 60; minute += 1) {
        seconds = START + minute * 60;
        const workers = Array.from({ length: 10 }, (_, n) =>
          rig(n, minute >= n * 6 ? START + n * 6 * 60 - 300 : seconds),
        );
        raised.push(...(await evaluate(workers)).map((a) => a.id));
        await queue.deliverDue();
      }
      expect(raised).toHaveLength(10);
      expect(receiver.received).toHaveLength(0);
      await receiver.up();
      for (let minute = 60; minute <= 180 && receiver.received.length < 10; minute += 1) {
        seconds = START + minute * 60;
        await queue.deliverDue();
      }
      expect(ids()).toEqual(raised);
      // Later runs send nothing again.
      for (let minute = 181; minute <= 300; minute += 10) {
        seconds = START + minute * 60;
        await queue.deliverDue();
      }
      expect(ids()).toEqual(raised);
    },
  );

  it('is never sent to an address the name resolves to at delivery that is private', async () => {
    names.set('hooks.rebind.test', '127.0.0.1');
    const { endpoint } = await createEndpoint(
      db,
      SUB,
      { url: `http://hooks.rebind.test:${receiver.port}/hook` },
      policy,
      clock(),
    );
    // The name now points into the private network: the attempt fails before any connection.
    names.set('hooks.rebind.test', '10.0.0.1');
    await stopOne();
    await queue.deliverDue();
    expect(receiver.received).toHaveLength(0);
    const [delivery] = (await listDeliveries(db, endpoint.id, { limit: 10 })).deliveries;
    expect(delivery).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(delivery?.lastAttempt?.error).toBe('private_address');
    // Back on an allowed address, the retry connects to it (the request still names the host).
    names.set('hooks.rebind.test', '127.0.0.1');
    seconds += 30;
    await queue.deliverDue();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.headers.host).toBe(`hooks.rebind.test:${receiver.port}`);
  });

  it('does not follow a redirect to a private address: the attempt fails and nothing reaches it', async () => {
    const target = await startTestReceiver();
    try {
      const { endpoint } = await createEndpoint(db, SUB, { url: `${receiver.origin}/hook` }, policy, clock());
      names.set('metadata.internal.test', '10.0.0.1');
      for (const [n, location] of [
        `${target.origin}/latest`,
        'http://169.254.169.254/latest/meta-data/',
        'http://metadata.internal.test/',
      ].entries()) {
        receiver.answer = { status: 302, headers: { location } };
        await stopOne(n + 1);
        await queue.deliverDue();
        const [delivery] = (await listDeliveries(db, endpoint.id, { limit: 1 })).deliveries;
        expect(delivery?.lastAttempt).toMatchObject({ statusCode: 302, error: 'redirect' });
        // Each later event waits behind the one retrying: let it through before the next.
        receiver.answer = { status: 200 };
        seconds += 60;
        await queue.deliverDue();
      }
      expect(target.received).toHaveLength(0);
      expect(receiver.received.filter((r) => r.method === 'POST')).toHaveLength(6);
    } finally {
      await target.close();
    }
  });

  it(
    'gives up on an answer after 5 s, and logs the start of a 1 MB answer',
    { timeout: 60_000 },
    async () => {
      let held = 0;
      const slow = createServer((request, response) => {
        request.resume();
        if (request.url === '/slow') {
          held += 1;
          return; // never answers
        }
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end('x'.repeat(1024 * 1024));
      });
      await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', () => resolve()));
      const origin = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
      try {
        const big = await createEndpoint(db, SUB, { url: `${origin}/big` }, policy, clock());
        const hung = await createEndpoint(db, SUB, { url: `${origin}/slow` }, policy, clock());
        await stopOne();
        const started = performance.now();
        await queue.deliverDue();
        expect(performance.now() - started).toBeGreaterThanOrEqual(4900);
        expect(held).toBe(1);
        const [timedOut] = (await listDeliveries(db, hung.endpoint.id, { limit: 1 })).deliveries;
        expect(timedOut).toMatchObject({ status: 'retrying' });
        expect(timedOut?.lastAttempt).toMatchObject({ statusCode: null, error: 'timeout' });
        expect(timedOut?.lastAttempt?.latencyMs).toBeGreaterThanOrEqual(4900);
        const [read] = (await listDeliveries(db, big.endpoint.id, { limit: 1 })).deliveries;
        expect(read).toMatchObject({ status: 'delivered' });
        expect(read?.lastAttempt?.responseStart).toBe('x'.repeat(200));
      } finally {
        slow.closeAllConnections();
        await new Promise<void>((resolve) => slow.close(() => resolve()));
      }
    },
  );

  it(
    'failing for 24 hours is turned off, its owner mailed in their language',
    { timeout: 120_000 },
    async () => {
      await putNotifications(db, SUB, {
        ...defaultNotifications,
        email: false,
        workerOffline: { enabled: true, afterMinutes: 5 },
        locale: 'ru',
      });
      const { endpoint } = await createEndpoint(
        db,
        SUB,
        { url: `${receiver.origin}/hook`, description: 'Ферма' },
        policy,
        clock(),
      );
      receiver.answer = { status: 500, body: 'broken' };
      await stopOne();
      // The sender runs every 5 minutes for 25 hours.
      let disabledAfter: number | null = null;
      for (let minute = 0; minute <= 25 * 60; minute += 5) {
        seconds = START + minute * 60;
        await queue.deliverDue();
        const view = await getEndpoint(db, SUB, endpoint.id);
        if (disabledAfter === null && !view?.enabled) disabledAfter = minute;
        if (minute === 23 * 60) expect(view).toMatchObject({ enabled: true, disabledReason: null });
      }
      expect(disabledAfter).toBeGreaterThanOrEqual(24 * 60);
      expect(disabledAfter).toBeLessThanOrEqual(24 * 60 + 5);
      const view = await getEndpoint(db, SUB, endpoint.id);
      expect(view).toMatchObject({
        enabled: false,
        disabledReason: 'failing',
        failingSince: new Date(START * 1000).toISOString(),
        lastStatusCode: 500,
      });
      const [delivery] = (await listDeliveries(db, endpoint.id, { limit: 1 })).deliveries;
      expect(delivery).toMatchObject({ status: 'failed', nextAttemptAt: null });
      expect(delivery?.lastAttempt).toMatchObject({
        statusCode: 500,
        responseStart: 'broken',
        error: 'http_status',
      });
      // Backoff: about 30 attempts in the day, not one a run.
      expect(receiver.received.length).toBeGreaterThan(20);
      expect(receiver.received.length).toBeLessThan(40);
      // The owner's mail, once.
      const mailer = new Mailer(
        db,
        {
          smtpUrl: smtp.url,
          from: 'Lode <alerts@pool.example>',
          supportAddress: 'support@pool.example',
          publicUrl: 'https://pool.example',
          unsubscribeUrl: 'https://pool.example/api/v1/mail/unsubscribe',
          secret: await mailSecret(db, undefined),
        },
        clock,
      );
      try {
        await mailer.deliverDue();
      } finally {
        mailer.close();
      }
      expect(smtp.received.map((m) => [m.to, m.subject])).toEqual([['owner@example.com', 'Вебхук отключён']]);
      expect(smtp.received[0]?.text).toContain(`${receiver.origin}/hook (Ферма)`);
      expect(smtp.received[0]?.text).toContain('https://pool.example/ru/settings#webhooks');
      // A disabled endpoint gets no new events.
      const before = receiver.received.length;
      await stopOne(2);
      seconds += 3600;
      await queue.deliverDue();
      expect(receiver.received).toHaveLength(before);
      // Turned on again once the receiver works: the streak is cleared and the next alert arrives.
      receiver.answer = { status: 200 };
      const on = await updateEndpoint(db, SUB, endpoint.id, { enabled: true }, policy, clock());
      expect(on).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
      await stopOne(3);
      await queue.deliverDue();
      expect(receiver.received).toHaveLength(before + 1);
      expect(JSON.parse(receiver.received.at(-1)?.body ?? '{}')).toMatchObject({ data: { workerId: 'w3' } });
    },
  );

  it('is sent each event once when two senders run at once (leases), each endpoint in order', async () => {
    for (let n = 0; n < 4; n += 1)
      await createEndpoint(db, SUB, { url: `${receiver.origin}/e${n}` }, policy, clock());
    const raised: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      seconds = START + n * 60;
      raised.push(...(await stopOne(n)).map((a) => a.id));
    }
    const other = new DeliveryQueue(db, {
      channels: [new WebhookChannel(db, policy, Date.now)],
      now: clock,
      appUrl: () => 'https://pool.example',
    });
    await Promise.all([queue.deliverDue(), other.deliverDue(), queue.deliverDue()]);
    expect(receiver.received).toHaveLength(24);
    for (let n = 0; n < 4; n += 1)
      expect(
        receiver.received.filter((r) => r.path === `/e${n}`).map((r) => r.headers['webhook-id']),
      ).toEqual(raised);
  });

  it('is sent by another sender once the lease of a sender that died has run out', async () => {
    await createEndpoint(db, SUB, { url: `${receiver.origin}/hook` }, policy, clock());
    const [alert] = await stopOne();
    // A replica leased the row and died before answering: nobody else sends it while its lease runs.
    await db.query('UPDATE alert_deliveries SET locked_until = $1, attempts = 1, first_attempt_at = $2', [
      clock() + 60_000,
      clock(),
    ]);
    await queue.deliverDue();
    expect(receiver.received).toHaveLength(0);
    seconds += 61;
    await queue.deliverDue();
    expect(ids()).toEqual([alert?.id]);
    seconds += 3600;
    await queue.deliverDue();
    expect(ids()).toEqual([alert?.id]);
  });

  it('covers only the sub-accounts it names, and only the rules whose webhook channel is on', async () => {
    await db.query(
      `INSERT INTO accounts (sub, owner, name, username, created_at, sampled_until, settled_until, referral_code, seed)
       VALUES ('sub-other', $1, 'site-b', 'sub-other', $2, $2, $2, 'sub-other', 2)`,
      [SUB, START],
    );
    await createEndpoint(db, SUB, { url: `${receiver.origin}/b`, subaccounts: ['site-b'] }, policy, clock());
    await createEndpoint(db, SUB, { url: `${receiver.origin}/all` }, policy, clock());
    await stopOne();
    await queue.deliverDue();
    expect(receiver.received.map((r) => r.path)).toEqual(['/all']);
    await putNotifications(db, SUB, {
      ...defaultNotifications,
      workerOffline: {
        enabled: true,
        afterMinutes: 5,
        channels: { email: true, telegram: true, webhook: false },
      },
    });
    seconds += 60;
    await stopOne(2);
    await queue.deliverDue();
    expect(receiver.received).toHaveLength(1);
  });
});
