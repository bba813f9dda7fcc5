import type { PoolSchema } from '@lode/pool-api/client';
import { usePoolCache, type CachedRead } from '../../lib/pool/cache';
import { staffKeys } from '../../lib/pool/keys/staffKeys';
import { staffSend } from '../../lib/pool/staff';
import { useStaffRead, useStaffWrite } from '../../lib/pool/useStaffQuery';

// The console's reads and writes of the mail outbox (`/admin/mail…`, admin only), as the API's contract shapes them.

/** Where a mail stands. */
export const mailStatuses = ['queued', 'sent', 'failed'] as const;

/** One of {@link mailStatuses}. */
export type MailStatus = (typeof mailStatuses)[number];

/** One mail of the outbox, as the API's contract shapes it; `lastError` is the mail server's answer. */
export type MailItem = PoolSchema<'MailItem'>;

/** The outbox's filters, as the address holds them. */
export interface MailFilters {
  /** Only mail of this status. */
  status?: MailStatus;
  /** Part of the recipient or subject. */
  q?: string;
}

/** The outbox, newest first, with the filters. */
export function useOutbox(filters: MailFilters): CachedRead<{ items: MailItem[] }> {
  return useStaffRead<{ items: MailItem[] }>('/admin/mail', { status: filters.status, q: filters.q });
}

/** "Retry now": the mail is due at once (and sent if the mail server takes it); the outbox is asked again. */
export function useRetryMail(): (id: string) => Promise<unknown> {
  const cache = usePoolCache();
  const retry = useStaffWrite(
    (id: string) => staffSend<MailItem>('POST', `/admin/mail/${encodeURIComponent(id)}/retry`),
    () => cache.invalidate(staffKeys.path('/admin/mail')),
  );
  return retry.run;
}
