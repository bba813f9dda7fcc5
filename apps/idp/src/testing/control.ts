// The provider's test controls (started with `testControls: true`), as the tests that flip them call them.

/** The controls under `/__lode/`: fault switches, token lifetimes, a timed outage, the sign-in clock's offset. */
export type IdpControl = 'faults' | 'settings' | 'outage' | 'clock';

/**
 * Sends one request to a test control of the provider whose base URL is `idpUrl` (not the issuer); fails unless it
 * answers 2xx. `body` goes as JSON (the switches to set, the lifetimes, the outage's seconds, `{ offsetSeconds }`).
 */
export async function controlIdp(
  idpUrl: string,
  control: IdpControl,
  method: string,
  body?: unknown,
): Promise<void> {
  const response = await fetch(`${idpUrl}/__lode/${control}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`idp control ${method} ${control}: ${response.status} ${text}`);
}
