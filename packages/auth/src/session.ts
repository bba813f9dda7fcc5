/** The tokens of a signed-in tab, as kept in storage between page loads. */
export interface StoredSession {
  /** The access token for API calls. */
  accessToken: string;
  /** The refresh token; absent when the provider issued none. */
  refreshToken?: string;
  /** The ID token, checked when it was received; also the `id_token_hint` of logout. */
  idToken: string;
  /** When the access token expires, milliseconds since the epoch on this machine's clock. */
  expiresAt: number;
  /** The nonce of the login that began this session; refreshed ID tokens must carry it too. */
  nonce: string;
  /** The user's subject; refreshed ID tokens must keep it. */
  sub: string;
}

const KEY = 'lode-auth:session';

/** Reads the stored session; anything malformed counts as none (and is removed). */
export function readSession(storage: Storage): StoredSession | null {
  const raw = storage.getItem(KEY);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession> | null;
    if (
      value &&
      typeof value.accessToken === 'string' &&
      typeof value.idToken === 'string' &&
      typeof value.expiresAt === 'number' &&
      typeof value.nonce === 'string' &&
      typeof value.sub === 'string' &&
      (value.refreshToken === undefined || typeof value.refreshToken === 'string')
    ) {
      return value as StoredSession;
    }
  } catch {
    // Falls through: a value we cannot read is dropped like a bad token.
  }
  storage.removeItem(KEY);
  return null;
}

/** Stores the session of this tab. */
export function writeSession(storage: Storage, session: StoredSession): void {
  storage.setItem(KEY, JSON.stringify(session));
}

/** Forgets the session of this tab. */
export function clearSession(storage: Storage): void {
  storage.removeItem(KEY);
}
