import { usePoolCache, type CachedRead } from '../../lib/pool/cache';
import { staffKeys } from '../../lib/pool/keys/staffKeys';
import { staffSend } from '../../lib/pool/staff';
import { useStaffRead, useStaffWrite } from '../../lib/pool/useStaffQuery';

// The console's reads and writes of the support inbox (`/admin/inbox…`, admin and support), as the API's contract
// shapes them, through the staff helpers of lib/pool.

/** Where a contact message stands. */
export const inboxStatuses = ['new', 'answered', 'closed'] as const;

/** One of {@link inboxStatuses}. */
export type InboxStatus = (typeof inboxStatuses)[number];

/** The languages a message can be in (the page's, when it was sent). */
export type MessageLocale = 'en' | 'ru' | 'cn';

/** A contact message as the inbox lists it. */
export interface InboxItem {
  /** Its id. */
  id: string | number;
  /** The sender's name. */
  name: string;
  /** The sender's e-mail address, where the answer goes. */
  email: string;
  /** Its subject. */
  subject: string;
  /** Its text. */
  message: string;
  /** The language of the page it was sent from: the answer goes out in it. */
  locale: MessageLocale;
  /** Where it stands. */
  status: InboxStatus;
  /** When it came (ISO). */
  createdAt: string;
  /** How many answers it has had. */
  replies: number;
}

/** Who wrote a reply: a user name, or the staff member as the API names them. */
export type ReplyAuthor = string | { sub?: string; username?: string; name?: string };

/** One answer to a message. */
export interface InboxReply {
  /** Its id. */
  id: string | number;
  /** Its text. */
  body: string;
  /** Who wrote it. */
  author: ReplyAuthor;
  /** When (ISO). */
  createdAt: string;
  /** How its mail stands (`queued`, `sent`, `failed`). */
  mailStatus: string | null;
}

/** A contact message with its replies. */
export interface InboxMessage extends Omit<InboxItem, 'replies'> {
  /** Its answers, oldest first. */
  replies: InboxReply[];
}

/** The filters of the inbox list, as the address holds them. */
export interface InboxFilters {
  /** Only messages of this status. */
  status?: InboxStatus;
  /** Part of the name, e-mail, subject or text. */
  q?: string;
}

/** The name of a reply's author. */
export function authorName(author: ReplyAuthor): string {
  return typeof author === 'string' ? author : (author.username ?? author.name ?? author.sub ?? '');
}

const messagePath = (id: string) => `/admin/inbox/${encodeURIComponent(id)}`;

/** The inbox, newest first, with the filters. */
export function useInbox(filters: InboxFilters): CachedRead<{ items: InboxItem[] }> {
  return useStaffRead<{ items: InboxItem[] }>('/admin/inbox', { status: filters.status, q: filters.q });
}

/** One message with its replies. */
export function useInboxMessage(id: string): CachedRead<InboxMessage> {
  return useStaffRead<InboxMessage>(messagePath(id));
}

/** A reply and a status change; the message and the list are asked again once the API has taken it. */
export function useInboxActions(id: string) {
  const cache = usePoolCache();
  const settle = () =>
    Promise.all([
      cache.invalidate(staffKeys.path(messagePath(id))),
      cache.invalidate(staffKeys.path('/admin/inbox')),
    ]);
  const reply = useStaffWrite(
    (body: string) => staffSend<unknown>('POST', `${messagePath(id)}/reply`, { body }),
    settle,
  );
  const status = useStaffWrite(
    (next: InboxStatus) => staffSend<unknown>('PUT', messagePath(id), { status: next }),
    settle,
  );
  return { reply: reply.run, setStatus: status.run, statusPending: status.pending };
}
