import { subAccountParam, type SubAccount } from '../pool';

export { subAccountParam };

// Which sub-account the cabinet shows, decided from the address, the choice this browser remembers and the user's
// list: plain functions, so every case is a unit test (choice.test.ts).

/** The rule of a sub-account's name: 3–32 of `a-z 0-9 - _`. */
export const subAccountNamePattern = /^[a-z0-9_-]{3,32}$/;

/** The stratum login of a rig mining to a sub-account: its name, a dot, the rig's (worker's) name. */
export function stratumLogin(subAccount: string, worker: string): string {
  return `${subAccount}.${worker}`;
}

/** The sub-account the cabinet shows, or why it shows none. */
export type SubAccountChoice =
  /** The address names none and the list is not here yet. */
  | { kind: 'loading' }
  /** The address names none and the list could not be read. */
  | { kind: 'failed' }
  /**
   * The one shown. `inAddress`: the address names it; else the address is to be completed with it. `confirmed`: the
   * list holds it (a name from the address is shown before the list arrives).
   */
  | { kind: 'chosen'; name: string; inAddress: boolean; confirmed: boolean }
  /** The address names one the user does not have. */
  | { kind: 'unknown'; name: string };

/** What the choice is made from. */
export interface ChoiceInput {
  /** The name in the address (`?subaccount=`), or null. */
  address: string | null;
  /** The name this browser remembers for the user, or null. */
  remembered: string | null;
  /** The user's sub-accounts, or undefined while they load. */
  list: readonly SubAccount[] | undefined;
  /** The list could not be read. */
  listFailed?: boolean;
  /**
   * The sub-account on screen so far: its name, its creation time once the list confirmed it, and the name it had
   * before a rename on screen. An address naming it by a name the list no longer holds follows it to its new name.
   */
  shown?: { name: string; createdAt: string | undefined; renamedFrom?: string };
}

/**
 * The sub-account to show: the one the address names (unknown when the list lacks it, or when it breaks the naming
 * rule), or, when the list lacks it because the one on screen was renamed, that one under its new name; without one,
 * the remembered one while the list still holds it, else the API's default, else the first.
 */
export function chooseSubAccount({
  address,
  remembered,
  list,
  listFailed = false,
  shown,
}: ChoiceInput): SubAccountChoice {
  if (address !== null) {
    if (!subAccountNamePattern.test(address)) return { kind: 'unknown', name: address };
    if (!list) return { kind: 'chosen', name: address, inAddress: true, confirmed: false };
    if (list.some((s) => s.name === address))
      return { kind: 'chosen', name: address, inAddress: true, confirmed: true };
    const renamed =
      shown?.createdAt !== undefined && (shown.name === address || shown.renamedFrom === address)
        ? renamedTo(list, { name: address, createdAt: shown.createdAt })
        : undefined;
    return renamed
      ? { kind: 'chosen', name: renamed.name, inAddress: false, confirmed: true }
      : { kind: 'unknown', name: address };
  }
  if (!list) return listFailed ? { kind: 'failed' } : { kind: 'loading' };
  const pick =
    list.find((s) => s.name === remembered) ??
    list.find((s) => s.default) ??
    list.find((s) => s.archivedAt === null) ??
    list[0];
  return pick ? { kind: 'chosen', name: pick.name, inAddress: false, confirmed: true } : { kind: 'failed' };
}

/**
 * The sub-account of `list` that `before` became, when the list no longer holds `before`'s name: the one created at
 * the same moment (a rename keeps the creation time, and sub-accounts are archived, never deleted). Undefined while
 * `before`'s name is still there, or when no one or several were created at that moment (then nothing says which).
 */
export function renamedTo(
  list: readonly SubAccount[],
  before: Pick<SubAccount, 'name' | 'createdAt'>,
): SubAccount | undefined {
  if (list.some((s) => s.name === before.name)) return undefined;
  const same = list.filter((s) => s.createdAt === before.createdAt);
  return same.length === 1 ? same[0] : undefined;
}

/** The parameters that name things of one sub-account (a worker, a page of its rows): a switch drops them. */
const ownParameters = ['worker', 'workerRange', 'page', 'search', 'group'];

/**
 * A cabinet address (`/workers?status=online#x`) naming sub-account `name`. With `switching`, the parameters that
 * name things of the previous sub-account go, and the filters stay.
 */
export function withSubAccount(to: string, name: string, { switching = false } = {}): string {
  const hashAt = to.indexOf('#');
  const hash = hashAt === -1 ? '' : to.slice(hashAt);
  const rest = hashAt === -1 ? to : to.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  const path = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : rest.slice(queryAt + 1));
  if (switching) for (const own of ownParameters) params.delete(own);
  params.set(subAccountParam, name);
  return `${path}?${params.toString()}${hash}`;
}
