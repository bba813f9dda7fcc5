import { UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { hasRealmRole, hasResourceRole, readClaims } from './claims';

const admin = new UnsecuredJWT({
  sub: 'u-admin',
  preferred_username: 'admin',
  realm_access: { roles: ['miner', 'admin'] },
  resource_access: { 'lode-web': { roles: ['payouts'] } },
}).encode();

describe('claims', () => {
  it('reads the claims of a token and answers role questions', () => {
    const claims = readClaims(admin);
    expect(claims?.preferred_username).toBe('admin');
    expect(hasRealmRole(claims, 'admin')).toBe(true);
    expect(hasRealmRole(claims, 'banned')).toBe(false);
    expect(hasResourceRole(claims, 'payouts', 'lode-web')).toBe(true);
    expect(hasResourceRole(claims, 'payouts', 'account')).toBe(false);
  });

  it('answers no for a malformed token or missing claims', () => {
    expect(readClaims('garbage')).toBeNull();
    expect(hasRealmRole(null, 'miner')).toBe(false);
    expect(
      hasResourceRole(
        { sub: 'x', resource_access: { 'lode-web': {} as { roles: string[] } } },
        'a',
        'lode-web',
      ),
    ).toBe(false);
  });
});
