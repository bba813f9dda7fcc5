import type { Page } from '@playwright/test';
import { atIdp, idpUrl, signInThrough } from './support/app';
import { expect, test } from './support/fixtures';

// The embedded provider's session status frame, as Keycloak serves it (apps/idp/src/sessionStatus.ts), run in
// Chromium inside the app's page: what a client's session monitoring asks it and what it answers.

const realm = () => `${idpUrl()}/realms/lode/protocol/openid-connect`;

/** Posts `message` to the provider's status frame (added to the page once) and resolves with its answer. */
function askStatusFrame(page: Page, message: string): Promise<string> {
  return page.evaluate(
    ({ src, message }) =>
      new Promise<string>((resolve, reject) => {
        const origin = new URL(src).origin;
        const ask = (frame: HTMLIFrameElement) => {
          const onMessage = (event: MessageEvent) => {
            if (event.origin !== origin || event.source !== frame.contentWindow) return;
            window.removeEventListener('message', onMessage);
            resolve(String(event.data));
          };
          window.addEventListener('message', onMessage);
          frame.contentWindow?.postMessage(message, origin);
        };
        const existing = document.querySelector<HTMLIFrameElement>('iframe[data-status-frame]');
        if (existing) return ask(existing);
        const frame = document.createElement('iframe');
        frame.dataset.statusFrame = '';
        frame.title = 'session status';
        frame.hidden = true;
        frame.src = src;
        frame.addEventListener('load', () => ask(frame), { once: true });
        frame.addEventListener('error', () => reject(new Error('the status frame did not load')), {
          once: true,
        });
        document.body.append(frame);
      }),
    { src: `${realm()}/login-status-iframe.html`, message },
  );
}

async function sessionState(page: Page): Promise<string> {
  const cookies = await page.context().cookies(`${idpUrl()}/realms/lode/`);
  const cookie = cookies.find((c) => c.name === 'KEYCLOAK_SESSION');
  const state = decodeURIComponent(cookie?.value ?? '').split('/')[2];
  if (!state) throw new Error('no browser-state cookie after signing in');
  return state;
}

test('the status frame answers unchanged for the session signed in, changed once the provider ends it', async ({
  page,
}) => {
  await signInThrough(page, '/dashboard', 'demo');
  const state = await sessionState(page);
  expect(await askStatusFrame(page, `lode-web ${state}`)).toBe('unchanged');
  expect(await askStatusFrame(page, `lode-web ${state}x`)).toBe('changed');
  expect(await askStatusFrame(page, `another-client ${state}`)).toBe('error');

  // Signed out at the provider, in another tab of the same browser (the account page's sign-out link).
  const other = await page.context().newPage();
  await other.goto(`${idpUrl()}/realms/lode/account`);
  await other.locator('#kc-logout').click();
  await other.waitForURL((url) => !atIdp(url), { waitUntil: 'commit' });
  await other.close();
  expect(await askStatusFrame(page, `lode-web ${state}`)).toBe('changed');
});

test('the third-party-cookie check reports that the provider can keep cookies in a frame', async ({
  page,
}) => {
  await page.goto('/');
  const answer = await page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        const origin = new URL(src).origin;
        window.addEventListener('message', (event) => {
          if (event.origin === origin) resolve(String(event.data));
        });
        const frame = document.createElement('iframe');
        frame.title = 'cookie check';
        frame.hidden = true;
        frame.src = src;
        document.body.append(frame);
      }),
    `${realm()}/3p-cookies/step1.html`,
  );
  expect(answer).toBe('supported');
});
