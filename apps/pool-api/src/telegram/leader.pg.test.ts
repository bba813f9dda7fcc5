import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { createPoolApi, type PoolApi } from '../app';
import { startBotApi, type TestBotApi } from '../testing/botApi';
import { freshDatabase } from '../testing/databases';
import { waitFor } from '../../../../scripts/wait.ts';

// The bot on several replicas of one PostgreSQL: only the jobs leader polls Telegram, and when its session dies the
// new leader takes the polling over and answers the users; the old one stops at once.

const open: PoolApi[] = [];
let botApi: TestBotApi | undefined;
afterEach(async () => {
  await Promise.all(open.splice(0).map((api) => api.close()));
  await botApi?.close();
});

async function replica(databaseUrl: string, bot: TestBotApi) {
  const api = await createPoolApi({
    port: 0,
    databaseUrl,
    authUrl: 'http://127.0.0.1:9',
    realm: 'lode',
    clientId: 'lode-web',
    publicUrl: 'http://localhost:3999',
    mail: { pollMs: 0 },
    webhooks: { pollMs: 0 },
    telegram: { botToken: bot.token, apiRoot: bot.url },
    log: { level: 'error' },
  });
  open.push(api);
  return api;
}

describe('the bot on several replicas', () => {
  it('polls from the leader alone and moves with leadership', async () => {
    botApi = await startBotApi();
    const { databaseUrl } = await freshDatabase();
    const apis = [await replica(databaseUrl as string, botApi), await replica(databaseUrl as string, botApi)];
    await waitFor(() => apis.filter((api) => api.isLeader).length === 1, 'a leader');
    await waitFor(() => botApi?.polling, 'the leader polling');
    // Each message is answered once, and no second poller ever cut the leader's poll short (409).
    const user = { id: 4401, firstName: 'Solo' };
    let since = botApi.sent.length;
    for (let n = 1; n <= 3; n += 1) {
      await botApi.say(user, '/status');
      await waitFor(() => botApi?.sent.length === since + n, `answer ${n}`);
    }
    expect(botApi.sent.slice(since).map((m) => m.text)).toEqual(
      Array(3).fill(expect.stringMatching(/not linked/)),
    );
    expect(botApi.conflicts).toBe(0);

    // The leader's session dies (the database ended it): it stops polling, the other leads and answers.
    const leader = apis.find((api) => api.isLeader) as PoolApi;
    const follower = apis.find((api) => api !== leader) as PoolApi;
    const admin = postgres(databaseUrl as string, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(
        `SELECT pg_terminate_backend(pid) FROM pg_locks
         WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
    } finally {
      await admin.end({ timeout: 5 });
    }
    await waitFor(() => follower.isLeader, 'the follower leading', { ms: 20_000 });
    since = botApi.sent.length;
    await botApi.say(user, '/status');
    expect((await botApi.nextMessage(user.id, { since, timeoutMs: 20_000 })).text).toMatch(/not linked/);
    expect(botApi.sent.slice(since)).toHaveLength(1);
  });
});
