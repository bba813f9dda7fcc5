import type { PoolSchema } from '@lode/pool-api/client';
import { parseAmount } from '../../lib/cabinet/amounts';
import type { Wallet } from '../../lib/cabinet/settingsQueries';
import { normalizeThreshold } from './payoutThreshold';

// What the wallets page reads from the API's wallet shape: which of its states a card is in, what a changed
// threshold waits for, what a save sends, and which of the API's field messages the page has in three languages.

/** How often the page reads the wallets again while an address waits for its proof (the API checks at every read). */
export const proofCheckMs = 60_000;

/**
 * Where a wallet stands: `unlinked` (no address), `pending` (linked, waiting for the proof worker), `proven` (linked
 * and proved), or `open` (linked on a pool that needs no proof, the built-in simulator).
 */
export type WalletStage = 'unlinked' | 'pending' | 'proven' | 'open';

/** The stage of a wallet as the API describes it. */
export function walletStage(wallet: Wallet): WalletStage {
  if (wallet.address === null) return 'unlinked';
  if (wallet.proof === null) return 'open';
  return wallet.proof.status;
}

/** Whether any wallet waits for its proof, so the page should keep asking. */
export function awaitsProof(wallets: readonly Wallet[]): boolean {
  return wallets.some((wallet) => walletStage(wallet) === 'pending');
}

/**
 * Whether a new address holds payouts for a while (the built-in pool) rather than needing a proof (a pool engine).
 * Only the built-in pool can pause payouts (`paused` is null in front of an engine), and it never asks for a proof.
 */
export function holdsPayoutsOnChange(wallet: Wallet): boolean {
  return wallet.proof === null && wallet.paused !== null;
}

/** Whether the threshold can be set now: the pool pays the address (or, on the built-in pool, will once linked). */
export function thresholdEditable(wallet: Wallet): boolean {
  const stage = walletStage(wallet);
  return stage === 'open' || stage === 'proven' || (stage === 'unlinked' && holdsPayoutsOnChange(wallet));
}

/** When a changed threshold applies: at once, or within the pool engine's payout run (whole minutes, rounded up). */
export type ThresholdTiming = { kind: 'now' } | { kind: 'nextRun'; minutes: number };

/** {@link ThresholdTiming} from the API's `thresholdTakesEffectWithin` (seconds). */
export function thresholdTiming(seconds: number): ThresholdTiming {
  return seconds <= 0 ? { kind: 'now' } : { kind: 'nextRun', minutes: Math.ceil(seconds / 60) };
}

/**
 * The body of a save: only what differs from the wallet, so an untouched threshold is not sent with a new address
 * (a pool engine refuses a threshold for an address not yet proved). Null when nothing changed.
 */
export function walletChanges(
  wallet: Wallet,
  typed: { readonly address: string; readonly threshold: string },
): PoolSchema<'WalletUpdate'> | null {
  const address = typed.address.trim();
  const update: PoolSchema<'WalletUpdate'> = {};
  if (address !== (wallet.address ?? '')) update.address = address;
  if (thresholdEditable(wallet)) {
    const threshold = normalizeThreshold(typed.threshold) ?? typed.threshold.trim();
    if (!sameAmount(threshold, wallet.payoutThreshold)) update.payoutThreshold = threshold;
  }
  return Object.keys(update).length === 0 ? null : update;
}

/** Whether two decimal strings are the same amount (`0.1` and `0.10000000`); false when either is not one. */
function sameAmount(a: string, b: string): boolean {
  try {
    return parseAmount(a) === parseAmount(b);
  } catch {
    return false;
  }
}

/** The API's field messages the page says in every language; any other is shown as the API wrote it. */
export type KnownFieldProblem =
  'linkedElsewhere' | 'proveFirst' | 'cannotPause' | 'addressFirst' | 'range' | 'decimals';

/** Which known problem an API field message states, or null for one the page shows as it came. */
export function knownFieldProblem(message: string): KnownFieldProblem | null {
  if (message === 'This address is linked to another account') return 'linkedElsewhere';
  if (message.startsWith('Prove the address first')) return 'proveFirst';
  if (message === 'This pool engine cannot pause payouts') return 'cannotPause';
  if (message === 'Enter an address for this coin first') return 'addressFirst';
  if (message.startsWith('Must be between ')) return 'range';
  if (message.startsWith('Enter a number with at most 8 decimals')) return 'decimals';
  return null;
}
