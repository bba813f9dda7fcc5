import { pageRoutes } from '../apps/web/src/app/routing/routeTable';
import { expectLayout, signInThrough } from './support/app';
import { expect, test } from './support/fixtures';

// Issue 9: signed out, a cabinet page goes through the provider's sign-in and comes back to itself, with its query
// string, in every language. The guard is one middleware, and every cabinet page declares it (a unit test of the
// route table, apps/web/src/app/routing/routing.test.ts): one page per language shows it at work in the browser, a
// different page each, from the first of the navigation to the last.

const cabinetRoutes = pageRoutes.filter((r) => r.meta.layout === 'authenticated');
const locales = ['en', 'ru', 'cn'] as const;

test('there are ten cabinet pages', () => {
  expect(cabinetRoutes.map((r) => r.path).sort()).toEqual(
    [
      '/accruals',
      '/api',
      '/dashboard',
      '/payouts',
      '/referral',
      '/settings',
      '/statistics',
      '/subaccounts',
      '/wallets',
      '/workers',
    ].sort(),
  );
});

const firstMiddleLast = [0, Math.floor(cabinetRoutes.length / 2), cabinetRoutes.length - 1];
locales.forEach((locale, index) => {
  const route = cabinetRoutes[firstMiddleLast[index] ?? 0];
  if (!route) throw new Error('no cabinet page');
  const path = `${locale === 'en' ? '' : `/${locale}`}${route.path}`;
  test(`signed out, ${path} goes through sign-in and returns to itself`, async ({ page }) => {
    await signInThrough(page, `${path}?from=guard`, 'demo');
    await expect(page).toHaveURL((url) => url.pathname === path && url.searchParams.get('from') === 'guard');
    await expectLayout(page, 'authenticated');
    // The account menu (the sub-account switcher, on demo's default sub-account "demo", names demo too).
    await expect(
      page.getByRole('button', { name: /demo/ }).and(page.locator('[aria-haspopup="menu"]')),
    ).toBeVisible();
  });
});
