import { describe, expect, it } from 'vitest';
import type { TestBotApi } from '../../testing/botApi';
import type { Call, ContractStack } from '../harness';

/**
 * The Telegram operations (the bot's behaviour: src/telegram/telegram.test.ts): the settings, a deep link, the
 * local Bot API's user pressing Start with its code, and unlinking from Settings.
 */
export async function exerciseTelegramOperations(call: Call, botApi: TestBotApi) {
  expect((await call('/settings/telegram')).body).toEqual({
    available: true,
    bot: botApi.username,
    links: [],
  });
  const made = await call('/settings/telegram/link', { method: 'POST' });
  expect(made.status).toBe(201);
  const code = new URL(made.body.url as string).searchParams.get('start') as string;
  const user = { id: 9100, firstName: 'Contract' };
  const since = botApi.sent.length;
  await botApi.say(user, `/start ${code}`);
  await botApi.nextMessage(user.id, { since });
  const { links } = (await call('/settings/telegram')).body as { links: { id: string; status: string }[] };
  expect(links.map((l) => l.status)).toEqual(['active']);
  expect((await call(`/settings/telegram/links/${links[0]?.id}`, { method: 'DELETE' })).status).toBe(204);
  expect((await call('/settings/telegram')).body.links).toEqual([]);
}

/** The Telegram operations on the simulator's stack, as `demo`. */
export function telegramCases(stack: ContractStack & { botApi: TestBotApi }) {
  describe('telegram', () => {
    it('shows the bot, makes a deep link that links a chat, and unlinks it', async () => {
      await exerciseTelegramOperations(
        (path, init) => stack.call(path, { token: stack.demo, ...init }),
        stack.botApi,
      );
    });
  });
}
