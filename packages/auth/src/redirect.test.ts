import { describe, expect, it } from 'vitest';
import { pendingReturnPath, safeRedirectPath } from './redirect';

const origin = 'http://localhost:3000';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirectPath('/workers', origin)).toBe('/workers');
    expect(safeRedirectPath('/ru/payouts?page=2#last', origin)).toBe('/ru/payouts?page=2#last');
  });

  it.each([
    ['//evil.example', 'protocol-relative'],
    ['/\\evil.example', 'backslash'],
    ['https://evil.example/x', 'absolute'],
    ['javascript:alert(1)', 'script URL'],
    ['workers', 'relative'],
    ['/\tworkers', 'control character'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => {
    expect(safeRedirectPath(value, origin)).toBeNull();
  });

  it('refuses nothing at all', () => {
    expect(safeRedirectPath(null, origin)).toBeNull();
    expect(safeRedirectPath(undefined, origin)).toBeNull();
  });
});

describe('pendingReturnPath', () => {
  const storage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    } as unknown as Storage;
  };
  const attempt = (state: string, returnTo: string, silent = false) =>
    JSON.stringify({ state, nonce: 'n', returnTo, silent, createdAt: 0 });

  it("names the page a callback's sign-in lands on, and leaves the attempt for the exchange", () => {
    const tab = storage();
    tab.setItem('lode-auth:pending:abc', attempt('abc', '/ru/workers?group=a'));
    const callback = new URL(`${origin}/auth/callback?code=x&state=abc`);
    expect(pendingReturnPath(callback, tab)).toBe('/ru/workers?group=a');
    expect(tab.getItem('lode-auth:pending:abc')).not.toBeNull();
  });

  it('is null without a state, for an unknown one, for a silent check and for a path off the site', () => {
    const tab = storage();
    tab.setItem('lode-auth:pending:silent', attempt('silent', '/dashboard', true));
    tab.setItem('lode-auth:pending:away', attempt('away', '//evil.example'));
    for (const query of ['code=x', 'state=nope', 'state=silent', 'state=away'])
      expect(pendingReturnPath(new URL(`${origin}/auth/callback?${query}`), tab)).toBeNull();
  });
});
