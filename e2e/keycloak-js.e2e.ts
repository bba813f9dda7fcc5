import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type RunningIdp, startIdp } from '@lode/idp';
import { submitLoginForm } from '@lode/idp/testing';
import { expect, test } from '@playwright/test';
import type Keycloak from 'keycloak-js';

// The embedded provider stands in for Keycloak, so Keycloak's own adapter must work against it as it does against
// Keycloak: keycloak-js 26 in Chromium, set up as its guide tells a new user (check-sso, PKCE S256, the login
// iframe), on a page of its own origin (./keycloak-js/) with a provider of its own that takes that origin as the
// app's. No stack: this file needs neither the host server nor the pool API.

const pageFiles: Record<string, { file: string; type: string }> = {
  '/': { file: join(import.meta.dirname, 'keycloak-js/index.html'), type: 'text/html' },
  '/main.js': { file: join(import.meta.dirname, 'keycloak-js/main.js'), type: 'text/javascript' },
  '/silent-check-sso.html': {
    file: join(import.meta.dirname, 'keycloak-js/silent-check-sso.html'),
    type: 'text/html',
  },
  '/silent-check-sso.js': {
    file: join(import.meta.dirname, 'keycloak-js/silent-check-sso.js'),
    type: 'text/javascript',
  },
  // The adapter as the package ships it: one ES module without imports.
  '/keycloak-js/keycloak.js': {
    file: createRequire(import.meta.url).resolve('keycloak-js'),
    type: 'text/javascript',
  },
};

declare global {
  interface Window {
    /** The page's adapter (keycloak-js/main.js puts it there for this test). */
    keycloak: Keycloak;
  }
}

let server: Server;
let appOrigin: string;
let idp: RunningIdp;

/** Serves the page's files (and /config.json naming the provider) under a CSP that allows no inline script. */
function servePage(): Promise<Server> {
  const pages = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://page.invalid').pathname;
    if (path === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ url: idp.url }));
      return;
    }
    const entry = pageFiles[path];
    if (!entry) {
      res.writeHead(404).end();
      return;
    }
    readFile(entry.file).then(
      (body) =>
        res
          .writeHead(200, {
            'Content-Type': `${entry.type}; charset=utf-8`,
            'Cache-Control': 'no-store',
            'Content-Security-Policy': [
              "default-src 'none'",
              "script-src 'self'",
              `connect-src 'self' ${idp.url}`,
              `frame-src 'self' ${idp.url}`,
              "base-uri 'none'",
            ].join('; '),
          })
          .end(body),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve) => pages.listen(0, 'localhost', () => resolve(pages)));
}

test.beforeAll(async () => {
  server = await servePage();
  appOrigin = `http://localhost:${(server.address() as AddressInfo).port}`;
  idp = await startIdp({ port: 0, appOrigin });
});

test.afterAll(async () => {
  await idp?.close();
  await new Promise((resolve) => server?.close(resolve));
});

test('keycloak-js signs in, refreshes, loads userinfo and notices a sign-out at the provider', async ({
  page,
}) => {
  // Script errors, and whatever the page's CSP refused: keycloak-js must run without inline script.
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      problems.push(message.text());
    }
  });
  const status = page.getByRole('status');
  await page.goto(`${appOrigin}/`);
  // check-sso asked the provider silently (third-party-cookie check, then prompt=none in a frame): nobody yet.
  await expect(status).toHaveText('Signed out');

  await page.getByRole('button', { name: 'Sign in' }).click();
  await submitLoginForm(page, 'demo');
  // Back on the page, keycloak-js exchanges the code with a credentialed request to the token endpoint.
  await expect(status).toHaveText('Signed in as demo');
  const first = await page.evaluate(() => ({
    authenticated: window.keycloak.authenticated,
    token: window.keycloak.token,
    refreshToken: window.keycloak.refreshToken,
    sub: window.keycloak.subject,
  }));
  expect(first.authenticated).toBe(true);

  // A forced refresh: the login iframe is asked first, then the token endpoint answers new tokens.
  const refreshed = await page.evaluate(async () => ({
    done: await window.keycloak.updateToken(-1),
    token: window.keycloak.token,
    refreshToken: window.keycloak.refreshToken,
  }));
  expect(refreshed.done).toBe(true);
  expect(refreshed.token).toBeTruthy();
  expect(refreshed.token).not.toBe(first.token);
  expect(refreshed.refreshToken).not.toBe(first.refreshToken);

  const userInfo = await page.evaluate(() => window.keycloak.loadUserInfo());
  expect(userInfo).toMatchObject({
    sub: first.sub,
    preferred_username: 'demo',
    email: 'demo@lode.example',
    given_name: 'Demo',
  });

  // Signed out at the provider in another tab of the same browser (the account page's sign-out link): the login
  // iframe, asked every 5 s, reports the session changed and keycloak-js drops its tokens (onAuthLogout).
  const other = await page.context().newPage();
  await other.goto(`${idp.issuer}/account`);
  await other.locator('#kc-logout').click();
  await other.waitForURL((url) => url.origin === appOrigin, { waitUntil: 'commit' });
  await other.close();
  await expect(status).toHaveText('Signed out at the provider', { timeout: 10_000 });
  expect(problems).toEqual([]);
  expect(await page.evaluate(() => [window.keycloak.authenticated, window.keycloak.token ?? null])).toEqual([
    false,
    null,
  ]);
});
