import { coins } from '../domain/coins';
import { enqueueMail, mailKey } from '../mail/outbox';
import type { ServicesOf } from '../services';
import { ApiError } from '../http/errors';
import { pickInterval } from '../http/history';
import { newRouter, page } from '../http/router';
import { contactSender, storeContactMessage } from './contact';
import { calculate, coinCard, coinHistory, listBlocks, listTopMiners } from './figures';
import { newsIn } from './news';
import * as routes from './routes';

/** The public tag's router: pool figures, blocks, top miners, calculator, news, the contact form. */
export function publicRouter(services: ServicesOf) {
  const app = newRouter();
  const seconds = () => services().now() / 1000;

  app.openapi(routes.listCoins, (c) => {
    const items = Object.values(coins).map((coin) => coinCard(coin, seconds()));
    return c.json({ items, total: items.length }, 200);
  });
  app.openapi(routes.getCoin, (c) => c.json(coinCard(coins[c.req.valid('param').coin], seconds()), 200));
  app.openapi(routes.getCoinHistory, (c) => {
    const { coin } = c.req.valid('param');
    const q = c.req.valid('query');
    return c.json(coinHistory(coin, q.range, pickInterval(q.range, q.interval), q.tz, seconds()), 200);
  });
  app.openapi(routes.listBlocks, (c) => {
    const q = c.req.valid('query');
    return c.json(listBlocks({ coin: q.coin, status: q.status }, seconds(), page(q)), 200);
  });
  app.openapi(routes.listTopMiners, (c) => {
    const q = c.req.valid('query');
    return c.json(listTopMiners(q.algorithm, seconds(), page(q)), 200);
  });
  app.openapi(routes.calculate, (c) => c.json(calculate(c.req.valid('query'), seconds()), 200));
  app.openapi(routes.listNews, (c) => {
    const q = c.req.valid('query');
    const all = newsIn(q.locale);
    const { offset, limit } = page(q);
    return c.json({ items: all.slice(offset, offset + limit), total: all.length }, 200);
  });
  app.openapi(routes.createContactMessage, async (c) => {
    const body = c.req.valid('json');
    const s = services();
    const wait = s.contactLimiter.hit(contactSender(c.req.raw.headers, body.email));
    if (wait !== null)
      throw new ApiError(429, 'rate_limited', `Too many messages; retry in ${wait} s`, undefined, {
        'Retry-After': String(wait),
      });
    // Stored and both mails queued together: a message is never kept without its mails, or mailed but lost.
    const stored = await s.db.transaction(async (tx) => {
      const message = await storeContactMessage(tx, body, s.now());
      const at = Math.floor(s.now() / 1000);
      const payload = { ...body, id: message.id, receivedAt: message.receivedAt };
      await enqueueMail(
        tx,
        {
          key: mailKey(`contact:${message.id}`, s.mailer.supportAddress),
          kind: 'contactSupport',
          recipient: s.mailer.supportAddress,
          locale: 'en',
          payload,
        },
        at,
      );
      await enqueueMail(
        tx,
        {
          key: mailKey(`contact:${message.id}:confirmation`, body.email),
          kind: 'contactConfirmation',
          recipient: body.email,
          locale: body.locale,
          payload: { id: message.id, name: body.name },
        },
        at,
      );
      return message;
    });
    s.deliverSoon();
    return c.json(stored, 201);
  });

  return app;
}
