import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { unusedTotpCode, submitOtpForm } from '@lode/idp/testing';
import { encodeBase58Check } from '../apps/pool-api/src/domain/addresses';
import { atIdp, catalogs, idpUrl, signInThrough } from './support/app';
import { expect, test } from './support/fixtures';
import { registerMiner } from './support/live';
import { providerControl } from './support/provider';
import { enrolAuthenticator, enterCode } from './support/secondFactor';
import { apiAs } from './support/settingsPages';

// A second factor before money moves (RFC 9470 step-up), as a miner meets it in Chromium against the embedded
// provider: the pool API refuses a new payout address without a fresh code, the cabinet sends the miner to the
// provider's code page and back to the form as typed, and the change mail's freeze link stops the coin's payouts.

// A fresh stack's first account request writes 90 days of simulated history: allow for it.
test.describe.configure({ timeout: 90_000 });

const ru = catalogs.ru;
const t = (id: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [k, v]) => text.replace(`{${k}}`, v), ru[id] ?? id);
const en = (id: string) => catalogs.en[id] ?? id;

/** A Dogecoin address nobody has used: each change is a change. */
const freshDogeAddress = () => encodeBase58Check(0x1e, randomBytes(20));

interface Wallet {
  coin: string;
  address: string | null;
  payoutsHeldUntil: string | null;
  payoutsFrozenAt: string | null;
}

const doge = async (page: Page) =>
  (await apiAs<{ items: Wallet[] }>(page, '/settings/wallets?algorithm=Scrypt')).items.find(
    (w) => w.coin === 'DOGE',
  );

/** Opens the DOGE wallet's dialog (English pages), types `address` and confirms it; the pool answers next. */
async function changeDogeAddress(page: Page, address: string) {
  const card = page.locator('[data-wallet="DOGE"]');
  await expect(card.locator('[data-field="address"], [data-field="unlinked"]').first()).toBeVisible({
    timeout: 30_000,
  });
  const linked = (await card.locator('[data-field="address"]').count()) > 0;
  await card
    .getByRole('button', { name: linked ? 'Edit the DOGE wallet' : 'Link an address to the DOGE wallet' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Payout address' }).fill(address);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('new-address')).toHaveText(address);
  await dialog.getByRole('button', { name: linked ? 'Change address' : 'Link address' }).click();
  return dialog;
}

test('a new address waits for the code only, keeps what was typed, saves, and its mail’s link freezes payouts', async ({
  page,
}) => {
  await signInThrough(page, '/ru/settings', 'admin');
  // The account's e-mails in Russian: the language of the page the notifications are saved from.
  await page.getByRole('button', { name: t('settings.notifications.save') }).click();
  await expect(page.getByTestId('notifications-outcome')).toHaveText(t('settings.notifications.saved'));
  const secret = await enrolAuthenticator(page, 'admin');

  await page.goto('/ru/wallets');
  const address = freshDogeAddress();
  const card = page.locator('[data-wallet="DOGE"]');
  await expect(card.locator('[data-field="address"]')).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: t('wallets.edit.label', { coin: 'DOGE' }) }).click();
  const dialog = page.getByRole('dialog', { name: t('wallets.dialog.title', { coin: 'DOGE' }) });
  await dialog.getByRole('textbox', { name: ru['wallets.address'] }).fill(address);
  await dialog.getByRole('button', { name: t('wallets.save') }).click();
  await dialog.getByRole('button', { name: t('wallets.confirm.action') }).click();

  // The pool asks for a second factor: nothing is saved yet, and the page says what happens next.
  const notice = dialog.locator('[data-step-up="needed"]');
  await expect(notice).toContainText(t('stepUp.needed.title'));
  expect((await doge(page))?.address).not.toBe(address);
  await notice.getByRole('button', { name: t('stepUp.confirm') }).click();

  // At the provider: the code only (the session's password stands), in the page's language.
  await page.waitForURL((url) => atIdp(url), { waitUntil: 'commit' });
  await expect(page.locator('#kc-otp-login-form')).toBeVisible();
  await expect(page.locator('#password')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await submitOtpForm(page, await unusedTotpCode(secret));

  // Back on the wallet's form with the address as typed, sent once more by itself, and saved.
  await expect(page).toHaveURL((url) => url.pathname === '/ru/wallets');
  await expect(card.locator('[data-field="address"]')).toHaveText(address);
  await expect(page.getByTestId('held-DOGE')).toBeVisible();
  const changed = await doge(page);
  expect(changed?.address).toBe(address);
  expect(changed?.payoutsFrozenAt).toBeNull();

  // The change mail, in Russian, names the coin, the address shortened and the browser, with a freeze link.
  let freezeUrl = '';
  await expect(async () => {
    const mail = (await (await page.request.get('/api/v1/dev/mail')).json()) as {
      items: { to: string; subject: string; text: string }[];
    };
    const found = mail.items.find(
      (m) => m.to.includes('admin@lode.example') && m.text.includes(address.slice(-6)),
    );
    expect(found?.subject).toBe('Адрес для выплат DOGE изменён');
    expect(found?.text).toContain(`${address.slice(0, 6)}…${address.slice(-6)}`);
    expect(found?.text).toMatch(/Браузер: Chrom/);
    freezeUrl = /https?:\/\/\S+\/ru\/security\/freeze\/[A-Za-z0-9_-]+/.exec(found?.text ?? '')?.[0] ?? '';
    expect(freezeUrl).not.toBe('');
  }).toPass({ timeout: 30_000 });

  // The link's page freezes DOGE payouts; the wallet says so; the link works once.
  await page.goto(new URL(freezeUrl).pathname);
  await page.getByRole('button', { name: ru['freeze.action'] }).click();
  await expect(page.getByRole('status')).toContainText(ru['freeze.frozen.title'] ?? '');
  expect((await doge(page))?.payoutsFrozenAt).not.toBeNull();
  await page.goto('/ru/wallets');
  await expect(page.getByTestId('frozen-DOGE')).toBeVisible({ timeout: 30_000 });
  await page.goto(new URL(freezeUrl).pathname);
  await page.getByRole('button', { name: ru['freeze.action'] }).click();
  await expect(page.getByRole('alert')).toContainText(ru['freeze.used.title'] ?? '');
});

test('a wrong code is refused at the provider; a cancel comes back with the address kept and nothing saved', async ({
  page,
}) => {
  const user = await registerMiner(page);
  const secret = await enrolAuthenticator(page, user, 'correct horse battery');
  await page.goto('/wallets');
  const before = (await doge(page))?.address;
  const address = freshDogeAddress();
  const dialog = await changeDogeAddress(page, address);
  await dialog
    .locator('[data-step-up="needed"]')
    .getByRole('button', { name: en('stepUp.confirm') })
    .click();

  await page.waitForURL((url) => atIdp(url), { waitUntil: 'commit' });
  const right = await unusedTotpCode(secret);
  await submitOtpForm(page, String((Number(right) + 1) % 1_000_000).padStart(6, '0'));
  await expect(page.getByRole('alert')).toHaveText('Invalid authenticator code.');

  await page.locator('#kc-cancel').click();
  await expect(page).toHaveURL((url) => url.pathname === '/wallets');
  const back = page.getByRole('dialog');
  await expect(back.locator('[data-step-up="cancelled"]')).toContainText(en('stepUp.cancelled.body'));
  await expect(back.getByTestId('new-address')).toHaveText(address);
  // Still signed in, and nothing changed.
  expect((await doge(page))?.address).toBe(before);
});

test('a second factor older than five minutes is asked for again', async ({ page }) => {
  const user = await registerMiner(page);
  const secret = await enrolAuthenticator(page, user, 'correct horse battery');
  await page.goto('/wallets');
  const address = freshDogeAddress();
  // The provider's clock says the code it takes next was entered six minutes ago.
  await providerControl('clock', 'PUT', { offsetSeconds: -360 });
  try {
    const dialog = await changeDogeAddress(page, address);
    await dialog
      .locator('[data-step-up="needed"]')
      .getByRole('button', { name: en('stepUp.confirm') })
      .click();
    await enterCode(page, secret);
    // The pool refuses the old confirmation once more, and the page says why instead of asking in a loop.
    const refused = page.getByRole('dialog').locator('[data-step-up="refused"]');
    await expect(refused).toContainText(en('stepUp.refused.body'));
    expect((await doge(page))?.address).not.toBe(address);
  } finally {
    await providerControl('clock', 'DELETE');
  }
  // Now the session's code is six minutes old: the provider asks for it again, and the change goes through.
  await page
    .getByRole('dialog')
    .getByRole('button', { name: en('stepUp.confirmAgain') })
    .click();
  await enterCode(page, secret);
  await expect(page.locator('[data-wallet="DOGE"] [data-field="address"]')).toHaveText(address);
  expect((await doge(page))?.address).toBe(address);
});

test('without an authenticator the page says to set one up, links to the account page, and saves nothing', async ({
  page,
}) => {
  await registerMiner(page);
  await page.goto('/wallets');
  const before = (await doge(page))?.address;
  const address = freshDogeAddress();
  const dialog = await changeDogeAddress(page, address);
  await dialog
    .locator('[data-step-up="needed"]')
    .getByRole('button', { name: en('stepUp.confirm') })
    .click();
  // The provider has no second factor to ask for: it signs the user in again as they are, and the pool still refuses.
  const noFactor = page.getByRole('dialog').locator('[data-step-up="no-factor"]');
  await expect(noFactor).toContainText(en('stepUp.noFactor.body'));
  await expect(noFactor.getByRole('link', { name: new RegExp(en('stepUp.noFactor.link')) })).toHaveAttribute(
    'href',
    `${idpUrl()}/realms/lode/account`,
  );
  await expect(page.getByRole('dialog').getByTestId('new-address')).toHaveText(address);
  expect((await doge(page))?.address).toBe(before);
});
