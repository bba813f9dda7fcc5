import { createHmac } from 'node:crypto';
import { Bot, type Context, GrammyError, HttpError, webhookCallback } from 'grammy';
import type { Database } from '../db/database';
import { errorFields, type Logger } from '../log';
import { botTexts, localeOfTelegramUser, renderStatus, type StatusLine } from './messages';
import { linkOfChat, ownerLocale, ownerName, unlinkChat, redeemLinkCode } from './store';

// The Telegram bot (grammY). Only the jobs leader talks to Telegram of its own accord: it long-polls for updates,
// or in webhook mode registers the webhook (with a secret token Telegram sends back in
// `X-Telegram-Bot-Api-Secret-Token`); it stops polling the moment leadership is lost. In webhook mode Telegram's
// POSTs reach whichever replica the load balancer picks, and each one answers them (checking the secret token
// first): the commands only read and write the database and reply. Alerts go out through `send`, called by the
// delivery queue on the leader.

/** Telegram settings (`LODE_TELEGRAM_*`). */
export interface TelegramOptions {
  /** The bot's token from @BotFather. */
  botToken: string;
  /** The Bot API's root (default `https://api.telegram.org`). */
  apiRoot?: string;
  /**
   * Where Telegram posts updates (webhook mode): the public URL of this API's `/telegram/webhook`. Unset: the
   * leader long-polls.
   */
  webhookUrl?: string;
}

/** What the bot needs from the rest of the API. */
export interface TelegramParts {
  db: Database;
  options: TelegramOptions;
  /** The app's public origin: the links in replies point into it. */
  publicUrl: string;
  /** The clock link codes expire by, epoch ms. */
  now: () => number;
  /** The `/status` figures of a user; `total` names the totals line. */
  status(owner: string, total: string): Promise<StatusLine[]>;
  log: Logger;
}

/** How long after a failed start (Telegram unreachable, another poller) the leader tries again, ms. */
const RETRY_MS = 5000;
/** A send that has not answered within this long counts as failed (and is tried again later), ms. */
export const SEND_TIMEOUT_MS = 10_000;

/** The secret token of the webhook, derived from the bot token so every replica knows it without storing it. */
export const webhookSecret = (botToken: string) =>
  createHmac('sha256', botToken).update('lode telegram webhook').digest('base64url');

/** The result of one sendMessage. */
export type SendResult =
  { ok: true } | { ok: false; statusCode?: number; error: string; retry: boolean; gone: boolean };

/** The bot of one API process: commands, the leader's polling or webhook, sends. */
export class TelegramBot {
  readonly #parts: TelegramParts;
  readonly #bot: Bot;
  readonly #webhook: ((request: Request) => Promise<Response>) | null;
  #username: Promise<string> | null = null;
  #leading = false;
  #closed = false;
  #running: Promise<void> | null = null;
  #wake: (() => void) | null = null;

  constructor(parts: TelegramParts) {
    this.#parts = parts;
    const { options } = parts;
    this.#bot = new Bot(options.botToken, {
      client: {
        ...(options.apiRoot ? { apiRoot: options.apiRoot.replace(/\/+$/, '') } : {}),
        timeoutSeconds: 60,
      },
    });
    this.#bot.catch((error) => parts.log.error('telegram update failed', errorFields(error.error)));
    const chats = this.#bot.chatType('private');
    chats.command('start', (ctx) => this.#start(ctx, typeof ctx.match === 'string' ? ctx.match.trim() : ''));
    chats.command('status', (ctx) => this.#status(ctx));
    chats.command('stop', (ctx) => this.#stop(ctx));
    this.#webhook = options.webhookUrl
      ? webhookCallback(this.#bot, 'std/http', {
          secretToken: webhookSecret(options.botToken),
          onTimeout: 'return',
          timeoutMilliseconds: 9000,
        })
      : null;
  }

  /** The bot's username without `@` (getMe, asked once and remembered; asked again after a failure). */
  async username(): Promise<string> {
    this.#username ??= this.#bot.api.getMe().then(
      (me) => me.username,
      (error: unknown) => {
        this.#username = null;
        throw error;
      },
    );
    return this.#username;
  }

  /** The chat's language: the linked user's, else the one of the Telegram user's app. */
  async #locale(ctx: Context) {
    const link = await linkOfChat(this.#parts.db, String(ctx.chat?.id));
    return link ? ownerLocale(this.#parts.db, link.owner) : localeOfTelegramUser(ctx.from?.language_code);
  }

  async #start(ctx: Context, code: string) {
    const { db, now } = this.#parts;
    const chat = ctx.chat as NonNullable<Context['chat']>;
    if (!code) {
      const link = await linkOfChat(db, String(chat.id));
      const locale = await this.#locale(ctx);
      await ctx.reply(
        link ? botTexts[locale].already(await ownerName(db, link.owner)) : botTexts[locale].welcome,
      );
      return;
    }
    const from = ctx.from;
    const name = from?.username ? `@${from.username}` : (from?.first_name ?? String(chat.id));
    const outcome = await redeemLinkCode(db, code, { id: String(chat.id), name }, now());
    if (outcome.result === 'linked' || outcome.result === 'already') {
      const t = botTexts[await ownerLocale(db, outcome.owner)];
      const owner = await ownerName(db, outcome.owner);
      await ctx.reply(outcome.result === 'linked' ? t.linked(owner) : t.already(owner));
      return;
    }
    await ctx.reply(botTexts[await this.#locale(ctx)][outcome.result]);
  }

  async #status(ctx: Context) {
    const { db, publicUrl } = this.#parts;
    const link = await linkOfChat(db, String(ctx.chat?.id));
    if (!link) {
      await ctx.reply(botTexts[localeOfTelegramUser(ctx.from?.language_code)].notLinked);
      return;
    }
    const locale = await ownerLocale(db, link.owner);
    const lines = await this.#parts.status(link.owner, botTexts[locale].total);
    const url = `${publicUrl}${locale === 'en' ? '' : `/${locale}`}/workers`;
    await ctx.reply(renderStatus(locale, await ownerName(db, link.owner), lines, url), {
      link_preview_options: { is_disabled: true },
    });
  }

  async #stop(ctx: Context) {
    const { db } = this.#parts;
    const locale = await this.#locale(ctx);
    const removed = await unlinkChat(db, String(ctx.chat?.id));
    await ctx.reply(removed ? botTexts[locale].stopped : botTexts[locale].notLinked);
  }

  /** Sends `text` to a chat; a refusal for good (blocked, chat gone) is told apart from one worth trying again. */
  async send(chatId: string, text: string): Promise<SendResult> {
    try {
      await this.#bot.api.sendMessage(
        chatId,
        text,
        { link_preview_options: { is_disabled: true } },
        // grammY types its signal as the `abort-controller` polyfill's; node-fetch, under it, takes Node's own.
        AbortSignal.timeout(SEND_TIMEOUT_MS) as unknown as Parameters<Bot['api']['sendMessage']>[3],
      );
      return { ok: true };
    } catch (error) {
      if (error instanceof GrammyError) {
        const code = error.error_code;
        // 403: the user blocked the bot (or left the chat); 400 "chat not found": the chat is gone.
        const gone = code === 403 || (code === 400 && /chat not found/i.test(error.description));
        return {
          ok: false,
          statusCode: code,
          error: gone ? (code === 403 ? 'blocked' : 'chat_not_found') : 'http_status',
          retry: !gone && (code === 429 || code >= 500),
          gone,
        };
      }
      const timedOut = error instanceof HttpError && /abort|timeout/i.test(String(error.error));
      return { ok: false, error: timedOut ? 'timeout' : 'connection', retry: true, gone: false };
    }
  }

  /** Answers a webhook POST from Telegram (webhook mode; 404 when the bot long-polls). */
  async webhook(request: Request): Promise<Response> {
    if (!this.#webhook) return new Response('"not found"', { status: 404 });
    try {
      return await this.#webhook(request);
    } catch (error) {
      // The update is answered all the same: Telegram would otherwise send it again and again.
      this.#parts.log.error('telegram webhook update failed', errorFields(error));
      return new Response(null, { status: 200 });
    }
  }

  /** Follows leadership: the leader polls (or registers the webhook); a follower does nothing of its own. */
  lead(leader: boolean) {
    if (this.#closed || leader === this.#leading) return;
    this.#leading = leader;
    if (leader) {
      const previous = this.#running ?? Promise.resolve();
      this.#running = previous.then(() => this.#leadLoop());
    } else {
      this.#wake?.();
      void this.#bot.stop().catch(() => {});
    }
  }

  async #leadLoop() {
    const { log, options } = this.#parts;
    while (this.#leading && !this.#closed) {
      try {
        if (options.webhookUrl) {
          await this.#bot.api.setWebhook(options.webhookUrl, {
            secret_token: webhookSecret(options.botToken),
            allowed_updates: ['message'],
          });
          return;
        }
        await this.#bot.start({ allowed_updates: ['message'], timeout: 25 });
      } catch (error) {
        if (!this.#leading || this.#closed) return;
        log.warn('telegram bot: no connection to the Bot API; trying again', {
          ...errorFields(error),
          stack: undefined,
        });
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, RETRY_MS);
          this.#wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.#wake = null;
      }
    }
  }

  /** Stops polling (confirming what was handled) and waits for the leader's loop to end. */
  async close() {
    if (this.#closed) return;
    this.#closed = true;
    this.#leading = false;
    this.#wake?.();
    await this.#bot.stop().catch(() => {});
    await this.#running?.catch(() => {});
  }
}
