import type { PoolSchema } from '@lode/pool-api/client';
import { usePoolCache, type CachedRead } from '../../lib/pool/cache';
import { staffKeys } from '../../lib/pool/keys/staffKeys';
import { staffSend } from '../../lib/pool/staff';
import { useStaffRead, useStaffWrite } from '../../lib/pool/useStaffQuery';

// The console's reads and writes of accounts (`/admin/accounts…`, admin and support read, admin bans), as the API's
// contract shapes them, through the staff helpers of lib/pool.

// The shapes are the API's contract (the generated client's schemas).

/** One account found by a search. */
export type AccountListItem = PoolSchema<'StaffAccountListItem'>;

/** One account in full. */
export type AccountDetail = PoolSchema<'StaffAccount'>;

/** A ban in force: why, a note for the team, when and by whom. */
export type AccountBan = NonNullable<PoolSchema<'AccountBan'>>;

/** One sub-account of an account, as the console sees it. */
export type StaffSubAccount = AccountDetail['subaccounts'][number];

/** A payout address of a sub-account. */
export type PayoutAddress = AccountListItem['addresses'][number];

/** What a ban sends: the reason and a note for the team (at most 500 characters). */
export type BanInput = PoolSchema<'AccountBanInput'>;

/** The path of one account. */
const accountPath = (sub: string) => `/admin/accounts/${encodeURIComponent(sub)}`;

/** The accounts matching `q` (user name, e-mail or address); nothing is asked while `q` is empty. */
export function useAccountSearch(q: string): CachedRead<{ items: AccountListItem[] }> {
  return useStaffRead<{ items: AccountListItem[] }>(q === '' ? null : '/admin/accounts', { q });
}

/** One account in full. */
export function useAccount(sub: string): CachedRead<AccountDetail> {
  return useStaffRead<AccountDetail>(accountPath(sub));
}

/** Bans and unbans an account; the account and the searches are asked again once the API has taken it. */
export function useBanActions(sub: string) {
  const cache = usePoolCache();
  const settle = () =>
    Promise.all([
      cache.invalidate(staffKeys.path(accountPath(sub))),
      cache.invalidate(staffKeys.path('/admin/accounts')),
    ]);
  const ban = useStaffWrite(
    (input: BanInput) => staffSend<unknown>('POST', `${accountPath(sub)}/ban`, input),
    settle,
  );
  const unban = useStaffWrite(() => staffSend<unknown>('POST', `${accountPath(sub)}/unban`), settle);
  return { ban: ban.run, unban: () => unban.run(undefined) };
}
