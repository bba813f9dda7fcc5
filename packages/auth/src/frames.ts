import { PROBE_MARK, type ProbeAnswer } from './pending';

// The provider's two small frames, Keycloak's way (keycloak-js does the same): the third-party-cookie check before
// the silent check, and the session status frame (OpenID Connect Session Management) while a session is held.

/** What the session status frame said. */
export type SessionStatus = 'unchanged' | 'changed' | 'error' | 'timeout';

function hiddenFrame(src: string, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.setProperty('display', 'none');
  frame.src = src;
  return frame;
}

/** What the third-party-cookie check found: `timeout` when the provider's pages did not answer. */
export type CookieSupport = 'supported' | 'unsupported' | 'timeout';

/**
 * Keycloak's third-party-cookie check: loads `step1.html` in a hidden frame, which sets two cookies and moves on to
 * `step2.html`, which tells whether it can read them. `unsupported`: the browser keeps no cookie of the provider in a
 * frame, so a silent check (or the session status frame) cannot work there.
 */
export function thirdPartyCookiesWork(step1Url: string, timeoutMs: number): Promise<CookieSupport> {
  const origin = new URL(step1Url).origin;
  return new Promise((resolve) => {
    const frame = hiddenFrame(step1Url, 'Sign-in cookie check');
    const finish = (support: CookieSupport) => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
      resolve(support);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      if (event.data === 'supported' || event.data === 'unsupported') finish(event.data);
    };
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    window.addEventListener('message', onMessage);
    document.body.append(frame);
  });
}

/**
 * Watches the provider's session through its status frame: every `intervalMs` it posts `message` (`"<client id>
 * <session state>"`) and waits up to `timeoutMs` for `unchanged`, `changed` or `error`; a poll starts only when the
 * last has ended, and after one without an answer the frame is loaded afresh first (it may hold an error page from an
 * outage). Every answer but `unchanged` goes to `onStatus`; `changed` and `error` end the watch. Returns the
 * function that ends it.
 */
export function watchSessionStatus(
  frameUrl: string,
  message: string,
  onStatus: (status: Exclude<SessionStatus, 'unchanged'>) => void,
  intervalMs: number,
  timeoutMs: number,
): () => void {
  const origin = new URL(frameUrl).origin;
  const frame = hiddenFrame(frameUrl, 'Sign-in session status');
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let answer: ((status: SessionStatus) => void) | null = null;
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    if (event.data === 'unchanged' || event.data === 'changed' || event.data === 'error')
      answer?.(event.data);
  };
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('message', onMessage);
    frame.remove();
  };
  const poll = () => {
    if (stopped) return;
    const status = new Promise<SessionStatus>((resolve) => {
      const deadline = setTimeout(() => resolve('timeout'), timeoutMs);
      answer = (value) => {
        clearTimeout(deadline);
        resolve(value);
      };
    });
    frame.contentWindow?.postMessage(message, origin);
    void status.then((value) => {
      answer = null;
      if (stopped) return;
      if (value === 'changed' || value === 'error') stop();
      if (value !== 'unchanged') onStatus(value);
      if (stopped) return;
      if (value !== 'timeout') {
        timer = setTimeout(poll, intervalMs);
        return;
      }
      // No answer: the frame may hold the browser's error page (loaded while the provider was down). Load it afresh
      // and ask again once it has loaded, so the watch picks up again when the provider is back.
      frame.addEventListener(
        'load',
        () => {
          if (!stopped) timer = setTimeout(poll, intervalMs);
        },
        { once: true },
      );
      frame.src = frameUrl;
    });
  };
  // The frame is a document of its own: it goes in once the page is idle (within a second), not in the task that
  // has just signed the user in, which is busy drawing the page.
  const begin = () => {
    if (stopped) return;
    window.addEventListener('message', onMessage);
    frame.addEventListener('load', poll, { once: true });
    document.body.append(frame);
  };
  const idle =
    typeof requestIdleCallback === 'function' ? requestIdleCallback(begin, { timeout: 1000 }) : null;
  const fallback = idle === null ? setTimeout(begin, 0) : undefined;
  return () => {
    if (idle !== null) cancelIdleCallback(idle);
    clearTimeout(fallback);
    stop();
  };
}

/**
 * The start-up stage's probe: loads a `prompt=none` authorization request in a hidden frame; the provider sends the
 * frame back to the silent page, which (without loading the engine) posts whether a code came back. Resolves true
 * for a session at the provider, false for none (`login_required` and other errors), `timeout` without an answer.
 */
export function probeFrame(url: string, state: string, timeoutMs: number): Promise<boolean | 'timeout'> {
  return new Promise((resolve) => {
    const frame = hiddenFrame(url, 'Sign-in check');
    const finish = (answer: boolean | 'timeout') => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
      resolve(answer);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.contentWindow) return;
      if (typeof event.data !== 'string' || !event.data.startsWith(PROBE_MARK)) return;
      try {
        const answer = JSON.parse(event.data.slice(PROBE_MARK.length)) as Partial<ProbeAnswer>;
        if (answer.state === state) finish(answer.session === true);
      } catch {
        // Not an answer of ours.
      }
    };
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    window.addEventListener('message', onMessage);
    document.body.append(frame);
  });
}
