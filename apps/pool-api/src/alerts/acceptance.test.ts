import type { RunningIdp } from '@lode/idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import type { RunningPoolApi } from '../index';
import type { CaughtMail } from '../mail/catcher';
import { Mailer } from '../mail/outbox';
import { mailSecret } from '../mail/unsubscribe';
import type { PoolApiOptions } from '../options';
import { type NotificationSettingsInput, putNotifications } from '../settings';
import { Simulator } from '../simulator';
import { startTestSmtp, type TestSmtp } from '../testing/smtp';
import { accessToken, startTestApi, startTestIdp } from '../testing/stack';
import { AlertEngine } from './engine';
import { freshDatabase, lastingDatabase } from '../testing/databases';
import { MINUTE_MS } from '../domain/time';
import { waitFor } from '../../../../scripts/wait.ts';
import { simulatorSource } from '../source/simulator';

// Issue 22's acceptance, end to end: a simulated worker is told to stop or flap (the API's test controls), the
// simulator writes its minutes, the alert engine reads them, the outbox delivers to a real SMTP server on loopback.
// The API's clock is a variable the tests move a minute at a time; nothing waits real minutes.

/** Where miners reach the API in these tests: the unsubscribe link must point there, not at the test server. */
const API_PUBLIC_URL = 'https://api.pool.example/v1';

let nowMs = Date.now();
const now = () => nowMs;

let idp: RunningIdp;

beforeAll(async () => {
  idp = await startTestIdp();
});

afterAll(async () => {
  await idp?.close();
});

const alertSettings: NotificationSettingsInput = {
  email: true,
  workerOffline: { enabled: true, afterMinutes: 5 },
  hashrateDrop: { enabled: false, belowPercent: 80 },
  rejectRate: { enabled: false, abovePercent: 3 },
  payoutSent: { enabled: false },
  repeatMinutes: 15,
  locale: 'en',
};

const offlineMails = (smtp: TestSmtp, worker: string) =>
  smtp.received.filter((m) => m.subject === `Worker ${worker} is offline`);

/** The start of the next whole minute, epoch seconds: a script set there takes the whole minute. */
const nextMinute = () => Math.ceil(nowMs / MINUTE_MS) * 60;

interface Stack {
  server: RunningPoolApi;
  /** Two workers mining now (not the account's planned flapper). */
  workers: { id: string; name: string }[];
  script(workerId: string, body: Record<string, unknown>): Promise<Response>;
  /** Moves the clock to `seconds` (+1 s) and runs the server's minute: simulator, alerts, delivery. */
  minuteAt(seconds: number): Promise<void>;
}

/**
 * The API with the test clock, mail to `smtp`, the demo miner's alert settings saved through the API; the alerts the
 * simulated account starts with (its machines planned offline) have gone out before the test begins.
 */
async function startStack(smtp: TestSmtp, extra: Partial<PoolApiOptions> = {}): Promise<Stack> {
  nowMs = Date.now();
  const server = await startTestApi(idp, {
    now,
    apiPublicUrl: API_PUBLIC_URL,
    mail: { smtpUrl: smtp.url, pollMs: 0 },
    ...extra,
  });
  const token = await accessToken(idp, 'demo');
  const api = (path: string, method = 'GET', body?: unknown) =>
    fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  expect((await api('/settings/notifications', 'PUT', alertSettings)).status).toBe(200);
  const listed = (await (await api('/account/workers?status=online&pageSize=200')).json()) as {
    items: { id: string; name: string }[];
  };
  const workers = listed.items.filter((w) => !w.name.endsWith('-01')).slice(0, 2);
  expect(workers).toHaveLength(2);
  const stack: Stack = {
    server,
    workers,
    script: (workerId, body) =>
      fetch(`${server.url}/api/v1/__lode/workers/${workerId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    async minuteAt(seconds) {
      nowMs = seconds * 1000 + 1000;
      await server.api.tick();
    },
  };
  await stack.minuteAt(nextMinute());
  return stack;
}

describe('a worker that stops', () => {
  let smtp: TestSmtp;
  let stack: Stack;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    stack = await startStack(smtp);
  });

  afterAll(async () => {
    await stack?.server.close();
    await smtp?.close();
  });

  it('has test controls that check what they are told', async () => {
    expect((await stack.script('w_nobody', { mode: 'stop' })).status).toBe(404);
    expect((await stack.script(stack.workers[0]?.id ?? '', { mode: 'explode' })).status).toBe(400);
  });

  it('produces exactly one e-mail after N minutes, and none while it stays down', async () => {
    const [worker] = stack.workers as [{ id: string; name: string }];
    const stop = nextMinute();
    expect(
      (await stack.script(worker.id, { mode: 'stop', at: new Date(stop * 1000).toISOString() })).status,
    ).toBe(204);
    for (let minute = 1; minute < 5; minute += 1) {
      await stack.minuteAt(stop + minute * 60);
      expect(offlineMails(smtp, worker.name), `after ${minute} min`).toHaveLength(0);
    }
    await stack.minuteAt(stop + 5 * 60);
    expect(offlineMails(smtp, worker.name)).toHaveLength(1);
    // No reminders while it stays down, past the repeat interval too.
    for (let minute = 6; minute <= 25; minute += 1) await stack.minuteAt(stop + minute * 60);
    expect(offlineMails(smtp, worker.name)).toHaveLength(1);
    expect(smtp.received.filter((m) => m.subject.includes(worker.name))).toHaveLength(1);
  });

  it('carries an unsubscribe link on the public API URL that turns the rule off', async () => {
    const [first, second] = stack.workers as [{ id: string; name: string }, { id: string; name: string }];
    const mail = offlineMails(smtp, first.name)[0] as CaughtMail;
    const link = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    expect(link.startsWith(`${API_PUBLIC_URL}/mail/unsubscribe?token=`)).toBe(true);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replaceAll('&', '&amp;'));
    // What a mail client's one-click button sends, to the same path on the test server.
    const done = await fetch(link.replace(API_PUBLIC_URL, `${stack.server.url}/api/v1`), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    // The rule is off: another worker that stops now is not mailed about.
    const stop = nextMinute();
    await stack.script(second.id, { mode: 'stop', at: new Date(stop * 1000).toISOString() });
    for (let minute = 1; minute <= 8; minute += 1) await stack.minuteAt(stop + minute * 60);
    expect(offlineMails(smtp, second.name)).toHaveLength(0);
  });
});

describe('a worker that flaps 20 times in an hour', () => {
  it('produces at most ⌈60/M⌉ offline e-mails', { timeout: 120_000 }, async () => {
    const smtp = await startTestSmtp();
    const db = await openDatabase(await freshDatabase());
    let seconds = Math.floor(Date.now() / 60_000) * 60;
    const mailer = new Mailer(
      db,
      {
        smtpUrl: smtp.url,
        from: 'Lode <alerts@pool.example>',
        supportAddress: 'support@pool.example',
        publicUrl: 'https://pool.example',
        unsubscribeUrl: `${API_PUBLIC_URL}/mail/unsubscribe`,
        secret: await mailSecret(db, undefined),
      },
      () => seconds * 1000,
    );
    try {
      // The simulator, the engine, the data source and the outbox as the API wires them, on one account.
      const simulator = new Simulator(db, () => seconds);
      const engine = new AlertEngine(db);
      const source = simulatorSource(db, simulator);
      await simulator.ensure('flapper', 'flapper');
      await db.query('UPDATE accounts SET email = $1 WHERE sub = $2', ['flapper@example.com', 'flapper']);
      // Two minutes offline is below the 5 the settings page allows: it lets 20 outages that each qualify fit into
      // one hour. The repeat interval is the smallest allowed, 15 minutes: at most ⌈60/15⌉ = 4 offline mails.
      const repeatMinutes = 15;
      await putNotifications(db, 'flapper', {
        ...alertSettings,
        workerOffline: { enabled: true, afterMinutes: 2 },
        repeatMinutes,
      });
      const worker = (await source.workers('flapper', 'Scrypt')).find(
        (w) => w.status === 'online' && !w.name.endsWith('-01'),
      );
      if (!worker) throw new Error('no steady worker online');
      // Down 2 minutes, up 1: 20 rounds in the hour.
      const start = seconds + 60;
      await simulator.script(worker.id, { mode: 'flap', at: start, downMinutes: 2, upMinutes: 1 });
      let outages = 0;
      for (seconds = start + 60; seconds <= start + 3600; seconds += 60) {
        for (const sub of await simulator.tick())
          await engine.evaluate(await source.alerts.readings(sub, seconds));
        await mailer.deliverDue();
        // An outage that qualifies: the worker has been silent for two whole minutes right now.
        if ((seconds - start) % 180 === 120) outages += 1;
      }
      expect(outages).toBe(20);
      const sent = smtp.received.filter((m) => m.subject === `Worker ${worker.name} is offline`);
      expect(sent.length).toBeGreaterThanOrEqual(1);
      expect(sent.length).toBeLessThanOrEqual(Math.ceil(60 / repeatMinutes));
    } finally {
      mailer.close();
      await db.close();
      await smtp.close();
    }
  });
});

describe('an SMTP server down for two minutes', () => {
  it('makes alerts late, but none is lost or sent twice', { timeout: 120_000 }, async () => {
    const first = await startTestSmtp();
    const port = Number(new URL(first.url).port);
    const stack = await startStack(first);
    let back: TestSmtp | undefined;
    try {
      const stop = nextMinute();
      for (const w of stack.workers)
        await stack.script(w.id, { mode: 'stop', at: new Date(stop * 1000).toISOString() });
      await first.close();
      // Both alerts are raised at 5 minutes while nothing listens; two minutes of failed deliveries follow.
      for (let minute = 1; minute <= 7; minute += 1) await stack.minuteAt(stop + minute * 60);
      back = await startTestSmtp({ port });
      const arrived = () => stack.workers.every((w) => offlineMails(back as TestSmtp, w.name).length === 1);
      let minute = 8;
      for (; minute <= 20 && !arrived(); minute += 1) await stack.minuteAt(stop + minute * 60);
      expect(arrived(), 'each alert arrived once after the server came back').toBe(true);
      // Later runs send nothing again.
      for (const end = minute + 5; minute <= end; minute += 1) await stack.minuteAt(stop + minute * 60);
      for (const w of stack.workers) expect(offlineMails(back, w.name)).toHaveLength(1);
    } finally {
      await stack.server.close();
      await back?.close();
    }
  });
});

describe('an API restart in the middle of a delivery', () => {
  it('sends nothing twice', { timeout: 240_000 }, async () => {
    const smtp = await startTestSmtp();
    const data = await lastingDatabase();
    const stack = await startStack(smtp, data.options);
    let again: RunningPoolApi | undefined;
    try {
      const [worker] = stack.workers as [{ id: string; name: string }];
      const stop = nextMinute();
      await stack.script(worker.id, { mode: 'stop', at: new Date(stop * 1000).toISOString() });
      for (let minute = 1; minute < 5; minute += 1) await stack.minuteAt(stop + minute * 60);
      // The minute that raises the alert: its mail reaches the SMTP server, which holds its answer.
      smtp.holding = true;
      nowMs = (stop + 5 * 60) * 1000 + 1000;
      const ticking = stack.server.api.tick();
      await waitFor(() => smtp.held > 0, 'a delivery held by the SMTP server', { ms: 30_000, everyMs: 20 });
      // The server is told to stop while the send is in flight; the SMTP server answers only then.
      const closing = stack.server.close();
      smtp.release();
      await closing;
      await ticking.catch(() => {});
      expect(offlineMails(smtp, worker.name)).toHaveLength(1);
      // A new server on the same data runs the next minutes: nothing is sent again.
      again = await startTestApi(idp, {
        now,
        ...data.options,
        apiPublicUrl: API_PUBLIC_URL,
        mail: { smtpUrl: smtp.url, pollMs: 0 },
      });
      for (let minute = 6; minute <= 10; minute += 1) {
        nowMs = (stop + minute * 60) * 1000 + 1000;
        await again.api.tick();
      }
      expect(offlineMails(smtp, worker.name)).toHaveLength(1);
    } finally {
      await again?.close();
      await smtp.close();
      await data.remove();
    }
  });
});
