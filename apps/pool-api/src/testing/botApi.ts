import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Telegram's Bot API, for tests only (the product never imports it; Telegram cannot be
// reached from here). It speaks the subset the bot uses over real HTTP at `{url}/bot<token>/<method>`: getMe,
// getUpdates (long polling: held until an update comes or its `timeout` passes; a second poller cuts the first
// short with 409, as Telegram does), sendMessage, setWebhook,
// deleteWebhook, getWebhookInfo, setMyCommands. A test plays a user with `say()` (queued for getUpdates, or POSTed
// to the webhook with its secret-token header when one is set, as Telegram does), reads what the bot sent from
// `sent` or waits for it with `nextMessage()`, and makes a chat answer 403 with `block()`.

/** A Telegram user in a private chat with the bot (the chat's id is the user's). */
export interface BotApiUser {
  id: number;
  firstName: string;
  username?: string;
  /** The user's app language (`en`, `ru`, `zh-hans`, …). */
  languageCode?: string;
}

/** A message the bot sent. */
export interface SentMessage {
  chatId: string;
  text: string;
  /** Epoch ms when it arrived. */
  at: number;
}

/** What {@link startBotApi} returns. */
export interface TestBotApi {
  /** The API root to give the bot (`LODE_TELEGRAM_API_ROOT`). */
  readonly url: string;
  /** The only token it accepts (`LODE_TELEGRAM_BOT_TOKEN`); others get 401. */
  readonly token: string;
  /** The bot's username, without `@` (what getMe answers). */
  readonly username: string;
  /** Every message the bot sent, oldest first, blocked chats' refused ones excluded. */
  readonly sent: SentMessage[];
  /** Every method called, oldest first (`getUpdates` included), with its parameters. */
  readonly calls: { method: string; params: Record<string, unknown> }[];
  /** The webhook the bot set, or null (long polling). */
  readonly webhook: { url: string; secretToken: string | null } | null;
  /** Whether a long-polling `getUpdates` is waiting now. */
  readonly polling: boolean;
  /**
   * How many getUpdates were cut short by another one (Telegram answers the older 409 "terminated by other
   * getUpdates request"): two processes polling one bot.
   */
  readonly conflicts: number;
  /**
   * The user writes `text` to the bot (a command such as `/start abc` is marked as one). Resolves when the update
   * is queued for getUpdates, or with the webhook's HTTP status once the webhook answered.
   */
  say(user: BotApiUser, text: string): Promise<number | null>;
  /** Waits for the next message to `chatId` after the ones already seen by this call's `since` index (default: any new). */
  nextMessage(
    chatId: number | string,
    options?: { since?: number; timeoutMs?: number },
  ): Promise<SentMessage>;
  /** The user blocks the bot: sendMessage to their chat answers 403 from now on. */
  block(chatId: number | string): void;
  /** Stops answering and closes open polls. */
  close(): Promise<void>;
}

interface Update {
  update_id: number;
  message: Record<string, unknown>;
}

const ok = (result: unknown) => ({ ok: true, result });
const fail = (code: number, description: string) => ({ ok: false, error_code: code, description });

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  const type = req.headers['content-type'] ?? '';
  if (!body) return {};
  if (type.includes('application/json')) return JSON.parse(body) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(body));
}

/** Starts the stand-in on a free loopback port for a bot called `username`. */
export async function startBotApi(options: { token?: string; username?: string } = {}): Promise<TestBotApi> {
  const token = options.token ?? '123456:TEST-bot-token';
  const username = options.username ?? 'lode_test_bot';
  const botId = Number(token.split(':')[0]) || 123456;
  const sent: SentMessage[] = [];
  const calls: { method: string; params: Record<string, unknown> }[] = [];
  const blocked = new Set<string>();
  const queue: Update[] = [];
  let nextUpdateId = 1;
  let nextMessageId = 1;
  let webhook: { url: string; secretToken: string | null } | null = null;
  /** Waiting getUpdates calls and message waiters: woken on each change. */
  const wakers = new Set<() => void>();
  const wake = () => {
    for (const w of [...wakers]) w();
  };
  let polls = 0;
  let conflicts = 0;
  /** Each waiting getUpdates' way to end it early. */
  const waitingPolls = new Set<() => void>();

  async function getUpdates(params: Record<string, unknown>, res: ServerResponse) {
    if (webhook) return fail(409, "Conflict: can't use getUpdates method while webhook is active");
    const offset = Number(params.offset ?? 0);
    // Updates below the offset are confirmed: gone for good.
    while (queue.length && (queue[0] as Update).update_id < offset) queue.shift();
    const limit = Number(params.limit ?? 100);
    const timeoutMs = Number(params.timeout ?? 0) * 1000;
    const until = Date.now() + timeoutMs;
    // One poller at a time, as Telegram has it: a new poll ends the one waiting with 409.
    for (const cut of [...waitingPolls]) cut();
    let cutShort = false;
    const cut = () => {
      cutShort = true;
      wake();
    };
    waitingPolls.add(cut);
    polls += 1;
    try {
      // The bot gives up a poll by closing its connection (stop): the answer's socket says so.
      while (!queue.length && Date.now() < until && !closed && !res.destroyed && !cutShort) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, Math.max(0, until - Date.now()));
          function done() {
            clearTimeout(timer);
            wakers.delete(done);
            res.off('close', done);
            resolve();
          }
          wakers.add(done);
          res.once('close', done);
        });
      }
    } finally {
      polls -= 1;
      waitingPolls.delete(cut);
    }
    if (cutShort) {
      conflicts += 1;
      return fail(
        409,
        'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
      );
    }
    return ok(queue.slice(0, limit));
  }

  function sendMessage(params: Record<string, unknown>) {
    const chatId = String(params.chat_id);
    if (blocked.has(chatId)) return fail(403, 'Forbidden: bot was blocked by the user');
    if (typeof params.text !== 'string' || !params.text)
      return fail(400, 'Bad Request: message text is empty');
    sent.push({ chatId, text: params.text, at: Date.now() });
    wake();
    return ok({
      message_id: nextMessageId++,
      date: Math.floor(Date.now() / 1000),
      chat: { id: Number(chatId), type: 'private' },
      text: params.text,
    });
  }

  async function answer(method: string, params: Record<string, unknown>, res: ServerResponse) {
    switch (method) {
      case 'getMe':
        return ok({ id: botId, is_bot: true, first_name: 'Lode test bot', username });
      case 'getUpdates':
        return getUpdates(params, res);
      case 'sendMessage':
        return sendMessage(params);
      case 'setWebhook':
        if (typeof params.url !== 'string' || !params.url)
          return fail(400, 'Bad Request: bad webhook: URL is empty');
        webhook = {
          url: params.url,
          secretToken: typeof params.secret_token === 'string' ? params.secret_token : null,
        };
        return ok(true);
      case 'deleteWebhook':
        webhook = null;
        return ok(true);
      case 'getWebhookInfo':
        return ok({
          url: webhook?.url ?? '',
          has_custom_certificate: false,
          pending_update_count: queue.length,
        });
      case 'setMyCommands':
        return ok(true);
      default:
        return fail(404, 'Not Found: method not found');
    }
  }

  let closed = false;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(new URL(req.url ?? '/', 'http://x').pathname);
    const reply = (body: unknown, status = 200) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!match) return reply(fail(404, 'Not Found'), 404);
    if (match[1] !== token) return reply(fail(401, 'Unauthorized'), 401);
    const method = match[2] as string;
    readJson(req)
      .then(async (params) => {
        calls.push({ method, params });
        const body = await answer(method, params, res);
        reply(body, body.ok ? 200 : (body as { error_code: number }).error_code);
      })
      .catch((error: unknown) => reply(fail(500, String(error)), 500));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    token,
    username,
    sent,
    calls,
    get webhook() {
      return webhook;
    },
    get polling() {
      return polls > 0;
    },
    get conflicts() {
      return conflicts;
    },
    async say(user, text) {
      const command = /^\/\w+/.exec(text)?.[0];
      const chat = {
        id: user.id,
        type: 'private',
        first_name: user.firstName,
        ...(user.username ? { username: user.username } : {}),
      };
      const update: Update = {
        update_id: nextUpdateId++,
        message: {
          message_id: nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          chat,
          from: {
            id: user.id,
            is_bot: false,
            first_name: user.firstName,
            ...(user.username ? { username: user.username } : {}),
            ...(user.languageCode ? { language_code: user.languageCode } : {}),
          },
          text,
          ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {}),
        },
      };
      if (!webhook) {
        queue.push(update);
        wake();
        return null;
      }
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(webhook.secretToken ? { 'x-telegram-bot-api-secret-token': webhook.secretToken } : {}),
        },
        body: JSON.stringify(update),
      });
      await response.arrayBuffer();
      return response.status;
    },
    async nextMessage(chatId, { since = sent.length, timeoutMs = 15_000 } = {}) {
      const id = String(chatId);
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = sent.slice(since).find((m) => m.chatId === id);
        if (found) return found;
        if (Date.now() >= until) throw new Error(`no message to chat ${id} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, Math.max(0, until - Date.now()));
          function done() {
            clearTimeout(timer);
            wakers.delete(done);
            resolve();
          }
          wakers.add(done);
        });
      }
    },
    block(chatId) {
      blocked.add(String(chatId));
    },
    async close() {
      closed = true;
      wake();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
