import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { submitLoginForm } from '@lode/idp/testing';
import { pageRoutes, type PageRoute } from '../apps/web/src/app/routing/routeTable';
import {
  appReady,
  atApp,
  atIdp,
  catalogs,
  expectLayout,
  htmlLang,
  markDocument,
  pageSettled,
  sameDocument,
  signIn,
  signInThrough,
} from './support/app';
import { expectNoAxeViolations, inEachTheme, themes } from './support/axe';
import { expect, test } from './support/fixtures';

// Walks the whole route table: every page in every language answers with its layout, its heading, title and
// description in that language, <html lang>, and hreflang alternates for public pages. What the HTML rendered at
// build holds, before any script runs, is checked on the build itself (apps/web/server/prerenderedPages.test.ts).

const locales = ['en', 'ru', 'cn'] as const;
type Locale = (typeof locales)[number];

/**
 * A freeze link's token of the shape the address-change e-mail carries: the page opens with any such token and checks
 * it only when its button is pressed (e2e/step-up.e2e.ts presses it with a real one).
 */
const FREEZE_TOKEN = 'e2eRouteSweepNotARealToken0';

/** A concrete path for a route (parameters filled with valid values), in a locale. */
function pathOf(route: PageRoute, locale: Locale): string {
  const path = route.path
    .replace(':type', 'public')
    .replace(':mathod', 'listCoins')
    .replace(':token', FREEZE_TOKEN);
  if (route.localized === false || locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The heading a page shows: its route title, but the API docs show the API part or the method. */
function headingOf(route: PageRoute, locale: Locale): string {
  if (route.id === 'apiDocsType') return catalogs[locale]['apiDocs.type.public'] ?? '';
  if (route.id === 'apiDocsMethod') return 'listCoins';
  return catalogs[locale][`route.${route.id}.title`] ?? '';
}

// The watcher views' pages need a link: e2e/watch.e2e.ts walks them.
const publicRoutes = pageRoutes.filter(
  (r) =>
    r.meta.layout !== 'authenticated' &&
    r.meta.layout !== 'watch' &&
    r.meta.layout !== 'console' &&
    r.localized !== false,
);
const cabinetRoutes = pageRoutes.filter((r) => r.meta.layout === 'authenticated');

/** The page's title: its route title, then the site's name (the home page's title names the site already). */
function titleOf(route: PageRoute, locale: Locale): string {
  const title = catalogs[locale][`route.${route.id}.title`] ?? '';
  return route.id === 'home' ? title : `${title} · Lode`;
}

/** The page shows `route` in `locale`: layout, heading, language, title and description. `path` names the page. */
async function expectPage(page: Page, route: PageRoute, locale: Locale, path: string) {
  const lang = route.localized === false ? 'en' : locale;
  await expectLayout(page, route.meta.layout);
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(headingOf(route, lang));
  await expect(page.locator('html'), path).toHaveAttribute('lang', htmlLang[lang]);
  const description = catalogs[lang][`route.${route.id}.description`] ?? '';
  await expect(page.getByText(description, { exact: true }), path).toBeVisible();
  const title = titleOf(route, lang);
  expect(title, path).not.toMatch(/TODO/i);
  await expect(page, path).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', description);
}

// Each sweep opens its pages one after another in one browser context, so a later page loads from the warm cache,
// and the cabinet's after one sign-in. A fresh context per page, and a sign-in per cabinet page, was most of what
// this file cost. Each page is a step, and every assertion names its page, so a failure still says which one.

// The public pages in two groups per language, so neither sweep takes long on a busy machine: the site's own pages,
// and the API reference (Scalar, a megabyte of code), error and maintenance pages.
const publicGroups = [
  { name: 'the site’s pages', routes: publicRoutes.filter((r) => r.meta.layout === 'default') },
  {
    name: 'the API reference, error and maintenance pages',
    routes: publicRoutes.filter((r) => r.meta.layout !== 'default'),
  },
];

for (const locale of locales) {
  for (const group of publicGroups) {
    test(`${group.name} answer in ${locale} with their layout, language, title, description and alternates`, async ({
      page,
    }) => {
      // The API reference pages load Scalar: room for a busy machine.
      if (group.routes.some((r) => r.meta.layout === 'api-docs')) test.slow();
      for (const route of group.routes) {
        const path = pathOf(route, locale);
        await test.step(path, async () => {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          await expectPage(page, route, locale, path);
          // Public pages name their twins in every language; the error and maintenance pages name none, nor does a
          // page whose address holds a secret (a freeze link), which also asks for no Referer.
          const announced =
            (route.meta.layout === 'default' || route.meta.layout === 'api-docs') && !route.meta.secretPath;
          if (route.meta.secretPath)
            await expect(page.locator('meta[name="referrer"]'), path).toHaveAttribute(
              'content',
              'no-referrer',
            );
          const twins = announced
            ? [
                ['en', pathOf(route, 'en')],
                ['ru', pathOf(route, 'ru')],
                ['zh-CN', pathOf(route, 'cn')],
                ['x-default', pathOf(route, 'en')],
              ]
            : [];
          const alternates = await page
            .locator('link[rel="alternate"]')
            .evaluateAll((links) =>
              links.map((l) => [l.getAttribute('hreflang'), new URL((l as HTMLLinkElement).href).pathname]),
            );
          expect(alternates, `${path}: alternates`).toEqual(twins);
        });
      }
    });
  }

  test(`the ten cabinet pages answer in ${locale} in the cabinet shell, one sign-in, moving by its navigation`, async ({
    page,
  }) => {
    const navigation = page.getByRole('navigation', { name: catalogs[locale]['cabinet.nav'] }).first();
    const [first, ...others] = cabinetRoutes;
    if (!first) throw new Error('no cabinet page');
    const expectCabinetPage = async (route: PageRoute, path: string) => {
      await expectPage(page, route, locale, path);
      await expect(navigation, path).toBeVisible();
      // A signed-in page has no language twins to announce.
      await expect(page.locator('link[rel="alternate"]'), `${path}: alternates`).toHaveCount(0);
    };
    const firstPath = pathOf(first, locale);
    await test.step(firstPath, async () => {
      await signIn(page, firstPath, 'demo');
      await expectCabinetPage(first, firstPath);
    });
    // The others as a miner reaches them: by the navigation's links, inside the one document.
    await markDocument(page);
    for (const route of others) {
      const path = pathOf(route, locale);
      await test.step(path, async () => {
        // The link's name: the page's navigation name, or its title.
        const name = catalogs[locale][(route.messages.nav ?? route.messages.title).id ?? ''] ?? '';
        await navigation.getByRole('link', { name, exact: true }).click();
        await page.waitForURL((url) => url.pathname === path);
        await expectCabinetPage(route, path);
        expect(await sameDocument(page), `${path} opened without a page load`).toBe(true);
      });
    }
  });
}

// The route table itself is checked by the unit tests (routing.test.ts); this checks the filters above.
test('the tests above cover the 14 public, docs, error, status and freeze-link pages and the ten cabinet pages', () => {
  expect(publicRoutes).toHaveLength(14);
  expect(cabinetRoutes).toHaveLength(10);
});

test('an unknown path shows "Page Not Found: {path}" in the error layout with status 404, in its language', async ({
  page,
}) => {
  const response = await page.goto('/ru/no/such/page?x=1');
  expect(response?.status()).toBe(404);
  await expectLayout(page, 'error');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена: /ru/no/such/page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.getByRole('link', { name: 'Главная' }).last().click();
  await expectLayout(page, 'default');
  expect(new URL(page.url()).pathname).toBe('/ru');
});

test('a route whose validate fails shows the 404 page with status 404', async ({ page }) => {
  for (const path of ['/docs/api-swagger/nope', '/cn/docs/api-swagger/public/%3Cscript%3E']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expectLayout(page, 'error');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(path.replace(/^\/cn/, '/cn'));
  }
});

test('signed out, /dashboard goes to the login page and sign-in lands back on it', async ({ page }) => {
  await page.goto('/ru/dashboard');
  await page.waitForURL((url) => atIdp(url), { waitUntil: 'commit' });
  await expect(page.locator('#username')).toBeVisible();
  // The login page speaks the page's language.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await submitLoginForm(page, 'demo');
  await page.waitForURL((url) => url.pathname === '/ru/dashboard', { waitUntil: 'commit' });
  await expectLayout(page, 'authenticated');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сводка');
  await expect(page.getByRole('button', { name: 'Меню учётной записи demo' })).toBeVisible();
});

test('a banned user lands on /error/banned from any cabinet page', async ({ page }) => {
  await page.goto('/workers');
  await page.waitForURL((url) => !atApp(url), {
    waitUntil: 'commit',
  });
  await submitLoginForm(page, 'banned');
  await page.waitForURL((url) => url.pathname === '/error/banned', { waitUntil: 'commit' });
  await expectLayout(page, 'error');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is blocked');
  // Another cabinet page, opened directly, goes the same way.
  await page.goto('/cn/settings');
  await page.waitForURL((url) => url.pathname === '/cn/error/banned', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('您的账户已被封禁');
});

test('?redirect=/path while signed out signs in and returns to that path; other sites are ignored', async ({
  page,
}) => {
  const toProvider: string[] = [];
  page.on('request', (request) => {
    // The page itself going there (the silent sign-in check's frame goes there on every page load, and the page
    // reads the provider's discovery document).
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && atIdp(request.url()))
      toProvider.push(request.url());
  });
  await page.goto('/?redirect=%2F%2Fevil.example%2F');
  await expectLayout(page, 'default');
  // The app has read the parameter once it drops it from the address; it sent nobody anywhere.
  await page.waitForURL((url) => url.pathname === '/' && url.search === '');
  expect(toProvider).toEqual([]);
  await page.goto('/faq?redirect=%2Fworkers%3Fgroup%3Da');
  await page.waitForURL((url) => !atApp(url), {
    waitUntil: 'commit',
  });
  await submitLoginForm(page, 'demo');
  await page.waitForURL((url) => url.pathname === '/workers' && url.search === '?group=a', {
    waitUntil: 'commit',
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workers');
});

test('the account menu offers the account page and signs out', async ({ page }) => {
  await signInThrough(page, '/dashboard', 'demo');
  await page.getByRole('button', { name: 'Account menu of demo' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Account and security' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL((url) => atApp(url) && url.pathname === '/', {
    waitUntil: 'commit',
  });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the cabinet’s algorithm is Scrypt by default and kept in the algorithm-state cookie', async ({
  page,
  context,
}) => {
  await signIn(page, '/statistics', 'demo');
  const algorithm = page.getByRole('combobox', { name: 'Algorithm' });
  await expect(algorithm).toHaveValue('Scrypt');
  await expect(page.getByText(/for the Scrypt algorithm/)).toBeVisible();
  await algorithm.selectOption('SHA256');
  await expect(page.getByText(/for the SHA256 algorithm/)).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'algorithm-state');
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toEqual({ activeAlgorithm: 'SHA256' });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Algorithm' })).toHaveValue('SHA256');
});

test.describe('keyboard only, at phone width', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the cabinet shell opens its drawer, moves to a page and closes, with the keyboard alone', async ({
    page,
  }) => {
    await signIn(page, '/dashboard', 'demo');
    await expectLayout(page, 'authenticated');
    // First Tab: the skip link; then the menu button.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Cabinet' });
    await expect(drawer).toBeVisible();
    // Focus is inside the drawer; Tab reaches the Workers link.
    for (let i = 0; i < 20; i += 1) {
      if (await drawer.getByRole('link', { name: 'Workers' }).evaluate((el) => el === document.activeElement))
        break;
      await page.keyboard.press('Tab');
    }
    await expect(drawer.getByRole('link', { name: 'Workers' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workers');
    await expect(drawer).toBeHidden();
    // Escape closes a reopened drawer and gives focus back to the menu button.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    // Nothing sticks out sideways at this width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

// Every page passes axe in both themes. A page with a suite of its own is checked there, in both themes and in a
// fuller state (its figures loaded, its dialog, answer or errors shown); checking it here again, with only its
// heading waited for, cost an eighth of the e2e run. The other pages are checked here, one test per page, in both
// themes one after the other (Scalar's reference on the method page included: see axeFindings for its one
// allowance).
const axeSuites: Record<string, string> = {
  '/': 'public-home.e2e.ts',
  '/faq': 'public-faq.e2e.ts',
  '/top': 'public-top.e2e.ts',
  '/calc': 'public-calc.e2e.ts',
  '/news': 'public-news.e2e.ts',
  '/contacts': 'public-contacts.e2e.ts',
  '/docs': 'public-docs.e2e.ts',
  // The reference of each of the three API parts, in Chinese.
  '/docs/api-swagger/public': 'public-docs.e2e.ts',
  '/dashboard': 'cabinet-dashboard.e2e.ts',
  '/statistics': 'cabinet-statistics.e2e.ts',
  '/workers': 'cabinet-workers.e2e.ts',
  '/accruals': 'cabinet-accruals.e2e.ts',
  '/payouts': 'cabinet-payouts.e2e.ts',
  '/wallets': 'cabinet-wallets.e2e.ts',
  '/referral': 'cabinet-referral.e2e.ts',
  '/api': 'cabinet-apikeys.e2e.ts',
  '/settings': 'cabinet-settings.e2e.ts',
};

test('each page whose axe check is in a suite of its own has one there, in both themes', () => {
  // inEachTheme runs its check in each of these, switching the theme in the page; the suite's check names the theme
  // in its message.
  expect(themes).toEqual(['light', 'dark']);
  const inEachThemeAxe =
    /inEachTheme\(page,[\s\S]*?expectNoAxeViolations\(\s*page,\s*`[^`]*in the \$\{theme\} theme/;
  const paths = [...publicRoutes, ...cabinetRoutes].map((route) => pathOf(route, 'en'));
  for (const [path, suite] of Object.entries(axeSuites)) {
    expect(paths, `${path} is a page of the route table`).toContain(path);
    const source = readFileSync(new URL(suite, import.meta.url), 'utf8');
    expect(inEachThemeAxe.test(source), `${suite} checks ${path} with axe in each theme`).toBe(true);
  }
});

test.describe('axe', () => {
  const signedOutPaths = [
    ...publicRoutes.map((route) => pathOf(route, 'en')),
    '/no-such-page',
    '/auth/callback',
  ].filter((path) => !(path in axeSuites));
  const cabinetPaths = cabinetRoutes
    .map((route) => pathOf(route, 'en'))
    .filter((path) => !(path in axeSuites));
  for (const path of [...signedOutPaths, ...cabinetPaths]) {
    test(`finds no violations on ${path} in either theme`, async ({ page }) => {
      const reference = path.startsWith('/docs/api-swagger/');
      if (reference) test.slow();
      if (cabinetPaths.includes(path)) await signIn(page, path, 'demo');
      else await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Scalar's reference is checked once it has rendered (the page's heading comes long before it), in the
      // theme it follows.
      if (reference)
        await expect(page.locator('[data-api-reference="ready"]')).toBeAttached({ timeout: 60_000 });
      await inEachTheme(page, async (theme, rules) => {
        if (reference)
          await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${theme}-mode\\b`), {
            timeout: 30_000,
          });
        await expectNoAxeViolations(page, `${path} in the ${theme} theme`, rules);
      });
    });
  }
});

test('public pages show their heading, text and language before any script runs (rendered at build)', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const [path, heading, lang] of [
    ['/', 'Lode mining pool', 'en'],
    ['/ru/faq', 'Частые вопросы', 'ru'],
    ['/cn/docs/api-swagger/public', '公开 API', 'zh-CN'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('[data-layout]')).toBeVisible();
  }
  // What the HTML of every such page holds (its language twins for crawlers included) is checked on the build
  // itself: apps/web/server/prerenderedPages.test.ts.
});

test('a page rendered at build preloads its own scripts with the entry’s, after its first paint', async ({
  page,
}) => {
  for (const [path, chunk, catalog] of [
    ['/', /\/assets\/Home-[\w-]+\.js$/, /\/assets\/en-[\w-]+\.js$/],
    ['/ru/faq', /\/assets\/Faq-[\w-]+\.js$/, /\/assets\/ru-[\w-]+\.js$/],
    ['/calc', /\/assets\/Calc-[\w-]+\.js$/, /\/assets\/en-[\w-]+\.js$/],
  ] as const) {
    await page.goto(path);
    await appReady(page);
    const links = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((all) =>
        all.map((l) => ({ href: (l as HTMLLinkElement).href, as: l.getAttribute('as') })),
      );
    // The page's chunk and its language's catalog were preloaded by the page's loader, with the entry's scripts;
    // the app's own preload helper, which marks its links `as="script"`, found them there and added nothing (each
    // addition costs the main thread in the task that evaluates the app).
    for (const file of [chunk, catalog]) {
      const link = links.find((l) => file.test(l.href));
      expect(link, `${path}: ${file}`).toBeDefined();
      expect(link?.as, `${path}: ${file}`).toBeNull();
    }
    expect(new Set(links.map((l) => l.href)).size, path).toBe(links.length);
  }
});

// A cabinet page's HTML (its frame, the sign-in check's notice in its language, the scripts it names) is checked on
// the build itself: apps/web/server/prerenderedPages.test.ts.
test('a cabinet page rendered at build preloads its scripts the same way, cabinet catalog included', async ({
  page,
}) => {
  await signIn(page, '/ru/dashboard', 'demo');
  const links = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((all) => all.map((l) => ({ href: (l as HTMLLinkElement).href, as: l.getAttribute('as') })));
  for (const file of [
    /\/assets\/Dashboard-[\w-]+\.js$/,
    /\/assets\/ru-[\w-]+\.js$/,
    /\/assets\/ru\.cabinet-[\w-]+\.js$/,
  ]) {
    const link = links.find((l) => file.test(l.href));
    expect(link, `${file}`).toBeDefined();
    expect(link?.as, `${file}`).toBeNull();
  }
  expect(new Set(links.map((l) => l.href)).size).toBe(links.length);
});

test('a page asks the host for config.json once, for its sign-in settings and the pool API’s address both', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/config.json')) asked.push(request.url());
  });
  for (const path of ['/', '/calc']) {
    asked.length = 0;
    await page.goto(path);
    // The page's figures came from the API, whose address is in config.json, and sign-in has settled.
    await pageSettled(page);
    expect(asked, path).toHaveLength(1);
  }
});
