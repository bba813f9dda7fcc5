import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { enqueueMail, Mailer, mailKey, retryDelaySeconds } from '../mail/outbox';
import { mailSecret } from '../mail/unsubscribe';
import { defaultNotifications, type NotificationSettingsInput, putNotifications } from '../settings';
import { startTestSmtp, type TestSmtp } from '../testing/smtp';
import { type Alert, AlertEngine, type WorkerReading } from './engine';
import { freshDatabase, lastingDatabase } from '../testing/databases';

// The engine and the outbox on real parts: PGlite as the API uses it, a real SMTP server on loopback receiving what
// nodemailer sends. Time is a variable the tests move; nothing sleeps.

const START = 1_900_000_000; // epoch seconds, a whole hour
let now = START;
const clock = () => now * 1000;

let smtp: TestSmtp;
let db: Database;
let engine: AlertEngine;
let mailer: Mailer;

const SUB = 'sub-alerts';

async function addAccount(database: Database, sub: string, email: string | null) {
  await database.query(
    `INSERT INTO accounts (sub, owner, name, username, created_at, sampled_until, settled_until, referral_code, seed,
                           email)
     VALUES ($1, $1, 'main', $1, $2, $2, $2, $1, 1, $3)`,
    [sub, START, email],
  );
}

const settingsWith = (change: Partial<NotificationSettingsInput>): NotificationSettingsInput => ({
  ...defaultNotifications,
  workerOffline: { enabled: false, afterMinutes: 15 },
  payoutSent: { enabled: false },
  ...change,
});

const worker = (change: Partial<WorkerReading> = {}): WorkerReading => ({
  workerId: 'w1',
  workerName: 'rig-01',
  lastShareAt: now,
  hashrate: 9.5e9,
  averageHashrate24h: 9.5e9,
  rejectRate: 0.01,
  ...change,
});

const newMailer = (database: Database, secret: string) =>
  new Mailer(
    database,
    {
      smtpUrl: smtp.url,
      from: 'Lode <alerts@pool.example>',
      supportAddress: 'support@pool.example',
      publicUrl: 'https://pool.example',
      unsubscribeUrl: 'https://pool.example/api/v1/mail/unsubscribe',
      secret,
    },
    clock,
  );

beforeAll(async () => {
  smtp = await startTestSmtp();
});

afterAll(async () => {
  await smtp.close();
});

beforeEach(async () => {
  now = START;
  smtp.received.length = 0;
  smtp.refusing = false;
  db = await openDatabase(await freshDatabase());
  await addAccount(db, SUB, 'miner@example.com');
  engine = new AlertEngine(db);
  mailer = newMailer(db, await mailSecret(db, undefined));
});

afterEach(async () => {
  mailer.close();
  await db.close();
});

/** Feeds one reading per minute for `minutes` minutes; `at(i)` gives the worker at minute `i`. */
async function feed(minutes: number, at: (i: number) => Partial<WorkerReading>): Promise<Alert[]> {
  const raised: Alert[] = [];
  for (let i = 0; i < minutes; i += 1) {
    now = START + i * 60;
    raised.push(...(await engine.evaluate({ sub: SUB, at: now, workers: [worker(at(i))], payouts: [] })));
  }
  return raised;
}

describe('the alert engine', () => {
  it('fires once for a value hovering at the threshold (hysteresis), and recovers only past the margin', async () => {
    await putNotifications(
      db,
      SUB,
      settingsWith({ hashrateDrop: { enabled: true, belowPercent: 80 }, repeatMinutes: 15 }),
    );
    // Two hours around 80 % of the average: 78–82 %, crossing the threshold every minute.
    const hovering = await feed(120, (i) => ({ hashrate: 9.5e9 * (i % 2 ? 0.78 : 0.82) }));
    expect(hovering.map((a) => a.kind)).toEqual(['fired']);
    expect(hovering[0]).toMatchObject({ rule: 'hashrateDrop', subject: 'w1', threshold: 80 });
    // Back to 84 %: still inside the margin (clears at 85 %), then 95 %: one recovery.
    now = START + 121 * 60;
    const inside = await engine.evaluate({
      sub: SUB,
      at: now,
      workers: [worker({ hashrate: 9.5e9 * 0.84 })],
      payouts: [],
    });
    expect(inside).toEqual([]);
    now += 60;
    const back = await engine.evaluate({
      sub: SUB,
      at: now,
      workers: [worker({ hashrate: 9.5e9 * 0.95 })],
      payouts: [],
    });
    expect(back.map((a) => a.kind)).toEqual(['recovered']);
  });

  it('applies the same hysteresis to the reject rate', async () => {
    await putNotifications(
      db,
      SUB,
      settingsWith({ rejectRate: { enabled: true, abovePercent: 3 }, repeatMinutes: 15 }),
    );
    const raised = await feed(90, (i) => ({ rejectRate: i % 2 ? 0.031 : 0.029 }));
    expect(raised.map((a) => `${a.rule}:${a.kind}`)).toEqual(['rejectRate:fired']);
  });

  it('sends at most one alert per repeat interval for a worker flapping every minute, recoveries included', async () => {
    await putNotifications(
      db,
      SUB,
      settingsWith({ workerOffline: { enabled: true, afterMinutes: 5 }, repeatMinutes: 60 }),
    );
    // Even minutes: six minutes without a share (offline); odd minutes: a share just now (online).
    const raised = await feed(180, (i) => ({ lastShareAt: i % 2 ? START + i * 60 : START + i * 60 - 360 }));
    expect(raised.map((a) => a.kind)).toEqual(['fired', 'recovered', 'fired']);
    const times = raised.map((a) => a.createdAt);
    for (let i = 1; i < times.length; i += 1)
      expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(3600);
    // It stops flapping and stays online: the held-back recovery goes out once the interval has passed.
    const calm: Alert[] = [];
    for (let i = 180; i < 250; i += 1) {
      now = START + i * 60;
      calm.push(...(await engine.evaluate({ sub: SUB, at: now, workers: [worker()], payouts: [] })));
    }
    expect(calm.map((a) => a.kind)).toEqual(['recovered']);
    expect((calm[0] as Alert).createdAt - (times[2] as number)).toBeGreaterThanOrEqual(3600);
  });

  it('alerts a payout once, and not the payouts sent before alerts started', async () => {
    await putNotifications(db, SUB, settingsWith({ payoutSent: { enabled: true } }));
    const payout = (id: string, sentAt: number) => ({
      id,
      coin: 'LTC',
      amount: '0.51234567',
      address: 'ltc1qexample',
      txId: `tx-${id}`,
      sentAt,
    });
    const old = payout('p-old', START - 3600);
    expect(await engine.evaluate({ sub: SUB, at: now, workers: [], payouts: [old] })).toEqual([]);
    now += 60;
    const fresh = payout('p-new', now - 10);
    const first = await engine.evaluate({ sub: SUB, at: now, workers: [], payouts: [old, fresh] });
    expect(first.map((a) => a.subject)).toEqual(['p-new']);
    now += 60;
    expect(await engine.evaluate({ sub: SUB, at: now, workers: [], payouts: [old, fresh] })).toEqual([]);
  });

  it('stores alerts without mail when the account turned e-mail off', async () => {
    await putNotifications(
      db,
      SUB,
      settingsWith({ email: false, workerOffline: { enabled: true, afterMinutes: 15 } }),
    );
    const raised = await feed(20, () => ({ lastShareAt: START - 3600 }));
    expect(raised).toHaveLength(1);
    expect(await db.query('SELECT 1 FROM mail_outbox')).toHaveLength(0);
  });
});

describe('alert delivery', () => {
  const offline = async () => {
    await putNotifications(
      db,
      SUB,
      settingsWith({ workerOffline: { enabled: true, afterMinutes: 15 }, repeatMinutes: 60 }),
    );
    return feed(1, () => ({ lastShareAt: START - 20 * 60 }));
  };

  it('retries with backoff after the SMTP server refuses, then delivers once', async () => {
    expect(await offline()).toHaveLength(1);
    smtp.refusing = true;
    expect(await mailer.deliverDue()).toEqual({ sent: 0, failed: 1 });
    // Not before the backoff: 30 s after the first failure, then twice as long.
    now += retryDelaySeconds(1) - 1;
    expect(await mailer.deliverDue()).toEqual({ sent: 0, failed: 0 });
    now += 1;
    expect(await mailer.deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect(smtp.refused).toBe(2);
    const [row] = await db.query<{ attempts: number; next_attempt_at: number; last_error: string }>(
      'SELECT attempts, next_attempt_at, last_error FROM mail_outbox',
    );
    expect(row).toMatchObject({ attempts: 2, next_attempt_at: now + retryDelaySeconds(2) });
    expect(row?.last_error).toContain('451');
    smtp.refusing = false;
    now += retryDelaySeconds(2);
    expect(await mailer.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await mailer.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.subject).toBe('Worker rig-01 is offline');
  });

  it('names the sub-account in the mail and its link once the user has several', async () => {
    await db.query(
      `INSERT INTO accounts (sub, owner, name, username, created_at, sampled_until, settled_until, referral_code,
                             seed, email)
       VALUES ('sub-alerts-site', $1, 'site-a', $1, $2, $2, $2, 'SITEA', 1, 'miner@example.com')`,
      [SUB, START],
    );
    await putNotifications(
      db,
      'sub-alerts-site',
      settingsWith({ workerOffline: { enabled: true, afterMinutes: 15 }, repeatMinutes: 60 }),
    );
    const reading = { at: now, workers: [worker({ lastShareAt: START - 20 * 60 })], payouts: [] };
    expect(await engine.evaluate({ sub: 'sub-alerts-site', ...reading })).toHaveLength(1);
    expect(await mailer.deliverDue()).toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.received;
    expect(mail?.subject).toBe('[site-a] Worker rig-01 is offline');
    expect(mail?.text).toContain('Sub-account: site-a');
    expect(mail?.text).toContain('https://pool.example/workers?subaccount=site-a');
  });

  it('never mails one event twice to one address: replays, re-queues and two senders at once', async () => {
    await offline();
    // The same reading again (a replayed batch, a second server): the alert exists, nothing new is queued.
    expect(
      await engine.evaluate({
        sub: SUB,
        at: now,
        workers: [worker({ lastShareAt: START - 20 * 60 })],
        payouts: [],
      }),
    ).toEqual([]);
    const [row] = await db.query<{ idempotency_key: string }>('SELECT idempotency_key FROM mail_outbox');
    const again = await enqueueMail(
      db,
      {
        key: mailKey(row?.idempotency_key.split(':miner@')[0] ?? '', 'MINER@example.com'),
        kind: 'alert',
        recipient: 'MINER@example.com',
        locale: 'en',
        payload: {},
      },
      now,
    );
    expect(again).toBe(false);
    const second = newMailer(db, await mailSecret(db, undefined));
    const results = await Promise.all([mailer.deliverDue(), second.deliverDue()]);
    second.close();
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(await mailer.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps undelivered mail across a restart: a new instance on the same data delivers it', async () => {
    const data = await lastingDatabase();
    try {
      const first = await openDatabase(data.options);
      await addAccount(first, SUB, 'miner@example.com');
      await putNotifications(
        first,
        SUB,
        settingsWith({ workerOffline: { enabled: true, afterMinutes: 15 } }),
      );
      const firstMailer = newMailer(first, await mailSecret(first, undefined));
      await new AlertEngine(first).evaluate({
        sub: SUB,
        at: now,
        workers: [worker({ lastShareAt: START - 20 * 60 })],
        payouts: [],
      });
      smtp.refusing = true;
      expect(await firstMailer.deliverDue()).toEqual({ sent: 0, failed: 1 });
      firstMailer.close();
      await first.close();

      smtp.refusing = false;
      const second = await openDatabase(data.options);
      const secondMailer = newMailer(second, await mailSecret(second, undefined));
      now += retryDelaySeconds(1);
      expect(await secondMailer.deliverDue()).toEqual({ sent: 1, failed: 0 });
      secondMailer.close();
      await second.close();
      expect(smtp.received.map((m) => m.envelope.to)).toEqual([['miner@example.com']]);
    } finally {
      await data.remove();
    }
  });

  it('writes each language with text, HTML and one-click unsubscribe headers', async () => {
    const expected = {
      en: { subject: 'Worker rig-01 is offline', body: 'has sent no accepted share', lang: 'lang="en"' },
      ru: { subject: 'Воркер rig-01 не в сети', body: 'не присылал принятых шар', lang: 'lang="ru"' },
      cn: { subject: '矿机 rig-01 已离线', body: '没有提交有效份额', lang: 'lang="zh-CN"' },
    } as const;
    for (const [i, locale] of (['en', 'ru', 'cn'] as const).entries()) {
      const sub = `sub-${locale}`;
      await addAccount(db, sub, `${locale}@example.com`);
      await putNotifications(
        db,
        sub,
        settingsWith({ locale, workerOffline: { enabled: true, afterMinutes: 15 } }),
      );
      now = START + i * 60;
      await engine.evaluate({
        sub,
        at: now,
        workers: [worker({ lastShareAt: now - 30 * 60 })],
        payouts: [],
      });
    }
    expect(await mailer.deliverDue()).toEqual({ sent: 3, failed: 0 });
    for (const locale of ['en', 'ru', 'cn'] as const) {
      const mail = smtp.received.find((m) => m.envelope.to[0] === `${locale}@example.com`);
      expect(mail?.subject).toBe(expected[locale].subject);
      expect(mail?.text).toContain(expected[locale].body);
      expect(mail?.html).toContain(expected[locale].body);
      expect(mail?.html).toContain(expected[locale].lang);
      expect(mail?.from).toContain('<alerts@pool.example>');
      const link = /^<(https:\/\/pool\.example\/api\/v1\/mail\/unsubscribe\?token=[\w.-]+)>$/.exec(
        mail?.headers['list-unsubscribe'] ?? '',
      )?.[1];
      expect(link).toBeDefined();
      expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail?.text).toContain(link);
      expect(mail?.html).toContain((link as string).replace(/&/g, '&amp;'));
    }
  });
});
