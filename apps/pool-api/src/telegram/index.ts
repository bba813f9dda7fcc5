import { forbiddenSubaccount } from '../http/guard';
import { ApiError } from '../http/errors';
import { newRouter, who } from '../http/router';
import type { ServicesOf } from '../services';
import { botTexts } from './messages';
import * as routes from './routes';
import { createLinkCode, listLinks, ownerLocale, removeLink } from './store';

export { TelegramBot, type TelegramOptions } from './bot';
export { telegramChannel } from './channel';
export { statusLines } from './status';

/** The Telegram operations (tag `settings`): the user's links, a deep link to make one, unlinking. */
export function telegramRouter(services: ServicesOf) {
  const app = newRouter();

  app.openapi(routes.getTelegram, async (c) => {
    const s = services();
    if (!s.telegram) return c.json({ available: false, bot: null, links: [] }, 200);
    const bot = await s.telegram.username().catch(() => null);
    return c.json({ available: true, bot, links: await listLinks(s.db, who(c).sub) }, 200);
  });
  app.openapi(routes.createTelegramLink, async (c) => {
    const s = services();
    // The chat would get the alerts of every sub-account, also those such a key may not see.
    if (who(c).subaccounts) throw forbiddenSubaccount();
    const bot = await s.telegram?.username().catch(() => null);
    if (!bot) throw new ApiError(503, 'telegram_unavailable', 'Telegram alerts are not available now');
    const { code, expiresAt } = await createLinkCode(s.db, who(c).sub, s.realNow());
    return c.json(
      { url: `https://t.me/${bot}?start=${code}`, expiresAt: new Date(expiresAt).toISOString() },
      201,
    );
  });
  app.openapi(routes.deleteTelegramLink, async (c) => {
    const s = services();
    const owner = who(c).sub;
    const removed = await removeLink(s.db, owner, c.req.valid('param').linkId);
    if (!removed) throw new ApiError(404, 'not_found', 'No such Telegram link on this account');
    // The chat hears why its alerts stopped; a bot Telegram cannot reach now changes nothing here.
    if (removed.status === 'active' && s.telegram) {
      const text = botTexts[await ownerLocale(s.db, owner)].unlinkedInSettings;
      void s.telegram.send(removed.chat_id, text).catch(() => undefined);
    }
    return c.body(null, 204);
  });

  return app;
}
