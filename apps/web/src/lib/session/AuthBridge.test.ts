import { describe, expect, it } from 'vitest';
import { authState } from './AuthBridge';

describe('authState', () => {
  it('says where sign-in stands, as <html data-auth> shows it', () => {
    expect(authState({ available: false, initialized: true, isAuthenticated: false })).toBe('unavailable');
    expect(authState({ available: true, initialized: false, isAuthenticated: false })).toBe('checking');
    expect(authState({ available: true, initialized: true, isAuthenticated: false })).toBe('signed-out');
    expect(authState({ available: true, initialized: true, isAuthenticated: true })).toBe('signed-in');
  });
});
