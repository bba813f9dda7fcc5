import type { Locator } from '@playwright/test';
import { catalogs, signIn } from './support/app';
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
