// A page as a new keycloak-js user writes it, from keycloak-js's own guide: check-sso with PKCE and the login
// iframe, against the provider named in /config.json. The e2e test (../keycloak-js.e2e.ts) serves it under a strict
// CSP, reads what the page shows and drives the adapter through `window.keycloak`.
import Keycloak from '/keycloak-js/keycloak.js';

const status = document.getElementById('status');
const signIn = document.getElementById('sign-in');

const { url } = await (await fetch('/config.json')).json();
const keycloak = new Keycloak({ url, realm: 'lode', clientId: 'lode-web' });
window.keycloak = keycloak;

keycloak.onAuthLogout = () => {
  status.textContent = 'Signed out at the provider';
  signIn.hidden = false;
};
signIn.addEventListener('click', () => keycloak.login());

try {
  const authenticated = await keycloak.init({
    onLoad: 'check-sso',
    pkceMethod: 'S256',
    checkLoginIframe: true,
    checkLoginIframeInterval: 5,
    silentCheckSsoRedirectUri: `${location.origin}/silent-check-sso.html`,
  });
  status.textContent = authenticated
    ? `Signed in as ${keycloak.tokenParsed.preferred_username}`
    : 'Signed out';
  signIn.hidden = authenticated;
} catch (error) {
  status.textContent = `Sign-in failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`;
}
