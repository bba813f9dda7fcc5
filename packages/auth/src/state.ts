import type { Claims } from './claims';
import { UNCONFIGURED } from './config';
import type { SessionRecord } from './session';
import type { StepUpResult } from './stepUp';
import type { AuthError, AuthState } from './types';

// The engine's client as one explicit state: what the client knows of the session, changed only by `update`. The flows
// (start-up, sign-in, refresh, session watching) dispatch events; the client keeps the state and tells the app.

/** A session whose tokens passed the checks: what later tokens are checked against, and when its access token expires. */
export interface CheckedSession extends SessionRecord {
  /** The ID token the checks passed; a different one the engine holds has not been checked yet. */
  idToken: string;
  /** When the access token expires, in milliseconds since the epoch. */
  expiresAt: number;
}

/** Profile claims from userinfo, for the subject they came with (asked when the ID token names nobody). */
export interface Profile {
  sub: string;
  claims: Partial<Claims>;
}

/**
 * Where the client is:
 * - `signed-out`: no session here (nobody signed in, signed out, or a sign-in refused);
 * - `signing-in`: the tokens of a new sign-in (a callback's code exchange, the silent check, the tab's stored session)
 *   are being checked;
 * - `signed-in`: a checked session, which the app uses;
 * - `refreshing`: the session is being renewed; the app keeps its token meanwhile (a session restored with an expired
 *   token shows nothing until its renewal is checked);
 * - `ended`: a session this page held is over (refused, refused a refresh, ended at the provider, or expired while
 *   the provider did not answer); `view.error` says why.
 */
export type Phase = 'signed-out' | 'signing-in' | 'signed-in' | 'refreshing' | 'ended';

interface Common {
  /** What the app sees. */
  view: AuthState;
  /** A login is sending the browser to the provider: no silent check may start any more. */
  leaving: boolean;
}

/** The client's state: a session and its profile exactly while one is held. */
export type ClientState =
  | (Common & { phase: 'signed-out' | 'signing-in' | 'ended'; session: null; profile: null })
  | (Common & { phase: 'signed-in' | 'refreshing'; session: CheckedSession; profile: Profile | null });

/** What happened, as the flows tell it. */
export type ClientEvent =
  /** The start-up check has settled, signed in or not. */
  | { type: 'initialized' }
  /** The start-up failed (the provider's discovery, say). */
  | { type: 'start-failed'; error: AuthError }
  /** The engine holds the tokens of a new sign-in; they are being checked. */
  | { type: 'checking' }
  /** Checked tokens become the session the app sees. */
  | { type: 'adopted'; session: CheckedSession; accessToken: string; claims: Claims }
  /** The session's renewal begins; `session` is the one it renews. */
  | { type: 'refreshing'; session: CheckedSession }
  /** The session is forgotten here; with an error, the app is told why. */
  | { type: 'signed-out'; error?: AuthError }
  /** A problem for the app that changes nothing else (a sign-in that could not start, a refused silent callback). */
  | { type: 'failed'; error: AuthError }
  /** userinfo named the user of the session. */
  | { type: 'profile'; profile: Profile }
  /** A login is sending the browser to the provider. */
  | { type: 'leaving' }
  /** A step-up's callback has been handled (`result`), or the app took its result (`undefined`). */
  | { type: 'stepped-up'; result: StepUpResult | undefined };

/** The state of a new client: waiting for its start, or settled as unavailable without a configuration. */
export function initialState(configured: boolean): ClientState {
  const view: AuthState = configured
    ? { initialized: false, isAuthenticated: false, available: true }
    : { initialized: true, isAuthenticated: false, available: false, error: UNCONFIGURED };
  return { phase: 'signed-out', view, leaving: false, session: null, profile: null };
}

/** The one way the state changes. An event that does not apply to the state returns it as it is. */
export function update(state: ClientState, event: ClientEvent): ClientState {
  switch (event.type) {
    case 'initialized':
      return { ...state, view: { ...state.view, initialized: true } };
    case 'start-failed':
      // A sign-in that found the provider silent meanwhile says more than the start-up's failure: it stays.
      if (state.view.error?.kind === 'unreachable') return state;
      return { ...state, view: { ...state.view, error: event.error } };
    case 'checking':
      if (state.session) return state;
      return { ...state, phase: 'signing-in', session: null, profile: null };
    case 'adopted': {
      const { claims } = event;
      const profile = state.profile?.sub === claims.sub ? state.profile : null;
      return {
        ...state,
        phase: 'signed-in',
        session: event.session,
        profile: state.profile,
        view: {
          ...state.view,
          isAuthenticated: true,
          token: event.accessToken,
          idToken: event.session.idToken,
          // The checked ID token's claims; a name from userinfo only where the token has none.
          userInfo: { ...profile?.claims, ...claims },
          error: undefined,
        },
      };
    }
    case 'refreshing':
      return { ...state, phase: 'refreshing', session: event.session, profile: state.profile };
    case 'signed-out':
      return {
        ...state,
        phase: state.session && event.error ? 'ended' : 'signed-out',
        session: null,
        profile: null,
        view: {
          ...state.view,
          isAuthenticated: false,
          token: undefined,
          idToken: undefined,
          userInfo: undefined,
          error: event.error,
        },
      };
    case 'failed':
      return { ...state, view: { ...state.view, error: event.error } };
    case 'profile': {
      const { profile } = event;
      const { userInfo } = state.view;
      if (!state.session || state.session.sub !== profile.sub || !state.view.isAuthenticated || !userInfo) {
        return state;
      }
      return { ...state, profile, view: { ...state.view, userInfo: { ...profile.claims, ...userInfo } } };
    }
    case 'leaving':
      return { ...state, leaving: true };
    case 'stepped-up':
      if (state.view.stepUpResult === event.result) return state;
      return { ...state, view: { ...state.view, stepUpResult: event.result } };
  }
}
