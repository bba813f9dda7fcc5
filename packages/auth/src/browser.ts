import type { AuthEnvironment } from './client';

/**
 * Loads `url` in a hidden iframe and resolves with the URL the frame reports from the app's static silent-check page
 * (`parent.postMessage(location.href, location.origin)`). Only a message from that frame and this origin counts.
 */
export function loadInHiddenFrame(url: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('title', 'Sign-in check');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.setProperty('display', 'none');
    const finish = () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.contentWindow) return;
      if (typeof event.data !== 'string') return;
      finish();
      resolve(event.data);
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`the silent sign-in check did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    window.addEventListener('message', onMessage);
    frame.src = url;
    document.body.append(frame);
  });
}

/** The real browser: fetch, sessionStorage, location and history, a hidden iframe for the silent check. */
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
    loadHidden: loadInHiddenFrame,
    inFrame: window.self !== window.top,
    now: () => Date.now(),
    logError: (message) => console.error(message),
  };
}
