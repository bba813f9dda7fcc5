import { runSilentPage } from './silent';

// The script of `silent-check-sso.html`, bundled with the engine into the page at build (tsup.config.ts).
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
