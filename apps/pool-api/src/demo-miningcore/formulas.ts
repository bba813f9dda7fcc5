// Miningcore's arithmetic, as pure functions: what the engine stores for a worker's hashrate, how it words a reward,
// how its numeric(28,12) amounts add up. The seeder writes rows with these, and tests use them to compute the
// figures they expect from the rows they read back.

/** Seconds between two statistics cycles (`statistics.updateInterval`). */
export const STATS_INTERVAL_SECONDS = 120;
/** The window a cycle's hashrates are computed over (`hashrateCalculationWindow`, 10 minutes). */
export const HASHRATE_WINDOW_SECONDS = 600;
/** Seconds between two block and payment checks (`paymentProcessing.interval`). */
export const PAYMENT_INTERVAL_SECONDS = 600;
/** Seconds between two deletions of statistics older than `cleanupDays`. */
export const CLEANUP_INTERVAL_SECONDS = 4 * 3600;
/** Hashes one unit of stored share difficulty stands for. */
export const HASHES_PER_DIFFICULTY = 2 ** 32;

/** The shares of one worker inside a window, as the engine sums them (SUM, COUNT, MIN and MAX of `created`). */
export interface ShareAccumulation {
  /** Sum of the stored `difficulty` of the shares. */
  sum: number;
  count: number;
  /** First and last share, epoch milliseconds. */
  first: number;
  last: number;
}

/** What Miningcore writes in a `minerstats` row for one (miner, worker) whose shares are `shares`. */
export interface WorkerSample {
  /** H/s, floored. */
  hashrate: number;
  /** Shares a second, to 3 places. */
  sharesPerSecond: number;
  /** The seconds the sum was divided by. */
  divisor: number;
}

/**
 * The hashrate Miningcore stores for a worker at the cycle ending `now` (epoch ms): the window's difficulty sum ×
 * 2^32 over the window's length, floored. A worker whose first share came 10 % of the window or more after the
 * window began is divided by the shorter time it mined; one whose last share came 10 % or more before the end by
 * the window plus that silence (so a stopped worker fades out); both at once: the window minus the first plus the
 * second.
 */
export function workerSample(
  shares: ShareAccumulation,
  now: number,
  windowSeconds: number = HASHRATE_WINDOW_SECONDS,
): WorkerSample {
  const before = (shares.first - (now - windowSeconds * 1000)) / 1000;
  const after = (now - shares.last) / 1000;
  const edge = windowSeconds * 0.1;
  let divisor = windowSeconds;
  if (before >= edge) divisor = Math.floor(windowSeconds - before);
  if (after >= edge) divisor = Math.floor(windowSeconds + after);
  if (before >= edge && after >= edge) divisor = windowSeconds - before + after;
  if (divisor < 1) divisor = 1;
  return {
    hashrate: Math.floor((shares.sum * HASHES_PER_DIFFICULTY) / divisor),
    sharesPerSecond: Math.round((shares.count / divisor) * 1000) / 1000,
    divisor,
  };
}

/** The pool's hashrate in a `poolstats` row: every share of the window over the whole window, floored, as float32. */
export function poolHashrate(difficultySum: number, windowSeconds: number = HASHRATE_WINDOW_SECONDS): number {
  return Math.fround(Math.floor((difficultySum * HASHES_PER_DIFFICULTY) / windowSeconds));
}

/** A share count as the engine words it in a reward's `usage`: thousands first, `1.23K`, `0K`, `4.5M`. */
export function formatQuantity(value: number): string {
  const units = ['K', 'M', 'B', 'T', 'Q'];
  let i = -1;
  do {
    value /= 1000;
    i += 1;
  } while (value > 1000 && i < units.length - 1);
  return `${Math.round(value * 100) / 100}${units[i]}`;
}

/** The `usage` of a scheme's credit for shares (PPLNS, PROP). */
export const rewardForShares = (shares: number, height: number) =>
  `Reward for ${formatQuantity(shares)} shares for block ${height}`;
/** The `usage` of a SOLO credit and of a fee recipient's credit. */
export const rewardForBlock = (height: number) => `Reward for block ${height}`;
/** The `usage` of the change that empties a paid balance. */
export const BALANCE_RESET_USAGE = 'Balance reset after payment';

// Amounts: numeric(28,12) on the wire, held here as bigint counts of 1e-12 so sums are exact.

const SCALE = 10n ** 12n;

/** A decimal string (as numeric columns read back) to units of 1e-12; more than 12 places are cut off. */
export function toAtoms(amount: string | number): bigint {
  const text = typeof amount === 'number' ? amount.toFixed(12) : amount.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const atoms = BigInt(whole || '0') * SCALE + BigInt((fraction + '0'.repeat(12)).slice(0, 12));
  return negative ? -atoms : atoms;
}

/** Units of 1e-12 to the decimal string numeric(28,12) takes, with all 12 places. */
export function fromAtoms(atoms: bigint): string {
  const negative = atoms < 0n;
  const abs = negative ? -atoms : atoms;
  return `${negative ? '-' : ''}${abs / SCALE}.${(abs % SCALE).toString().padStart(12, '0')}`;
}
