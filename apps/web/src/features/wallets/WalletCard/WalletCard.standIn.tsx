import type { PoolSchema } from '@lode/pool-api/client';
import { useState } from 'react';
import type { Wallet } from '../../../lib/cabinet/settingsQueries';
import { ApiError } from '../../../lib/pool';
import { WalletCard, type WalletActions } from './WalletCard';

// The wallet card's stories talk to this small stand-in for the pool API, which answers as the API's contract says
// (apps/pool-api/src/settings and source/miningcoreWallets.ts): the API cannot run in Storybook's browser; the e2e
// suite runs the real one.

export const now = Date.parse('2026-11-22T18:00:00.000Z');
export const litecoinAddress = 'ltc1qzyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3nmndwj';
export const otherLitecoinAddress = 'ltc1qyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zuxktx9';
/** An address the stand-in says another account has proved. */
export const takenAddress = 'ltc1qxvenxvenxvenxvenxvenxvenxvenxvenwcpknh';
export const workerName = 'lodek3x9q2ab';

/** Litecoin in front of Miningcore, no address linked. */
export const engineUnlinked: Wallet = {
  coin: 'LTC',
  address: null,
  payoutThreshold: '0.10000000',
  minPayout: '0.10000000',
  maxPayout: '1000.00000000',
  paused: null,
  addressChangedAt: null,
  payoutsHeldUntil: null,
  payoutsFrozenAt: null,
  proof: null,
  thresholdTakesEffectWithin: 600,
};

export const enginePending: Wallet = {
  ...engineUnlinked,
  address: litecoinAddress,
  addressChangedAt: new Date(now).toISOString(),
  proof: {
    status: 'pending',
    workerName,
    login: `${litecoinAddress}.${workerName}`,
    requestedAt: new Date(now).toISOString(),
    provenAt: null,
  },
};

export const engineProven: Wallet = {
  ...enginePending,
  proof: {
    ...(enginePending.proof as NonNullable<Wallet['proof']>),
    status: 'proven',
    provenAt: '2026-11-22T18:06:00.000Z',
  },
};

/** Litecoin on the built-in pool (the simulator): no proof, payouts can pause, a new address holds them 48 h. */
export const builtIn: Wallet = {
  coin: 'LTC',
  address: litecoinAddress,
  payoutThreshold: '0.50000000',
  minPayout: '0.01000000',
  maxPayout: '1000.00000000',
  paused: false,
  addressChangedAt: null,
  payoutsHeldUntil: null,
  payoutsFrozenAt: null,
  proof: null,
  thresholdTakesEffectWithin: 0,
};

export const builtInUnlinked: Wallet = { ...builtIn, address: null };

const refuse = (field: string, message: string) =>
  new ApiError(400, 'validation_failed', 'Some fields are not valid', { [field]: message });

/** The API's answer to a write, as its two wallet stores give it. */
function answer(wallet: Wallet, update: PoolSchema<'WalletUpdate'>): Wallet {
  const engine = wallet.paused === null;
  const address = update.address?.trim();
  if (address === takenAddress) throw refuse('address', 'This address is linked to another account');
  if (update.paused !== undefined && engine) throw refuse('paused', 'This pool engine cannot pause payouts');
  const changes = address !== undefined && address !== wallet.address;
  if (update.payoutThreshold !== undefined && engine && (changes || wallet.proof?.status !== 'proven'))
    throw refuse('payoutThreshold', 'Prove the address first: the pool pays only proved addresses');
  let next: Wallet = { ...wallet };
  if (changes) {
    const at = new Date().toISOString();
    next = engine
      ? {
          ...next,
          address,
          addressChangedAt: at,
          proof: {
            status: 'pending',
            workerName,
            login: `${address}.${workerName}`,
            requestedAt: at,
            provenAt: null,
          },
        }
      : {
          ...next,
          address,
          addressChangedAt: at,
          payoutsHeldUntil: new Date(Date.now() + 48 * 3_600_000).toISOString(),
        };
  }
  if (update.payoutThreshold !== undefined) next.payoutThreshold = Number(update.payoutThreshold).toFixed(8);
  if (update.paused !== undefined) next.paused = update.paused;
  return next;
}

/** What the pool API answers a new address without a fresh second factor (RFC 9470). */
const secondFactorChallenge = new ApiError(
  401,
  'insufficient_user_authentication',
  'A second factor is required for this change',
  {},
  { acrValues: '2', maxAge: 300 },
);

/**
 * The card with the stand-in API behind it; `unlinkFails` makes the unlink answer a server error, `secondFactor`
 * makes a new address wait for a second factor.
 */
export function CardWithApi({
  wallet: first,
  unlinkFails = false,
  secondFactor = false,
}: {
  wallet: Wallet;
  unlinkFails?: boolean;
  secondFactor?: boolean;
}) {
  const [wallet, setWallet] = useState(first);
  const [checkedAt, setCheckedAt] = useState(now);
  const actions: WalletActions = {
    update: async (_coin, update) => {
      if (secondFactor && update.address !== undefined && update.address.trim() !== wallet.address)
        throw secondFactorChallenge;
      const next = answer(wallet, update);
      setWallet(next);
      return next;
    },
    unlink: async () => {
      if (unlinkFails) throw new ApiError(503, 'unavailable', 'The pool database is not answering');
      const next: Wallet = {
        ...wallet,
        address: null,
        proof: null,
        addressChangedAt: null,
        payoutsHeldUntil: null,
        payoutsFrozenAt: null,
        payoutThreshold: wallet.minPayout,
        paused: wallet.paused === null ? null : false,
      };
      setWallet(next);
      return next;
    },
    // The proof worker has mined meanwhile: the next read finds it.
    check: async () => {
      setCheckedAt(Date.now());
      if (wallet.proof?.status === 'pending')
        setWallet({
          ...wallet,
          proof: { ...wallet.proof, status: 'proven', provenAt: '2026-11-22T18:06:00.000Z' },
        });
    },
  };
  return <WalletCard wallet={wallet} actions={actions} checkedAt={checkedAt} />;
}
