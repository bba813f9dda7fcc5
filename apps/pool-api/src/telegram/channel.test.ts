import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { createLogger } from '../log';
import type { AlertEventPayload, DueDelivery } from '../channels';
import { startBotApi, type TestBotApi } from '../testing/botApi';
import { freshDatabase } from '../testing/databases';
import { waitFor } from '../../../../scripts/wait.ts';
import { TelegramBot } from './bot';
import { telegramChannel } from './channel';
import { createLinkCode, listLinks, redeemLinkCode } from './store';

// The bot's own side of alerts, on the project's database and the local Bot API: an alert rendered in the
// language it was queued in with the link to its worker, a chat that blocked the bot reported gone and its link marked
// blocked, and polling that follows leadership.

const OWNER = 'owner-telegram';
const SITE = 'sub-telegram-site';

let db: Database;
let botApi: TestBotApi;
let bot: TelegramBot;
const nowMs = Date.UTC(2026, 11, 7, 10);

beforeAll(async () => {
  db = await openDatabase(await freshDatabase());
  for (const [sub, name] of [
    [OWNER, 'main'],
    [SITE, 'site-a'],
  ] as const)
    await db.query(
      `INSERT INTO accounts (sub, owner, name, username, created_at, sampled_until, settled_until, referral_code, seed)
       VALUES ($1, $2, $3, 'farmer', 0, 0, 0, $1, 1)`,
      [sub, OWNER, name],
    );
  botApi = await startBotApi();
  bot = new TelegramBot({
    db,
    options: { botToken: botApi.token, apiRoot: botApi.url },
    publicUrl: 'https://pool.example',
    now: () => nowMs,
    status: async () => [],
    log: createLogger({ level: 'error' }),
  });
});

afterAll(async () => {
  await bot?.close();
  await botApi?.close();
  await db?.close();
});

/** Links chat `chatId` to the owner through a code, as `/start` does. */
async function link(chatId: number) {
  const { code } = await createLinkCode(db, OWNER, nowMs);
  // Linked at a time of its own per chat id: the order of the destinations is the order of linking.
  const outcome = await redeemLinkCode(
    db,
    code,
    { id: String(chatId), name: `chat ${chatId}` },
    nowMs + chatId,
  );
  if (outcome.result !== 'linked') throw new Error(`not linked: ${outcome.result}`);
  return outcome.linkId;
}

const offline: AlertEventPayload = {
  type: 'worker.offline',
  timestamp: '2026-12-07T10:00:00.000Z',
  data: {
    subaccount: 'site-a',
    workerName: 'rig-7',
    workerId: 'w7',
    value: 16,
    threshold: 15,
    url: 'https://pool.example/ru/workers?subaccount=site-a',
  },
};

/** The queue's row `id` for `destinationId`, queued in Russian. */
const due = (id: string, destinationId: string | undefined): DueDelivery => ({
  id,
  eventId: `al_${id}`,
  channel: 'telegram',
  destinationId: destinationId as string,
  sub: SITE,
  eventType: offline.type,
  payload: offline,
  locale: 'ru',
  attempt: 1,
  createdAt: nowMs,
});

describe('the Telegram channel', () => {
  const channel = () => telegramChannel(bot, db, () => nowMs);

  it('names every active chat of the owner as a destination of each sub-account', async () => {
    const first = await link(501);
    const second = await link(502);
    expect(await channel().destinations(db, SITE)).toEqual([{ id: first }, { id: second }]);
    expect(await channel().destinations(db, OWNER)).toEqual([{ id: first }, { id: second }]);
  });

  it('sends an alert in the account’s language with the link that opens the worker', async () => {
    const [destination] = await channel().destinations(db, SITE);
    const since = botApi.sent.length;
    const outcome = await channel().send(due('d1', destination?.id));
    expect(outcome).toMatchObject({ ok: true });
    expect((await botApi.nextMessage(501, { since })).text).toBe(
      [
        'Воркер rig-7 не в сети',
        'Воркер rig-7 не присылал принятых шар 16 мин (ваш порог: 15 мин).\nСубаккаунт: site-a\nВремя: 2026-12-07 10:00 UTC',
        'Открыть Lode: https://pool.example/ru/workers?subaccount=site-a&worker=w7',
      ].join('\n\n'),
    );
  });

  it('reports a chat that blocked the bot as gone, and the link then shows blocked', async () => {
    const [, destination] = await channel().destinations(db, SITE);
    botApi.block(502);
    const outcome = await channel().send(due('d2', destination?.id));
    expect(outcome).toMatchObject({
      ok: false,
      retry: false,
      error: 'blocked',
      statusCode: 403,
      destinationGone: true,
    });
    await channel().destinationGone(db, destination?.id as string, nowMs);
    const links = await listLinks(db, OWNER);
    expect(links.map((l) => [l.chat, l.status, l.blockedAt])).toEqual([
      ['chat 501', 'active', null],
      ['chat 502', 'blocked', new Date(nowMs).toISOString()],
    ]);
    expect(await channel().destinations(db, SITE)).toHaveLength(1);
    // A row queued before the block: nothing is sent, nothing retried.
    expect(await channel().send(due('d3', destination?.id))).toMatchObject({
      ok: false,
      retry: false,
    });
  });

  it('asks again later when the Bot API cannot be reached', async () => {
    const [destination] = await channel().destinations(db, SITE);
    const away = new TelegramBot({
      db,
      options: { botToken: botApi.token, apiRoot: 'http://127.0.0.1:9' },
      publicUrl: 'https://pool.example',
      now: () => nowMs,
      status: async () => [],
      log: createLogger({ level: 'error' }),
    });
    const outcome = await telegramChannel(away, db).send(due('d4', destination?.id));
    expect(outcome).toMatchObject({ ok: false, retry: true, error: 'connection' });
  });
});

describe('leadership', () => {
  it('long-polls while leading and stops at once when leadership is lost', async () => {
    bot.lead(true);
    await waitFor(() => botApi.polling, 'the bot to poll');
    bot.lead(false);
    await waitFor(() => !botApi.polling, 'the bot to stop polling');
    const polls = botApi.calls.filter((c) => c.method === 'getUpdates').length;
    // A user's message while no replica leads waits for the next leader.
    await botApi.say({ id: 501, firstName: 'A' }, '/status');
    bot.lead(true);
    await waitFor(
      () =>
        botApi.sent.some(
          (m) => m.chatId === '501' && m.text.startsWith('Lode account farmer\n\nNo workers yet.'),
        ),
      'the answer',
    );
    expect(botApi.calls.filter((c) => c.method === 'getUpdates').length).toBeGreaterThan(polls);
  });
});
