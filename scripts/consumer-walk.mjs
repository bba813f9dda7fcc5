// @ts-check
// The consumer check's walk through the built examples/internal-tool in Chromium, as a Russian-speaking user of the
// team's tool: the first visit lands on /ru (detection), RequireAuth sends them to the provider, they sign in and
// see their workers in Russian, switch to English, then to the dark theme and back. What each package contributes
// is read the way a user or a screen reader meets it: the DataTable's rows, the chart's accessible data table, the
// theme's colours, the token worker that holds the session. Requests off this machine fail the walk.
import { submitLoginForm } from '@lode/idp/testing';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

/** The example's workers as both tables show them, highest hashrate first, in each language. */
const expectedRows = {
  ru: [
    ['rig-01', '1,32\u00a0TH/s'],
    ['rig-03', '1,05\u00a0TH/s'],
    ['rig-02', '980\u00a0GH/s'],
    ['rig-04', '0\u00a0H/s'],
  ],
  en: [
    ['rig-01', '1.32\u00a0TH/s'],
    ['rig-03', '1.05\u00a0TH/s'],
    ['rig-02', '980\u00a0GH/s'],
    ['rig-04', '0\u00a0H/s'],
  ],
};

/** The primary Button's background in each theme (the ui README's brand blue). */
const primary = { light: 'rgb(24, 103, 192)', dark: 'rgb(45, 130, 198)' };

/**
 * The body rows of a table as text, cell by cell.
 * @param {import('playwright').Locator} table
 */
const tableRows = (table) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').trim()),
      ),
    );

/**
 * Compares rows ([name, hashrate] first cells) with what a table shows; throws naming the table.
 * @param {string} what @param {string[][]} seen @param {string[][]} want
 */
function sameRows(what, seen, want) {
  const got = seen.map((cells) => cells.slice(0, 2));
  const byName = (/** @type {string[][]} */ rows) =>
    [...rows].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  if (JSON.stringify(byName(got)) !== JSON.stringify(byName(want))) {
    throw new Error(`${what} shows ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
  }
}

/**
 * Walks the example served at `origin`; resolves with one line per thing it saw work, throws on the first that did
 * not.
 * @param {string} origin @returns {Promise<string[]>}
 */
export async function walkExample(origin) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  /** @type {string[]} */
  const consoleLines = [];
  /** @type {string[]} */
  const offMachine = [];
  /** @type {string[]} */
  const seen = [];
  try {
    // A Russian browser; motion off, so colours are read after a theme switch, not in mid-transition.
    const context = await browser.newContext({
      locale: 'ru-RU',
      reducedMotion: 'reduce',
      colorScheme: 'light',
    });
    await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => {
      offMachine.push(route.request().url());
      return route.abort();
    });
    const page = await context.newPage();
    page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`));

    // Detection and sign-in: `/` becomes `/ru`, RequireAuth sends the visitor to the provider and back.
    await page.goto(`${origin}/`);
    await page.locator('#username').waitFor({ timeout: 20_000 });
    await submitLoginForm(page, 'demo');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.filter({ hasText: 'Ваши воркеры' }).waitFor({ timeout: 20_000 });
    if (new URL(page.url()).pathname !== '/ru') {
      throw new Error(`A Russian browser should land on /ru after sign-in, not ${page.url()}`);
    }
    await page.getByText('Вы вошли как Demo Miner').waitFor();
    seen.push('a ru-RU browser is sent to /ru (@lode/i18n detection) and signs in at apps/idp (@lode/auth)');

    // Both tables in Russian: the DataTable and the chart's data table for screen readers.
    sameRows(
      'The DataTable',
      await tableRows(page.getByRole('table', { name: 'Ваши воркеры' })),
      expectedRows.ru,
    );
    const chartTable = (/** @type {string} */ caption) => page.getByRole('table', { name: caption });
    sameRows(
      "The chart's data table",
      await tableRows(chartTable('Хешрейт по воркерам: данные')),
      expectedRows.ru,
    );
    seen.push("the @lode/ui DataTable and the @lode/charts chart's accessible table read in Russian");

    // The language switch: English at `/`, the chart's table too.
    await page.getByRole('button', { name: 'English' }).click();
    await heading.filter({ hasText: 'Your workers' }).waitFor();
    if (new URL(page.url()).pathname !== '/') throw new Error(`English should be at /, not ${page.url()}`);
    sameRows(
      "The chart's data table",
      await tableRows(chartTable('Hashrate by worker: data')),
      expectedRows.en,
    );
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== 'en') throw new Error(`<html lang> is "${lang}" after switching to English`);
    seen.push("switching to English moves to / and re-renders the chart's table with English numbers");

    // The theme switch: the radio changes data-theme, and the packed CSS paints the primary Button for it.
    const signOut = page.getByRole('button', { name: 'Sign out' });
    /** @type {Record<string, string>} */
    const colours = {};
    for (const [theme, name] of /** @type {const} */ ([
      ['dark', 'Dark'],
      ['light', 'Light'],
    ])) {
      await page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name }).check();
      await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
      colours[theme] = await signOut.evaluate((el) => getComputedStyle(el).backgroundColor);
    }
    if (colours.dark !== primary.dark || colours.light !== primary.light) {
      throw new Error(
        `The primary Button should be ${primary.light} in light and ${primary.dark} in dark, ` +
          `it is ${colours.light} and ${colours.dark}`,
      );
    }
    seen.push(`the ThemeSwitcher turns dark (${colours.dark}) and light (${colours.light}) again`);

    // A phone: nothing wider than the screen, and the shell's navigation is a drawer (a Radix dialog) that Escape
    // closes.
    // The chart takes its new width from a ResizeObserver report, a task after the resize: wait for it.
    await page.setViewportSize({ width: 390, height: 844 });
    const fits = await page
      .waitForFunction(() => document.documentElement.scrollWidth <= 390, null, { timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    if (!fits) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      throw new Error(`At 390 px the page is ${overflow} px wide`);
    }
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Pages' });
    await drawer.getByRole('link', { name: 'Workers' }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 720 });
    seen.push("at 390 px the page fits and the AppShell's navigation drawer opens and closes on Escape");

    // The session: held by the engine's service worker (no refresh token for page scripts), kept across a reload.
    const held = await page.evaluate(() => ({
      worker: navigator.serviceWorker.controller?.scriptURL ?? null,
      stored: [sessionStorage, localStorage].flatMap((s) => Object.values(s)).join(' '),
    }));
    if (
      !held.worker?.endsWith('/OidcServiceWorker.js') ||
      /refresh_?token"\s*:\s*"(?!REFRESH_TOKEN_SECURED)/i.test(held.stored)
    ) {
      throw new Error(`The tokens are not kept in the service worker: ${JSON.stringify(held)}`);
    }
    await page.reload();
    await page.getByText('Signed in as Demo Miner').waitFor({ timeout: 20_000 });
    seen.push('the token worker holds the session, and a reload keeps it');

    if (offMachine.length) {
      throw new Error(`The example asked for addresses off this machine: ${offMachine.join(', ')}`);
    }
    return seen;
  } catch (error) {
    console.error(`The page's console:\n${consoleLines.join('\n')}`);
    throw error;
  } finally {
    await browser.close();
  }
}
