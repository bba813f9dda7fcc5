// The owner's Telegram chats as `/settings/telegram` manages them.

/** A chat linked to the account; `blocked`: the bot was blocked there, so it no longer gets alerts. */
export interface TelegramLink {
  id: string;
  chat: string;
  linkedAt: string;
  status: 'active' | 'blocked';
  blockedAt: string | null;
}

/** Whether the pool runs a Telegram bot, its user name, and the account's chats. */
export interface TelegramSettings {
  available: boolean;
  bot: string | null;
  links: TelegramLink[];
}

/** A one-time deep link that links the chat it is opened in. */
export interface TelegramLinkCode {
  url: string;
  expiresAt: string;
}
