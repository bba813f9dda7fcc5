/**
 * What this package remembers of a tab's session besides the tokens (which the engine keeps: its service worker, or
 * sessionStorage where service workers are unavailable). Nothing here is a credential: it is what the checks of a
 * restored or refreshed token need.
 */
export interface SessionRecord {
  /** The nonce of the login that began this session; every later ID token must carry it. */
  nonce: string;
  /** The user's subject; refreshed ID tokens must keep it. */
  sub: string;
  /** The provider's `session_state` from the authorization response, for session monitoring. */
  sessionState?: string;
}

/** The storage key of the record; the bench also finds the client chunk by it. */
export const SESSION_KEY = 'lode-auth:session';

/** Reads the record; anything malformed counts as none (and is removed). */
export function readSession(storage: Storage): SessionRecord | null {
  const raw = storage.getItem(SESSION_KEY);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionRecord> | null;
    if (
      value &&
      typeof value.nonce === 'string' &&
      typeof value.sub === 'string' &&
      (value.sessionState === undefined || typeof value.sessionState === 'string')
    ) {
      return value as SessionRecord;
    }
  } catch {
    // Falls through: a value we cannot read is dropped like a bad token.
  }
  storage.removeItem(SESSION_KEY);
  return null;
}

/** Stores the record of this tab. */
export function writeSession(storage: Storage, session: SessionRecord): void {
  storage.setItem(SESSION_KEY, JSON.stringify(session));
}

/** Forgets the record of this tab. */
export function clearSession(storage: Storage): void {
  storage.removeItem(SESSION_KEY);
}
