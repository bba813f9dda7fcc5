import { describe, expect, it } from 'vitest';
import type { Claims } from './claims';
import { initialState, update, type CheckedSession, type ClientEvent, type ClientState } from './state';

// The engine's client's state, walked through its one update function: every flow of the client changes it only by
// these events (the flows themselves run against the real provider in the `*.idp.test.ts` files).

const claims: Claims = { sub: 'miner-1', preferred_username: 'demo', nonce: 'n' };

function session(idToken: string, expiresAt = 1_000_000): CheckedSession {
  return { nonce: 'n', sub: 'miner-1', sessionState: 's', idToken, expiresAt };
}

function adopted(idToken: string, accessToken: string, tokenClaims: Claims = claims): ClientEvent {
  return { type: 'adopted', session: session(idToken), accessToken, claims: tokenClaims };
}

/** The states after each event, from a configured client's first state. */
function walk(events: ClientEvent[], from: ClientState = initialState(true)): ClientState[] {
  const states: ClientState[] = [];
  let state = from;
  for (const event of events) {
    state = update(state, event);
    states.push(state);
  }
  return states;
}

const phases = (states: ClientState[]) => states.map((state) => state.phase);

describe('the client state', () => {
  it('starts signed out and waiting for its start, or settled as unavailable without a configuration', () => {
    expect(initialState(true)).toEqual({
      phase: 'signed-out',
      view: { initialized: false, isAuthenticated: false, available: true },
      leaving: false,
      session: null,
      profile: null,
    });
    expect(initialState(false).view).toEqual({
      initialized: true,
      isAuthenticated: false,
      available: false,
      error: { kind: 'unavailable', message: expect.stringContaining('not configured') },
    });
  });

  it('signs in, refreshes, and ends when a refresh is refused', () => {
    const states = walk([
      { type: 'checking' },
      adopted('id-1', 'access-1'),
      { type: 'initialized' },
      { type: 'refreshing', session: session('id-1') },
      adopted('id-2', 'access-2'),
      { type: 'refreshing', session: session('id-2') },
      { type: 'signed-out', error: { kind: 'refresh', message: 'the provider refused the refresh' } },
    ]);
    expect(phases(states)).toEqual([
      'signing-in',
      'signed-in',
      'signed-in',
      'refreshing',
      'signed-in',
      'refreshing',
      'ended',
    ]);
    const [checking, signedIn, initialized, refreshing, renewed, , ended] = states;
    expect(checking?.view).toEqual(initialState(true).view);
    expect(signedIn?.view).toEqual({
      initialized: false,
      isAuthenticated: true,
      available: true,
      token: 'access-1',
      idToken: 'id-1',
      userInfo: claims,
      error: undefined,
    });
    expect(initialized?.view.initialized).toBe(true);
    // The app keeps its token while the renewal runs: nothing it sees changes.
    expect(refreshing?.view).toBe(initialized?.view);
    expect(renewed?.view).toMatchObject({ isAuthenticated: true, token: 'access-2', idToken: 'id-2' });
    expect(renewed?.session).toEqual(session('id-2'));
    expect(ended?.session).toBeNull();
    expect(ended?.view).toEqual({
      initialized: true,
      isAuthenticated: false,
      available: true,
      token: undefined,
      idToken: undefined,
      userInfo: undefined,
      error: { kind: 'refresh', message: 'the provider refused the refresh' },
    });
  });

  it('ends a session that expires in an outage, and signs in again afterwards', () => {
    const expired = { kind: 'unreachable' as const, message: 'the access token expired' };
    const states = walk([
      { type: 'checking' },
      adopted('id-1', 'access-1'),
      { type: 'refreshing', session: session('id-1') },
      { type: 'signed-out', error: expired },
      { type: 'checking' },
      adopted('id-2', 'access-2'),
    ]);
    expect(phases(states)).toEqual([
      'signing-in',
      'signed-in',
      'refreshing',
      'ended',
      'signing-in',
      'signed-in',
    ]);
    expect(states[3]?.view.error).toEqual(expired);
    expect(states[5]?.view).toMatchObject({ isAuthenticated: true, token: 'access-2', error: undefined });
  });

  it('signs out without an error on logout, and with the reason when a new sign-in is refused', () => {
    const loggedOut = walk([{ type: 'checking' }, adopted('id-1', 'access-1'), { type: 'signed-out' }]);
    expect(phases(loggedOut)).toEqual(['signing-in', 'signed-in', 'signed-out']);
    expect(loggedOut[2]?.view.error).toBeUndefined();
    const refused = { kind: 'token' as const, message: 'ID token refused (audience)' };
    const states = walk([{ type: 'checking' }, { type: 'signed-out', error: refused }]);
    // Nobody was signed in: a refused sign-in is not an ended session.
    expect(phases(states)).toEqual(['signing-in', 'signed-out']);
    expect(states[1]?.view).toMatchObject({ isAuthenticated: false, error: refused });
  });

  it('holds a session restored with an expired token out of sight until its renewal is checked', () => {
    const states = walk([
      { type: 'checking' },
      { type: 'refreshing', session: session('id-old', 0) },
      adopted('id-new', 'access-new'),
    ]);
    expect(phases(states)).toEqual(['signing-in', 'refreshing', 'signed-in']);
    expect(states[1]?.session?.idToken).toBe('id-old');
    expect(states[1]?.view).toEqual(initialState(true).view);
    expect(states[2]?.view).toMatchObject({ isAuthenticated: true, token: 'access-new' });
  });

  it('takes tokens being checked while signed in as no new sign-in', () => {
    const [signedIn] = walk([adopted('id-1', 'access-1')]);
    expect(signedIn && update(signedIn, { type: 'checking' })).toBe(signedIn);
  });

  it('keeps the name from userinfo for its subject, under the ID token claims, until the session ends', () => {
    const bare: Claims = { sub: 'miner-1' };
    const name = { sub: 'miner-1', claims: { name: 'Demo Miner', preferred_username: 'from-userinfo' } };
    const states = walk([
      adopted('id-1', 'access-1', bare),
      { type: 'profile', profile: name },
      { type: 'refreshing', session: session('id-1') },
      adopted('id-2', 'access-2', { ...bare, preferred_username: 'demo' }),
      { type: 'signed-out' },
    ]);
    expect(states[1]?.view.userInfo).toEqual({
      sub: 'miner-1',
      name: 'Demo Miner',
      preferred_username: 'from-userinfo',
    });
    expect(states[2]?.profile).toEqual(name);
    // A renewed token's own claims win over userinfo's.
    expect(states[3]?.view.userInfo).toEqual({
      sub: 'miner-1',
      name: 'Demo Miner',
      preferred_username: 'demo',
    });
    expect(states[4]?.profile).toBeNull();
  });

  it('ignores userinfo about another subject, or when nobody is signed in', () => {
    const [signedIn] = walk([adopted('id-1', 'access-1')]);
    const other = { type: 'profile' as const, profile: { sub: 'miner-2', claims: { name: 'Someone Else' } } };
    expect(signedIn && update(signedIn, other)).toBe(signedIn);
    const signedOut = initialState(true);
    const late = { type: 'profile' as const, profile: { sub: 'miner-1', claims: { name: 'Demo Miner' } } };
    expect(update(signedOut, late)).toBe(signedOut);
  });

  it('shows a failed sign-in without touching the session, and keeps unreachable over a failed start-up', () => {
    const unreachable = { kind: 'unreachable' as const, message: 'the provider did not answer' };
    const states = walk([
      adopted('id-1', 'access-1'),
      { type: 'failed', error: unreachable },
      { type: 'start-failed', error: { kind: 'unavailable', message: 'discovery failed' } },
    ]);
    expect(phases(states)).toEqual(['signed-in', 'signed-in', 'signed-in']);
    expect(states[1]?.view).toMatchObject({ isAuthenticated: true, token: 'access-1', error: unreachable });
    expect(states[2]).toBe(states[1]);
    const [failed] = walk([
      { type: 'start-failed', error: { kind: 'unavailable', message: 'discovery failed' } },
    ]);
    expect(failed?.view.error).toEqual({ kind: 'unavailable', message: 'discovery failed' });
  });

  it('remembers that a login is leaving for the provider, whatever happens next', () => {
    const states = walk([
      { type: 'leaving' },
      { type: 'checking' },
      adopted('id-1', 'access-1'),
      { type: 'signed-out' },
    ]);
    expect(states.map((state) => state.leaving)).toEqual([true, true, true, true]);
  });
});
