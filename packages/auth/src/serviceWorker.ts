// What a host needs to serve the engine's service worker (`@lode/auth/service-worker`): the worker itself ships in
// the package as `@lode/auth/OidcServiceWorker.js`, copied at build from the engine version the package runs, and
// loads `OidcTrustedDomains.js` from beside it, which names the provider this deployment uses. Framework-free, for
// a server or a build script.

/** The file names, as the worker and the engine expect them beside each other. */
export const serviceWorkerFiles = {
  /** The worker (copy it from `@lode/auth/OidcServiceWorker.js`). */
  worker: 'OidcServiceWorker.js',
  /** The trusted domains (write it with {@link trustedDomainsScript}). */
  trustedDomains: 'OidcTrustedDomains.js',
} as const;

/** What {@link trustedDomainsScript} takes. */
export interface TrustedDomainsOptions {
  /** The identity provider's base URL (`config.json`'s `url`): its token, revocation and userinfo endpoints. */
  providerUrl: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The worker's `OidcTrustedDomains.js` for a provider. The worker sends the refresh token only to the provider named
 * here, so a script that tampered with the page's engine configuration still cannot have it sent elsewhere. It keeps
 * the refresh token to itself and shows the access token to the page, which adds it to API calls itself
 * (`showAccessToken`); it injects the access token nowhere but the provider's userinfo endpoint. Requests to other
 * origins pass the worker untouched (`bypassAllNonOidcRequests`), and each tab keeps a session of its own
 * (`allowMultiTabLogin`), as with sessionStorage.
 */
export function trustedDomainsScript({ providerUrl }: TrustedDomainsOptions): string {
  const origin = new URL(providerUrl).origin;
  const provider = `new RegExp(${JSON.stringify(`^${escapeRegExp(`${origin}/`)}`)})`;
  return `// Written by @lode/auth for ${origin}: the service worker sends tokens to this provider only.
const trustedDomains = {
  default: {
    oidcDomains: [${provider}],
    accessTokenDomains: [],
    showAccessToken: true,
    allowMultiTabLogin: true,
    bypassAllNonOidcRequests: true,
  },
};
`;
}
