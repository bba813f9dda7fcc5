import type { Page } from '@playwright/test';
import { signIn } from './support/app';
import { openConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { tokenUser } from './support/secondFactor';
import { apiAs } from './support/settingsPages';
import { accessToken } from './support/tokens';

// The console's news editor against the real API: an item written and published in the console shows on the public
// news page at once (the API reads news from its database; nothing restarts); a language left empty says, in the
// editor, that it falls back to English, and the public page in that language shows the English text. A user
// without the admin role sees the console's "no access" page.

test.describe.configure({ timeout: 90_000 });

/** The stories the API seeds: every other item is one a test of this file wrote. */
const seededNews = new Set(['doge-merged-payouts', 'worker-alerts', 'csv-exports', 'fee-pps-plus']);

// An item a test published would be on the public news of every later test of this worker (public-news.e2e.ts
// counts the seeded stories): each test deletes what it wrote, with the admin's token its page holds.
test.afterEach(async ({ page }) => {
  if (tokenUser(await accessToken(page)) !== 'admin') return;
  const { items } = await apiAs<{ items: { id: string }[] }>(page, '/admin/news');
  for (const item of items.filter((i) => !seededNews.has(i.id)))
    await apiAs(page, `/admin/news/${encodeURIComponent(item.id)}`, { method: 'DELETE' });
});

/** The editor's language tab (its name starts with the language's own name). */
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** Fills one language's fields. */
async function write(page: Page, language: string, text: { title: string; summary: string; body: string }) {
  await tab(page, language).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('textbox', { name: 'Title' }).fill(text.title);
  await panel.getByRole('textbox', { name: 'Summary' }).fill(text.summary);
  await panel.getByRole('textbox', { name: 'Text (Markdown)' }).fill(text.body);
}

/** Waits until the editor shows a saved item with this status (it moves to the item's own address). */
async function expectStatus(page: Page, status: string) {
  await expect(page).toHaveURL(/\/admin\/news\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('main').getByText(status, { exact: true })).toBeVisible();
}

test('a Russian item written and published in the console shows on /ru/news at once', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const ruTitle = `Плановое обновление ${stamp}`;
  await openConsole(page, '/admin/news/new');
  await write(page, 'English', {
    title: `Planned upgrade ${stamp}`,
    summary: 'The pool upgrades its servers.',
    body: 'Payouts **continue** as usual.',
  });
  await write(page, 'Русский', {
    title: ruTitle,
    summary: 'Пул обновляет серверы.',
    body: 'Выплаты **продолжаются** как обычно.',
  });
  // The preview renders the Markdown with the API's own renderer.
  await expect(page.getByRole('region', { name: 'Preview' }).locator('strong')).toHaveText('продолжаются');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expectStatus(page, 'Published');

  await page.goto('/ru/news');
  await expect(page.getByRole('main').getByText(ruTitle)).toBeVisible({ timeout: 30_000 });
});

test('an empty Chinese text says it falls back to English, and /cn/news shows the English', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const enTitle = `Fallback check ${stamp}`;
  await openConsole(page, '/admin/news/new');
  await write(page, 'English', { title: enTitle, summary: 'English only.', body: 'Only in English.' });
  await tab(page, '中文').click();
  await expect(page.getByRole('tabpanel').getByTestId('news-fallback')).toHaveText(
    'This language is empty: its readers see the English text (falls back to English).',
  );
  // The tab says so too, before it is opened.
  await expect(tab(page, 'Русский')).toContainText('empty');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expectStatus(page, 'Published');

  await page.goto('/cn/news');
  await expect(page.getByRole('main').getByText(enTitle)).toBeVisible({ timeout: 30_000 });
});

test('the API’s field errors show next to their fields, and what was typed stays', async ({ page }) => {
  await openConsole(page, '/admin/news/new');
  await write(page, 'Русский', { title: 'Только русский', summary: '', body: 'Текст' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('news-outcome')).toHaveText(
    'Some fields need a change; see the marked tabs.',
  );
  // English is required: its tab opens with the API's messages by the fields.
  const english = page.getByRole('tabpanel');
  await expect(english.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
  await expect(english.getByText('Required in English').first()).toBeVisible();
  await tab(page, 'Русский').click();
  await expect(page.getByRole('tabpanel').getByRole('textbox', { name: 'Title' })).toHaveValue(
    'Только русский',
  );
  await expect(page).toHaveURL(/\/admin\/news\/new$/);

  // A script in the Russian text is refused by the server, by that field; nothing is saved.
  await write(page, 'English', { title: 'Scripted', summary: '', body: 'Fine in English.' });
  await write(page, 'Русский', { title: 'Только русский', summary: '', body: '<script>alert(1)</script>' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('news-outcome')).toHaveText(
    'Some fields need a change; see the marked tabs.',
  );
  await tab(page, 'Русский').click();
  const russian = page.getByRole('tabpanel');
  await expect(russian.getByRole('textbox', { name: 'Text (Markdown)' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(russian.getByText(/^Remove the script/)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news\/new$/);
});

test('an item is scheduled, unpublished and deleted from the editor', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await openConsole(page, '/admin/news/new');
  await write(page, 'English', { title: `Lifecycle ${stamp}`, summary: '', body: 'Short-lived.' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expectStatus(page, 'Draft');
  await page.getByLabel('Publish at').fill('2099-01-01T10:00');
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('main').getByText('Scheduled', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('main').getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('Delete this news item?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(page.getByRole('table', { name: 'News items' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Lifecycle ${stamp}` })).toHaveCount(0);
});

test('a user without the admin role sees the no-access page, and no console link', async ({ page }) => {
  await signIn(page, '/dashboard', 'demo');
  await page.getByRole('button', { name: 'Account menu of demo' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Operator console' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/admin');
  await expect(page.getByTestId('console-no-access')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No access');
  // The console's navigation offers nothing the role does not open.
  const navigation = page.getByRole('navigation', { name: 'Console' });
  for (const section of ['Overview', 'News', 'Maintenance', 'Redirects', 'Audit log'])
    await expect(navigation.getByRole('link', { name: section, exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/ru/admin/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Нет доступа', { timeout: 30_000 });
});
