import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pageSettled, signIn } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { openConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/phone';

// The operator console against the real API: the redirects editor refuses a loop and a `javascript:` target with
// the API's messages by the rules they concern, saves a valid table, and "test a path" says what a path would do
// under the table being edited; the audit log lists the save (and not the refusals), and exports it as CSV. Every
// console page passes axe at desktop width in both themes and at a phone's 390 px without sideways scrolling.

test.describe.configure({ timeout: 120_000 });

const rules = (page: Page) => page.getByTestId('redirect-rule');

/** Adds a rule at the end of the table and fills it. */
async function addRule(page: Page, match: string, redirect: string) {
  await page.getByRole('button', { name: 'Add a rule' }).click();
  const row = rules(page).last();
  await row.getByRole('textbox', { name: 'Path pattern' }).fill(match);
  await row.getByRole('textbox', { name: 'Goes to' }).fill(redirect);
}

/** Removes every rule the table holds. */
async function clearRules(page: Page) {
  while ((await rules(page).count()) > 0) await page.getByRole('button', { name: 'Remove rule 1' }).click();
}

test('the redirects editor refuses a loop and a script target, saves a valid rule, and the audit lists it', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await openConsole(page, '/admin/redirects');
  await expect(page.getByText(/^Version \d+$/)).toBeVisible();
  await clearRules(page);
  await addRule(page, `/loop-a-${stamp}`, `/loop-b-${stamp}`);
  await addRule(page, `/loop-b-${stamp}`, `/loop-a-${stamp}`);
  await addRule(page, `/evil-${stamp}`, 'javascript:alert(1)');
  await page.getByRole('button', { name: 'Save the rules' }).click();
  await expect(page.getByTestId('redirects-outcome')).toContainText(
    'Some rules need a change; nothing was saved.',
  );
  await expect(rules(page).nth(2).getByRole('textbox', { name: 'Goes to' })).toHaveAccessibleDescription(
    /Only http:\/\/ and https:\/\/ addresses may leave the site/,
  );
  // Nothing was saved: what was typed is still there to fix.
  await expect(rules(page)).toHaveCount(3);
  // Without the script target, the table is checked for loops: following /loop-a comes back to it.
  await page.getByRole('button', { name: 'Remove rule 3' }).click();
  await page.getByRole('button', { name: 'Save the rules' }).click();
  await expect(rules(page).first().getByRole('textbox', { name: 'Goes to' })).toHaveAccessibleDescription(
    /a loop/,
  );
  await expect(page.getByTestId('redirects-outcome')).toContainText(
    'Some rules need a change; nothing was saved.',
  );

  // "Test a path" runs on the table as it is being edited, saved or not.
  const tester = page.getByRole('region', { name: 'Test a path' });
  await tester.getByRole('textbox', { name: 'Path' }).fill(`/loop-a-${stamp}`);
  await tester.getByRole('button', { name: 'Test' }).click();
  await expect(page.getByTestId('path-test-outcome')).toHaveText(
    `/loop-a-${stamp} redirects (301) to /loop-b-${stamp}.`,
  );

  await clearRules(page);
  await addRule(page, `/old-pool-${stamp}/**`, '/news');
  await page.getByRole('button', { name: 'Save the rules' }).click();
  await expect(page.getByTestId('redirects-outcome')).toContainText(/^Saved as version \d+/);
  await tester.getByRole('textbox', { name: 'Path' }).fill(`/ru/old-pool-${stamp}/2021`);
  await tester.getByRole('button', { name: 'Test' }).click();
  await expect(page.getByTestId('path-test-outcome')).toHaveText(
    `/ru/old-pool-${stamp}/2021 redirects (301) to /ru/news.`,
  );
  await tester.getByRole('textbox', { name: 'Path' }).fill('/faq');
  await tester.getByRole('button', { name: 'Test' }).click();
  await expect(page.getByTestId('path-test-outcome')).toHaveText(
    '/faq: no rule applies; the page shows itself.',
  );

  // The audit log: the save, by admin, with the rule in its values; the refused saves left no entry.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Action' }).selectOption('redirects.set');
  await filters.getByRole('textbox', { name: 'Who' }).fill('admin');
  await filters.getByRole('button', { name: 'Show' }).click();
  const table = page.getByRole('table', { name: 'Console actions, newest first' });
  const saved = table.getByRole('row').filter({ hasText: `/old-pool-${stamp}/**` });
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('redirects.set');
  await expect(saved).toContainText('admin');
  await expect(table.getByRole('row').filter({ hasText: `/evil-${stamp}` })).toHaveCount(0);

  // The CSV comes from the API with the same filters, fetched with the token and saved by the browser.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv).toContain('redirects.set');
  expect(csv).toContain(`/old-pool-${stamp}/**`);
  expect(csv).not.toContain('news.publish');
});

test('the cabinet’s account menu leads an admin to the console’s overview, and back', async ({ page }) => {
  await signIn(page, '/dashboard', 'admin');
  await page.getByRole('button', { name: 'Account menu of admin' }).click();
  await page.getByRole('menuitem', { name: 'Operator console' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Operator console');
  const attention = page.getByRole('list', { name: 'What needs attention' });
  await expect(attention.getByRole('link', { name: /^News drafts and scheduled items/ })).toHaveAttribute(
    'href',
    '/admin/news',
  );
  await expect(attention.getByRole('link', { name: /^Maintenance\s*Off/ })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the cabinet' }).click();
  await expect(page.locator('[data-layout="authenticated"]')).toBeVisible();
});

const consolePages = [
  '/admin',
  '/admin/news',
  '/admin/news/new',
  '/admin/maintenance',
  '/admin/redirects',
  '/admin/audit',
] as const;

/** Opens a console page in the same tab, through the console's own navigation where it has a link. */
async function show(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-layout="console"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await pageSettled(page);
}

test('every console page passes axe at 1280 px in both themes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openConsole(page, '/admin');
  for (const path of consolePages) {
    await test.step(path, async () => {
      await show(page, path);
      await inEachTheme(page, (theme, rules) => expectNoAxeViolations(page, `${path} (${theme})`, rules));
    });
  }
});

test('every console page passes axe at 390 px and does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openConsole(page, '/admin');
  for (const path of consolePages) {
    await test.step(path, async () => {
      await show(page, path);
      await expectNoSidewaysScroll(page, `${path} at 390 px`);
      await expectNoAxeViolations(page, `${path} at 390 px`);
    });
  }
  // The console's navigation is a drawer on a phone, opened from the header.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  await expect(drawer).toBeHidden();
});
