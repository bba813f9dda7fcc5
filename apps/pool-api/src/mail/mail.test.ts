import type { RunningIdp } from '@lode/idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPoolApi } from '../index';
import { checkAnswer } from '../testing/contract';
import { startTestSmtp, type TestSmtp } from '../testing/smtp';
import { accessToken, APP, clock, startTestApi, startTestIdp } from '../testing/stack';
import type { CaughtMail } from './catcher';

// Alerts and contact-form mail through the whole API: the real identity provider, the API on a free port with
// LODE_SMTP_URL pointing at a real SMTP server on loopback, and the embedded catcher of `npm start`.

let idp: RunningIdp;
let smtp: TestSmtp;
let server: RunningPoolApi;
let demo: string;

async function call(path: string, init: { token?: string; method?: string; body?: unknown } = {}) {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  await checkAnswer(method, path.split('?')[0] ?? path, response);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are inspected freely
  const body: any = await response.json();
  return { status: response.status, body };
}

/** The same URL on the test server: mail links point at the app origin, which mounts the API. */
const onServer = (link: string) => link.replace(APP, server.url);

beforeAll(async () => {
  [idp, smtp] = await Promise.all([startTestIdp({ accessTokenTtl: 3600 }), startTestSmtp()]);
  server = await startTestApi(idp, {
    mail: {
      smtpUrl: smtp.url,
      from: 'Lode <alerts@pool.example>',
      supportAddress: 'help@pool.example',
      pollMs: 0,
    },
  });
  demo = await accessToken(idp, 'demo');
});

afterAll(async () => {
  clock.offsetMs = 0;
  await server?.close();
  await Promise.all([idp?.close(), smtp?.close()]);
});

describe('alerts through the API', () => {
  let mail: CaughtMail;

  it('mails an offline worker in the account’s language to the token’s verified address and lists it', async () => {
    const current = (await call('/settings/notifications', { token: demo })).body;
    const saved = await call('/settings/notifications', {
      token: demo,
      method: 'PUT',
      body: { ...current, locale: 'ru', workerOffline: { enabled: true, afterMinutes: 15 } },
    });
    expect(saved.body.locale).toBe('ru');
    // A client that does not know `locale` keeps it.
    const { locale: _locale, ...withoutLocale } = saved.body;
    expect(
      (await call('/settings/notifications', { token: demo, method: 'PUT', body: withoutLocale })).body
        .locale,
    ).toBe('ru');
    // The next minute of data: the simulator's account has a worker that went offline an hour or more ago.
    clock.offsetMs = 2 * 60_000;
    await server.api.tick();
    const alerts = await call('/account/alerts', { token: demo });
    expect(alerts.status).toBe(200);
    const offline = alerts.body.items.filter((a: { rule: string }) => a.rule === 'workerOffline');
    expect(offline.length).toBeGreaterThan(0);
    expect(offline[0]).toMatchObject({ kind: 'fired', delivery: 'sent', threshold: 15 });
    const received = smtp.received.filter((m) => m.envelope.to[0] === 'demo@lode.example');
    expect(received).toHaveLength(offline.length);
    mail = received[0] as CaughtMail;
    expect(mail.subject).toMatch(/^Воркер .+ не в сети$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Nothing new the next minute: the workers are still where they were.
    clock.offsetMs = 3 * 60_000;
    await server.api.tick();
    expect((await call('/account/alerts', { token: demo })).body.total).toBe(alerts.body.total);
  });

  it('turns the rule off with the one-click unsubscribe, without sign-in; GET only asks', async () => {
    const link = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] as string;
    expect(link.startsWith(`${APP}/api/v1/mail/unsubscribe?token=`)).toBe(true);
    const page = await fetch(onServer(link));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post"');
    expect(html).toContain('Отключить');
    expect((await call('/settings/notifications', { token: demo })).body.workerOffline.enabled).toBe(true);
    // What a mail client's button sends (RFC 8058).
    const done = await fetch(onServer(link), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('отключены');
    const settings = (await call('/settings/notifications', { token: demo })).body;
    expect(settings.workerOffline.enabled).toBe(false);
    expect(settings.payoutSent.enabled).toBe(true);
    // A forged or altered token changes nothing.
    const token = new URL(link).searchParams.get('token') as string;
    const forged = await fetch(`${server.url}/api/v1/mail/unsubscribe?token=${token.slice(0, -2)}xx`, {
      method: 'POST',
    });
    expect(forged.status).toBe(400);
  });
});

describe('the contact form', () => {
  it('sends the message to support and a confirmation in the sender’s language', async () => {
    const before = smtp.received.length;
    const sent = await call('/contact', {
      method: 'POST',
      body: {
        name: '李雷',
        email: 'li.lei@example.cn',
        subject: 'Payout question',
        message: 'When is the next payout?',
        locale: 'cn',
      },
    });
    expect(sent.status).toBe(201);
    await server.api.deliverMail();
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(2);
    const support = mails.find((m) => m.envelope.to[0] === 'help@pool.example');
    expect(support?.subject).toBe('Contact form: Payout question');
    expect(support?.text).toContain('When is the next payout?');
    expect(support?.headers['reply-to']).toContain('li.lei@example.cn');
    const confirmation = mails.find((m) => m.envelope.to[0] === 'li.lei@example.cn');
    expect(confirmation?.subject).toBe('我们已收到您的留言');
    expect(confirmation?.text).toContain(sent.body.id);
    // The sender's own text is not echoed back: the form cannot relay someone's message to a third party.
    expect(confirmation?.text).not.toContain('next payout');
    expect(confirmation?.html).toContain('lang="zh-CN"');
    // No embedded catcher when an SMTP server is configured.
    expect((await fetch(`${server.url}/api/v1/dev/mail`)).status).toBe(404);
  });
});

describe('the embedded catcher (no LODE_SMTP_URL)', () => {
  it('catches every message on a real SMTP listener and lists it at /dev/mail', async () => {
    const local = await startTestApi(idp, { mail: { pollMs: 0 } });
    try {
      expect(local.api.mailCatcherUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${local.url}/api/v1/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Иван',
          email: 'ivan@example.ru',
          subject: 'Вопрос',
          message: 'Когда выплата?',
          locale: 'ru',
        }),
      });
      expect(response.status).toBe(201);
      await local.api.deliverMail();
      const caught = (await (await fetch(`${local.url}/api/v1/dev/mail`)).json()) as {
        items: CaughtMail[];
        total: number;
      };
      expect(caught.total).toBe(2);
      expect(caught.items.map((m) => m.subject).sort()).toEqual([
        'Contact form: Вопрос',
        'Мы получили ваше сообщение',
      ]);
    } finally {
      await local.close();
    }
  });
});
