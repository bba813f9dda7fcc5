import { accessTokenThroughForm } from '@lode/idp/testing';
import type { Page } from '@playwright/test';
import { appUrl, expectLayout, idpUrl, signIn } from './support/app';
import { expect, test } from './support/fixtures';
import { poolClock } from './support/live';
import { accessToken } from './support/tokens';

// Maintenance from the operator console's API, through the whole stack: an admin schedules a window two minutes
// ahead, a signed-in miner sees the banner; the pool's test clock moves past the start, the host server's poll sees
// it, and the miner's open tab goes to /tech-work with the operator's Russian message, its API writes answer 503 with
// Retry-After, while the admin keeps the cabinet.

const message = {
  en: 'We are moving the database to a faster server.',
  ru: 'Переносим базу данных на более быстрый сервер.',
  cn: '',
};

const api = (path: string) => `${appUrl()}/api/v1${path}`;

/** An access token of a demo user, through the provider's form (no browser). */
const tokenOf = (user: 'admin' | 'demo') =>
  accessTokenThroughForm(`${idpUrl()}/realms/lode`, appUrl(), user, user, { timeoutMs: 15_000 });

async function setMaintenance(token: string, body: unknown): Promise<void> {
  const response = await fetch(api('/admin/maintenance'), {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Waits until the host server's table (what the app reads) says `state`. */
async function hostSays(state: 'off' | 'scheduled' | 'on'): Promise<void> {
  await expect
    .poll(
      async () => {
        const table = (await (await fetch(`${appUrl()}/api/route-rules`)).json()) as {
          maintenance: { state: string };
        };
        return table.maintenance.state;
      },
      { message: `the host server's table saying maintenance is ${state}` },
    )
    .toBe(state);
}

/** What the version poll does when the tab comes back: the app refreshes its table in the background. */
const tabBecomesVisible = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

test.afterEach(async () => {
  await setMaintenance(await tokenOf('admin'), { mode: 'off', message: { en: '', ru: '', cn: '' } });
  await poolClock({ paused: false });
  await hostSays('off');
});

test('scheduled maintenance warns, then sends a miner to /tech-work while the admin keeps the cabinet', async ({
  page,
  browser,
  stack,
}) => {
  const admin = await tokenOf('admin');
  const now = await poolClock({ paused: true });
  const startsAt = new Date(now + 2 * 60_000).toISOString();
  const endsAt = new Date(now + 62 * 60_000).toISOString();
  await setMaintenance(admin, { mode: 'window', startsAt, endsAt, message });
  await hostSays('scheduled');

  // The miner, signed in, sees the banner in the page's language with the operator's message.
  await signIn(page, '/ru/dashboard', 'demo');
  const banner = page.locator('[data-maintenance="scheduled"]');
  await expect(banner).toContainText('Запланированы технические работы');
  await expect(banner).toContainText(message.ru);
  await expect(banner).toContainText('Сайт будет недоступен с');

  // The pool's clock passes the start: the host's poll (every 2 s) sees maintenance on.
  await poolClock({ advanceMs: 2 * 60_000 + 1_000 });
  await hostSays('on');

  // The open tab learns of it in the background and leaves the cabinet for the maintenance page, in Russian.
  await tabBecomesVisible(page);
  await page.waitForURL((url) => url.pathname === '/ru/tech-work', { waitUntil: 'commit' });
  await expectLayout(page, 'techwork');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Идут технические работы');
  await expect(page.getByRole('region', { name: 'Сообщение от оператора пула' })).toContainText(message.ru);
  await expect(page.getByTestId('maintenance-until')).toContainText('Ожидаем завершить к');
  // Any other page, even opened afresh, sends the miner back there.
  await page.goto('/ru/workers');
  await page.waitForURL((url) => url.pathname === '/ru/tech-work', { waitUntil: 'commit' });

  // The miner's API writes are refused until the end of the window; reads work.
  const token = await accessToken(page);
  const write = await fetch(api('/settings/notifications'), {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(write.status).toBe(503);
  expect(await write.json()).toMatchObject({ code: 'maintenance', message: message.en });
  const retryAfter = Number(write.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(55 * 60);
  expect(retryAfter).toBeLessThanOrEqual(60 * 60);
  const read = await fetch(api('/account/summary'), { headers: { authorization: `Bearer ${token}` } });
  expect(read.status).toBe(200);

  // The admin opens the dashboard and is told maintenance is on.
  const adminContext = await browser.newContext({ baseURL: stack.url });
  try {
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, '/dashboard', 'admin');
    expect(new URL(adminPage.url()).pathname).toBe('/dashboard');
    await expect(adminPage.locator('[data-maintenance="on"]')).toContainText('Maintenance is on');
  } finally {
    await adminContext.close();
  }
});
