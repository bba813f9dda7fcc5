import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { appReady, catalogs } from './app';
import { expect, test } from './fixtures';

/**
 * Waits for the page's transitions and finite animations to end: axe reads colours as drawn, and a dialog halfway
 * through fading in has text that is paler than it will be. Endless ones (a spinner) are not waited for.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Which of axe's rules run: all of them, or only those that read colours (all that a change of theme can change). */
export type AxeRules = 'all' | 'colours';

/** The rules that judge colours as drawn; the others read the document's structure, the same in every theme. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * axe's analysis of the page once its animations have finished. It runs in the page and its same-origin frames
 * (axe's legacy mode): the newer mode opens a blank page for every analysis, which doubled its cost, to reach
 * cross-origin frames, and the only ones here are the provider's hidden session-status frames, not the app's.
 */
export async function axeAnalyze(page: Page, rules: AxeRules = 'all'): ReturnType<AxeBuilder['analyze']> {
  await animationsFinished(page);
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  return (rules === 'colours' ? builder.withRules(colourRules) : builder).analyze();
}

/**
 * What axe finds on the page, one line per rule (`<rule>: <help> (<targets>)`), with a single allowance: on the
 * API reference pages Scalar renders a `<main>` inside the layout's, which ScalarReference makes a named region so
 * the page has one main; axe calls any role on `<main>` a minor aria-allowed-role finding, the lesser evil than two
 * mains. Only that node of that rule is let through; everything else of Scalar's, as mended, is checked.
 */
export async function axeFindings(page: Page, prefix = '', rules: AxeRules = 'all'): Promise<string[]> {
  const { violations } = await axeAnalyze(page, rules);
  return violations
    .map((v) => ({
      ...v,
      nodes: v.nodes.filter(
        (n) => !(v.id === 'aria-allowed-role' && n.target.join(' ') === '.references-rendered'),
      ),
    }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${prefix}${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Fails with what axe finds on the page as it is now (see {@link axeFindings}), `where` naming page and state;
 * `rules` as {@link inEachTheme} passes them.
 */
export async function expectNoAxeViolations(
  page: Page,
  where = 'the page',
  rules: AxeRules = 'all',
): Promise<void> {
  expect(await axeFindings(page, '', rules), `no axe violations on ${where}`).toEqual([]);
}

/** The app's two themes: every page passes axe in both (their colours, and so their contrasts, differ). */
export const themes = ['light', 'dark'] as const;

/** A theme of the app. */
export type Theme = (typeof themes)[number];

/** The catalog of the page's language, for the switcher's names. */
async function pageCatalog(page: Page) {
  const lang = await page.locator('html').getAttribute('lang');
  return lang === 'ru' ? catalogs.ru : lang === 'zh-CN' ? catalogs.cn : catalogs.en;
}

/**
 * Switches the page to `theme` the way a visitor does, and waits until the page shows it: with the theme switcher
 * of its header (on a phone, in the header's menu) or its cabinet navigation, in place, so whatever the test opened or typed stays as it was. The
 * maintenance page has no switcher: there the theme is the one the visitor chose on another page, so it is stored
 * as the switcher stores it and the page reloaded (from the warm cache).
 */
export async function switchTheme(page: Page, theme: Theme): Promise<void> {
  // The switcher of a page rendered at build works once the app has taken the page over.
  await appReady(page);
  const layout = page.locator('[data-layout]').first();
  await expect(layout).toBeVisible();
  if ((await layout.getAttribute('data-layout')) === 'techwork') {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await appReady(page);
  } else {
    const t = await pageCatalog(page);
    const switchers = page
      .getByRole('radiogroup', { name: t['theme.label'], exact: true })
      .filter({ visible: true });
    // On a phone the public header keeps its switchers in the site menu: open it, choose, close it again.
    const menuButton = page.getByRole('banner').getByRole('button', { name: t['header.menu'], exact: true });
    const viaMenu = (await switchers.count()) === 0 && (await menuButton.isVisible());
    if (viaMenu) await menuButton.click();
    await switchers
      .first()
      .getByRole('radio', { name: t[`theme.${theme}`], exact: true })
      .check();
    if (viaMenu) {
      await page.keyboard.press('Escape');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    }
  }
  await expect(page.locator('html'), `the page in the ${theme} theme`).toHaveAttribute('data-theme', theme);
}

/**
 * Runs `check` in the light theme and then in the dark one, in the same page (see {@link switchTheme}), each as a
 * step named after its theme. One page load (and sign-in) serves both: a fresh context and a sign-in per theme was
 * most of what the axe tests cost. `rules` says what axe needs to run in that theme: all its rules in the first,
 * then only those that read colours, since a theme changes colours alone (the ui package's theme contract).
 */
export async function inEachTheme(
  page: Page,
  check: (theme: Theme, rules: AxeRules) => Promise<void>,
): Promise<void> {
  for (const [i, theme] of themes.entries()) {
    await test.step(`in the ${theme} theme`, async () => {
      await switchTheme(page, theme);
      await check(theme, i === 0 ? 'all' : 'colours');
    });
  }
}
