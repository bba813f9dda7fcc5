import type { Browser, Page } from '@playwright/test';
import { appUrl, catalogs, signIn } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { signInToConsole } from './support/consoleSignIn';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/phone';
import { apiAs } from './support/settingsPages';
import { accessToken } from './support/tokens';

// The console's accounts against the real stack: an admin finds `demo` and bans it with a reason; demo, signed in in
// another browser, is shown /error/banned with the reason at its next action and its API key is refused; lifting
// the ban restores both. A `support` user reads the same account without the ban buttons and has no mail section.

// A fresh stack's first account request writes 90 days of simulated history: allow for it.
test.describe.configure({ timeout: 90_000 });

/** An English message of the app, as the page shows it (a missing id fails the test at once). */
function say(id: string): string {
  const text = catalogs.en[id];
  if (text === undefined) throw new Error(`No message ${id} in the English catalog`);
  return text;
}

/** A request from the test process with demo's API key, as a script holding the key would make it. */
const withKey = (secret: string) =>
  fetch(`${appUrl()}/api/v1/account/summary?algorithm=Scrypt`, { headers: { 'X-API-Key': secret } });

/** A page of its own browser context, so two users are signed in side by side. */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: appUrl() });
  return context.newPage();
}

/** Finds `demo` by user name on the accounts page and opens it; answers demo's subject. */
async function openDemo(page: Page): Promise<string> {
  const search = page.getByRole('searchbox', { name: say('adminAccounts.search.label') });
  await search.fill('demo');
  await page.getByRole('button', { name: say('adminAccounts.search.submit') }).click();
  await expect(page).toHaveURL(/\/admin\/accounts\?q=demo$/);
  const link = page
    .getByRole('table', { name: say('adminAccounts.results.caption') })
    .getByRole('link', { name: 'Open demo', exact: true });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'demo' })).toBeVisible();
  return decodeURIComponent(href.split('/').pop() ?? '');
}

test('an admin bans demo: demo sees the banned page with the reason at once, its key is refused; unban restores', async ({
  browser,
}) => {
  const demo = await newPage(browser);
  const admin = await newPage(browser);
  let demoSub = '';
  try {
    // demo, signed in, with an API key that reads the account.
    await signIn(demo, '/api', 'demo');
    const key = await apiAs<{ secret: string }>(demo, '/settings/api-keys', {
      method: 'POST',
      body: { name: `e2e ban ${Date.now()}`, scopes: ['account:read'] },
    });
    expect((await withKey(key.secret)).status).toBe(200);

    // The admin finds demo by user name and bans it for fraud, with a note.
    await signInToConsole(admin, '/admin/accounts', 'admin');
    demoSub = await openDemo(admin);
    await admin.getByRole('button', { name: say('adminAccounts.ban.open') }).click();
    const dialog = admin.getByRole('dialog', { name: 'Ban demo?' });
    await dialog.getByRole('combobox', { name: say('adminAccounts.ban.reason') }).selectOption('fraud');
    await dialog
      .getByRole('textbox', { name: say('adminAccounts.ban.note') })
      .fill('e2e: chargebacks from three cards');
    await dialog.getByRole('button', { name: say('adminAccounts.ban.confirm'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByTestId('ban-summary')).toContainText('Banned for fraud');
    await expect(admin.getByText('e2e: chargebacks from three cards')).toBeVisible();

    // demo's next action (a cabinet link) meets the ban: the banned page with the reason, in demo's language.
    await demo
      .locator('[data-layout="authenticated"]')
      .getByRole('link', { name: say('nav.workers'), exact: true })
      .first()
      .click();
    await expect(demo).toHaveURL(/\/error\/banned\?reason=fraud$/, { timeout: 15_000 });
    await expect(demo.getByRole('heading', { level: 1, name: say('route.errorBanned.title') })).toBeVisible();
    await expect(demo.getByText(say('banned.reason.fraud'))).toBeVisible();
    await expect(demo.getByRole('link', { name: say('banned.contact') })).toHaveAttribute(
      'href',
      '/contacts',
    );
    await expectNoAxeViolations(demo, 'the banned page');

    // Its API key is refused, with the reason.
    const refused = await withKey(key.secret);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'account_banned', reason: 'fraud' });

    // Lifting the ban restores the key and the cabinet.
    await admin.getByRole('button', { name: say('adminAccounts.unban.open') }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Lift the ban on demo?' });
    await confirm.getByRole('button', { name: say('adminAccounts.unban.confirm') }).click();
    await expect(confirm).toBeHidden();
    await expect(admin.getByText(say('adminAccounts.ban.none'))).toBeVisible();
    expect((await withKey(key.secret)).status).toBe(200);
    await demo.goto('/workers');
    await expect(demo.getByRole('heading', { level: 1, name: say('route.workers.title') })).toBeVisible();
    await expect(demo).toHaveURL(/\/workers/);
  } finally {
    // A failure half-way must not leave demo banned for the next tests of this worker.
    if (demoSub)
      await apiAs(admin, `/admin/accounts/${encodeURIComponent(demoSub)}/unban`, { method: 'POST' }).catch(
        () => undefined,
      );
    await demo.context().close();
    await admin.context().close();
  }
});

test('support reads accounts without the ban buttons and has no mail section; axe-clean, phone-wide', async ({
  browser,
  page,
}) => {
  // The pool knows an account once its user has signed in: demo does so first, as on a running pool.
  const demo = await newPage(browser);
  await signIn(demo, '/dashboard', 'demo');
  await apiAs(demo, '/account/summary?algorithm=Scrypt');
  await demo.context().close();
  await signInToConsole(page, '/admin/accounts', 'support');
  const navigation = page.getByRole('navigation', { name: say('console.nav') });
  await expect(navigation.getByRole('link', { name: say('nav.adminAccounts') })).toBeVisible();
  await expect(navigation.getByRole('link', { name: say('nav.adminInbox') })).toBeVisible();
  await expect(navigation.getByRole('link', { name: say('nav.adminMail') })).toHaveCount(0);
  await openDemo(page);
  await expect(page.getByText(say('adminAccounts.ban.supportOnly'))).toBeVisible();
  await expect(page.getByRole('button', { name: say('adminAccounts.ban.open') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: say('adminAccounts.unban.open') })).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: say('adminAccounts.subaccounts.caption') }).getByRole('row'),
  ).not.toHaveCount(0);
  await inEachTheme(page, async (theme, rules) => {
    await expectNoAxeViolations(page, `an account for support, ${theme}`, rules);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'an account at 390 px');

  // The mail section is the admin's: support gets the console's "no access" page, and the API refuses too.
  await page.goto('/admin/mail');
  await expect(page.getByTestId('console-no-access')).toBeVisible();
  await expect(page.getByRole('table', { name: say('adminMail.caption') })).toHaveCount(0);
  const token = await accessToken(page);
  const answer = await page.evaluate(
    async (bearer) =>
      (await fetch('/api/v1/admin/mail', { headers: { Authorization: `Bearer ${bearer}` } })).status,
    token,
  );
  expect(answer).toBe(403);
});
