import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { encodeBase58Check } from '../apps/pool-api/src/domain/addresses';
import { catalogs, htmlLang, signIn } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { apiAs } from './support/settingsPages';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/phone';
import { enrolAuthenticator, withSecondFactor } from './support/secondFactor';

// A fresh stack's first account request writes 90 days of simulated history: allow for it.
test.describe.configure({ timeout: 90_000 });

// The wallets page signed in as demo. The address test changes demo's DOGE address to a fresh random one each run,
// so it can run twice and nothing else reads what it wrote.

interface Wallet {
  coin: string;
  address: string | null;
  paused: boolean;
  payoutsHeldUntil: string | null;
}

const card = (page: Page, coin: string) => page.locator(`[data-wallet="${coin}"]`);
const wallets = (page: Page) =>
  apiAs<{ items: Wallet[] }>(page, '/settings/wallets?algorithm=Scrypt').then((w) => w.items);
const message = (id: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [k, v]) => text.replace(`{${k}}`, v), catalogs.en[id] ?? id);

/** From here every LTC address change is refused, in the API's own 400 shape, with `fieldMessage` on the field. */
function refuseAddress(page: Page, fieldMessage: string) {
  // The cabinet names the sub-account in the query (`?subaccount=`): the pattern takes any query.
  return page.route(/\/api\/v1\/settings\/wallets\/LTC(\?|$)/, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 'validation_failed',
            message: 'Some fields are not valid',
            details: { fields: [{ field: 'address', message: fieldMessage }] },
          }),
        })
      : route.fallback(),
  );
}

test('a wallet edit: a bad address is refused on its field, a good one needs confirming, persists and holds payouts', async ({
  page,
}) => {
  await signIn(page, '/wallets', 'demo');
  const secret = await enrolAuthenticator(page, 'demo');
  await expect(card(page, 'DOGE').locator('[data-field="address"]')).not.toBeEmpty({ timeout: 30_000 });
  for (const wallet of await wallets(page))
    await expect(card(page, wallet.coin).locator('[data-field="address"]')).toHaveText(
      wallet.address ?? 'a linked address',
    );

  await page.getByRole('button', { name: 'Edit the DOGE wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the DOGE wallet' });
  const address = dialog.getByRole('textbox', { name: 'Payout address' });
  // A Litecoin address in the Dogecoin wallet: the wrong kind, said on the field, and what was typed stays.
  await address.fill('LKQiUJ3hXKGeKXMy29EX8haZtPLSua7ThV');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText(message('wallets.error.prefix', { coin: 'DOGE', starts: 'D' })),
  ).toBeVisible();
  await expect(address).toHaveValue('LKQiUJ3hXKGeKXMy29EX8haZtPLSua7ThV');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  // A typo in a Dogecoin address: caught by the checksum.
  await address.fill('D5WUWEMzrJfANg6LyoV379gJYgY2q3utRa');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(message('wallets.error.checksum', { coin: 'DOGE' }))).toBeVisible();
  await expect(address).toHaveValue('D5WUWEMzrJfANg6LyoV379gJYgY2q3utRa');

  // A good address asks for confirmation, then a second factor at the provider, then saves.
  const fresh = encodeBase58Check(0x1e, randomBytes(20));
  await address.fill(fresh);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('new-address')).toHaveText(fresh);
  await withSecondFactor(
    page,
    secret,
    () => dialog.getByRole('button', { name: 'Change address' }).click(),
    card(page, 'DOGE').locator('[data-field="address"]', { hasText: fresh }),
  );
  await expect(dialog).toBeHidden();
  await expect(card(page, 'DOGE').locator('[data-field="address"]')).toHaveText(fresh);
  await expect(page.getByTestId('held-DOGE')).toBeVisible();

  // After a reload the page shows what the API stored: the new address and its payout hold.
  await page.reload();
  await expect(card(page, 'DOGE').locator('[data-field="address"]')).toHaveText(fresh, { timeout: 30_000 });
  await expect(page.getByTestId('held-DOGE')).toBeVisible();
  const doge = (await wallets(page)).find((w) => w.coin === 'DOGE');
  expect(doge?.address).toBe(fresh);
  expect(Date.parse(doge?.payoutsHeldUntil ?? '')).toBeGreaterThan(Date.now());
});

test('the LTC wallet’s dialog works with the keyboard alone, and shows a refusal of the API on its field', async ({
  page,
}) => {
  await signIn(page, '/wallets', 'demo');
  const edit = page.getByRole('button', { name: 'Edit the LTC wallet' });
  const dialog = page.getByRole('dialog', { name: 'Edit the LTC wallet' });
  await expect(card(page, 'LTC').locator('[data-field="address"]')).not.toBeEmpty({ timeout: 30_000 });

  await test.step('the keyboard alone opens the dialog, keeps focus inside, and closes it with Escape', async () => {
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Payout address' })).toBeFocused();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
  });

  await test.step('an address the API refuses shows its message on the field and keeps what was typed', async () => {
    // The browser checks what the API checks, so a refusal needs an API that disagrees: this one answer is replaced
    // by the API's own 400 shape (README "Conventions": validation_failed with details.fields).
    await refuseAddress(page, 'Not a Litecoin address');
    await edit.click();
    const typed = 'ltc1qqyyq79says4nyw2qga892hrrdfchslux2x0dag';
    await dialog.getByRole('textbox', { name: 'Payout address' }).fill(typed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'Change address' }).click();
    // A message the page has no words of its own for is shown as the API wrote it.
    await expect(dialog.getByText('Not a Litecoin address')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Payout address' })).toHaveValue(typed);
    await expect(dialog.getByRole('textbox', { name: 'Payout address' })).toBeFocused();
  });
});

test('a refusal the page knows is said in the page’s language, under its field', async ({ page }) => {
  await signIn(page, '/ru/wallets', 'demo');
  await expect(card(page, 'LTC').locator('[data-field="address"]')).not.toBeEmpty({ timeout: 30_000 });
  // Another account has proved this address (a pool engine's rule; the built-in pool has no such accounts).
  await refuseAddress(page, 'This address is linked to another account');
  const ru = catalogs.ru;
  const edit = (ru['wallets.edit.label'] ?? '').replace('{coin}', 'LTC');
  await page.getByRole('button', { name: edit }).click();
  const dialog = page.getByRole('dialog', {
    name: (ru['wallets.dialog.title'] ?? '').replace('{coin}', 'LTC'),
  });
  const address = () => dialog.getByRole('textbox', { name: ru['wallets.address'] ?? '' });
  const typed = 'ltc1qqyyq79says4nyw2qga892hrrdfchslux2x0dag';
  await address().fill(typed);
  await dialog.getByRole('button', { name: ru['wallets.save'] ?? '' }).click();
  await dialog.getByRole('button', { name: ru['wallets.confirm.action'] ?? '' }).click();
  await expect(dialog.getByText(ru['wallets.error.linkedElsewhere'] ?? 'missing')).toBeVisible();
  await expect(address()).toHaveValue(typed);
  await expect(address()).toHaveAttribute('aria-invalid', 'true');
});

test('unlinking asks first and empties the card; linking again works at once on the built-in pool', async ({
  page,
}) => {
  // admin's DOGE wallet: no other test reads it, and the test ends with an address linked, as it started.
  await signIn(page, '/wallets', 'admin');
  const secret = await enrolAuthenticator(page, 'admin');
  const doge = card(page, 'DOGE');
  await expect(doge.locator('[data-field="address"]')).not.toBeEmpty({ timeout: 30_000 });
  const before = (await wallets(page)).find((w) => w.coin === 'DOGE');
  expect(before?.address).toBeTruthy();

  const unlink = doge.getByRole('button', { name: 'Unlink the DOGE address' });
  await unlink.click();
  const question = page.getByRole('alertdialog', { name: 'Unlink the DOGE address?' });
  await expect(question).toBeVisible();
  await expect(question.getByTestId('unlink-address')).toHaveText(before?.address ?? '');
  await expectNoAxeViolations(page);
  // Cancel keeps it.
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(doge.locator('[data-field="address"]')).toHaveText(before?.address ?? '');

  await unlink.click();
  await question.getByRole('button', { name: 'Unlink address' }).click();
  await expect(question).toBeHidden();
  await expect(doge.getByText(/^No DOGE address is linked/)).toBeVisible();
  await expect(doge.getByRole('status')).toHaveText('Unlinked.');
  const link = doge.getByRole('button', { name: 'Link an address to the DOGE wallet' });
  await expect(link).toBeFocused();
  await expect(doge.locator('[data-field="address"]')).toHaveCount(0);
  await expect(doge.getByRole('switch')).toHaveCount(0);
  expect((await wallets(page)).find((w) => w.coin === 'DOGE')?.address).toBeNull();
  await expectNoAxeViolations(page);

  // The API stored it: still unlinked after a reload.
  await page.reload();
  await expect(link).toBeVisible({ timeout: 30_000 });

  // Linking again, by keyboard, the address field first, confirmed with a second factor at the provider; the
  // built-in pool needs no proof and holds payouts.
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Link an address to the DOGE wallet' });
  const address = dialog.getByRole('textbox', { name: 'Payout address' });
  await expect(address).toBeFocused();
  const fresh = encodeBase58Check(0x1e, randomBytes(20));
  await address.fill(fresh);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('new-address')).toHaveText(fresh);
  await withSecondFactor(
    page,
    secret,
    () => dialog.getByRole('button', { name: 'Link address' }).click(),
    doge.locator('[data-field="address"]', { hasText: fresh }),
  );
  await expect(dialog).toBeHidden();
  await expect(doge.locator('[data-field="address"]')).toHaveText(fresh);
  await expect(doge.getByText('Waiting for the worker')).toHaveCount(0);
  await expect(page.getByTestId('held-DOGE')).toBeVisible();
  const after = (await wallets(page)).find((w) => w.coin === 'DOGE');
  expect(after?.address).toBe(fresh);
  expect(Date.parse(after?.payoutsHeldUntil ?? '')).toBeGreaterThan(Date.now());
});

test('the pause switch saves at once and survives a reload', async ({ page }) => {
  await signIn(page, '/wallets', 'admin');
  const pause = card(page, 'LTC').getByRole('switch', { name: 'Pause payouts' });
  await expect(pause).toBeEnabled({ timeout: 30_000 });
  const before = (await wallets(page)).find((w) => w.coin === 'LTC')?.paused ?? false;
  await expect(pause).toBeChecked({ checked: before });
  await pause.click();
  await expect(card(page, 'LTC').getByRole('status')).toHaveText('Saved.');
  await page.reload();
  await expect(card(page, 'LTC').getByRole('switch', { name: 'Pause payouts' })).toBeChecked({
    checked: !before,
    timeout: 30_000,
  });
  expect((await wallets(page)).find((w) => w.coin === 'LTC')?.paused).toBe(!before);
});

for (const locale of ['ru', 'cn'] as const) {
  test(`the wallets page speaks ${locale}, shows the API's wallets and fits a 360 px phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, `/${locale}/wallets`, 'demo');
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
    await expect(card(page, 'LTC').locator('dt').first()).toHaveText(
      catalogs[locale]['wallets.address'] ?? '',
      {
        timeout: 30_000,
      },
    );
    // LTC: the address test above changes only DOGE's, and may run at the same time.
    const ltc = (await wallets(page)).find((w) => w.coin === 'LTC');
    await expect(card(page, 'LTC').locator('[data-field="address"]')).toHaveText(ltc?.address ?? 'none');
    await expect(
      page.getByRole('button', {
        name: (catalogs[locale]['wallets.edit.label'] ?? '').replace('{coin}', 'DOGE'),
      }),
    ).toBeVisible();
    await test.step('no sideways scrolling at 360 px', async () => {
      await expect(card(page, 'LTC').locator('[data-field="address"]')).not.toBeEmpty({ timeout: 30_000 });
      await expectNoSidewaysScroll(page, `/${locale}/wallets at 360 px`);
    });
  });
}

test('the wallets page and its dialog have no axe violations in either theme', async ({ page }) => {
  await signIn(page, '/wallets', 'demo');
  await expect(card(page, 'LTC').locator('[data-field="address"]')).not.toBeEmpty({ timeout: 30_000 });
  await inEachTheme(page, async (theme, rules) => {
    await expectNoAxeViolations(page, `/wallets in the ${theme} theme`, rules);
    // The dialog is modal, the theme switcher behind it out of reach: it is closed before the next theme.
    await page.getByRole('button', { name: 'Edit the LTC wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the LTC wallet' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(
      page,
      `/wallets with the LTC wallet's dialog open, in the ${theme} theme`,
      rules,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
