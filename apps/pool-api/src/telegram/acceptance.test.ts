import type { RunningIdp } from '@lode/idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../domain/time';
import type { RunningPoolApi } from '../index';
import { type BotApiUser, startBotApi, type TestBotApi } from '../testing/botApi';
import { startTestReceiver, type TestReceiver } from '../testing/receiver';
import { startTestSmtp, type TestSmtp } from '../testing/smtp';
import { accessToken, startTestApi, startTestIdp } from '../testing/stack';

// Issue 40's acceptance for Telegram and webhooks together, end to end: the API with a bot token and its Bot API
// root at the tests' local stand-in, a chat linked through the deep link, a webhook endpoint on a real receiver on
// loopback; a simulated worker is told to stop (the test controls) and the API's clock moves a minute at a time, each
// minute running the simulator, the alert engine and the delivery queue as the server's minute job does.

let nowMs = Date.now();
const now = () => nowMs;

/** The start of the next whole minute, epoch seconds. */
const nextMinute = () => Math.ceil(nowMs / MINUTE_MS) * 60;

const miner: BotApiUser = { id: 8801, firstName: 'Ada', username: 'ada_rigs' };

let idp: RunningIdp;
let smtp: TestSmtp;
let botApi: TestBotApi;
let receiver: TestReceiver;
let server: RunningPoolApi;
let workers: { id: string; name: string }[];
let api: (path: string, method?: string, body?: unknown) => Promise<Response>;

/** Moves the clock to `seconds` (+1 s) and runs the server's minute: simulator, alerts, mail and deliveries. */
async function minuteAt(seconds: number) {
  nowMs = seconds * 1000 + 1000;
  await server.api.tick();
}

/** What reached the chat about `worker`, and what reached the webhook receiver about it. */
function arrived(worker: string) {
  return {
    telegram: botApi.sent
      .filter((m) => m.chatId === String(miner.id) && m.text.includes(worker))
      .map((m) => m.text),
    webhook: receiver.received
      .map((r) => JSON.parse(r.body) as { type: string; data: { workerName?: string } })
      .filter((event) => event.data.workerName === worker)
      .map((event) => event.type),
  };
}

beforeAll(async () => {
  idp = await startTestIdp({ accessTokenTtl: 3600 });
  [smtp, botApi, receiver] = await Promise.all([startTestSmtp(), startBotApi(), startTestReceiver()]);
  nowMs = Date.now();
  server = await startTestApi(idp, {
    now,
    mail: { smtpUrl: smtp.url, pollMs: 0 },
    webhooks: { allowLoopback: true, pollMs: 0 },
    telegram: { botToken: botApi.token, apiRoot: botApi.url },
  });
  const token = await accessToken(idp, 'demo');
  api = (path, method = 'GET', body) =>
    fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const saved = await api('/settings/notifications', 'PUT', {
    email: true,
    workerOffline: { enabled: true, afterMinutes: 5 },
    hashrateDrop: { enabled: false, belowPercent: 80 },
    rejectRate: { enabled: false, abovePercent: 3 },
    payoutSent: { enabled: false },
    repeatMinutes: 15,
    locale: 'en',
  });
  expect(saved.status).toBe(200);
  const listed = (await (await api('/account/workers?status=online&pageSize=200')).json()) as {
    items: { id: string; name: string }[];
  };
  workers = listed.items.filter((w) => !w.name.endsWith('-01')).slice(0, 2);
  expect(workers).toHaveLength(2);

  // The chat, linked the way a miner links it: the deep link from Settings, Start in Telegram.
  const link = (await (await api('/settings/telegram/link', 'POST')).json()) as { url: string };
  const since = botApi.sent.length;
  await botApi.say(miner, `/start ${new URL(link.url).searchParams.get('start')}`);
  expect((await botApi.nextMessage(miner.id, { since })).text).toMatch(/linked to the Lode account demo/);
  // The webhook, on the receiver.
  expect((await api('/settings/webhooks', 'POST', { url: `${receiver.origin}/hooks/lode` })).status).toBe(
    201,
  );
  // The alerts the simulated account starts with (machines planned offline) go out before the tests begin.
  await minuteAt(nextMinute());
});

afterAll(async () => {
  await server?.close();
  await Promise.all([botApi?.close(), receiver?.close(), smtp?.close()]);
  await idp?.close();
});

describe('a worker that stops', () => {
  it('produces exactly one Telegram message and one webhook delivery after N minutes', async () => {
    const [worker] = workers as [{ id: string; name: string }];
    const stop = nextMinute();
    const scripted = await fetch(`${server.url}/api/v1/__lode/workers/${worker.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'stop', at: new Date(stop * 1000).toISOString() }),
    });
    expect(scripted.status).toBe(204);
    for (let minute = 1; minute < 5; minute += 1) {
      await minuteAt(stop + minute * 60);
      expect(arrived(worker.name), `after ${minute} min`).toEqual({ telegram: [], webhook: [] });
    }
    await minuteAt(stop + 5 * 60);
    const first = arrived(worker.name);
    expect(first.webhook).toEqual(['worker.offline']);
    expect(first.telegram).toHaveLength(1);
    expect(first.telegram[0]).toMatch(
      new RegExp(
        `^Worker ${worker.name} is offline\\n\\nWorker ${worker.name} has sent no accepted share for 5 minutes \\(your limit: 5 minutes\\)\\.\\nSub-account: demo\\nTime: .+ UTC\\n\\nOpen Lode: http://localhost:3999/workers\\?subaccount=demo&worker=${worker.id}$`,
      ),
    );
    // Nothing more while it stays down, past the repeat interval too.
    for (let minute = 6; minute <= 25; minute += 1) await minuteAt(stop + minute * 60);
    expect(arrived(worker.name)).toEqual(first);
  });

  it('unlinks a chat that blocked the bot, says so in Settings, and keeps the webhook going', async () => {
    const [, worker] = workers as [unknown, { id: string; name: string }];
    botApi.block(miner.id);
    const stop = nextMinute();
    await fetch(`${server.url}/api/v1/__lode/workers/${worker.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'stop', at: new Date(stop * 1000).toISOString() }),
    });
    for (let minute = 1; minute <= 5; minute += 1) await minuteAt(stop + minute * 60);
    expect(arrived(worker.name)).toEqual({ telegram: [], webhook: ['worker.offline'] });
    const { links } = (await (await api('/settings/telegram')).json()) as {
      links: { id: string; status: string; blockedAt: string | null }[];
    };
    expect(links).toEqual([expect.objectContaining({ status: 'blocked', blockedAt: expect.any(String) })]);
    // Blocked is unlinked: its recovery goes to the webhook only, and the bot tries the chat no more.
    const tried = botApi.calls.filter((c) => c.method === 'sendMessage').length;
    await fetch(`${server.url}/api/v1/__lode/workers/${worker.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'recover', at: new Date((stop + 6 * 60) * 1000).toISOString() }),
    });
    for (let minute = 6; minute <= 25; minute += 1) await minuteAt(stop + minute * 60);
    expect(arrived(worker.name).webhook).toEqual(['worker.offline', 'worker.online']);
    expect(botApi.calls.filter((c) => c.method === 'sendMessage').length).toBe(tried);
    // Settings' "Dismiss".
    expect((await api(`/settings/telegram/links/${links[0]?.id}`, 'DELETE')).status).toBe(204);
    expect(((await (await api('/settings/telegram')).json()) as { links: unknown[] }).links).toEqual([]);
  });
});
