import type { Page } from '@playwright/test';
import { appReady, catalogs } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll, phoneScreen } from './support/phone';

// The contacts page (/contacts) on the e2e stack: the support channels, the form's own checks with the spec's default
// messages in each language, a real message to the real pool API (201, stored: the API suite reads the row back from
// the database, apps/pool-api/src/persistence.test.ts), and two server failures SIMULATED with page.route (a 500 and
// a 400 with field errors, which the real API only gives for input the form already refuses) after which every
// field still holds what was typed.

type Locale = keyof typeof catalogs;

const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);
// Each test writes as its own sender, so the API's limit of 5 messages a minute per sender never couples tests.
const sender = (tag: string) => `e2e-${tag}-${Date.now()}@example.com`;

function fields(page: Page, locale: Locale) {
  const t = catalogs[locale];
  return {
    name: page.getByRole('textbox', { name: t['contacts.form.name'] }),
    email: page.getByRole('textbox', { name: t['contacts.form.email'] }),
    subject: page.getByRole('textbox', { name: t['contacts.form.subject'] }),
    message: page.getByRole('textbox', { name: t['contacts.form.message'] }),
    send: page.getByRole('button', { name: t['contacts.form.send'] }),
  };
}

async function openContacts(page: Page, locale: Locale) {
  await page.goto(`${prefix(locale)}/contacts`);
  await appReady(page);
  await expect(fields(page, locale).send).toBeVisible();
}

async function fillForm(
  page: Page,
  locale: Locale,
  values: Record<'name' | 'email' | 'subject' | 'message', string>,
) {
  const f = fields(page, locale);
  await f.name.fill(values.name);
  await f.email.fill(values.email);
  await f.subject.fill(values.subject);
  await f.message.fill(values.message);
}

async function expectKept(
  page: Page,
  locale: Locale,
  values: Record<'name' | 'email' | 'subject' | 'message', string>,
) {
  const f = fields(page, locale);
  await expect(f.name).toHaveValue(values.name);
  await expect(f.email).toHaveValue(values.email);
  await expect(f.subject).toHaveValue(values.subject);
  await expect(f.message).toHaveValue(values.message);
}

for (const locale of ['en', 'ru', 'cn'] as const) {
  test(`${prefix(locale)}/contacts checks the form with the default messages in ${locale}, then sends it to the API`, async ({
    page,
  }) => {
    const t = catalogs[locale];
    await openContacts(page, locale);
    await expect(page.getByRole('link', { name: 'support@lode.example' })).toHaveAttribute(
      'href',
      'mailto:support@lode.example',
    );
    await expect(page.getByRole('link', { name: '@lode_pool_support' })).toHaveAttribute(
      'href',
      /^https:\/\/t\.me\//,
    );
    const f = fields(page, locale);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/api/v1/contact')) posts += 1;
    });

    await f.send.click();
    await expect(page.getByText(t['contacts.error.required'] ?? '', { exact: true })).toHaveCount(4);
    await expect(f.name).toBeFocused();
    await expect(f.name).toHaveAttribute('aria-invalid', 'true');

    await f.name.fill('Ada Miner');
    await f.email.fill('ada@example');
    await f.subject.fill('Payout question');
    await f.message.fill('x'.repeat(5001));
    await expect(page.getByText(t['contacts.error.email'] ?? '', { exact: true })).toBeVisible();
    await expect(
      page.getByText((t['contacts.error.maxLength'] ?? '').replace('{max}', '5000'), { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(t['contacts.error.required'] ?? '', { exact: true })).toHaveCount(0);
    await f.send.click();
    await expect(f.email).toBeFocused();
    expect(posts).toBe(0);

    // A real message to the real API.
    const values = {
      name: 'Ada Miner',
      email: sender(locale),
      subject: 'Payout question',
      message: 'When is my first payout? Worker rig-01.',
    };
    await fillForm(page, locale, values);
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname.endsWith('/api/v1/contact') && r.request().method() === 'POST',
    );
    await f.send.click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(((await response.json()) as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({ ...values, locale });
    await expect(page.getByText(t['contacts.form.sent.title'] ?? '')).toBeVisible();
    // Sent: the form is empty for the next message.
    await expect(f.message).toHaveValue('');
  });
}

test('/contacts keeps every field when the server fails (a 500 SIMULATED with page.route), and sends on retry', async ({
  page,
}) => {
  await openContacts(page, 'en');
  await page.route('**/api/v1/contact', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'internal_error', message: 'Something went wrong on our side' }),
    }),
  );
  const values = {
    name: 'Bob',
    email: sender('500'),
    subject: 'Worker offline',
    message: 'rig-02 shows offline since this morning.\nIt still hashes locally.',
  };
  await fillForm(page, 'en', values);
  await fields(page, 'en').send.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your message was not sent' })).toContainText(
    'Everything you wrote is still here',
  );
  await expectKept(page, 'en', values);

  // The server is back: the same text goes through.
  await page.unroute('**/api/v1/contact');
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/api/v1/contact'));
  await fields(page, 'en').send.click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your message was not sent' })).toHaveCount(0);
});

// On a small phone's screen, which the page must fit with its form in reach; what the form does with a server's
// answer does not depend on the width.
test(`/ru/contacts at ${phoneScreen.width} px shows a server field error (a 400 SIMULATED with page.route) in Russian and keeps every field`, async ({
  page,
}) => {
  const t = catalogs.ru;
  await page.setViewportSize(phoneScreen);
  await openContacts(page, 'ru');
  await test.step(`usable at ${phoneScreen.width} px: nothing wider than the screen, the form reachable`, async () => {
    await expectNoSidewaysScroll(page, '/ru/contacts');
    await fields(page, 'ru').message.scrollIntoViewIfNeeded();
    await expect(fields(page, 'ru').message).toBeInViewport();
  });
  await page.route('**/api/v1/contact', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'validation_failed',
        message: 'Some fields are not valid',
        details: { fields: [{ field: 'email', message: 'Please enter a valid email' }] },
      }),
    }),
  );
  const values = {
    name: 'Ада',
    email: 'ada@mail.example',
    subject: 'Вопрос',
    message: 'Когда будет выплата?',
  };
  await fillForm(page, 'ru', values);
  await fields(page, 'ru').send.click();
  await expect(page.getByText(t['contacts.form.failed.invalid'] ?? '')).toBeVisible();
  await expect(page.getByText(t['contacts.error.email'] ?? '', { exact: true })).toBeVisible();
  await expect(fields(page, 'ru').email).toHaveAttribute('aria-invalid', 'true');
  await expectKept(page, 'ru', values);
});

test('/contacts has no axe violations in either theme, with field errors and a failure shown', async ({
  page,
}) => {
  await openContacts(page, 'en');
  await fields(page, 'en').send.click();
  await expect(page.getByText('This field is required', { exact: true })).toHaveCount(4);
  await inEachTheme(page, (theme, rules) =>
    expectNoAxeViolations(page, `/contacts with field errors shown, in the ${theme} theme`, rules),
  );
  await page.route('**/api/v1/contact', (route) => route.fulfill({ status: 500, body: '{}' }));
  await fillForm(page, 'en', { name: 'A', email: 'a@b.example', subject: 'S', message: 'M' });
  await fields(page, 'en').send.click();
  await expect(page.getByText('Your message was not sent')).toBeVisible();
  await inEachTheme(page, (theme, rules) =>
    expectNoAxeViolations(page, `/contacts with a failure shown, in the ${theme} theme`, rules),
  );
});
