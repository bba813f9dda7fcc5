import type { MiddlewareHandler } from 'hono';
import type { Queryable } from '../db/database';
import { lastEventId } from '../stream/log';
import type { Env } from './router';

/**
 * The header on every account read: the id of the account's newest live event when the answer was read. The
 * answer holds everything up to that event, so a client that opens the live stream with it as `Last-Event-ID` gets
 * exactly what came after, instead of fetching what it shows a second time.
 */
export const EVENT_POSITION_HEADER = 'Lode-Event-Id';

/**
 * Adds {@link EVENT_POSITION_HEADER} to the account's reads (after the guard has named the caller). The position is
 * read before the answer, so the answer is at least that recent; a handler that answers from memory sets the
 * header itself, with the position of when it read what it remembers.
 */
export function eventPosition(db: Queryable, prefix: string): MiddlewareHandler<Env> {
  return async (c, next) => {
    const subaccount = c.get('subaccount');
    if (c.req.method !== 'GET' || !subaccount || c.req.path === `${prefix}/account/stream`) return next();
    const position = await lastEventId(db, subaccount.key);
    c.set('eventPosition', position);
    await next();
    if (c.res.status === 200 && !c.res.headers.has(EVENT_POSITION_HEADER))
      c.header(EVENT_POSITION_HEADER, String(position));
  };
}
