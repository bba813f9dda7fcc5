import type { AuthEnvironment } from './types';
import { thirdPartyCookiesWork, watchSessionStatus } from './frames';

/** The real browser: fetch, sessionStorage, location and history. */
export function browserEnvironment(): AuthEnvironment {
  return {
    fetch: (...args) => window.fetch(...args),
    storage: window.sessionStorage,
    origin: window.location.origin,
    currentUrl: () => window.location.href,
    redirect: (url) => window.location.assign(url),
    replacePath: (path) => {
      window.history.replaceState(null, '', path);
      // Routers listen for popstate; this tells them the path changed under them.
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    },
    inFrame: window.self !== window.top,
    // Service workers need a secure context (https, or http://localhost).
    serviceWorkers: 'serviceWorker' in navigator && window.isSecureContext,
    thirdPartyCookies: thirdPartyCookiesWork,
    watchSession: watchSessionStatus,
    now: () => Date.now(),
    logError: (message) => console.error(message),
  };
}
