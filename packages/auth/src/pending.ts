/** One sign-in attempt between the redirect to the provider and its callback. */
export interface PendingLogin {
  /** The `state` sent; the callback must echo it. */
  state: string;
  /** The `nonce` sent; the ID token must carry it. */
  nonce: string;
  /** The same-origin path to show once signed in. */
  returnTo: string;
  /** The interface language asked for, for a restarted login. */
  locale?: string;
  /** Whether this is the hidden silent check rather than a visible login. */
  silent: boolean;
  /** When the attempt started, milliseconds since the epoch. */
  createdAt: number;
  /** Silent checks: the provider's `session_state`, noted by the silent page when it lets the code through. */
  sessionState?: string;
  /** Silent checks: set by the silent page when it lets a code through, so the state cannot serve a second one. */
  exchanged?: boolean;
  /**
   * The start-up stage's probe (also `silent`): it only asks whether the provider has a session. The silent page
   * answers it without loading the engine, and its code is never exchanged.
   */
  probe?: boolean;
  /**
   * A step-up of the session this tab holds (RFC 9470): its callback must sign the same user in again, and a refusal
   * or a cancel leaves that session as it was. `resume` is the app's value to give back afterwards.
   */
  stepUp?: { resume?: unknown };
}

/** Pending attempts expire after an hour (the provider's login page lives no longer); an older callback is refused. */
export const PENDING_LIFETIME_MS = 60 * 60 * 1000;

/** Storage keys of pending attempts: this prefix and the state. The silent page reads them too. */
export const PENDING_PREFIX = 'lode-auth:pending:';

/** The silent page's answer to a probe starts so: then `{"state","session"}` as JSON. */
export const PROBE_MARK = 'lode-auth probe: ';

/** What the silent page tells the start-up stage about its probe: whether the provider answered with a code. */
export interface ProbeAnswer {
  state: string;
  session: boolean;
}

/** Why a callback's `state` cannot be used; each is refused before any code exchange. */
export type PendingProblem = 'missing' | 'unknown' | 'expired';

/** The pending attempts of this tab, in the given storage. */
export class PendingLogins {
  readonly #storage: Storage;
  readonly #now: () => number;

  constructor(storage: Storage, now: () => number) {
    this.#storage = storage;
    this.#now = now;
  }

  /** Keeps an attempt until its callback, and drops attempts that have expired meanwhile. */
  save(pending: PendingLogin): void {
    this.#purgeExpired();
    this.#storage.setItem(PENDING_PREFIX + pending.state, JSON.stringify(pending));
  }

  /** Takes the attempt a callback's `state` names (it can be used once), or says why it cannot. */
  take(state: string | null): PendingLogin | PendingProblem {
    if (!state) return 'missing';
    const key = PENDING_PREFIX + state;
    const raw = this.#storage.getItem(key);
    this.#storage.removeItem(key);
    const pending = raw === null ? null : parsePending(raw);
    if (!pending || pending.state !== state) return 'unknown';
    if (this.#now() - pending.createdAt > PENDING_LIFETIME_MS) return 'expired';
    return pending;
  }

  #purgeExpired(): void {
    for (let i = this.#storage.length - 1; i >= 0; i -= 1) {
      const key = this.#storage.key(i);
      if (!key?.startsWith(PENDING_PREFIX)) continue;
      const pending = parsePending(this.#storage.getItem(key) ?? '');
      if (!pending || this.#now() - pending.createdAt > PENDING_LIFETIME_MS) this.#storage.removeItem(key);
    }
  }
}

/** A stored attempt, or null when the value is not one. */
export function parsePending(raw: string): PendingLogin | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const p = value as Record<string, unknown>;
    const strings = ['state', 'nonce', 'returnTo'] as const;
    if (!strings.every((k) => typeof p[k] === 'string') || typeof p.createdAt !== 'number') return null;
    return value as PendingLogin;
  } catch {
    return null;
  }
}
