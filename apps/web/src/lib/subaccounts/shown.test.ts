import { describe, expect, it } from 'vitest';
import type { SubAccount } from '../pool';
import { chooseSubAccount, type SubAccountChoice } from './choice';
import { nextShown, type ShownSubAccount } from './shown';

const subAccount = (name: string, createdAt: string, over: Partial<SubAccount> = {}): SubAccount => ({
  name,
  default: false,
  createdAt,
  archivedAt: null,
  ...over,
});

const day = (n: number) => `2026-11-0${n}T00:00:00.000Z`;
const list = [subAccount('main', day(1), { default: true }), subAccount('north', day(2))];
const chosen = (name: string, confirmed = true): SubAccountChoice => ({
  kind: 'chosen',
  name,
  inAddress: true,
  confirmed,
});

/** The shown one after each step, from nothing, for one user. */
function walk(steps: [SubAccountChoice, readonly SubAccount[] | undefined][], user = 'u1') {
  let shown: ShownSubAccount | undefined;
  return steps.map(([choice, items]) => (shown = nextShown(shown, choice, user, items)));
}

describe('the sub-account on screen and the mount of its page', () => {
  it('starts at the first one chosen, with its creation time once the list confirms it', () => {
    const [first, confirmed] = walk([
      [chosen('north', false), undefined],
      [chosen('north'), list],
    ]);
    expect(first).toEqual({ user: 'u1', name: 'north', createdAt: undefined, mount: 0 });
    expect(confirmed).toEqual({ user: 'u1', name: 'north', createdAt: day(2), mount: 0 });
  });

  it('stays the same object while the same one is read again or named in the address', () => {
    const previous: ShownSubAccount = { user: 'u1', name: 'north', createdAt: day(2), mount: 3 };
    const refetched = list.map((s) => ({ ...s }));
    expect(nextShown(previous, chosen('north'), 'u1', refetched)).toBe(previous);
    expect(
      nextShown(previous, { kind: 'chosen', name: 'north', inAddress: false, confirmed: true }, 'u1', list),
    ).toBe(previous);
    // Nothing shown for a moment (a status in its place): the one shown before is kept to compare with.
    expect(nextShown(previous, { kind: 'loading' }, 'u1', undefined)).toBe(previous);
  });

  it('keeps the mount through a rename of the shown one, and remembers the old name', () => {
    const renamed = [list[0] as SubAccount, subAccount('north-2', day(2))];
    const previous: ShownSubAccount = { user: 'u1', name: 'north', createdAt: day(2), mount: 3 };
    const choice = chooseSubAccount({ address: 'north', remembered: null, list: renamed, shown: previous });
    expect(nextShown(previous, choice, 'u1', renamed)).toEqual({
      user: 'u1',
      name: 'north-2',
      createdAt: day(2),
      mount: 3,
      renamedFrom: 'north',
    });
  });

  it('mounts the page afresh for another sub-account, even one that took the shown one’s name', () => {
    const previous: ShownSubAccount = { user: 'u1', name: 'north', createdAt: day(2), mount: 3 };
    expect(nextShown(previous, chosen('main'), 'u1', list)?.mount).toBe(4);
    // `north` renamed away and another one renamed to `north`: the same name, another sub-account.
    const swapped = [subAccount('main', day(1)), subAccount('north', day(3)), subAccount('far', day(2))];
    expect(nextShown(previous, chosen('north'), 'u1', swapped)).toMatchObject({
      createdAt: day(3),
      mount: 4,
    });
    // Another user's sub-account of the same name is another one.
    expect(nextShown(previous, chosen('north'), 'u2', list)).toMatchObject({ user: 'u2', mount: 4 });
  });

  it('does not take another name for a rename while the old one is still in the list', () => {
    const previous: ShownSubAccount = { user: 'u1', name: 'north', createdAt: day(2), mount: 0 };
    const sameMoment = [...list, subAccount('north-b', day(2))];
    expect(nextShown(previous, chosen('north-b'), 'u1', sameMoment)?.mount).toBe(1);
  });
});
