import type { Locator } from '@playwright/test';
import { appReady, catalogs, signIn } from './support/app';
import { animationsFinished } from './support/axe';
import { expect, test } from './support/fixtures';

// The frames around the pages, as a user sees them at desktop and phone widths: nothing cut, split or hidden.

/** How many lines the text of `link` takes on screen. */
function lineCount(link: Locator): Promise<number> {
  return link.evaluate((element) => {
    const range = element.ownerDocument.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

test('the cabinet’s language switcher shows each language’s name on one line, 中文 included', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, '/dashboard', 'demo');
  const nav = page.getByRole('navigation', { name: catalogs.en['cabinet.nav'] });
  const languages = nav.getByRole('navigation', { name: catalogs.en['language.label'] });
  for (const name of ['English', 'Русский', '中文']) {
    const link = languages.getByRole('link', { name });
    await expect(link).toBeVisible();
    expect({ name, lines: await lineCount(link) }).toEqual({ name, lines: 1 });
  }
});

for (const [locale, prefix] of [
  ['en', ''],
  ['ru', '/ru'],
  ['cn', '/cn'],
] as const) {
  test(`on a 390 px phone every link of the public header's menu is on screen, whole (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/`);
    await appReady(page);
    // On a phone the links are in the header's menu: home and the six public pages.
    await page
      .getByRole('banner')
      .getByRole('button', { name: catalogs[locale]['header.menu'], exact: true })
      .click();
    const sheet = page.getByRole('dialog', { name: catalogs[locale]['header.menu'] });
    const nav = sheet.getByRole('navigation', { name: catalogs[locale]['nav.label'] });
    // The page links, not the language links further down the sheet.
    const links = nav.locator(':scope > a');
    await expect(links).toHaveCount(7);
    // Measured where the sheet comes to rest, not while it slides in.
    await animationsFinished(page);
    for (const link of await links.all()) {
      const name = await link.textContent();
      // Whole, inside the screen: not cut at the edge, not waiting in a strip that scrolls sideways.
      const inside = await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { left: box.left >= 0, right: box.right <= window.innerWidth };
      });
      expect({ name, ...inside }).toEqual({ name, left: true, right: true });
      expect({ name, lines: await lineCount(link) }).toEqual({ name, lines: 1 });
    }
    expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
}
