import { pageRoutes } from '../apps/web/src/app/routing/routeTable';
import { expectLayout, signInThrough } from './support/app';
import { expect, test } from './support/fixtures';

// Issue 9: signed out, every cabinet page goes through the provider's sign-in and comes back to itself, with its
// query string, in every language (each page in one language, the three languages taking turns).

const cabinetRoutes = pageRoutes.filter((r) => r.meta.layout === 'authenticated');
const locales = ['en', 'ru', 'cn'] as const;

test('there are nine cabinet pages', () => {
  expect(cabinetRoutes.map((r) => r.path).sort()).toEqual(
    [
      '/accruals',
      '/api',
      '/dashboard',
      '/payouts',
      '/referral',
      '/settings',
      '/statistics',
      '/wallets',
      '/workers',
    ].sort(),
  );
});

cabinetRoutes.forEach((route, index) => {
  const locale = locales[index % locales.length] ?? 'en';
  const path = `${locale === 'en' ? '' : `/${locale}`}${route.path}`;
  test(`signed out, ${path} goes through sign-in and returns to itself`, async ({ page }) => {
    await signInThrough(page, `${path}?from=guard`, 'demo');
    await expect(page).toHaveURL((url) => url.pathname === path && url.searchParams.get('from') === 'guard');
    await expectLayout(page, 'authenticated');
    await expect(page.getByRole('button', { name: /demo/ })).toBeVisible();
  });
});
