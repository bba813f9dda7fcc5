import type { PoolSchema } from '@lode/pool-api/client';
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

// The shapes are the API's contract (the generated client's schemas).

/** A contact message as the inbox lists it; `locale` is the language the answer goes out in. */
export type InboxItem = PoolSchema<'InboxItem'>;

/** A contact message with its replies, oldest first. */
export type InboxMessage = PoolSchema<'InboxMessage'>;

/** One answer to a message; `author` is the staff member's user name. */
export type InboxReply = InboxMessage['replies'][number];

/** The languages a message can be in (the page's, when it was sent). */
export type MessageLocale = InboxItem['locale'];

/** The filters of the inbox list, as the address holds them. */
export interface InboxFilters {
  /** Only messages of this status. */
  status?: InboxStatus;
  /** Part of the name, e-mail, subject or text. */
  q?: string;
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
