import { type Context, Hono } from 'hono';
import type { Database } from '../db/database';
import { getNotifications, putNotifications } from '../settings/queries';
import type { MailCatcher } from './catcher';
import { renderUnsubscribePage } from './messages';
import { readUnsubscribeToken } from './unsubscribe';

/**
 * The mail routes outside the OpenAPI document: the one-click unsubscribe page (RFC 8058) and, only while the
 * embedded catcher runs, the list of what it caught.
 */
export function mailRouter(parts: { db: Database; secret: string; catcher: MailCatcher | null }) {
  const { db, secret, catcher } = parts;
  const app = new Hono();

  // No sign-in: the signed token names the account and the rule. GET only shows a confirmation (link scanners open
  // links); POST, from the page or a mail client's button, turns the rule off.
  const unsubscribe = async (c: Context, apply: boolean) => {
    const token = c.req.query('token') ?? '';
    const target = readUnsubscribeToken(secret, token);
    if (!target) return c.html(renderUnsubscribePage('en', 'invalid', 'all', token), 400);
    const settings = await getNotifications(db, target.sub);
    const locale = settings.locale ?? 'en';
    if (!apply) return c.html(renderUnsubscribePage(locale, 'confirm', target.target, token), 200);
    const updated =
      target.target === 'all'
        ? { ...settings, email: false }
        : { ...settings, [target.target]: { ...settings[target.target], enabled: false } };
    if ((await db.query('SELECT 1 FROM accounts WHERE sub = $1', [target.sub])).length)
      await putNotifications(db, target.sub, updated);
    return c.html(renderUnsubscribePage(locale, 'done', target.target, token), 200);
  };
  app.get('/mail/unsubscribe', (c) => unsubscribe(c, false));
  app.post('/mail/unsubscribe', (c) => unsubscribe(c, true));

  // What the embedded catcher received, newest first: only while it runs (no LODE_SMTP_URL).
  if (catcher)
    app.get('/dev/mail', (c) => {
      const items = catcher.messages();
      return c.json({ items, total: items.length }, 200);
    });

  return app;
}
