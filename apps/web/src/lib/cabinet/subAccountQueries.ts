import type { PoolSchema } from '@lode/pool-api/client';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  ApiError,
  subAccountKeys,
  useOptionalSubAccount,
  usePoolCache,
  usePoolMutation,
  usePoolQuery,
  type CacheKey,
} from '../pool';
import { withSubAccount } from '../subaccounts/choice';

// The user's sub-accounts as `/settings/subaccounts` manages them: the list (read by the settings section and the API
// key form) and the writes, each of which reads the list again so every reader shows what the API stored.

/** A sub-account as the API shows it. */
export type SubAccount = PoolSchema<'SubAccount'>;
/** The list of sub-accounts and how many a user may have. */
export type SubAccountList = PoolSchema<'SubAccountList'>;
/** An amount of one coin, as an unpaid balance is named. */
export interface CoinAmount {
  /** The coin. */
  coin: string;
  /** The amount, a decimal string. */
  amount: string;
}

/** The list's key: the one the header's switcher reads too, whichever sub-account is shown. */
export const subAccountListKey = (): CacheKey<SubAccountList> => subAccountKeys.list();

/**
 * A refusal of a sub-account write, with what the API named beside its code: the coins and amounts of an
 * `unpaid_balance` (empty for other codes).
 */
export class SubAccountRefusal extends ApiError {
  /** The unpaid balances that keep the sub-account from being archived. */
  readonly balances: readonly CoinAmount[];

  constructor(error: ApiError, balances: readonly CoinAmount[]) {
    super(error.status, error.code, error.message, { ...error.fields });
    this.name = 'SubAccountRefusal';
    this.balances = balances;
  }
}

/** The `details.balances` of an error answer, the entries that have a coin and an amount. */
function balancesOf(body: unknown): CoinAmount[] {
  const details = typeof body === 'object' && body !== null ? (body as { details?: unknown }).details : null;
  const balances =
    typeof details === 'object' && details !== null ? (details as { balances?: unknown }).balances : null;
  if (!Array.isArray(balances)) return [];
  return balances.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { coin, amount } = entry as { coin?: unknown; amount?: unknown };
    return typeof coin === 'string' && typeof amount === 'string' ? [{ coin, amount }] : [];
  });
}

/** The user's sub-accounts: active ones in creation order (the default first), then archived ones. */
export function useSubAccounts() {
  return usePoolQuery(subAccountListKey(), (client) => client.GET('/settings/subaccounts'));
}

/** Creates a sub-account; the list is read again. Rejects with the API's refusal (`subaccount_exists`…). */
export function useCreateSubAccount() {
  const cache = usePoolCache();
  return usePoolMutation<string, SubAccount>(
    (client, name) => client.POST('/settings/subaccounts', { body: { name } }),
    { onSuccess: () => cache.invalidate(subAccountKeys.all()) },
  );
}

/** What a change of one sub-account sends: a new name, archived or restored, or both. */
export interface SubAccountChange {
  /** The sub-account's name now. */
  name: string;
  /** Its new name. */
  rename?: string;
  /** Archive (true) or restore (false). */
  archived?: boolean;
}

interface ChangeCall extends SubAccountChange {
  /** Where the call leaves the error answer's body, for the details `ApiError` does not keep. */
  refusal: { body?: unknown };
}

/**
 * Renames, archives or restores a sub-account; the list is read again. Rejects with a {@link SubAccountRefusal}
 * (with the balances of an `unpaid_balance`) when the API refuses.
 */
export function useChangeSubAccount(): (change: SubAccountChange) => Promise<SubAccount> {
  const cache = usePoolCache();
  const { mutateAsync } = usePoolMutation<ChangeCall, SubAccount>(
    async (client, { name, rename, archived, refusal }) => {
      const result = await client.PUT('/settings/subaccounts/{name}', {
        params: { path: { name } },
        body: {
          ...(rename === undefined ? {} : { name: rename }),
          ...(archived === undefined ? {} : { archived }),
        },
      });
      refusal.body = result.error;
      return result;
    },
  );
  const current = useOptionalSubAccount();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return useCallback(
    async (change: SubAccountChange) => {
      const refusal: ChangeCall['refusal'] = {};
      let changed: SubAccount;
      try {
        changed = await mutateAsync({ ...change, refusal });
      } catch (error) {
        throw error instanceof ApiError ? new SubAccountRefusal(error, balancesOf(refusal.body)) : error;
      }
      // The list (and the switcher, and the overview) first, so the new name is known when the address names it.
      await cache.invalidate(subAccountKeys.all());
      // The sub-account on screen was renamed: the address follows, or it would name one that no longer exists. The
      // cabinet's layout follows it as well, keeping the page mounted, whenever the list tells the renamed one by its
      // creation time; this covers the case it cannot (another one created at the same moment).
      if (change.name === current && changed.name !== change.name)
        void navigate(withSubAccount(here, changed.name), { replace: true });
      return changed;
    },
    [mutateAsync, cache, current, here, navigate],
  );
}
