import { expect } from 'vitest';
import type { Call } from '../harness';

/**
 * The console's accounts, inbox and mail operations once each with a successful answer, as the provider's `admin`
 * user (exerciseAdminOperations in ./admin.ts runs it in both contract suites). The demo user is banned and unbanned
 * again at once, so the cases after it see the account as it was. What the operations do, and whom they refuse:
 * src/admin/bans.test.ts and src/admin/inbox.test.ts.
 */
export async function exerciseSupportOperations(call: Call, admin: string): Promise<void> {
  const ok = async (path: string, init: Parameters<Call>[1] = {}, status = 200) => {
    const answer = await call(path, { token: admin, ...init });
    expect(answer.status, `${init.method ?? 'GET'} ${path}: ${answer.text}`).toBe(status);
    return answer;
  };
  const found = (await ok('/admin/accounts?q=demo')).body.items as { sub: string; username: string }[];
  const demo = found.find((a) => a.username === 'demo')?.sub as string;
  expect(demo).toBeTruthy();
  const detail = (await ok(`/admin/accounts/${demo}`)).body;
  expect(detail.subaccounts.length).toBeGreaterThan(0);
  await ok(`/admin/accounts/${demo}/ban`, { method: 'POST', body: { reason: 'other', note: 'contract' } });
  await ok(`/admin/accounts/${demo}/unban`, { method: 'POST' });

  const sent = await call('/contact', {
    method: 'POST',
    token: '',
    body: {
      name: 'Grace',
      email: 'grace@example.com',
      subject: 'Hello',
      message: 'A question',
      locale: 'en',
    },
  });
  expect(sent.status).toBe(201);
  const id = sent.body.id as string;
  expect((await ok('/admin/inbox?status=new')).body.items.map((m: { id: string }) => m.id)).toContain(id);
  await ok(`/admin/inbox/${id}`);
  await ok(`/admin/inbox/${id}/reply`, { method: 'POST', body: { body: 'An answer' } }, 201);
  await ok(`/admin/inbox/${id}`, { method: 'PUT', body: { status: 'closed' } });
  const mail = (await ok('/admin/mail?q=grace@example.com')).body.items as { id: string }[];
  expect(mail.length).toBeGreaterThan(0);
  await ok(`/admin/mail/${mail[0]?.id}/retry`, { method: 'POST' });
}
