import type { Browser, Page } from '@playwright/test';
import { pageRoutes } from '../apps/web/src/app/routing/routeTable';
import { appUrl, catalogs } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { expect, test } from './support/fixtures';
import { asMiner, control, freshMinute, registerMiner, runNextMinute } from './support/live';
import { accessToken } from './support/tokens';
import { expectNoSidewaysScroll, phoneScreen } from './support/phone';

// A watcher view as its visitor meets it: a miner with a rig mining shares its workers but not its earnings, and
// someone without an account opens the link in a browser of their own. They see the workers and no money; the
// page never asks for what the link does not share, and the API refuses it anyway; revoking the link ends the open
// view in the visitor's language.

// A fresh stack's first account request writes 90 days of simulated history: allow for it.
test.describe.configure({ timeout: 120_000 });

interface CreatedLink {
  id: string;
  secret: string;
}

/** A read of the pool API with a watcher link's secret: its status and error code. */
async function asWatcher(secret: string, path: string) {
  const response = await fetch(`${appUrl()}/api/v1${path}`, {
    headers: { authorization: `Watcher ${secret}` },
  });
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  return { status: response.status, code: body?.code };
}

/** A browser of the visitor's own: no sign-in, nothing of the owner's. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: appUrl() });
  return context.newPage();
}

test('a link with workers but not earnings shows the workers and no money; revoking it ends the open view', async ({
  page,
  browser,
}) => {
  const username = await registerMiner(page);
  // The account and its first sub-account exist from its first request.
  await asMiner(page, '/settings/subaccounts');
  await freshMinute();
  await control('stratum', { username, login: `${username}.rig-w1`, hashrate: 9.5e9 });
  // The rig's samples come with the next minute; a second one makes it count as online.
  await runNextMinute();
  await runNextMinute();
  const link = await asMiner<CreatedLink>(page, '/settings/watchers', {
    method: 'POST',
    body: { label: 'Hosting client', scopes: ['workers'], expiresIn: '7d' },
  });

  const view = await visitor(browser);
  const accountReads: string[] = [];
  view.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v1/account/')) accountReads.push(pathname.slice('/api/v1'.length));
  });

  await test.step('the bar says whose view it is, until when, and that it is read-only', async () => {
    const answer = await view.goto(`/watch/${link.secret}`);
    expect(answer?.headers()['x-robots-tag']).toContain('noindex');
    expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
    const bar = view.getByRole('region', { name: 'About this shared view' });
    await expect(bar).toContainText(`${username} shares the sub-account “${username}” with you`, {
      timeout: 30_000,
    });
    await expect(bar).toContainText('Link: Hosting client');
    await expect(bar).toContainText('Shared until');
    await expect(bar).toContainText('Read only');
    await expect(view.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(view.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  });

  await test.step('the dashboard shows the rig and no earnings or payouts; the navigation lists what is shared', async () => {
    await expect(view.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The simulator gave the new account rigs of its own besides the test's: the view counts them all.
    await expect(view.getByTestId('worker-status')).toHaveAttribute('data-state', /online|offline/, {
      timeout: 30_000,
    });
    await expect(view.getByRole('link', { name: /online: show these workers/ })).toBeVisible();
    await expect(view.getByRole('heading', { name: 'Earnings' })).toHaveCount(0);
    await expect(view.getByRole('heading', { name: 'Recent payouts' })).toHaveCount(0);
    await expect(view.getByText(/LTC|DOGE/)).toHaveCount(0);
    const navigation = view.getByRole('navigation', { name: 'Shared view' });
    for (const shared of ['Dashboard', 'Workers'])
      await expect(navigation.getByRole('link', { name: shared, exact: true })).toBeVisible();
    for (const notShared of ['Statistics', 'Accruals', 'Payouts'])
      await expect(navigation.getByRole('link', { name: notShared, exact: true })).toHaveCount(0);
    // Nothing of a signed-in cabinet: no account menu, no settings, no sign-in.
    await expect(view.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await expect(view.getByRole('button', { name: /account/i })).toHaveCount(0);
  });

  await test.step('the workers page lists the rig, without a way to change it', async () => {
    await view
      .getByRole('navigation', { name: 'Shared view' })
      .getByRole('link', { name: 'Workers' })
      .click();
    await expect(view).toHaveURL(new RegExp(`/watch/${link.secret}/workers$`));
    const rig = view
      .getByRole('table', { name: 'Workers' })
      .locator('tbody tr')
      .filter({ hasText: 'rig-w1' });
    await expect(rig).toHaveCount(1, { timeout: 30_000 });
    await expect(view.locator('form')).toHaveCount(0);
  });

  await test.step('the page asked for nothing the link does not share, and the API refuses it anyway', async () => {
    expect(accountReads.filter((path) => /accruals|payouts/.test(path))).toEqual([]);
    expect(await asWatcher(link.secret, '/account/payouts')).toEqual({
      status: 403,
      code: 'watcher_forbidden',
    });
    expect(await asWatcher(link.secret, '/account/accruals')).toEqual({
      status: 403,
      code: 'watcher_forbidden',
    });
    // A page the link does not share says so, in place of the page.
    await view.goto(`/watch/${link.secret}/payouts`);
    await expect(view.getByRole('heading', { name: 'This page is not shared' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(view.getByRole('link', { name: 'Open the shared dashboard' })).toBeVisible();
  });

  await test.step('in both themes the view passes axe, and on a phone nothing scrolls sideways', async () => {
    await view.goto(`/watch/${link.secret}`);
    await expect(view.getByTestId('worker-status')).toHaveAttribute('data-state', /online|offline/, {
      timeout: 30_000,
    });
    await inEachTheme(view, (theme, rules) =>
      expectNoAxeViolations(view, `a watcher view in the ${theme} theme`, rules),
    );
    await view.setViewportSize(phoneScreen);
    await expectNoSidewaysScroll(view, 'a watcher view');
  });

  await test.step('revoked while open in Russian: the page says so in Russian', async () => {
    await view.goto(`/ru/watch/${link.secret}`);
    await expect(view.getByRole('region', { name: 'Об этом общем доступе' })).toContainText(
      'Только просмотр',
      {
        timeout: 30_000,
      },
    );
    await expect(view.locator('html')).toHaveAttribute('data-live', 'open', { timeout: 30_000 });
    const revoked = await fetch(`${appUrl()}/api/v1/settings/watchers/${link.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${await accessToken(page)}` },
    });
    expect(revoked.ok).toBe(true);
    const ended = view.getByRole('alert').filter({ hasText: 'Эта ссылка отозвана' });
    await expect(ended).toBeVisible();
    await expect(view.getByRole('region', { name: 'Об этом общем доступе' })).toHaveCount(0);
    // A reload, or anyone else with the link, meets the same page.
    await view.reload();
    await expect(view.getByRole('heading', { name: 'Эта ссылка отозвана' })).toBeVisible({ timeout: 30_000 });
  });
});

test('every page of a link that shares everything answers in each language with its heading and description', async ({
  page,
  browser,
}) => {
  await registerMiner(page);
  const link = await asMiner<CreatedLink>(page, '/settings/watchers', {
    method: 'POST',
    body: { label: 'Investor', scopes: ['workers', 'earnings', 'statistics'], expiresIn: 'never' },
  });
  const view = await visitor(browser);
  const watchRoutes = pageRoutes.filter((r) => r.meta.layout === 'watch');
  expect(watchRoutes.map((r) => r.path.replace(':secret', '…'))).toEqual([
    '/watch/…',
    '/watch/…/statistics',
    '/watch/…/workers',
    '/watch/…/accruals',
    '/watch/…/payouts',
  ]);
  for (const locale of ['en', 'ru', 'cn'] as const)
    for (const route of watchRoutes) {
      const path = `${locale === 'en' ? '' : `/${locale}`}${route.path.replace(':secret', link.secret)}`;
      await test.step(path.replace(link.secret, '…'), async () => {
        await view.goto(path);
        const text = (id: string | undefined) => catalogs[locale][id ?? ''] ?? '';
        await expect(view.getByRole('heading', { level: 1 })).toHaveText(text(route.messages.title.id), {
          timeout: 30_000,
        });
        await expect(view.getByText(text(route.messages.description.id), { exact: true })).toBeVisible();
        await expect(view).toHaveTitle(`${text(route.messages.title.id)} · Lode`);
        await expect(view.locator('[data-layout="watch"]')).toBeVisible();
      });
    }
  // A link with no end says so.
  await expect(view.getByRole('region', { name: '关于此共享视图' })).toContainText('共享无截止日期');
});

test('an address whose secret is no link’s says so; one of the wrong shape is no page', async ({ page }) => {
  await page.goto(`/cn/watch/${'A'.repeat(32)}`);
  await expect(page.getByRole('heading', { name: '此链接无效' })).toBeVisible({ timeout: 30_000 });
  const answer = await page.goto('/watch/short');
  expect(answer?.status()).toBe(404);
});
