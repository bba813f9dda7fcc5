// A project outside the workspace: plain Vite and the packed @lode/auth from its tarball, signing in against the
// embedded identity provider the way the package README tells another team to do it.
import { AuthProvider, useAuth } from '@lode/auth';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

function Status() {
  const auth = useAuth();
  if (!auth.initialized) return h('p', { role: 'status' }, 'Checking sign-in…');
  if (!auth.isAuthenticated) {
    return h('button', { type: 'button', onClick: () => auth.login({ returnTo: '/' }) }, 'Sign in');
  }
  return h(
    'div',
    null,
    h('p', null, `Signed in as ${auth.userInfo?.name ?? ''} (${auth.userInfo?.preferred_username ?? ''})`),
    h('button', { type: 'button', onClick: () => auth.logout() }, 'Sign out'),
  );
}

const config = fetch('/config.json').then((r) => r.json());
createRoot(document.getElementById('root')).render(h(AuthProvider, { config }, h(Status)));
