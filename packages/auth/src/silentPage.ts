import { runSilentPage } from './silent';

// `silent-check-sso.js`: the engine's part of the silent page, bundled with the engine at build (tsup.config.ts) and
// loaded by the page's inline script (silentLoader.ts) for the engine's own silent check only.
if (window.parent !== window) {
  void runSilentPage({
    href: window.location.href,
    storage: window.sessionStorage,
    origin: window.location.origin,
    open: (url) => window.location.replace(url),
    post: (message) => window.parent.postMessage(message, window.location.origin),
    now: () => Date.now(),
  });
}
