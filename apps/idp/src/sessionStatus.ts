import type { KoaContextWithOIDC, Provider } from 'oidc-provider';

// Keycloak's session status, as a client finds it in a realm: OpenID Connect Session Management 1.0 through
// `login-status-iframe.html` (advertised as `check_session_iframe`), `session_state` in authorization responses,
// and the browser-state cookie the frame reads; plus the third-party-cookie check that keycloak-js runs before
// its silent check (`3p-cookies/step1.html` → `step2.html`). Same paths, messages and cookie as Keycloak, so a
// client written against this provider works against Keycloak unchanged.

/** The browser-state cookie: `<realm>/<user id>/<session state>`, readable by the status frame's script. */
export const sessionCookieName = 'KEYCLOAK_SESSION';

/** Paths under the realm (`/realms/<name>`). */
export const sessionStatusRoutes = {
  iframe: '/protocol/openid-connect/login-status-iframe.html',
  iframeInit: '/protocol/openid-connect/login-status-iframe.html/init',
  thirdPartyStep1: '/protocol/openid-connect/3p-cookies/step1.html',
  thirdPartyStep2: '/protocol/openid-connect/3p-cookies/step2.html',
} as const;

/** The frames' scripts, served from the provider itself (its pages allow no inline script). */
export const sessionStatusScripts = {
  iframe: '/resources/lode/login-status-iframe.js',
  thirdPartyStep1: '/resources/lode/3p-cookies-step1.js',
  thirdPartyStep2: '/resources/lode/3p-cookies-step2.js',
} as const;

const page = (script: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>Session status</title></head>` +
  `<body><script src="${script}"></script></body></html>`;

/** The pages: each only loads its script. */
export const sessionStatusPages = {
  iframe: page(sessionStatusScripts.iframe),
  thirdPartyStep1: page(sessionStatusScripts.thirdPartyStep1),
  thirdPartyStep2: page(sessionStatusScripts.thirdPartyStep2),
};

/**
 * The status frame's script. The parent posts `"<client id> <session state>"`; the frame answers `unchanged`
 * while the browser-state cookie still names that session, `changed` once it names another or none (signed out
 * here or in another application), and `error` for a client or origin the realm does not know (asked once of
 * `…/init`, as Keycloak's frame does).
 */
export const iframeScript = `(function () {
  var known = {};
  function cookie() {
    var parts = document.cookie ? document.cookie.split('; ') : [];
    for (var i = 0; i < parts.length; i += 1) {
      var eq = parts[i].indexOf('=');
      if (parts[i].slice(0, eq) === '${sessionCookieName}') return decodeURIComponent(parts[i].slice(eq + 1));
    }
    return '';
  }
  function allowed(clientId, origin, done) {
    var key = clientId + ' ' + origin;
    if (key in known) return done(known[key]);
    var request = new XMLHttpRequest();
    request.open('GET', 'login-status-iframe.html/init?client_id=' + encodeURIComponent(clientId) +
      '&origin=' + encodeURIComponent(origin));
    request.onload = function () { known[key] = request.status === 204; done(known[key]); };
    request.onerror = function () { done(false); };
    request.send();
  }
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || typeof event.data !== 'string') return;
    var data = event.data.split(' ');
    if (data.length !== 2) return;
    var origin = event.origin;
    allowed(data[0], origin, function (ok) {
      var current = cookie().split('/')[2] || '';
      var answer = !ok ? 'error' : current && current === data[1] ? 'unchanged' : 'changed';
      event.source.postMessage(answer, origin);
    });
  });
})();
`;

/**
 * Step 1 of the third-party-cookie check: sets two short-lived test cookies (one \`SameSite=None\`, as a framed
 * provider's session cookie must be) and moves on to step 2, which can only see them if the browser lets this
 * provider keep cookies inside another site's frame.
 */
export const thirdPartyStep1Script = `(function () {
  var secure = location.protocol === 'https:' ? '; SameSite=None; Secure' : '';
  document.cookie = 'KEYCLOAK_3P_COOKIE_SAMESITE=supported; Max-Age=60' + secure;
  document.cookie = 'KEYCLOAK_3P_COOKIE=supported; Max-Age=60';
  location.replace('step2.html');
})();
`;

/**
 * What the `thirdPartyCookiesBlocked` fault switch adds to step 2's page: its test cookies expire before its script
 * reads them, as a browser that refuses the provider's cookies in a frame never keeps them.
 */
export function blockedThirdPartyCookies(issuer: string): string[] {
  const path =
    new URL(issuer).pathname.replace(/\/+$/, '') +
    sessionStatusRoutes.thirdPartyStep1.replace(/\/[^/]*$/, '');
  const secure = new URL(issuer).protocol === 'https:' ? '; Secure; SameSite=None' : '';
  return ['KEYCLOAK_3P_COOKIE', 'KEYCLOAK_3P_COOKIE_SAMESITE'].map(
    (name) => `${name}=; Max-Age=0; Path=${path}${secure}`,
  );
}

/** Step 2: tells the parent `supported` or `unsupported`, and removes the test cookies. */
export const thirdPartyStep2Script = `(function () {
  var supported = document.cookie.indexOf('KEYCLOAK_3P_COOKIE') !== -1;
  document.cookie = 'KEYCLOAK_3P_COOKIE_SAMESITE=; Max-Age=0';
  document.cookie = 'KEYCLOAK_3P_COOKIE=; Max-Age=0';
  window.parent.postMessage(supported ? 'supported' : 'unsupported', '*');
})();
`;

/**
 * The browser-state cookie's attributes. Over HTTPS it is `SameSite=None; Secure`, so the status frame reads it
 * inside the app's page as it does on Keycloak; over plain HTTP (development and tests, where the app and the
 * provider are on one site, localhost) a `Secure` cookie could be refused, so it is `SameSite=Lax`.
 */
function cookieAttributes(issuer: string, realmPath: string): string {
  const site = new URL(issuer).protocol === 'https:' ? 'SameSite=None; Secure' : 'SameSite=Lax';
  return `Path=${realmPath}/; ${site}`;
}

/**
 * Koa middleware on the provider: a successful authorization response to the app carries `session_state` (the
 * session's `sid`, as in Keycloak's tokens) and sets the browser-state cookie to match; ending the session at the
 * provider clears it, which the status frame then reports as `changed` to every application.
 */
export function installSessionState(
  provider: Provider,
  { issuer, realmPath }: { issuer: string; realmPath: string },
): void {
  const realm = realmPath.split('/').filter(Boolean).at(-1) ?? 'lode';
  const attributes = cookieAttributes(issuer, realmPath);
  provider.use(async (ctx, next) => {
    await next();
    const oidc = (ctx as Partial<KoaContextWithOIDC>).oidc;
    if (!oidc) return;
    if (oidc.route === 'authorization' || oidc.route === 'resume') {
      const location = ctx.response.get('location');
      const session = oidc.session;
      const clientId = oidc.client?.clientId;
      if (!location || !session?.accountId || !clientId) return;
      // The response's parameters are in the query or, with response_mode=fragment, in the fragment. A signed-in
      // user sent to a login page (step-up, max_age) gets a relative location, which has no code.
      const target = new URL(location, issuer);
      const inFragment = target.hash.length > 1;
      const params = inFragment ? new URLSearchParams(target.hash.slice(1)) : target.searchParams;
      if (!params.has('code')) return;
      const sid = session.sidFor(clientId);
      if (typeof sid !== 'string') return;
      params.set('session_state', sid);
      if (inFragment) target.hash = params.toString();
      ctx.set('Location', target.href);
      ctx.append(
        'Set-Cookie',
        `${sessionCookieName}=${encodeURIComponent(`${realm}/${session.accountId}/${sid}`)}; ${attributes}`,
      );
    }
    if (oidc.route === 'end_session_confirm' || oidc.route === 'end_session_success') {
      ctx.append('Set-Cookie', `${sessionCookieName}=; Max-Age=0; ${attributes}`);
    }
  });
}
