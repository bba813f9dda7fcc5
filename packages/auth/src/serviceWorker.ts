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

/** The engine's keep-alive request, which its worker answers (never the server, once the worker controls the page). */
const keepAliveFile = 'OidcKeepAliveServiceWorker.json';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The worker's `OidcTrustedDomains.js` for a provider. The worker sends the refresh token only to the provider named
 * here, so a script that tampered with the page's engine configuration still cannot have it sent elsewhere. It keeps
 * the refresh token to itself and shows the access token to the page, which adds it to API calls itself
 * (`showAccessToken`); it injects the access token nowhere but the provider's userinfo endpoint. Requests to other
 * origins pass the worker untouched (`bypassAllNonOidcRequests`), and each tab keeps a session of its own
 * (`allowMultiTabLogin`), as with sessionStorage.
 *
 * It also routes the worker's own origin past it (the service worker static routing API, where the browser has it):
 * the app's pages, scripts, configuration and API calls go straight to the network, so a page load never waits for a
 * stopped worker to start only to be told to pass. The engine's keep-alive request, which the worker answers itself,
 * still reaches it, as do requests to the provider (on another origin, or in its folder of this one).
 */
export function trustedDomainsScript({ providerUrl }: TrustedDomainsOptions): string {
  const origin = new URL(providerUrl).origin;
  const provider = `new RegExp(${JSON.stringify(`^${escapeRegExp(`${origin}/`)}`)})`;
  // The provider's folder, for a provider served from the app's own origin: its requests stay with the worker.
  const providerFolder = new URL(providerUrl);
  if (!providerFolder.pathname.endsWith('/')) providerFolder.pathname += '/';
  providerFolder.search = '';
  providerFolder.hash = '';
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
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  // A relative path is taken from the base URL's folder: the worker's folder is its scope.
  const under = (pathname, baseURL) => ({ urlPattern: new URLPattern({ pathname, baseURL }) });
  event.addRoutes([
    { condition: under('${keepAliveFile}', self.location.href), source: 'fetch-event' },
    { condition: under('*', ${JSON.stringify(providerFolder.href)}), source: 'fetch-event' },
    { condition: under('*', self.location.href), source: 'network' },
  ]);
});
`;
}
