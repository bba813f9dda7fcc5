import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../../scripts/wait.ts';
import { type StaffStack, auditOf, startStaffStack } from '../testing/staff';

// The support inbox and the mail outbox in the console, against a real SMTP server on loopback: who may call what,
// hostile input refused with nothing saved, a reply that reaches the sender in their language threaded under their
// message, and "retry now" delivering a mail the server had refused.

let stack: StaffStack;
let messageId: string;

beforeAll(async () => {
  stack = await startStaffStack();
  const sent = await stack.call('/contact', {
    method: 'POST',
    token: '',
    body: {
      name: 'Иван',
      email: 'ivan@example.ru',
      subject: 'Выплата',
      message: 'Когда будет выплата?',
      locale: 'ru',
    },
  });
  expect(sent.status).toBe(201);
  messageId = sent.body.id;
  await stack.server.api.deliverMail();
});

afterAll(async () => {
  await stack?.close();
});

const as = (token: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  stack.call(path, { token, ...init });
const fields = (answer: { body: { details?: { fields: { field: string }[] } } }) =>
  answer.body.details?.fields.map((f) => f.field);

describe('who may use the inbox and the outbox', () => {
  it('answers 401 without a token and 403 to a miner; support uses the inbox, only the admin the outbox', async () => {
    const { demo, admin, support } = stack.tokens;
    const operations = [
      { path: '/admin/inbox', staff: ['admin', 'support'] },
      { path: `/admin/inbox/${messageId}`, staff: ['admin', 'support'] },
      {
        path: `/admin/inbox/${messageId}`,
        method: 'PUT',
        body: { status: 'new' },
        staff: ['admin', 'support'],
      },
      { path: '/admin/mail', staff: ['admin'] },
      { path: '/admin/mail/no-such-mail/retry', method: 'POST', staff: ['admin'], status: 404 },
    ];
    for (const { path, method, body, staff, status } of operations) {
      const what = `${method ?? 'GET'} ${path}`;
      expect((await as('', path, { method, body })).status, what).toBe(401);
      expect((await as(demo, path, { method, body })).status, what).toBe(403);
      expect((await as(support, path, { method, body })).status, what).toBe(
        staff.includes('support') ? (status ?? 200) : 403,
      );
      expect((await as(admin, path, { method, body })).status, what).toBe(status ?? 200);
    }
    const reply = `/admin/inbox/${messageId}/reply`;
    expect((await as('', reply, { method: 'POST', body: { body: 'Hi' } })).status).toBe(401);
    expect((await as(demo, reply, { method: 'POST', body: { body: 'Hi' } })).status).toBe(403);
    expect((await as(admin, '/admin/inbox/no-such-message')).status).toBe(404);
  });
});

describe('the support inbox', () => {
  it('lists, searches and filters the contact messages', async () => {
    const { support } = stack.tokens;
    const all = (await as(support, '/admin/inbox')).body.items;
    expect(all[0]).toMatchObject({ id: messageId, status: 'new', locale: 'ru', replies: 0, name: 'Иван' });
    expect((await as(support, '/admin/inbox?q=когда')).body.items.map((m: { id: string }) => m.id)).toEqual([
      messageId,
    ]);
    expect((await as(support, '/admin/inbox?q=nothing-like-it')).body.items).toEqual([]);
    expect((await as(support, '/admin/inbox?status=closed')).body.items).toEqual([]);
    const wrong = await as(support, '/admin/inbox?status=lost');
    expect(wrong.status).toBe(400);
    expect(fields(wrong)).toEqual(['query.status']);
  });

  it('refuses an empty or over-long reply and an unknown status, saving nothing', async () => {
    const { support } = stack.tokens;
    const reply = `/admin/inbox/${messageId}/reply`;
    for (const body of [{ body: '   ' }, { body: 'x'.repeat(10_001) }, {}]) {
      const answer = await as(support, reply, { method: 'POST', body });
      expect(answer.status).toBe(400);
      expect(fields(answer)).toEqual(['body']);
    }
    const status = await as(support, `/admin/inbox/${messageId}`, {
      method: 'PUT',
      body: { status: 'lost' },
    });
    expect(status.status).toBe(400);
    expect(fields(status)).toEqual(['status']);
    const item = (await as(support, `/admin/inbox/${messageId}`)).body;
    expect(item).toMatchObject({ status: 'new', replies: [] });
    expect(await auditOf(stack, 'inbox.reply', `inbox/${messageId}`)).toEqual([]);
  });

  it('mails a reply in the sender’s language, threaded under their message, and marks it answered', async () => {
    const { support } = stack.tokens;
    const confirmation = stack.smtp.received.find((m) => m.envelope.to[0] === 'ivan@example.ru');
    expect(confirmation?.headers['message-id']).toBe(`<contact-${messageId}@lode>`);
    const before = stack.smtp.received.length;
    const answer = await as(support, `/admin/inbox/${messageId}/reply`, {
      method: 'POST',
      body: { body: 'Выплата будет завтра.' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 'answered', replies: [{ body: 'Выплата будет завтра.' }] });
    expect(answer.body.replies[0].author).toBe('support');
    await stack.server.api.deliverMail();
    const mail = stack.smtp.received.slice(before).find((m) => m.envelope.to[0] === 'ivan@example.ru');
    expect(mail?.subject).toBe('Re: Выплата');
    expect(mail?.text).toContain('Здравствуйте, Иван!');
    expect(mail?.text).toContain('Выплата будет завтра.');
    expect(mail?.text).toContain('служба поддержки Lode');
    expect(mail?.headers['in-reply-to']).toBe(`<contact-${messageId}@lode>`);
    expect(mail?.headers.references).toBe(`<contact-${messageId}@lode>`);
    expect(mail?.headers['content-language']).toBe('ru');
    const item = (await as(support, `/admin/inbox/${messageId}`)).body;
    expect(item.replies).toHaveLength(1);
    expect(item.replies[0].mailStatus).toBe('sent');
    expect((await as(support, '/admin/inbox?status=answered')).body.items[0].replies).toBe(1);

    const closed = await as(support, `/admin/inbox/${messageId}`, {
      method: 'PUT',
      body: { status: 'closed' },
    });
    expect(closed.body.status).toBe('closed');
    const replies = await auditOf(stack, 'inbox.reply', `inbox/${messageId}`);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      actor: { username: 'support' },
      before: { status: 'new' },
      after: { status: 'answered', reply: { body: 'Выплата будет завтра.' } },
    });
    const statuses = await auditOf(stack, 'inbox.status', `inbox/${messageId}`);
    // The role test set `new` twice (support and admin), then `closed` here: one entry each, newest first.
    expect(statuses.map((e) => e.after)).toEqual([
      { status: 'closed' },
      { status: 'new' },
      { status: 'new' },
    ]);
    expect(statuses[0]?.before).toEqual({ status: 'answered' });
  });
});

describe('the mail outbox', () => {
  it('shows a refused mail with the server’s answer, and retry now delivers it', async () => {
    const { admin } = stack.tokens;
    stack.smtp.refusing = true;
    try {
      await stack.call('/contact', {
        method: 'POST',
        token: '',
        body: { name: 'Ada', email: 'ada@example.com', subject: 'Fees', message: 'Which fee?', locale: 'en' },
      });
      await stack.server.api.deliverMail();
    } finally {
      stack.smtp.refusing = false;
    }
    const found = (await as(admin, '/admin/mail?status=queued&q=ada@example.com')).body.items;
    // The confirmation to her, and the copy to support that names her address.
    expect(found.map((m: { kind: string }) => m.kind).sort()).toEqual([
      'contactConfirmation',
      'contactSupport',
    ]);
    const queued = found.filter((m: { kind: string }) => m.kind === 'contactConfirmation');
    expect(queued[0]).toMatchObject({
      kind: 'contactConfirmation',
      recipient: 'ada@example.com',
      subject: 'We received your message',
      status: 'queued',
      attempts: 1,
    });
    expect(queued[0].lastError).toContain('Try again later');
    expect(Date.parse(queued[0].nextAttemptAt)).toBeGreaterThan(Date.parse(queued[0].createdAt));
    const before = stack.smtp.received.length;
    const retried = await as(admin, `/admin/mail/${queued[0].id}/retry`, { method: 'POST' });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'sent', attempts: 2, nextAttemptAt: null });
    await waitFor(
      () => stack.smtp.received.slice(before).some((m) => m.envelope.to[0] === 'ada@example.com'),
      'the retried mail at the SMTP server',
    );
    // Once more on request (the recipient lost it): sent again.
    const again = await as(admin, `/admin/mail/${queued[0].id}/retry`, { method: 'POST' });
    expect(again.body).toMatchObject({ status: 'sent', attempts: 3 });
    const entries = await auditOf(stack, 'mail.retry', `mail/${queued[0].id}`);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      before: { status: 'queued', attempts: 1 },
      after: { status: 'queued' },
    });
    expect(entries[0]).toMatchObject({ before: { status: 'sent', attempts: 2 } });
    expect((await as(admin, '/admin/mail?status=sent')).body.items.length).toBeGreaterThan(0);
    const wrong = await as(admin, '/admin/mail?status=lost');
    expect(fields(wrong)).toEqual(['query.status']);
  });
});
