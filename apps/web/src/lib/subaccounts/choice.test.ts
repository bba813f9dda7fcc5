import { describe, expect, it } from 'vitest';
import type { SubAccount } from '../pool';
import { chooseSubAccount, renamedTo, withSubAccount } from './choice';

const subAccount = (name: string, over: Partial<SubAccount> = {}): SubAccount => ({
  name,
  default: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  archivedAt: null,
  ...over,
});

const list = [
  subAccount('main', { default: true }),
  subAccount('north-farm'),
  subAccount('old-site', { archivedAt: '2026-11-20T00:00:00.000Z' }),
];

describe('the sub-account the cabinet shows', () => {
  it('is the one the address names, shown before the list arrives and confirmed by it', () => {
    expect(chooseSubAccount({ address: 'north-farm', remembered: 'main', list: undefined })).toEqual({
      kind: 'chosen',
      name: 'north-farm',
      inAddress: true,
      confirmed: false,
    });
    expect(chooseSubAccount({ address: 'north-farm', remembered: 'main', list })).toEqual({
      kind: 'chosen',
      name: 'north-farm',
      inAddress: true,
      confirmed: true,
    });
  });

  it('is an archived one when the address names it: it can still be read', () => {
    expect(chooseSubAccount({ address: 'old-site', remembered: null, list })).toMatchObject({
      kind: 'chosen',
      name: 'old-site',
    });
  });

  it('is unknown when the address names one the user does not have, or a name no sub-account can have', () => {
    expect(chooseSubAccount({ address: 'south-farm', remembered: 'main', list })).toEqual({
      kind: 'unknown',
      name: 'south-farm',
    });
    // Not even sent to the API: no sub-account is called that.
    expect(chooseSubAccount({ address: 'North Farm!', remembered: null, list: undefined })).toEqual({
      kind: 'unknown',
      name: 'North Farm!',
    });
  });

  it('is the remembered one when the address names none and the list still holds it', () => {
    expect(chooseSubAccount({ address: null, remembered: 'north-farm', list })).toEqual({
      kind: 'chosen',
      name: 'north-farm',
      inAddress: false,
      confirmed: true,
    });
  });

  it('is the default one when nothing is remembered, or the remembered one is gone', () => {
    for (const remembered of [null, 'renamed-away'])
      expect(chooseSubAccount({ address: null, remembered, list })).toMatchObject({
        kind: 'chosen',
        name: 'main',
        inAddress: false,
      });
  });

  it('waits for the list when the address names none, and says so when the list cannot be read', () => {
    expect(chooseSubAccount({ address: null, remembered: 'main', list: undefined })).toEqual({
      kind: 'loading',
    });
    expect(
      chooseSubAccount({ address: null, remembered: 'main', list: undefined, listFailed: true }),
    ).toEqual({ kind: 'failed' });
  });
});

describe('a rename of the sub-account on screen', () => {
  const before = [
    subAccount('main', { default: true }),
    subAccount('north', { createdAt: '2026-11-02T00:00:00.000Z' }),
  ];
  const after = [before[0] as SubAccount, subAccount('north-2', { createdAt: '2026-11-02T00:00:00.000Z' })];
  const shown = { name: 'north', createdAt: '2026-11-02T00:00:00.000Z' };

  it('is followed: the address still naming it by its old name is completed with the new one', () => {
    expect(chooseSubAccount({ address: 'north', remembered: null, list: after, shown })).toEqual({
      kind: 'chosen',
      name: 'north-2',
      inAddress: false,
      confirmed: true,
    });
    // Once followed, the shown one carries its new name and the old one the address still has.
    expect(
      chooseSubAccount({
        address: 'north',
        remembered: null,
        list: after,
        shown: { ...shown, name: 'north-2', renamedFrom: 'north' },
      }),
    ).toMatchObject({ kind: 'chosen', name: 'north-2', inAddress: false });
  });

  it('is not guessed for an address that names another missing one, or before the list confirmed the shown one', () => {
    expect(chooseSubAccount({ address: 'south', remembered: null, list: after, shown })).toEqual({
      kind: 'unknown',
      name: 'south',
    });
    expect(
      chooseSubAccount({
        address: 'north',
        remembered: null,
        list: after,
        shown: { ...shown, createdAt: undefined },
      }),
    ).toEqual({ kind: 'unknown', name: 'north' });
  });

  it('is told only by a creation time that one sub-account alone has, once the old name is gone', () => {
    expect(renamedTo(after, shown)?.name).toBe('north-2');
    expect(renamedTo(before, shown)).toBeUndefined();
    const twins = [...after, subAccount('twin', { createdAt: '2026-11-02T00:00:00.000Z' })];
    expect(renamedTo(twins, shown)).toBeUndefined();
    expect(chooseSubAccount({ address: 'north', remembered: null, list: twins, shown })).toMatchObject({
      kind: 'unknown',
    });
  });
});

describe('a cabinet address with the sub-account', () => {
  it('adds the name, keeping the path, the other parameters and the fragment', () => {
    expect(withSubAccount('/ru/workers?status=online#list', 'north-farm')).toBe(
      '/ru/workers?status=online&subaccount=north-farm#list',
    );
    expect(withSubAccount('/dashboard', 'main')).toBe('/dashboard?subaccount=main');
  });

  it('replaces the name an address has', () => {
    expect(withSubAccount('/workers?subaccount=main&status=offline', 'north-farm')).toBe(
      '/workers?subaccount=north-farm&status=offline',
    );
  });

  it('on a switch, drops what names things of the previous one and keeps the filters', () => {
    expect(
      withSubAccount('/workers?subaccount=main&status=offline&worker=w-1&search=rig&page=2', 'north-farm', {
        switching: true,
      }),
    ).toBe('/workers?subaccount=north-farm&status=offline');
  });
});
