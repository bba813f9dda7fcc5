import type { PoolSchema } from '@lode/pool-api/client';

// The pool API's answers about sub-accounts: their list (`GET /settings/subaccounts`) and the overview of their
// figures (`GET /account/overview`), by the names the app uses.

/** One sub-account of the signed-in user; the stratum login is `<name>.<worker>`. */
export type SubAccount = PoolSchema<'SubAccount'>;

/** The user's sub-accounts: active ones in creation order (the default first), then archived ones. */
export type SubAccountList = PoolSchema<'SubAccountList'>;

/** One sub-account's figures of an algorithm: hashrate averages, workers by status, unpaid balance per coin. */
export type SubAccountFigures = PoolSchema<'SubAccountFigures'>;

/** Every sub-account's figures of an algorithm, in the list's order, with the totals. */
export type SubAccountOverview = PoolSchema<'SubAccountOverview'>;

/** An unpaid balance of one coin, as a decimal string. */
export type CoinBalance = SubAccountFigures['balances'][number];

/** Worker counts by status. */
export type WorkerCounts = SubAccountFigures['workers'];
