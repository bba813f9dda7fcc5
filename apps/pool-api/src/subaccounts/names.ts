// What a sub-account may be called, and what a user's first one is called.

/** A sub-account name: 3–32 characters of a-z, 0-9, `-` and `_` (it is the first part of a stratum login). */
export const SUBACCOUNT_NAME = /^[a-z0-9_-]{3,32}$/;

/** At most this many sub-accounts per user, archived ones included. */
export const MAX_SUBACCOUNTS = 200;

/** The first sub-account's name: the user name when it fits the rules (lower-cased), else `main`. */
export function defaultSubaccountName(username: string): string {
  const lower = username.toLowerCase();
  return SUBACCOUNT_NAME.test(lower) ? lower : 'main';
}
