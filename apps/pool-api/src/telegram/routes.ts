import { createRoute } from '@hono/zod-openapi';
import { authErrors, error, json, notModified, secured } from '../http/responses';
import { linkIdParam, TelegramLinkCodeSchema, TelegramSettingsSchema } from './schemas';

// Telegram alerts in the settings tag: the user's linked chats, a deep link to link one more, unlinking. They belong
// to the signed-in user (every sub-account's alerts go to each linked chat).

export const getTelegram = createRoute({
  method: 'get',
  path: '/settings/telegram',
  tags: ['settings'],
  operationId: 'getTelegramSettings',
  summary: 'Whether the pool has a Telegram bot, its name, and the chats linked for alerts',
  security: secured,
  responses: { 200: json(TelegramSettingsSchema, 'The bot and the links'), ...notModified, ...authErrors },
});

export const createTelegramLink = createRoute({
  method: 'post',
  path: '/settings/telegram/link',
  tags: ['settings'],
  operationId: 'createTelegramLink',
  summary: 'A one-time deep link (10 minutes) that links the Telegram chat opening it to this user',
  description:
    'Opening the link in Telegram and pressing Start sends the bot `/start <code>`; the bot links that chat and answers in the account’s language. The code is kept only as a hash, bound to this user, and works once. An API key limited to some sub-accounts cannot make one (`403 subaccount_forbidden`): the chat would get every sub-account’s alerts.',
  security: secured,
  responses: {
    201: json(TelegramLinkCodeSchema, 'The deep link and when it expires'),
    ...authErrors,
    503: error(
      'The pool runs no Telegram bot, or Telegram did not tell the bot’s name (`telegram_unavailable`); or, as for every write, the database is not answering (`unavailable`) or the pool is under maintenance (`maintenance`)',
    ),
  },
});

export const deleteTelegramLink = createRoute({
  method: 'delete',
  path: '/settings/telegram/links/{linkId}',
  tags: ['settings'],
  operationId: 'deleteTelegramLink',
  summary: 'Unlink a chat (it gets no more alerts), or dismiss a blocked one',
  security: secured,
  request: { params: linkIdParam },
  responses: {
    204: { description: 'Unlinked' },
    ...authErrors,
    404: error('No such link on this account (`not_found`)'),
  },
});
