import type { PoolSchema } from '@lode/pool-api/client';
import { usePoolCache, usePoolMutation, usePoolQuery, type CacheKey } from '../pool';

// The owner's Telegram chats as `/settings/telegram` manages them: whether the pool runs a bot, the linked chats,
// a one-time deep link, and unlinking.

/** A chat linked to the account; `blocked`: the bot was blocked there, so it no longer gets alerts. */
export type TelegramLink = PoolSchema<'TelegramLink'>;
/** Whether the pool runs a Telegram bot, its user name, and the account's chats. */
export type TelegramSettings = PoolSchema<'TelegramSettings'>;
/** A one-time deep link that links the chat it is opened in. */
export type TelegramLinkCode = PoolSchema<'TelegramLinkCode'>;

/** The settings' key. */
export const telegramKey = (): CacheKey<TelegramSettings> => ['settings', 'telegram'];

/** Whether the pool runs a bot, and the account's chats. */
export function useTelegram() {
  return usePoolQuery(telegramKey(), (client) => client.GET('/settings/telegram'));
}

/** Asks for a one-time deep link (ten minutes, bound to this account). */
export function useCreateTelegramLink() {
  return usePoolMutation<undefined, TelegramLinkCode>((client) => client.POST('/settings/telegram/link'));
}

/** Unlinks a chat, or dismisses the notice of a blocked one; the settings are read again. */
export function useUnlinkTelegram() {
  const cache = usePoolCache();
  return usePoolMutation<string, undefined>(
    (client, linkId) => client.DELETE('/settings/telegram/links/{linkId}', { params: { path: { linkId } } }),
    { onSuccess: () => cache.invalidate(telegramKey()) },
  );
}
