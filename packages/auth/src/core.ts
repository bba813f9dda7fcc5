import type { OidcClient } from '@axa-fr/oidc-client';
import type { Claims } from './claims';
import type { AuthConfig } from './config';
import type { MetadataCache } from './metadata';
import type { PendingLogins } from './pending';
import type { SessionRecord } from './session';
import type { ClientEvent, ClientState } from './state';
import type { AuthEnvironment, AuthError, AuthOptions } from './types';

// What the flows of the engine's client (start-up, sign-in, refresh, session watching) share: the client's settings,
// its one state, and the few steps every flow ends with. client.ts implements it and composes the flows.

/** The engine's client; its types stay inside this package. */
export type Engine = OidcClient;
/** The tokens the engine holds. */
export type EngineTokens = NonNullable<Engine['tokens']>;

/** The settings of one client, fixed when it is made. */
export interface ClientContext {
  /** The provider and this app's id there; null without a usable configuration. */
  readonly config: AuthConfig | null;
  /** This app's client id ('' without a usable configuration). */
  readonly clientId: string;
  readonly env: AuthEnvironment;
  readonly options: Required<AuthOptions>;
  /** This tab's sign-ins under way. */
  readonly pending: PendingLogins;
  /** Where the provider's documents are kept between page loads. */
  readonly cache: MetadataCache;
}

/** The client as its flows see it. */
export interface ClientCore extends ClientContext {
  /** The state now. */
  readonly state: ClientState;
  /** Changes the state (state.ts's `update`) and tells the app when what it sees changed. */
  dispatch(event: ClientEvent): void;
  /**
   * Marks an explicit flow (start, login, refresh, logout), which handles the engine's events itself, until the
   * returned function is called; the engine's events are followed only outside such flows.
   */
  enterFlow(): () => void;
  /** Whether an explicit flow is under way. */
  readonly inFlow: boolean;
  /** Makes checked tokens the session the app sees, and starts what a session needs (refresh timer, watch). */
  adopt(tokens: EngineTokens, claims: Claims, record: SessionRecord): void;
  /** Forgets the session here (state, record, timer, watch) without telling the provider or the engine. */
  signOutLocally(error?: AuthError): void;
  /** Logs a refused token, forgets the session here and makes the engine purge what it took. */
  refuse(label: string, error: unknown, kind?: AuthError['kind']): Promise<void>;
  /** Makes the engine forget its tokens (storage or worker); a failure is logged. */
  purge(): Promise<void>;
}

/** An error's message, for logs and `AuthError.message`. */
export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
