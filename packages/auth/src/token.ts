import type { AuthState } from './types';

// The page's sign-in for code outside React (an API module, a worker bridge): AuthProvider hands over its start-up
// stage here (stage.ts), which answers alone for a signed-out page and through the engine's client once that is loaded.
// This module stays in the main chunk and is tiny.

/** What {@link getValidToken} asks of the page's sign-in: the start-up stage, or a client. */
export interface TokenSource {
  start(): Promise<void>;
  updateToken(minValidity?: number): Promise<boolean>;
  readonly state: AuthState;
}

let resolveClient: (client: TokenSource) => void = () => {};
let current = new Promise<TokenSource>((resolve) => {
  resolveClient = resolve;
});
let settled = false;
let source: TokenSource | undefined;

/** Called by AuthProvider when its sign-in is ready (again, when the configuration changed). */
export function provideClient(client: TokenSource): void {
  source = client;
  if (settled) current = Promise.resolve(client);
  else resolveClient(client);
  settled = true;
}

/**
 * A checked, unexpired access token for an API call, or undefined when nobody is signed in. It waits for the
 * start-up check, and refreshes first when fewer than `minValidity` seconds (default: the provider's option, 30)
 * remain. Framework-free: call it from any module of a page that renders an `AuthProvider`; it waits until one has
 * mounted.
 */
export async function getValidToken(minValidity?: number): Promise<string | undefined> {
  const client = await current;
  await client.start();
  if (!(await client.updateToken(minValidity))) return undefined;
  return client.state.isAuthenticated ? client.state.token : undefined;
}

/**
 * The page's sign-in state as its last change left it, read synchronously, or undefined before an `AuthProvider` has
 * mounted. For code outside React that must not act on a session the page has just lost: a call that went out after
 * `getValidToken()` found nobody signed in (say, the session ran out while the provider was unreachable) is the
 * sign-in state's to explain, not a refusal of the API's.
 */
export function getAuthState(): AuthState | undefined {
  return source?.state;
}
