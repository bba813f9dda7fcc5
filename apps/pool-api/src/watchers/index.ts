import { ApiError } from '../http/errors';
import { newRouter, subaccountKey, who } from '../http/router';
import { requireStepUp } from '../http/stepUp';
import type { ServicesOf } from '../services';
import { iso } from '../domain/time';
import * as routes from './routes';
import {
  countWatcherView,
  createWatcherLink,
  findWatcherLinkById,
  listWatcherLinks,
  revokeWatcherLink,
  watcherView,
} from './store';

/**
 * Watcher links: the owner's list, new links and revocation (settings tag, bound to a sub-account like the other
 * settings), and what a view reads about its own link (account tag). A revocation is an event on the sub-account's
 * live stream: every replica ends the streams read through that link at once.
 */
export function watcherRouter(services: ServicesOf) {
  const app = newRouter();
  const seconds = () => Math.floor(services().realNow() / 1000);

  app.openapi(routes.listWatcherLinks, async (c) => {
    const links = await listWatcherLinks(services().db, subaccountKey(c));
    const now = seconds();
    return c.json({ items: links.map((l) => watcherView(l, now)), total: links.length }, 200);
  });
  app.openapi(routes.createWatcherLink, async (c) => {
    const s = services();
    // A link shows the sub-account's data to whoever holds it: a fresh second factor first.
    await requireStepUp(s.db, s.stepUp, who(c), s.realNow());
    const now = seconds();
    const { link, secret } = await createWatcherLink(
      services().db,
      subaccountKey(c),
      c.req.valid('json'),
      now,
    );
    return c.json({ ...watcherView(link, now), secret, path: `/watch/${secret}` }, 201);
  });
  app.openapi(routes.revokeWatcherLink, async (c) => {
    const s = services();
    const sub = subaccountKey(c);
    const now = seconds();
    let announce: (() => void) | undefined;
    const revoked = await s.db.transaction(async (tx) => {
      const link = await revokeWatcherLink(tx, sub, c.req.valid('param').id, now);
      if (link)
        announce = await s.stream.record(tx, sub, [
          { type: 'watcher', data: { id: link.id, revokedAt: iso(link.revokedAt ?? now) } },
        ]);
      return link;
    });
    if (!revoked) throw new ApiError(404, 'not_found', 'No such watcher link on this sub-account');
    announce?.();
    return c.body(null, 204);
  });
  app.openapi(routes.getWatcherView, async (c) => {
    const s = services();
    const watcher = who(c).watcher;
    if (!watcher) throw new ApiError(404, 'not_found', 'Only a watcher link has a view');
    const link = await findWatcherLinkById(s.db, watcher.id);
    if (!link) throw new ApiError(404, 'not_found', 'Only a watcher link has a view');
    await countWatcherView(s.db, watcher.id, seconds());
    return c.json(
      {
        label: link.link.label,
        subaccount: link.subaccount,
        owner: link.username,
        scopes: link.link.scopes,
        createdAt: iso(link.link.createdAt),
        expiresAt: iso(link.link.expiresAt),
      },
      200,
    );
  });

  return app;
}
