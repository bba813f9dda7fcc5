import type { Page } from '@playwright/test';
import { startBotApi, type TestBotApi } from '../apps/pool-api/src/testing/botApi';
import { signIn } from './support/app';
import { apiAs } from './support/settingsPages';
import { expect, test as base } from './support/fixtures';
import { asMiner, control, freshMinute, poolClock, runNextMinute } from './support/live';
import { expectNoSidewaysScroll } from './support/phone';

// Telegram as a miner links it in Settings, against the tests' local stand-in for the Bot API (Telegram cannot be
// reached here): the stack's bot long-polls it, the stand-in plays the user who opens the deep link and presses
// Start, then asks /status; a worker that stops on the pool's test clock sends its alert to the chat.
//
// This file's stack has a bot token, so its tests get workers (and demo) of their own: what they change touches no
// other file. Each test puts back what it changed: the chat is unlinked, the worker mines again, the clock runs.

const test = base.extend<object, { botApi: TestBotApi }>({
  botApi: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none here
    async ({}, provide) => {
      const api = await startBotApi({ username: 'lode_e2e_bot' });
      await provide(api);
      await api.close();
    },
    { scope: 'worker' },
  ],
  poolApiEnv: [
    async ({ botApi }, provide) => {
      await provide({ LODE_TELEGRAM_BOT_TOKEN: botApi.token, LODE_TELEGRAM_API_ROOT: botApi.url });
    },
    { scope: 'worker' },
  ],
});

const section = (page: Page) => page.getByRole('region', { name: 'Telegram' });
const user = { id: 424242, firstName: 'Ada', username: 'ada_miner', languageCode: 'en' };

interface Settings {
  workerOffline: { enabled: boolean; afterMinutes: number; channels: Record<string, boolean> };
}

/** What the bot sent to the user's chat after the first `since` messages. */
const messagesTo = (api: TestBotApi, since: number) =>
  api.sent
    .slice(since)
    .filter((m) => m.chatId === String(user.id))
    .map((m) => m.text);

test.afterEach(async () => {
  await poolClock({ paused: false });
});

test('link Telegram through the deep link, get a worker’s offline alert in the chat, and ask /status', async ({
  page,
  botApi,
}) => {
  await signIn(page, '/settings', 'demo');
  const settingsBefore = await asMiner<Settings>(page, '/settings/notifications');
  let stopped: string | null = null;
  try {
    await test.step('Link Telegram: the deep link, then the chat once the user pressed Start', async () => {
      await section(page).getByRole('button', { name: 'Link Telegram' }).click();
      const open = section(page).getByRole('link', { name: 'Open Telegram' });
      const href = (await open.getAttribute('href')) ?? '';
      const code = new RegExp(`^https://t\\.me/${botApi.username}\\?start=([A-Za-z0-9_-]+)$`).exec(href)?.[1];
      expect(code, href).toBeTruthy();
      await expect(section(page).getByTestId('telegram-pending')).toContainText('It works once, until');
      const since = botApi.sent.length;
      await botApi.say(user, `/start ${code}`);
      expect((await botApi.nextMessage(user.id, { since })).text).toContain('This chat is linked');
      await expect(section(page).getByTestId('telegram-outcome')).toHaveText(
        'Linked: alerts now go to @ada_miner too.',
      );
      await expect(section(page).getByRole('listitem').filter({ hasText: '@ada_miner' })).toBeVisible();
    });

    await test.step('with a chat linked the section fits a 390 px phone', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSidewaysScroll(page, '/settings with a linked Telegram chat at 390 px');
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    await test.step('a worker stops: the offline alert arrives in the chat', async () => {
      const offline = page
        .getByRole('region', { name: 'Notifications' })
        .getByRole('group', { name: 'A worker goes offline' });
      await offline.getByRole('switch', { name: 'Notify me' }).check();
      await offline.getByRole('spinbutton', { name: 'Offline for at least' }).fill('5');
      await offline.getByRole('group', { name: 'Send by' }).getByRole('switch', { name: 'Telegram' }).check();
      await page.getByRole('button', { name: 'Save notifications' }).click();
      await expect(page.getByTestId('notifications-outcome')).toHaveText('Notification settings saved.');

      const minute = await freshMinute();
      const workers = await asMiner<{ items: { id: string; name: string; status: string }[] }>(
        page,
        '/account/workers?algorithm=Scrypt',
      );
      const worker = workers.items.find((w) => w.status === 'online');
      if (!worker) throw new Error('demo has no online Scrypt worker');
      stopped = worker.id;
      await control(`workers/${worker.id}`, { mode: 'stop', at: new Date(minute + 60_000).toISOString() });
      const since = botApi.sent.length;
      await poolClock({ advanceMs: 20 * 60_000 });
      await runNextMinute();
      // The account's other offline workers may alert too: the chat gets this worker's alert among them.
      await expect
        .poll(() => messagesTo(botApi, since).some((text) => text.includes(worker.name)), {
          message: `an alert about ${worker.name} in the chat`,
        })
        .toBe(true);
    });

    await test.step('/status answers with the account’s hashrate and workers', async () => {
      const since = botApi.sent.length;
      await botApi.say(user, '/status');
      const status = await botApi.nextMessage(user.id, { since });
      expect(status.text).toContain('Lode account demo');
      expect(status.text).toMatch(/workers online \d+, offline \d+/);
    });

    await test.step('Unlink: the chat is gone from the list', async () => {
      await section(page).getByRole('button', { name: 'Unlink @ada_miner' }).click();
      await expect(section(page).getByRole('listitem')).toHaveCount(0);
    });
  } finally {
    const { links } = await asMiner<{ links: { id: string }[] }>(page, '/settings/telegram');
    for (const l of links) await apiAs(page, `/settings/telegram/links/${l.id}`, { method: 'DELETE' });
    await asMiner(page, '/settings/notifications', { method: 'PUT', body: settingsBefore });
    if (stopped)
      await control(`workers/${stopped}`, {
        mode: 'recover',
        at: new Date(await poolClock({})).toISOString(),
      });
  }
});
