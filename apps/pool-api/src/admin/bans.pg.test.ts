import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subOf } from '../contract/harness';
import type { RunningPoolApi } from '../index';
import { freshDatabase } from '../testing/databases';
import { type StaffStack, startStaffStack } from '../testing/staff';
import { startTestApi } from '../testing/stack';
import { StreamReader } from '../testing/streamReader';

// A ban on one replica counts on the other at once: two APIs on one PostgreSQL, the user's stream open on B while the
// admin bans on A. B refuses the user's next request (it reads the ban on every request) and ends the open stream
// (the ban's stream event reaches B over LISTEN/NOTIFY).

let stack: StaffStack;
let b: RunningPoolApi;

beforeAll(async () => {
  const database = await freshDatabase();
  stack = await startStaffStack(database);
  b = await startTestApi(stack.idp, { ...database, mail: { pollMs: 0 }, rateLimit: { tokenPerMinute: 0 } });
});

afterAll(async () => {
  await b?.close();
  await stack?.close();
});

describe('a ban across replicas', () => {
  it('ends the user’s stream on the other replica and refuses them there at once; an unban lets them back', async () => {
    const { demo, admin } = stack.tokens;
    const onB = (token: string) =>
      fetch(`${b.url}/api/v1/account/summary`, { headers: { authorization: `Bearer ${token}` } });
    expect((await onB(demo)).status).toBe(200);
    const stream = await StreamReader.open(b.url, demo);
    await stream.until(() => stream.messages.some((m) => m.event === 'ready'), 'ready on B');

    const sub = subOf(demo);
    const banned = await stack.call(`/admin/accounts/${sub}/ban`, {
      token: admin,
      method: 'POST',
      body: { reason: 'abuse' },
    });
    expect(banned.status).toBe(200);
    await stream.until(() => stream.ended, 'the end of the stream on B');
    expect(stream.messages.at(-1)).toMatchObject({ event: 'end', data: '{"reason":"account_banned"}' });
    const refused = await onB(demo);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'account_banned', reason: 'abuse' });

    expect((await stack.call(`/admin/accounts/${sub}/unban`, { token: admin, method: 'POST' })).status).toBe(
      200,
    );
    expect((await onB(demo)).status).toBe(200);
  });
});
