import type { BrowserContext, Page } from '@playwright/test';
import { appUrl, pageSettled } from './app';
import { expect } from './fixtures';
import { registerFromHome } from './provider';
import { needsSecondFactor, steppedUpToken, tokenUser } from './secondFactor';
import { accessToken, watchTokens } from './tokens';

// What the live cabinet's tests drive and read: a miner of their own, the pool API's test controls (its clock, a
// worker's mode, the minute's run), the page's layout shifts and the header's bell.

/** The API of this worker's stack. */
const api = (path: string) => `${appUrl()}/api/v1${path}`;

/** Registers a new miner on the provider's page; the app lands on the dashboard signed in. */
export function registerMiner(page: Page): Promise<string> {
  watchTokens(page);
  return registerFromHome(page, 'live', 'Live');
}

/**
 * Calls the pool API as the signed-in user of `page`. A call the API answers with its challenge for a second factor
 * (creating a watcher link, say) is made once more with a token of the same user that carries a fresh one
 * (support/secondFactor.ts), as the set-up of a test that is about something else.
 */
export async function asMiner<T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const call = (token: string) =>
    fetch(api(path), {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const token = await accessToken(page);
  let response = await call(token);
  if (needsSecondFactor(response.status, response.headers.get('www-authenticate')))
    response = await call(await steppedUpToken(tokenUser(token)));
  expect(response.ok, `${init.method ?? 'GET'} ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** A test control of the pool API (answers 204). */
export async function control(path: string, body?: unknown): Promise<void> {
  const response = await fetch(api(`/__lode/${path}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  expect(response.status, path).toBe(204);
}

/** Pauses, resumes or moves the pool's clock (a test control); answers pool time, epoch ms. */
export async function poolClock(body: {
  paused?: boolean;
  advanceMs?: number;
  toNextMinute?: true;
}): Promise<number> {
  const response = await fetch(api('/__lode/clock'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, 'clock').toBe(200);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** Moves the pool's clock to the next whole minute and runs that minute in the API; answers pool time. */
export async function runNextMinute(): Promise<number> {
  const now = await poolClock({ toNextMinute: true });
  await control('tick');
  return now;
}

/**
 * Pauses the pool's clock at the start of a minute the API has run, so that what the test arranges comes with the
 * next minute it runs and with no other; answers that minute's start (epoch ms).
 */
export async function freshMinute(): Promise<number> {
  await poolClock({ paused: true });
  return runNextMinute();
}

/**
 * Sets the miner up so the next minute brings news: a worker gone for days mines again from `minute` (the simulator
 * writes that minute when the next one is run), and every worker rejecting over 0.1 % of its work raises an alert at
 * the next evaluation. Answers the worker.
 */
export async function arrangeNews(page: Page, minute: number): Promise<{ id: string; name: string }> {
  const settings = await asMiner<Record<string, unknown>>(page, '/settings/notifications');
  await asMiner(page, '/settings/notifications', {
    method: 'PUT',
    body: { ...settings, rejectRate: { enabled: true, abovePercent: 0.1 } },
  });
  const workers = await asMiner<{ items: { id: string; name: string; status: string }[] }>(
    page,
    '/account/workers?algorithm=Scrypt',
  );
  // Gone for days, so its return changes no offline count: the dashboard's offline warning stays as it is.
  const gone = workers.items.find((w) => w.status === 'inactive');
  if (!gone) throw new Error('the simulated account has no inactive worker');
  await control(`workers/${gone.id}`, { mode: 'recover', at: new Date(minute).toISOString() });
  return gone;
}

/** Collects the page's layout shifts from its start (a PerformanceObserver), not counting those after input. */
export async function watchLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const state = { total: 0 };
    (window as unknown as { __lodeShift: typeof state }).__lodeShift = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift the page has collected so far, after two frames (so the last render's shift is counted). */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { __lodeShift: { total: number } }).__lodeShift.total),
          ),
        ),
      ),
  );

/** The header's notification bell. */
export const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** The bell's unread count, once the history has loaded. */
export async function unreadCount(page: Page): Promise<number> {
  await expect(bell(page)).toHaveAttribute('data-unread', /^\d+$/);
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

/** A page of the cabinet, settled, with its live stream open. */
export async function openLive(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname !== path) await page.goto(path);
  await pageSettled(page);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'open');
}
