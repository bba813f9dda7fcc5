import { z } from '@hono/zod-openapi';
import { Time } from '../http/schemas';

// The Telegram operations' shapes (tag `settings`).

export const TelegramLinkSchema = z
  .object({
    id: z.string(),
    chat: z
      .string()
      .openapi({ example: '@miner', description: 'The Telegram user: `@username`, or the first name' }),
    linkedAt: Time,
    status: z.enum(['active', 'blocked']).openapi({
      description:
        '`blocked`: a send was refused because the user blocked the bot, so alerts stopped; shown until dismissed (`DELETE`)',
    }),
    blockedAt: Time.nullable(),
  })
  .openapi('TelegramLink');

export const TelegramSettingsSchema = z
  .object({
    available: z
      .boolean()
      .openapi({ description: 'Whether the pool runs a Telegram bot (`LODE_TELEGRAM_BOT_TOKEN`)' }),
    bot: z.string().nullable().openapi({
      example: 'lode_pool_bot',
      description: 'The bot’s username without `@`; null when unknown',
    }),
    links: z.array(TelegramLinkSchema),
  })
  .openapi('TelegramSettings');

export const TelegramLinkCodeSchema = z
  .object({
    url: z.string().openapi({
      example: 'https://t.me/lode_pool_bot?start=3q2x…',
      description: 'The deep link: opening it in Telegram and pressing Start links that chat; valid once',
    }),
    expiresAt: Time,
  })
  .openapi('TelegramLinkCode');

export const linkIdParam = z.object({
  linkId: z
    .string()
    .max(64)
    .openapi({ param: { name: 'linkId', in: 'path' } }),
});
