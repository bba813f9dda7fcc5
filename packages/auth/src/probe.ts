import type { AuthConfig } from './config';
import { probeFrame, thirdPartyCookiesWork, type CookieSupport } from './frames';
import { discover, type MetadataCache } from './metadata';
import { PENDING_PREFIX, PendingLogins } from './pending';
import { randomString } from './random';

// The start-up stage's look at the provider, for a page that holds no session: the third-party-cookie check, then a
// `prompt=none` authorization request of its own in a hidden frame. Neither needs the engine or jose, so a visitor
// nobody signed in never downloads them; only when the provider has a session does the stage load the engine, which
// then signs in by its own silent check and checks every token. The probe's code is never exchanged: the silent page
// answers only whether there was one, and the code expires unused at the provider.

/** What the probe needs of the browser; tests pass their own. */
export interface ProbeEnvironment {
  fetch: typeof fetch;
  storage: Storage;
  origin: string;
  now(): number;
  /** Keycloak's third-party-cookie check (frames.ts). */
  thirdPartyCookies(step1Url: string, timeoutMs: number): Promise<CookieSupport>;
  /** The probe's frame (frames.ts): a session at the provider, none, or no answer in time. */
  probeFrame(url: string, state: string, timeoutMs: number): Promise<boolean | 'timeout'>;
}

/** What the probe found: the engine is needed (`session`) or not (`none`); the cookie check's answer comes along. */
export interface ProbeResult {
  session: boolean;
  thirdPartyCookies: CookieSupport;
}

/** Answers of the provider's frames are awaited at most this long (10 s, as the session status frame's answers), and never longer than start-up. */
const FRAME_ANSWER_MS = 10_000;

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * Whether the provider has a session for this browser. Rejects when the provider cannot be discovered (the caller
 * reports it as keycloak-js does a failed init).
 */
export async function probeProvider(
  config: AuthConfig,
  options: { silentCheckSsoPath: string; scope: string; initTimeout: number },
  env: ProbeEnvironment,
): Promise<ProbeResult> {
  const cache: MetadataCache = { storage: env.storage, now: env.now };
  // Discovery is kept an hour in the tab: the engine, if it comes, reads it from there.
  const meta = await discover(env.fetch, config, options.initTimeout, cache);
  const timeout = Math.min(FRAME_ANSWER_MS, options.initTimeout);
  const thirdPartyCookies = await env.thirdPartyCookies(
    `${meta.issuer}/protocol/openid-connect/3p-cookies/step1.html`,
    timeout,
  );
  // Where the provider's cookies never reach its frames, a frame could only say "nobody": signed out at once.
  if (thirdPartyCookies === 'unsupported') return { session: false, thirdPartyCookies };
  const state = randomString(32);
  const verifier = randomString(96);
  const challenge = base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  // Kept as a pending silent attempt: the app's callback page refuses it, and the silent page knows it is a probe.
  new PendingLogins(env.storage, env.now).save({
    state,
    nonce: randomString(32),
    returnTo: '/',
    silent: true,
    probe: true,
    createdAt: env.now(),
  });
  const url = new URL(meta.authorizationEndpoint);
  for (const [name, value] of Object.entries({
    client_id: config.clientId,
    redirect_uri: env.origin + options.silentCheckSsoPath,
    response_type: 'code',
    scope: options.scope,
    state,
    prompt: 'none',
    // A provider that requires PKCE refuses a request without it; the verifier is dropped with the code.
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })) {
    url.searchParams.set(name, value);
  }
  try {
    const answer = await env.probeFrame(url.href, state, timeout);
    return { session: answer === true, thirdPartyCookies };
  } finally {
    env.storage.removeItem(PENDING_PREFIX + state);
  }
}

/** The probe in this browser window. */
export function browserProbe(
  config: AuthConfig,
  options: { silentCheckSsoPath: string; scope: string; initTimeout: number },
): Promise<ProbeResult> {
  return probeProvider(config, options, {
    fetch: (...args) => window.fetch(...args),
    storage: window.sessionStorage,
    origin: window.location.origin,
    now: () => Date.now(),
    thirdPartyCookies: thirdPartyCookiesWork,
    probeFrame,
  });
}
