import type { PoolSchema } from '@lode/pool-api/client';

// The pool API's answers about sub-accounts: their list (`GET /settings/subaccounts`) and the overview of their
// figures (`GET /account/overview`).

/** One sub-account of the signed-in user. */
export interface SubAccount {
  /** Its name: 3–32 of `a-z 0-9 - _`, unique per user; the stratum login is `<name>.<worker>`. */
  name: string;
  /** The one the API reads when a request names none. */
  default: boolean;
  /** When it was made (ISO-8601). */
  createdAt: string;
  /** When it was archived (ISO-8601), or null while active. Archived ones can be read, not written. */
  archivedAt: string | null;
}

/** The user's sub-accounts: active ones in creation order (the default first), then archived ones. */
export interface SubAccountList {
  /** The sub-accounts. */
  items: SubAccount[];
  /** How many a user may have. */
  limit: number;
}

/** Worker counts by status. */
export interface WorkerCounts {
  /** Sending shares now. */
  online: number;
  /** Silent for a while. */
  offline: number;
  /** Silent for long. */
  inactive: number;
}

/** A balance of one coin, as a decimal string. */
export interface CoinBalance {
  /** The coin. */
  coin: PoolSchema<'CoinId'>;
  /** The unpaid amount (a decimal string, as every amount of the API). */
  amount: string;
}

/** One sub-account's figures of an algorithm. */
export interface SubAccountFigures {
  /** The sub-account's name. */
  name: string;
  /** Whether it is the default one. */
  default: boolean;
  /** When it was archived, or null. */
  archivedAt: string | null;
  /** Its hashrate averages (H/s). */
  hashrate: PoolSchema<'HashrateAverages'>;
  /** Its workers by status. */
  workers: WorkerCounts;
  /** Its unpaid balance per coin. */
  balances: CoinBalance[];
}

/** Every sub-account's figures of an algorithm, in the list's order, with the totals. */
export interface SubAccountOverview {
  /** The algorithm of the figures. */
  algorithm: PoolSchema<'Algorithm'>;
  /** When the figures were read (ISO-8601). */
  updatedAt: string;
  /** One row per sub-account. */
  items: SubAccountFigures[];
  /** The sums over every sub-account. */
  totals: Pick<SubAccountFigures, 'hashrate' | 'workers' | 'balances'>;
}
