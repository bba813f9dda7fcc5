import { locales } from '@lode/i18n/paths';
import { asksForScript } from '../domain/markdown';
import { ApiError, FieldErrors } from '../http/errors';
import { newRouter, who } from '../http/router';
import type { ServicesOf } from '../services';
import { recordAudit } from './audit';
import { requireStaff } from './guard';
import * as routes from './newsRoutes';
import {
  completeTexts,
  deleteNewsItem,
  findNewsItem,
  insertNewsItem,
  listNewsItems,
  type NewsItem,
  type NewsTexts,
  updateNewsItem,
} from './newsStore';

// The console's news: each change and its audit entry in one transaction; times on the pool clock, so the test
// controls can move a scheduled item past its time.

const notFound = (id: string) => new ApiError(404, 'not_found', `No news item ${id}`);
const target = (id: string) => `news/${id}`;

/**
 * The English title and body are required, and no body may ask for script (a raw `<script>`, an event handler, a
 * `javascript:` link); the shape and the limits were checked by the schema.
 */
function checkedTexts(texts: Parameters<typeof completeTexts>[0]): NewsTexts {
  const full = completeTexts(texts);
  const missing = (['title', 'body'] as const)
    .filter((name) => full.en[name].trim() === '')
    .map((name) => ({ field: `texts.en.${name}`, message: 'Required in English' }));
  const scripts = locales
    .filter((locale) => asksForScript(full[locale].body))
    .map((locale) => ({
      field: `texts.${locale}.body`,
      message:
        'Remove the script: HTML script elements, event handlers and javascript: links are not allowed',
    }));
  if (missing.length || scripts.length) throw new FieldErrors([...missing, ...scripts]);
  return full;
}

/** The `admin` operations on news. */
export function newsRouter(services: ServicesOf) {
  const app = newRouter();

  app.openapi(routes.listNews, async (c) => {
    requireStaff(who(c), ['admin']);
    const s = services();
    return c.json({ items: await listNewsItems(s.db, s.now()) }, 200);
  });

  app.openapi(routes.createNews, async (c) => {
    const actor = who(c);
    requireStaff(actor, ['admin']);
    const body = c.req.valid('json');
    const texts = checkedTexts(body.texts);
    const s = services();
    const now = s.now();
    const item = await s.db.transaction(async (tx) => {
      const created = await insertNewsItem(
        tx,
        texts,
        body.publishAt ? Date.parse(body.publishAt) : null,
        now,
      );
      await recordAudit(tx, {
        actor,
        action: 'news.create',
        target: target(created.id),
        before: null,
        after: created,
        at: now,
      });
      return created;
    });
    return c.json(item, 201);
  });

  app.openapi(routes.updateNews, async (c) => {
    const actor = who(c);
    requireStaff(actor, ['admin']);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const texts = checkedTexts(body.texts);
    const publishAt =
      body.publishAt === undefined ? undefined : body.publishAt === null ? null : Date.parse(body.publishAt);
    const item = await change(actor, id, 'news.update', { texts, publishAt });
    return c.json(item, 200);
  });

  app.openapi(routes.publishNews, async (c) => {
    const actor = who(c);
    requireStaff(actor, ['admin']);
    const { id } = c.req.valid('param');
    const at = (c.req.valid('json') as { at?: string } | undefined)?.at;
    const item = await change(actor, id, 'news.publish', {
      publishAt: at === undefined ? services().now() : Date.parse(at),
    });
    return c.json(item, 200);
  });

  app.openapi(routes.unpublishNews, async (c) => {
    const actor = who(c);
    requireStaff(actor, ['admin']);
    const { id } = c.req.valid('param');
    return c.json(await change(actor, id, 'news.unpublish', { publishAt: null }), 200);
  });

  app.openapi(routes.deleteNews, async (c) => {
    const actor = who(c);
    requireStaff(actor, ['admin']);
    const { id } = c.req.valid('param');
    const s = services();
    const now = s.now();
    await s.db.transaction(async (tx) => {
      const before = await findNewsItem(tx, id, now, { forUpdate: true });
      if (!before) throw notFound(id);
      await deleteNewsItem(tx, id);
      await recordAudit(tx, {
        actor,
        action: 'news.delete',
        target: target(id),
        before,
        after: null,
        at: now,
      });
    });
    return c.body(null, 204);
  });

  /** Applies one change to an existing item with its audit entry; 404 when there is no such item. */
  async function change(
    actor: ReturnType<typeof who>,
    id: string,
    action: 'news.update' | 'news.publish' | 'news.unpublish',
    update: { texts?: NewsTexts; publishAt?: number | null },
  ): Promise<NewsItem> {
    const s = services();
    const now = s.now();
    return s.db.transaction(async (tx) => {
      const before = await findNewsItem(tx, id, now, { forUpdate: true });
      if (!before) throw notFound(id);
      const after = (await updateNewsItem(tx, id, update, now)) as NewsItem;
      await recordAudit(tx, { actor, action, target: target(id), before, after, at: now });
      return after;
    });
  }

  return app;
}
