import { createServer } from 'node:net';
import type { RunningIdp } from '@lode/idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPoolApi } from '../index';
import { type BotApiUser, startBotApi, type TestBotApi } from '../testing/botApi';
import { accessToken, startTestApi, startTestIdp } from '../testing/stack';
import { waitFor } from '../../../../scripts/wait.ts';
import { webhookSecret } from './bot';

// Telegram from the outside: the API runs with a bot token and its Bot API root at the tests' local stand-in
// (testing/botApi.ts), a signed-in user asks for a deep link, the stand-in plays the Telegram user pressing Start
// and typing commands, and the tests read what the bot answered. The API's clock is a variable the tests move.

let nowMs = Date.now();
const now = () => nowMs;

let idp: RunningIdp;

beforeAll(async () => {
  // The clock moves 11 minutes ahead in one test: tokens must outlive that.
  idp = await startTestIdp({ accessTokenTtl: 3600 });
});

afterAll(async () => {
  await idp?.close();
});

interface TelegramSettings {
  available: boolean;
  bot: string | null;
  links: {
    id: string;
    chat: string;
    linkedAt: string;
    status: 'active' | 'blocked';
    blockedAt: string | null;
  }[];
}

interface Stack {
  server: RunningPoolApi;
  botApi: TestBotApi;
  api(path: string, method?: string, body?: unknown): Promise<Response>;
  settings(): Promise<TelegramSettings>;
  /** A new deep link's code. */
  code(): Promise<string>;
  close(): Promise<void>;
}

async function startStack(extra: { port?: number; webhookUrl?: string } = {}): Promise<Stack> {
  nowMs = Date.now();
  const botApi = await startBotApi();
  const server = await startTestApi(idp, {
    now,
    ...(extra.port ? { port: extra.port } : {}),
    telegram: {
      botToken: botApi.token,
      apiRoot: botApi.url,
      ...(extra.webhookUrl ? { webhookUrl: extra.webhookUrl } : {}),
    },
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
  return {
    server,
    botApi,
    api,
    settings: async () => (await (await api('/settings/telegram')).json()) as TelegramSettings,
    async code() {
      const response = await api('/settings/telegram/link', 'POST');
      expect(response.status).toBe(201);
      const { url, expiresAt } = (await response.json()) as { url: string; expiresAt: string };
      expect(url).toMatch(new RegExp(`^https://t\\.me/${botApi.username}\\?start=[\\w-]{20,64}$`));
      expect(Date.parse(expiresAt) - nowMs).toBe(10 * 60_000);
      return new URL(url).searchParams.get('start') as string;
    },
    async close() {
      await server.close();
      await botApi.close();
    },
  };
}

/** The user says `text`; resolves with the bot's next answer to their chat. */
async function ask(botApi: TestBotApi, user: BotApiUser, text: string) {
  const since = botApi.sent.length;
  await botApi.say(user, text);
  return (await botApi.nextMessage(user.id, { since })).text;
}

const miner: BotApiUser = { id: 7001, firstName: 'Ivan', username: 'ivan_miner', languageCode: 'ru' };

describe('linking a chat through the deep link', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('shows the bot and no links before any', async () => {
    expect(await stack.settings()).toEqual({ available: true, bot: stack.botApi.username, links: [] });
  });

  it('links the chat that sends /start with the code, once', async () => {
    const code = await stack.code();
    expect(await ask(stack.botApi, miner, `/start ${code}`)).toMatch(/linked to the Lode account demo/);
    const { links } = await stack.settings();
    expect(links).toEqual([
      {
        id: expect.any(String),
        chat: '@ivan_miner',
        linkedAt: expect.any(String),
        status: 'active',
        blockedAt: null,
      },
    ]);
    // The same code a second time, from another chat: refused, and the refusal in that user's language.
    const other: BotApiUser = { id: 7002, firstName: 'Li', languageCode: 'zh-hans' };
    expect(await ask(stack.botApi, other, `/start ${code}`)).toBe(
      '此链接已被使用。请在 Lode 网站的“设置 → Telegram”中获取新链接。',
    );
    expect((await stack.settings()).links).toHaveLength(1);
  });

  it('refuses a code past its 10 minutes, and one that was never issued', async () => {
    const code = await stack.code();
    nowMs += 10 * 60_000 + 1000;
    const late: BotApiUser = { id: 7003, firstName: 'Late' };
    expect(await ask(stack.botApi, late, `/start ${code}`)).toMatch(/^This link has expired/);
    expect(await ask(stack.botApi, late, '/start not-a-code-of-ours')).toMatch(/^This link is not valid/);
    expect((await stack.settings()).links.map((l) => l.chat)).toEqual(['@ivan_miner']);
  });

  it('answers /status with the hashrate and workers online and offline', async () => {
    const text = await ask(stack.botApi, miner, '/status');
    expect(text).toMatch(/^Lode account demo\n\n/);
    expect(text).toMatch(/Scrypt: [\d.]+ [kMGTPE]?H\/s — workers online \d+, offline \d+/);
    expect(text).toContain('Open: http://localhost:3999/workers');
  });

  it('unlinks the chat on /stop; /status then says it is not linked', async () => {
    expect(await ask(stack.botApi, miner, '/stop')).toMatch(/^Unlinked: this chat gets no more alerts/);
    expect((await stack.settings()).links).toEqual([]);
    expect(await ask(stack.botApi, miner, '/status')).toMatch(/^Этот чат не привязан к аккаунту Lode/);
  });

  it('unlinks from Settings and tells the chat', async () => {
    expect(await ask(stack.botApi, miner, `/start ${await stack.code()}`)).toMatch(/linked/);
    const [link] = (await stack.settings()).links;
    const since = stack.botApi.sent.length;
    expect((await stack.api(`/settings/telegram/links/${link?.id}`, 'DELETE')).status).toBe(204);
    expect((await stack.botApi.nextMessage(miner.id, { since })).text).toMatch(
      /unlinked in the Lode settings/,
    );
    expect((await stack.settings()).links).toEqual([]);
    expect((await stack.api(`/settings/telegram/links/${link?.id}`, 'DELETE')).status).toBe(404);
  });

  it('long-polls on the leader and stops when the API closes', async () => {
    await waitFor(() => stack.botApi.polling, 'the bot polling');
    await stack.server.close();
    await waitFor(() => !stack.botApi.polling, 'the bot to stop polling');
  });
});

/** A free port on loopback, for an API whose webhook URL must be known before it starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('webhook mode', () => {
  let stack: Stack;
  let webhookUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    webhookUrl = `http://127.0.0.1:${port}/api/v1/telegram/webhook`;
    stack = await startStack({ port, webhookUrl });
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('registers the webhook with a secret token and handles updates posted with it', async () => {
    await waitFor(() => stack.botApi.webhook, 'the webhook to be set');
    expect(stack.botApi.webhook).toEqual({ url: webhookUrl, secretToken: webhookSecret(stack.botApi.token) });
    const code = await stack.code();
    const since = stack.botApi.sent.length;
    expect(await stack.botApi.say(miner, `/start ${code}`)).toBe(200);
    expect((await stack.botApi.nextMessage(miner.id, { since })).text).toMatch(/linked/);
    expect(stack.botApi.calls.some((c) => c.method === 'getUpdates')).toBe(false);
  });

  it('refuses a POST without the secret token, or with another one, and does not act on it', async () => {
    const update = {
      update_id: 999,
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: miner.id, type: 'private', first_name: 'Ivan' },
        from: { id: miner.id, is_bot: false, first_name: 'Ivan' },
        text: '/stop',
        entities: [{ type: 'bot_command', offset: 0, length: 5 }],
      },
    };
    for (const headers of [{}, { 'x-telegram-bot-api-secret-token': 'guessed' }] as Record<
      string,
      string
    >[]) {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(update),
      });
      expect(response.status).toBe(401);
    }
    expect((await stack.settings()).links).toHaveLength(1);
  });
});

describe('without a bot token', () => {
  it('answers that Telegram is not available and makes no link', async () => {
    const server = await startTestApi(idp, { now });
    try {
      const token = await accessToken(idp, 'demo');
      const headers = { authorization: `Bearer ${token}` };
      const settings = await fetch(`${server.url}/api/v1/settings/telegram`, { headers });
      expect(await settings.json()).toEqual({ available: false, bot: null, links: [] });
      const link = await fetch(`${server.url}/api/v1/settings/telegram/link`, { method: 'POST', headers });
      expect(link.status).toBe(503);
      expect(((await link.json()) as { code: string }).code).toBe('telegram_unavailable');
    } finally {
      await server.close();
    }
  });
});
