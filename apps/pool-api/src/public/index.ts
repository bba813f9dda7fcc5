import { enqueueMail, mailKey } from '../mail/outbox';
import type { ServicesOf } from '../services';
import { ApiError } from '../http/errors';
import { pickInterval } from '../http/history';
import { newRouter, page } from '../http/router';
import { contactSender, storeContactMessage } from './contact';
import { calculate } from './calculator';
import { publishedNews } from '../admin/newsStore';
import * as routes from './routes';
import { siteRouter } from './site';

/** The public tag's router: pool figures, blocks, top miners, calculator, news, the contact form. */
export function publicRouter(services: ServicesOf) {
  const app = newRouter();
  const seconds = () => services().now() / 1000;

  app.openapi(routes.listCoins, async (c) => {
    const items = await services().source.coins(seconds());
    return c.json({ items, total: items.length }, 200);
  });
  app.openapi(routes.getCoin, async (c) => {
    const { coin } = c.req.valid('param');
    const card = (await services().source.coins(seconds())).find((item) => item.id === coin);
    if (!card) throw new ApiError(404, 'not_found', `This pool does not mine ${coin}`);
    return c.json(card, 200);
  });
  app.openapi(routes.getCoinHistory, async (c) => {
    const { coin } = c.req.valid('param');
    const q = c.req.valid('query');
    const history = await services().source.coinHistory(
      coin,
      q.range,
      pickInterval(q.range, q.interval),
      q.tz,
      seconds(),
    );
    if (!history) throw new ApiError(404, 'not_found', `This pool does not mine ${coin}`);
    return c.json(history, 200);
  });
  app.openapi(routes.listBlocks, async (c) => {
    const q = c.req.valid('query');
    return c.json(
      await services().source.blocks({ coin: q.coin, status: q.status }, seconds(), page(q)),
      200,
    );
  });
  app.openapi(routes.listTopMiners, async (c) => {
    const q = c.req.valid('query');
    return c.json(await services().source.topMiners(q.algorithm, seconds(), page(q)), 200);
  });
  app.openapi(routes.calculate, async (c) => {
    const q = c.req.valid('query');
    return c.json(calculate(q, await services().source.market(q.algorithm, seconds())), 200);
  });
  app.openapi(routes.listNews, async (c) => {
    const q = c.req.valid('query');
    const s = services();
    const all = await publishedNews(s.db, q.locale, s.now());
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

  app.route('/', siteRouter(services));

  return app;
}
