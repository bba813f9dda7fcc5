import type { Page } from '@playwright/test';
import { appReady, catalogs, htmlLang } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll, phoneScreen } from './support/phone';

// The news page (/news) on the e2e stack: the posts shown are the API's answer in the page's language, newest first,
// three a page with the page in the address; every post is an anchor, and a deep link (even to a post on another
// page) scrolls to it and focuses it.

type Locale = keyof typeof catalogs;

interface ApiPost {
  id: string;
  date: string;
  locale: string;
  title: string;
  summary: string;
  body: string;
}

const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);
const pageSize = 3;

/** Every post of a language as the API lists them (one call, not through the page). */
async function allPosts(page: Page, locale: Locale): Promise<ApiPost[]> {
  const response = await page.request.get(`/api/v1/news?locale=${locale}&pageSize=200`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: ApiPost[] }).items;
}

/** Opens a news address and returns the page of posts the API answered the page with. */
async function openNews(page: Page, path: string): Promise<{ items: ApiPost[]; total: number }> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/api/v1/news') && r.ok());
  await page.goto(path);
  const body = (await (await answer).json()) as { items: ApiPost[]; total: number };
  await appReady(page);
  return body;
}

const dateIn = (tag: string, day: string) =>
  new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`));

// One context for the three languages (the page is the same, its posts and words differ), on a small phone's screen,
// where the Chinese page is also checked for what a phone needs (which posts show does not depend on the width).
test(`/news shows the API's posts in each language, newest first, three a page, at ${phoneScreen.width} px`, async ({
  page,
}) => {
  await page.setViewportSize(phoneScreen);
  for (const locale of ['en', 'ru', 'cn'] as const) {
    const path = `${prefix(locale)}/news`;
    await test.step(`${path} (${locale})`, async () => {
      const answer = await openNews(page, path);
      const all = await allPosts(page, locale);
      expect(answer.items.map((p) => p.id)).toEqual(all.slice(0, pageSize).map((p) => p.id));
      expect(answer.items.every((p) => p.locale === locale)).toBe(true);
      const dates = all.map((p) => p.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      const posts = page.getByRole('main').locator('article[id]');
      await expect(posts.locator('h2')).toHaveText(answer.items.map((p) => p.title));
      for (const post of answer.items) {
        const article = page.locator(`article[id="${post.id}"]`);
        await expect(article.locator('time')).toHaveText(dateIn(htmlLang[locale], post.date));
        await expect(article.locator('time')).toHaveAttribute('datetime', post.date);
        await expect(article).toContainText(post.summary);
        await expect(article).toContainText(post.body);
      }
      const t = catalogs[locale];
      const pages = Math.ceil(all.length / pageSize);
      await expect(page.getByRole('navigation', { name: t['news.pages'] })).toContainText(
        (t['news.pageOf'] ?? '').replace('{page}', '1').replace('{count}', String(pages)),
      );
      if (locale === 'cn')
        await test.step(`usable at ${phoneScreen.width} px: nothing wider than the screen`, async () => {
          await expect(page.getByRole('main').locator('article[id]').first()).toBeVisible();
          await expectNoSidewaysScroll(page, path);
        });
    });
  }
});

test('/news keeps the page in the address: older posts, a reload, and back to the newest', async ({
  page,
}) => {
  await openNews(page, '/news');
  const all = await allPosts(page, 'en');
  expect(all.length).toBeGreaterThan(pageSize);
  const pager = page.getByRole('navigation', { name: 'News pages' });
  await pager.getByRole('link', { name: 'Older posts →' }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  const second = all.slice(pageSize, 2 * pageSize).map((p) => p.title);
  await expect(page.getByRole('main').locator('article[id] h2')).toHaveText(second);
  await page.reload();
  await appReady(page);
  await expect(page.getByRole('main').locator('article[id] h2')).toHaveText(second);
  await expect(pager).toContainText('Page 2 of');
  await pager.getByRole('link', { name: '← Newer posts' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('main').locator('article[id] h2')).toHaveText(
    all.slice(0, pageSize).map((p) => p.title),
  );
});

test('/news permalinks: a post’s link is its anchor, and opening it scrolls to the post and focuses it', async ({
  page,
}) => {
  await openNews(page, '/news');
  const all = await allPosts(page, 'en');
  const second = all[1];
  if (!second) throw new Error('the API has fewer than two posts');
  await page.getByRole('link', { name: `#${second.id}: link to “${second.title}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/news#${second.id}$`));
  await page.reload();
  await appReady(page);
  const post = page.locator(`article[id="${second.id}"]`);
  await expect(post).toBeFocused();
  await expect(post).toBeInViewport();
});

test('/ru/news#<post on page 2> opens page 2 with that post in view and focused', async ({ page }) => {
  const all = await allPosts(page, 'ru');
  const later = all[pageSize];
  if (!later) throw new Error('the API has no second page of posts');
  await page.goto(`/ru/news#${later.id}`);
  await appReady(page);
  await expect(page).toHaveURL(new RegExp(`/ru/news\\?page=2#${later.id}$`));
  const post = page.locator(`article[id="${later.id}"]`);
  await expect(post.locator('h2')).toHaveText(later.title);
  await expect(post).toBeFocused();
  await expect(post).toBeInViewport();
});

test('/news has no axe violations in either theme', async ({ page }) => {
  await openNews(page, '/news?page=2');
  await expect(page.getByRole('main').locator('article[id]').first()).toBeVisible();
  await inEachTheme(page, (theme, rules) =>
    expectNoAxeViolations(page, `/news?page=2 in the ${theme} theme`, rules),
  );
});
