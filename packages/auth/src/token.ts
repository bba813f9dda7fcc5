import type { AuthClient } from './client';

// The page's client for code outside React (an API module, a worker bridge): AuthProvider hands it over here once
// its code has loaded. This module stays in the main chunk and is tiny; the client's code loads after first paint.

let resolveClient: (client: AuthClient) => void = () => {};
let current = new Promise<AuthClient>((resolve) => {
  resolveClient = resolve;
});
let settled = false;

/** Called by AuthProvider when its client is ready (again, when the configuration changed). */
export function provideClient(client: AuthClient): void {
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
