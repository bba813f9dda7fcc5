import { appReady, catalogs } from './support/app';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsFinished } from './support/axe';
import { expect, test } from './support/fixtures';

// /dev/mail on the e2e stack, which runs the pool API's embedded mail catcher as `npm start` does: a message sent
// through the real contact form shows up there (the support copy and the sender's confirmation), opens with its text
// and its HTML in a sandboxed frame, by keyboard, axe-clean in both colour schemes, under the host's CSP.

/**
 * axe's findings on the page itself, one line per rule. The frame holding a mail's HTML is checked as an element
 * (its title) but not entered: it runs no script (sandbox), so axe cannot run inside it, and what is inside is the
 * mail's own markup, not this page's. Legacy mode runs axe in the page alone: the default mode's extra page, which
 * merges the results of frames, never finished its run here with a sandboxed frame on the page (the test timed out).
 */
async function axeFindings(page: Page): Promise<string[]> {
  await animationsFinished(page);
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().options({ iframes: false }).analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('/dev/mail lists a contact message sent through the form, newest first, and opens it', async ({
  page,
}) => {
  const t = catalogs.ru;
  const subject = `Вопрос о выплате ${Date.now()}`;
  const email = `e2e-devmail-${Date.now()}@example.com`;
  await page.goto('/ru/contacts');
  await appReady(page);
  await page.getByRole('textbox', { name: t['contacts.form.name'] }).fill('Ада');
  await page.getByRole('textbox', { name: t['contacts.form.email'] }).fill(email);
  await page.getByRole('textbox', { name: t['contacts.form.subject'] }).fill(subject);
  await page.getByRole('textbox', { name: t['contacts.form.message'] }).fill('Когда первая выплата?');
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname.endsWith('/api/v1/contact') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: t['contacts.form.send'] }).click();
  expect((await answer).status()).toBe(201);

  // Delivery starts as soon as the message is stored; the page shows what has arrived when it is loaded.
  const support = page.getByRole('link', { name: `Contact form: ${subject}` });
  await expect(async () => {
    const response = await page.goto('/dev/mail');
    expect(response?.status()).toBe(200);
    await expect(support).toBeVisible({ timeout: 1000 });
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: email })
        .getByRole('link', { name: 'Мы получили ваше сообщение' }),
    ).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const csp = (await page.request.get('/dev/mail')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).not.toContain('unsafe-eval');

  // Newest first: the rows of this test come before any earlier row; the confirmation row names its language.
  const rows = page.getByRole('row');
  await expect(rows.first()).toContainText('Received');
  const confirmation = rows.filter({ hasText: email });
  await expect(confirmation).toContainText('Russian');
  await expect(rows.filter({ hasText: subject })).toContainText('English');

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeFindings(page), `list, ${colorScheme}`).toEqual([]);
  }

  // By keyboard: Tab to the support copy's link, Enter opens it.
  await page.emulateMedia({ colorScheme: 'light' });
  for (let i = 0; i < 20 && !(await support.evaluate((a) => a === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(support).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Contact form: ${subject}` })).toBeVisible();
  await expect(page.locator('pre')).toContainText('Когда первая выплата?');
  const frame = page.getByTitle('The HTML part of the message');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(
    page.frameLocator('iframe[title="The HTML part of the message"]').locator('body'),
  ).toContainText('Когда первая выплата?');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeFindings(page), `message, ${colorScheme}`).toEqual([]);
  }
  await page.getByRole('link', { name: 'All caught mail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Caught mail' })).toBeVisible();
});

test('/dev/mail answers 404 for a message it does not have', async ({ page }) => {
  const response = await page.goto('/dev/mail/no-such-message');
  expect(response?.status()).toBe(404);
});
