import type { BanReason } from '../../lib/pool/accountBanned';
import { usePoolCache, type CachedRead } from '../../lib/pool/cache';
import { staffKeys } from '../../lib/pool/keys/staffKeys';
import { staffSend } from '../../lib/pool/staff';
import { useStaffRead, useStaffWrite } from '../../lib/pool/useStaffQuery';

// The console's reads and writes of accounts (`/admin/accounts…`, admin and support read, admin bans), as the API's
// contract shapes them, through the staff helpers of lib/pool.

/** A payout address of a sub-account. */
export interface PayoutAddress {
  /** The coin's ticker. */
  coin: string;
  /** The address. */
  address: string;
}

/** A ban in force: why, a note for the team, when and by whom. */
export interface AccountBan {
  /** The reason, one of the API's. */
  reason: BanReason;
  /** The staff's note, or null. */
  note: string | null;
  /** When (ISO, or epoch ms). */
  at: string | number;
  /** Who banned (their user name). */
  by: string;
}

/** One account found by a search. */
export interface AccountListItem {
  /** The user's stable id. */
  sub: string;
  /** The user name. */
  username: string;
  /** The e-mail address, when known. */
  email: string | null;
  /** How many sub-accounts it has. */
  subaccounts: number;
  /** Its payout addresses, across its sub-accounts. */
  addresses: PayoutAddress[];
  /** The ban in force, or null. */
  banned: AccountBan | null;
}

/** One sub-account of an account, as the console sees it. */
export interface StaffSubAccount {
  /** The sub-account's key. */
  key: string;
  /** Its name. */
  name: string;
  /** Workers online; null when the pool does not say. */
  workersOnline: number | null;
  /** Workers offline; null when the pool does not say. */
  workersOffline: number | null;
  /** Balances by coin (decimal strings). */
  balances: { coin: string; amount: string }[];
  /** Its payout addresses. */
  addresses: PayoutAddress[];
}

/** One account in full. */
export interface AccountDetail {
  /** The user's stable id. */
  sub: string;
  /** The user name. */
  username: string;
  /** The e-mail address, when known. */
  email: string | null;
  /** When the account was first seen (ISO). */
  createdAt: string;
  /** The ban in force, or null. */
  banned: AccountBan | null;
  /** Its sub-accounts. */
  subaccounts: StaffSubAccount[];
}

/** What a ban sends. */
export interface BanInput {
  /** Why. */
  reason: BanReason;
  /** A note for the team (at most 500 characters). */
  note?: string;
}

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
