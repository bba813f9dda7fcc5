import { PENDING_PREFIX, PROBE_MARK, parsePending, type ProbeAnswer } from './pending';

// The inline script of `silent-check-sso.html`, in the hidden frame of the app's page. The start-up stage's probe
// comes back here with the provider's answer: this script tells the page whether a code came, drops the code unused
// and stops, so a visitor nobody signed in never loads the engine. Anything else (the engine's own silent check:
// its start, and the provider's answer to it) loads the engine's script, `silent-check-sso.js`, which sits beside
// this page.

/** The engine's script for the silent page, beside it. */
export const SILENT_ENGINE_SCRIPT = 'silent-check-sso.js';

if (window.parent !== window) {
  const params = new URL(window.location.href).searchParams;
  const state = params.get('state') ?? '';
  const key = PENDING_PREFIX + state;
  const pending = parsePending(window.sessionStorage.getItem(key) ?? '');
  if (pending?.probe && pending.state === state && (params.has('code') || params.has('error'))) {
    window.sessionStorage.removeItem(key);
    const answer: ProbeAnswer = { state, session: params.has('code') };
    window.parent.postMessage(PROBE_MARK + JSON.stringify(answer), window.location.origin);
  } else {
    const script = document.createElement('script');
    script.src = new URL(SILENT_ENGINE_SCRIPT, window.location.href).href;
    document.body.append(script);
  }
}
