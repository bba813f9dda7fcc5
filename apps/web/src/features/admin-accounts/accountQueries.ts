import { useCachedRead, usePoolCache, type CacheKey, type CachedRead } from '../../lib/pool/cache';
import { cabinetRetry } from '../../lib/pool/usePoolQuery';
import type { BanReason } from '../../lib/pool/accountBanned';
import { staffGet, staffSend } from '../../lib/pool/staff';

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
  /** When (ISO). */
  at: string;
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

/** The keys of the console's account answers, all under `['staff', 'accounts']`. */
export const accountKeys = {
  /** Every account answer. */
  all: (): CacheKey => ['staff', 'accounts'],
  /** One search. */
  search: (q: string): CacheKey<{ items: AccountListItem[] }> => ['staff', 'accounts', 'search', q],
  /** One account. */
  detail: (sub: string): CacheKey<AccountDetail> => ['staff', 'accounts', 'detail', sub],
};

/** The accounts matching `q` (user name, e-mail or address); nothing is asked while `q` is empty. */
export function useAccountSearch(q: string): CachedRead<{ items: AccountListItem[] }> {
  return useCachedRead({
    key: accountKeys.search(q),
    fetch: () => staffGet<{ items: AccountListItem[] }>('/admin/accounts', { q }),
    enabled: q !== '',
    retry: cabinetRetry,
    keepPrevious: true,
  });
}

/** One account in full. */
export function useAccount(sub: string): CachedRead<AccountDetail> {
  return useCachedRead({
    key: accountKeys.detail(sub),
    fetch: () => staffGet<AccountDetail>(`/admin/accounts/${encodeURIComponent(sub)}`),
    retry: cabinetRetry,
  });
}

/** Bans and unbans an account; the answer (the account) replaces the cached one and the searches are asked again. */
export function useBanActions(sub: string) {
  const cache = usePoolCache();
  const settle = (account: AccountDetail) => {
    cache.setData(accountKeys.detail(sub), account);
    void cache.invalidate(['staff', 'accounts', 'search']);
    return account;
  };
  const path = `/admin/accounts/${encodeURIComponent(sub)}`;
  return {
    ban: (input: BanInput) => staffSend<AccountDetail>('POST', `${path}/ban`, input).then(settle),
    unban: () => staffSend<AccountDetail>('POST', `${path}/unban`).then(settle),
  };
}
