import type { TelegramLink } from '../../../lib/cabinet/telegramQueries';

// The rules of the Telegram section that are not words: how often a pending link is checked, and how a new chat is
// told from the ones there were.

/** How often the section reads the chats again while a deep link waits to be used. */
export const telegramPollMs = 2_000;

/** The ids of the working chats. */
export function activeLinkIds(links: readonly TelegramLink[]): ReadonlySet<string> {
  return new Set(links.filter((l) => l.status === 'active').map((l) => l.id));
}

/** A working chat that was not among `known` (linked since the deep link was made), or null. */
export function newlyLinked(links: readonly TelegramLink[], known: ReadonlySet<string>): TelegramLink | null {
  return links.find((l) => l.status === 'active' && !known.has(l.id)) ?? null;
}
