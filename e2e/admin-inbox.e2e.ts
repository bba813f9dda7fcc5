import type { Page } from '@playwright/test';
import { appReady, catalogs, pageSettled } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { openConsole } from './support/console';
import { signInToConsole } from './support/consoleSignIn';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/phone';

// The support inbox against the real stack: a visitor writes in Russian through /ru/contacts; support finds the
// message in the console and answers it; the answer is in the mail catcher in Russian ("Re: <subject>", the Russian
// greeting and signature) and threads under the visitor's message: its In-Reply-To names the Message-ID that the
// confirmation mail carried.

test.describe.configure({ timeout: 90_000 });

/** An English message of the app, as the page shows it (a missing id fails the test at once). */
function say(id: string): string {
  const text = catalogs.en[id];
  if (text === undefined) throw new Error(`No message ${id} in the English catalog`);
  return text;
}

interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** What the stack's mail catcher holds (the pool API's `GET /dev/mail`, which /dev/mail shows). */
async function caughtMail(page: Page): Promise<CaughtMail[]> {
  const response = await page.request.get('/api/v1/dev/mail', { headers: { accept: 'application/json' } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: CaughtMail[] }).items;
}

/** A header of a caught mail, whatever the case of its name. */
const header = (mail: CaughtMail, name: string) =>
  Object.entries(mail.headers).find(([key]) => key.toLowerCase() === name)?.[1];

test('a Russian contact message is answered in the console; the reply is mailed in Russian, threaded', async ({
  page,
  browser,
}) => {
  const ru = catalogs.ru;
  const subject = `Вопрос о выплате ${Date.now()}`;
  const email = `e2e-inbox-${Date.now()}@example.com`;
  const answerText = 'Первая выплата придёт завтра утром, как только баланс превысит порог.';

  // The visitor writes in Russian.
  await page.goto('/ru/contacts');
  await appReady(page);
  await page.getByRole('textbox', { name: ru['contacts.form.name'] }).fill('Ада');
  await page.getByRole('textbox', { name: ru['contacts.form.email'] }).fill(email);
  await page.getByRole('textbox', { name: ru['contacts.form.subject'] }).fill(subject);
  await page.getByRole('textbox', { name: ru['contacts.form.message'] }).fill('Когда первая выплата?');
  const sent = page.waitForResponse(
    (r) => new URL(r.url()).pathname.endsWith('/api/v1/contact') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: ru['contacts.form.send'] }).click();
  expect((await sent).status()).toBe(201);

  // Support finds it among the new messages and opens it: it says the answer goes out in Russian.
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const staffPage = await context.newPage();
  try {
    await signInToConsole(staffPage, '/admin/inbox?status=new', 'support');
    await staffPage.getByRole('searchbox', { name: say('adminInbox.search') }).fill(subject);
    await staffPage.getByRole('button', { name: say('adminInbox.apply') }).click();
    const row = staffPage
      .getByRole('table', { name: say('adminInbox.caption') })
      .getByRole('row')
      .filter({ hasText: subject });
    await expect(row).toContainText(say('adminInbox.language.ru'));
    await expect(row).toContainText(say('adminInbox.status.new'));
    await row.getByRole('link', { name: `Open “${subject}”` }).click();
    await expect(staffPage.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(staffPage.getByTestId('inbox-message-text')).toHaveText('Когда первая выплата?');
    await expect(staffPage.getByTestId('reply-language')).toContainText('goes out in Russian');

    // The answer: sent, listed under the message, which is now answered.
    const form = staffPage.getByRole('form', { name: say('adminInbox.reply.title') });
    await form.getByRole('textbox', { name: new RegExp(say('adminInbox.reply.body')) }).fill(answerText);
    await form.getByRole('button', { name: say('adminInbox.reply.send') }).click();
    await expect(form.getByText(say('adminInbox.reply.sent'))).toBeVisible();
    await expect(staffPage.getByRole('list').filter({ hasText: answerText })).toBeVisible();
    await expect(staffPage.getByRole('heading', { name: say('adminInbox.message') })).toContainText(
      say('adminInbox.status.answered'),
    );
    await inEachTheme(staffPage, async (theme, rules) => {
      await expectNoAxeViolations(staffPage, `a message in the inbox, ${theme}`, rules);
    });
    await staffPage.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(staffPage, 'a message at 390 px');
  } finally {
    await context.close();
  }

  // The catcher holds the answer, in Russian, threaded under the visitor's message.
  const empty: CaughtMail = { to: '', subject: '', text: '', headers: {} };
  let reply = empty;
  let confirmation = empty;
  await expect(async () => {
    const mail = await caughtMail(page);
    reply = mail.find((m) => m.subject === `Re: ${subject}`) ?? empty;
    confirmation = mail.find((m) => m.to.includes(email) && m.subject !== `Re: ${subject}`) ?? empty;
    expect(reply).not.toBe(empty);
    expect(confirmation).not.toBe(empty);
  }).toPass({ timeout: 30_000 });
  expect(reply.to).toContain(email);
  expect(reply.text).toContain('Здравствуйте, Ада!');
  expect(reply.text).toContain(answerText);
  expect(reply.text).toContain('служба поддержки Lode');
  expect(header(reply, 'content-language')).toBe('ru');
  const messageId = header(confirmation, 'message-id');
  expect(messageId).toMatch(/^<contact-.+@lode>$/);
  expect(header(reply, 'in-reply-to')).toBe(messageId);
  expect(header(reply, 'references')).toBe(messageId);

  // And /dev/mail lists it as Russian.
  await page.goto('/dev/mail');
  await expect(page.getByRole('row').filter({ hasText: `Re: ${subject}` })).toContainText('Russian');
});

/** The console pages of the accounts, the inbox and the mail that list things, as an admin opens them. */
const listPages = ['/admin/accounts?q=demo', '/admin/inbox', '/admin/mail?status=sent'] as const;

test('the accounts search, the inbox and the outbox pass axe in both themes and fit 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openConsole(page, '/admin');
  for (const path of listPages) {
    await test.step(path, async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expect(page.locator('[data-layout="console"]')).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await pageSettled(page);
      await inEachTheme(page, (theme, rules) => expectNoAxeViolations(page, `${path} (${theme})`, rules));
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSidewaysScroll(page, `${path} at 390 px`);
      await expectNoAxeViolations(page, `${path} at 390 px`);
    });
  }
});
