import { describe, expect, it } from 'vitest';
import type { Wallet } from '../../lib/cabinet/settingsQueries';
import {
  awaitsProof,
  holdsPayoutsOnChange,
  knownFieldProblem,
  thresholdEditable,
  thresholdTiming,
  walletChanges,
  walletStage,
} from './walletState';

/** A Dogecoin wallet on the built-in pool, as the API answers it. */
const builtIn: Wallet = {
  coin: 'DOGE',
  address: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L',
  payoutThreshold: '50.00000000',
  minPayout: '10.00000000',
  maxPayout: '1000000.00000000',
  paused: false,
  addressChangedAt: null,
  payoutsHeldUntil: null,
  payoutsFrozenAt: null,
  proof: null,
  thresholdTakesEffectWithin: 0,
};

/** The same coin in front of Miningcore, waiting for its proof worker. */
const pending: Wallet = {
  ...builtIn,
  paused: null,
  addressChangedAt: '2026-11-22T18:00:00.000Z',
  proof: {
    status: 'pending',
    workerName: 'lodek3x9q2ab',
    login: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L.lodek3x9q2ab',
    requestedAt: '2026-11-22T18:00:00.000Z',
    provenAt: null,
  },
  thresholdTakesEffectWithin: 600,
};

const proven: Wallet = {
  ...pending,
  proof: {
    ...(pending.proof as NonNullable<Wallet['proof']>),
    status: 'proven',
    provenAt: '2026-11-22T18:06:00.000Z',
  },
};

const unlinkedEngine: Wallet = { ...pending, address: null, proof: null, addressChangedAt: null };
const unlinkedBuiltIn: Wallet = { ...builtIn, address: null };

describe('the stage of a wallet', () => {
  it('follows the address and the proof', () => {
    expect(walletStage(unlinkedBuiltIn)).toBe('unlinked');
    expect(walletStage(unlinkedEngine)).toBe('unlinked');
    expect(walletStage(builtIn)).toBe('open');
    expect(walletStage(pending)).toBe('pending');
    expect(walletStage(proven)).toBe('proven');
  });

  it('asks the page to keep checking only while a proof is pending', () => {
    expect(awaitsProof([builtIn, proven, unlinkedEngine])).toBe(false);
    expect(awaitsProof([proven, pending])).toBe(true);
  });

  it('holds payouts on a change only on the built-in pool; an engine asks for a proof', () => {
    expect(holdsPayoutsOnChange(builtIn)).toBe(true);
    expect(holdsPayoutsOnChange(unlinkedBuiltIn)).toBe(true);
    expect(holdsPayoutsOnChange(unlinkedEngine)).toBe(false);
    expect(holdsPayoutsOnChange(pending)).toBe(false);
  });

  it('lets the threshold be set only where the pool pays the address', () => {
    expect(thresholdEditable(builtIn)).toBe(true);
    expect(thresholdEditable(proven)).toBe(true);
    expect(thresholdEditable(unlinkedBuiltIn)).toBe(true);
    expect(thresholdEditable(pending)).toBe(false);
    expect(thresholdEditable(unlinkedEngine)).toBe(false);
  });
});

describe('when a threshold applies', () => {
  it('at once, or within the engine’s payout run in whole minutes', () => {
    expect(thresholdTiming(0)).toEqual({ kind: 'now' });
    expect(thresholdTiming(600)).toEqual({ kind: 'nextRun', minutes: 10 });
    expect(thresholdTiming(61)).toEqual({ kind: 'nextRun', minutes: 2 });
  });
});

describe('what a save sends', () => {
  it('only what changed: the same amount written differently is no change', () => {
    expect(walletChanges(builtIn, { address: ` ${builtIn.address} `, threshold: '50' })).toBeNull();
    expect(walletChanges(builtIn, { address: builtIn.address ?? '', threshold: '75,5' })).toEqual({
      payoutThreshold: '75.5',
    });
  });

  it('a new address without the untouched threshold, which an engine would refuse before the proof', () => {
    expect(walletChanges(proven, { address: 'DNew', threshold: '50' })).toEqual({ address: 'DNew' });
    expect(walletChanges(unlinkedEngine, { address: 'DNew', threshold: '75' })).toEqual({ address: 'DNew' });
    expect(walletChanges(pending, { address: 'DNew', threshold: '75' })).toEqual({ address: 'DNew' });
  });

  it('links on the built-in pool with the threshold typed beside the address', () => {
    expect(walletChanges(unlinkedBuiltIn, { address: 'DNew', threshold: '75' })).toEqual({
      address: 'DNew',
      payoutThreshold: '75',
    });
  });
});

describe('the API’s field messages', () => {
  it('are known by their text, so the page can say them in every language', () => {
    expect(knownFieldProblem('This address is linked to another account')).toBe('linkedElsewhere');
    expect(knownFieldProblem('Prove the address first: the pool pays only proved addresses')).toBe(
      'proveFirst',
    );
    expect(knownFieldProblem('This pool engine cannot pause payouts')).toBe('cannotPause');
    expect(knownFieldProblem('Enter an address for this coin first')).toBe('addressFirst');
    expect(knownFieldProblem('Must be between 0.01000000 and 1000.00000000 LTC')).toBe('range');
    expect(knownFieldProblem('Enter a number with at most 8 decimals, e.g. 0.5')).toBe('decimals');
    expect(knownFieldProblem('The pool refused the threshold (502): busy')).toBeNull();
  });
});
