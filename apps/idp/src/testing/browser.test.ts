import { describe, expect, it } from 'vitest';
import { leadsTo } from './browser';

describe('leadsTo', () => {
  it('stops at the app, not at a provider whose port begins with the app’s', () => {
    expect(leadsTo('http://localhost:39981/realms/lode/login-actions/x', 'http://localhost:3998')).toBe(
      false,
    );
    expect(leadsTo('http://localhost:3998/auth/callback?code=a', 'http://localhost:3998')).toBe(true);
  });

  it('compares paths by segment', () => {
    expect(leadsTo('http://localhost:3998/auth/callback', 'http://localhost:3998/auth')).toBe(true);
    expect(leadsTo('http://localhost:3998/auth', 'http://localhost:3998/auth')).toBe(true);
    expect(leadsTo('http://localhost:3998/authx', 'http://localhost:3998/auth')).toBe(false);
    expect(leadsTo('https://localhost:3998/auth', 'http://localhost:3998/auth')).toBe(false);
  });
});
