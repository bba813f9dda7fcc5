import { createHash } from 'node:crypto';
import { OpenAPIHono } from '@hono/zod-openapi';
import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import {
  accountSummary,
  allowedIntervals,
  hashrateHistory,
  listAccruals,
  listPayouts,
  referral,
  workerStats,
} from './account';
import { AlertEngine, listAlerts, type PoolDataSource } from './alerts/engine';
import { simulatorSource } from './alerts/simulatorSource';
import { storeContactMessage } from './contact';
import { type Database, openDatabase } from './db/database';
import { toCsv } from './domain/csv';
import { coins, hashesPerShare } from './domain/coins';
import { ApiError, errorResponse, zodFields } from './http/errors';
import { AuthError, Authenticator, type Principal, RateLimiter, type Scope } from './http/auth';
import * as routes from './http/routes';
import { type MailCatcher, startMailCatcher } from './mail/catcher';
import { renderUnsubscribePage } from './mail/messages';
import { enqueueMail, Mailer, mailKey } from './mail/outbox';
import { mailSecret, readUnsubscribeToken } from './mail/unsubscribe';
import { newsIn } from './news';
import type { PoolApiOptions } from './options';
import { calculate, coinCard, coinHistory, listBlocks, listTopMiners } from './public';
import {
  createKey,
  FieldErrors,
  getNotifications,
  listKeys,
  listWallets,
  putNotifications,
  revokeKey,
  updateWallet,
} from './settings';
import { Simulator } from './simulator';
import { createLiveStream, defineStreamRoutes, type LiveStream } from './stream';

/** Where the API lives under the host: every route is `/api/v1/...`. */
export const API_PREFIX = '/api/v1';

/** The pool API as a fetch handler, ready to mount in any server. */
export interface PoolApi {
  /** Answers one request; paths outside `/api/v1` get a JSON 404. */
  fetch(request: Request): Promise<Response>;
  /**
   * Runs one simulator step now (the server does it every minute), evaluates the alert rules of the accounts that
   * got new data and sends the mail that is due: tests and tools use it instead of waiting.
   */
  tick(): Promise<void>;
  /** Sends the queued mail that is due now (the server also does it every `mail.pollMs`). */
  deliverMail(): Promise<{ sent: number; failed: number }>;
  /** Evaluates the alert rules of these accounts against the data source now. */
  evaluateAlerts(subs: string[]): Promise<void>;
  /** The embedded mail catcher's SMTP URL when it runs (no `mail.smtpUrl`), else `null`. */
  readonly mailCatcherUrl: string | null;
  /** Stops the simulator timer and closes the database. */
  close(): Promise<void>;
}

type Env = { Variables: { principal: Principal } };

const page = (q: { page: number; pageSize: number }) => ({
  offset: (q.page - 1) * q.pageSize,
  limit: q.pageSize,
});

/** The defaults when the range names no interval, and the check when it does. */
function pickInterval(range: keyof typeof allowedIntervals, interval: string | undefined) {
  const allowed = allowedIntervals[range];
  const chosen = (interval ?? allowed[0]) as (typeof allowed)[number];
  if (!allowed.includes(chosen))
    throw new ApiError(400, 'validation_failed', 'This interval does not fit the range', {
      fields: [{ field: 'query.interval', message: `For range ${range} use one of ${allowed.join(', ')}` }],
    });
  return chosen;
}

/** The OpenAPI 3.1 document's fixed parts. */
const documentConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Lode pool API',
    version: '1.0.0',
    description:
      'The pool API behind the Lode front end. Operators implement this contract on their own back end; ' +
      'apps/pool-api is the reference implementation. Amounts are decimal strings, hashrates H/s, times UTC ISO-8601. ' +
      'Errors are `{code, message, details?}`. Account data is filtered by `algorithm` (Scrypt by default).',
  },
  servers: [{ url: API_PREFIX }],
  tags: [
    {
      name: 'public',
      description: 'Pool figures, blocks, top miners, calculator, news, the contact form. No authentication.',
    },
    {
      name: 'account',
      description:
        'The signed-in miner’s data: a bearer access token from the identity provider, or a personal API key in `X-API-Key` with scope `account:read`.',
    },
    {
      name: 'settings',
      description:
        'Wallets, notifications (scopes `settings:read`, `settings:write` for keys) and personal API keys (signed-in users only).',
    },
  ],
};

/** What handlers reach: only through these, so the document can be built without a database. */
interface Services {
  db: Database;
  simulator: Simulator;
  auth: Authenticator;
  now: () => number;
  publicUrl: string;
  summaries: Map<string, { at: number; body: Awaited<ReturnType<typeof accountSummary>> }>;
  contactLimiter: RateLimiter;
  mailer: Mailer;
  /** Unsubscribe links' signing secret. */
  mailSecret: string;
  /** Starts a delivery run soon, without waiting for it (after queuing mail a person waits for). */
  deliverSoon: () => void;
  stream: LiveStream;
}

/**
 * Who sent a contact message, for its rate limit: the client address a proxy in front reports, else the e-mail
 * address given (the API itself never sees the socket when the host server mounts it).
 */
function contactSender(headers: Headers, email: string): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip')?.trim();
  return forwarded ? `ip:${forwarded}` : `email:${email.toLowerCase()}`;
}

/** Registers every route of the contract on `app`; `services()` is only called while answering. */
function defineRoutes(app: OpenAPIHono<Env>, services: () => Services) {
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

  const who = (c: { get(key: 'principal'): Principal }) => c.get('principal');

  app.openapi(routes.getSummary, async (c) => {
    const { sub } = who(c);
    const { algorithm } = c.req.valid('query');
    const s = services();
    // The dashboard polls this: answer from memory until this server's simulator writes the next minute, and at
    // most a minute in any case (another server on the same PostgreSQL may have written it).
    const key = `${sub}|${algorithm}`;
    const cached = s.summaries.get(key);
    if (cached && s.now() - cached.at < 60_000) return c.json(cached.body, 200);
    const body = await accountSummary(s.db, sub, algorithm);
    if (s.summaries.size > 10_000) s.summaries.clear();
    s.summaries.set(key, { at: s.now(), body });
    return c.json(body, 200);
  });
  app.openapi(routes.getHashrate, async (c) => {
    const q = c.req.valid('query');
    const interval = pickInterval(q.range, q.interval);
    const points = await hashrateHistory(
      services().db,
      { sub: who(c).sub, algorithm: q.algorithm, hashesPerShare: hashesPerShare(q.algorithm) },
      q.range,
      interval,
      q.tz,
    );
    return c.json({ range: q.range, interval, tz: q.tz, points }, 200);
  });
  app.openapi(routes.listWorkers, async (c) => {
    const q = c.req.valid('query');
    const all = await workerStats(services().db, who(c).sub, q.algorithm);
    const search = q.search?.trim().toLowerCase();
    const matching = all.filter(
      (w) =>
        (!q.group || w.group === q.group) &&
        (!search || w.name.toLowerCase().includes(search) || w.model.toLowerCase().includes(search)),
    );
    const filtered = matching.filter((w) => !q.status || w.status === q.status);
    const key = {
      name: (w: (typeof all)[number]) => w.name,
      hashrate: (w: (typeof all)[number]) => w.hashrate.oneHour,
      rejectRate: (w: (typeof all)[number]) => w.rejectRate,
      lastShare: (w: (typeof all)[number]) => w.lastShareAt ?? '',
    }[q.sort];
    const direction = q.order === 'asc' ? 1 : -1;
    filtered.sort((a, b) => {
      const x = key(a);
      const y = key(b);
      return (x < y ? -1 : x > y ? 1 : a.name.localeCompare(b.name)) * direction;
    });
    const { offset, limit } = page(q);
    return c.json(
      {
        items: filtered.slice(offset, offset + limit).map(({ totals: _totals, ...w }) => w),
        total: filtered.length,
        // Tab counts follow search and group but not the status tab itself, as pools show them.
        counts: {
          all: matching.length,
          online: matching.filter((w) => w.status === 'online').length,
          offline: matching.filter((w) => w.status === 'offline').length,
          inactive: matching.filter((w) => w.status === 'inactive').length,
        },
        groups: [...new Set(all.map((w) => w.group))].sort(),
      },
      200,
    );
  });
  app.openapi(routes.getWorkerHashrate, async (c) => {
    const { workerId } = c.req.valid('param');
    const q = c.req.valid('query');
    const { db } = services();
    const [worker] = await db.query<{ algorithm: 'Scrypt' | 'SHA256' }>(
      'SELECT algorithm FROM workers WHERE id = $1 AND sub = $2',
      [workerId, who(c).sub],
    );
    if (!worker) throw new ApiError(404, 'not_found', 'No such worker on this account');
    const interval = pickInterval(q.range, q.interval);
    const points = await hashrateHistory(
      db,
      {
        sub: who(c).sub,
        algorithm: worker.algorithm,
        workerId,
        hashesPerShare: hashesPerShare(worker.algorithm),
      },
      q.range,
      interval,
      q.tz,
    );
    return c.json({ range: q.range, interval, tz: q.tz, points }, 200);
  });
  app.openapi(routes.listAccruals, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listAccruals(services().db, who(c).sub, q, services().now(), page(q)), 200);
  });
  app.openapi(routes.exportAccruals, async (c) => {
    const q = c.req.valid('query');
    const { items } = await listAccruals(services().db, who(c).sub, q, services().now(), {
      offset: 0,
      limit: null,
    });
    const body = toCsv(
      ['date', 'coin', 'type', 'status', 'hashrate_hs', 'amount', 'scheme_amount', 'fee_bonus', 'payout_id'],
      items.map((a) => [
        a.date,
        a.coin,
        a.type,
        a.status,
        Math.round(a.hashrate),
        a.amount,
        a.schemeAmount,
        a.feeBonus,
        a.payoutId,
      ]),
    );
    return csvResponse(body, `lode-accruals-${q.algorithm.toLowerCase()}.csv`) as never;
  });
  app.openapi(routes.listPayouts, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listPayouts(services().db, who(c).sub, q, services().now(), page(q)), 200);
  });
  app.openapi(routes.exportPayouts, async (c) => {
    const q = c.req.valid('query');
    const { items } = await listPayouts(services().db, who(c).sub, q, services().now(), {
      offset: 0,
      limit: null,
    });
    const body = toCsv(
      ['time_utc', 'coin', 'amount', 'fee', 'address', 'tx_id', 'status', 'explorer_url'],
      items.map((p) => [p.time, p.coin, p.amount, p.fee, p.address, p.txId, p.status, p.explorerUrl]),
    );
    return csvResponse(body, `lode-payouts-${q.algorithm.toLowerCase()}.csv`) as never;
  });
  app.openapi(routes.getReferral, async (c) =>
    c.json(await referral(services().db, who(c).sub, services().publicUrl), 200),
  );

  app.openapi(routes.listWallets, async (c) =>
    c.json(await listWallets(services().db, who(c).sub, c.req.valid('query').algorithm), 200),
  );
  app.openapi(routes.updateWallet, async (c) => {
    const { coin } = c.req.valid('param');
    const body = c.req.valid('json');
    const wallet = await updateWallet(services().db, who(c).sub, coin, body, services().now());
    invalidate(services(), who(c).sub);
    return c.json(wallet, 200);
  });
  app.openapi(routes.getNotifications, async (c) =>
    c.json(await getNotifications(services().db, who(c).sub), 200),
  );
  app.openapi(routes.putNotifications, async (c) =>
    c.json(await putNotifications(services().db, who(c).sub, c.req.valid('json')), 200),
  );
  app.openapi(routes.listAlerts, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listAlerts(services().db, who(c).sub, page(q)), 200);
  });
  defineStreamRoutes(app, () => services().stream);
  app.openapi(routes.listApiKeys, async (c) => c.json(await listKeys(services().db, who(c).sub), 200));
  app.openapi(routes.createApiKey, async (c) =>
    c.json(await createKey(services().db, who(c).sub, c.req.valid('json'), services().now()), 201),
  );
  app.openapi(routes.revokeApiKey, async (c) => {
    const revoked = await revokeKey(services().db, who(c).sub, c.req.valid('param').keyId, services().now());
    if (!revoked) throw new ApiError(404, 'not_found', 'No such key on this account');
    return c.body(null, 204);
  });
}

const csvResponse = (body: string, filename: string) =>
  new Response(body, {
    status: 200,
    headers: {
      ETag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });

function invalidate(s: Services, sub: string) {
  for (const key of s.summaries.keys()) if (key.startsWith(`${sub}|`)) s.summaries.delete(key);
}

/** Answers a validation failure in the contract's shape instead of zod's. */
const validationHook = (
  result: { success: true } | { success: false; error: ZodError; target: string },
  c: Context,
) => {
  if (!result.success)
    return errorResponse(
      c,
      new ApiError(400, 'validation_failed', 'Some fields are not valid', {
        fields: zodFields(result.error, result.target),
      }),
    );
  return undefined;
};

function newRouter() {
  return new OpenAPIHono<Env>({ defaultHook: validationHook as never });
}

function registerSecuritySchemes(app: OpenAPIHono<Env>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Access token from the identity provider (Keycloak realm), verified against its JWKS',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: 'Personal API key from Settings → API keys, limited to its scopes',
  });
}

/** The OpenAPI 3.1 document of the contract, built from the same schemas that validate requests. */
export function createOpenApiDocument() {
  const app = newRouter();
  registerSecuritySchemes(app);
  defineRoutes(app, () => {
    throw new Error('the document is built without services');
  });
  return app.getOpenAPI31Document(documentConfig);
}

/** The scope an API key needs for a request, or `'token'` when only a signed-in user may do it. */
function requiredScope(method: string, path: string): Scope | 'token' {
  if (path.startsWith('/settings/api-keys')) return 'token';
  if (path.startsWith('/settings/'))
    return method === 'GET' || method === 'HEAD' ? 'settings:read' : 'settings:write';
  return 'account:read';
}

/** Creates the API: opens (and migrates) the database, starts the minute simulator, returns the fetch handler. */
export async function createPoolApi(options: PoolApiOptions): Promise<PoolApi> {
  const now = options.now ?? Date.now;
  const db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  let catcher: MailCatcher | null = null;
  let secret: string;
  try {
    // Without an SMTP server of its own the API catches its mail itself (npm start, demos): nothing leaves the host.
    if (!options.mail?.smtpUrl) catcher = await startMailCatcher();
    secret = await mailSecret(db, options.mail?.secret);
  } catch (error) {
    await catcher?.close();
    await db.close();
    throw error;
  }
  const mailer = new Mailer(
    db,
    {
      smtpUrl: options.mail?.smtpUrl ?? (catcher as MailCatcher).url,
      from: options.mail?.from ?? 'Lode <noreply@lode.localhost>',
      supportAddress: options.mail?.supportAddress ?? 'support@lode.localhost',
      publicUrl: options.publicUrl.replace(/\/$/, ''),
      unsubscribeUrl: `${options.publicUrl.replace(/\/$/, '')}${API_PREFIX}/mail/unsubscribe`,
      secret,
    },
    now,
  );
  const issuer = `${options.authUrl.replace(/\/$/, '')}/realms/${options.realm}`;
  const stream = createLiveStream(db, now, options.stream);
  const services: Services = {
    db,
    now,
    stream,
    simulator: new Simulator(db, () => Math.floor(now() / 1000), stream.simulatorObserver),
    auth: new Authenticator(
      {
        issuer,
        jwksUrl: `${issuer}/protocol/openid-connect/certs`,
        audience: options.audience ?? options.clientId,
        clientId: options.clientId,
        clockSkewSeconds: options.clockSkewSeconds ?? 60,
      },
      db,
      now,
    ),
    publicUrl: options.publicUrl,
    summaries: new Map(),
    contactLimiter: new RateLimiter(options.rateLimit?.contactPerMinute ?? 5, 60, now),
    mailer,
    mailSecret: secret,
    deliverSoon: () => {
      void deliverMail().catch((error: unknown) => console.error('pool-api mail:', error));
    },
  };
  const alertEngine = new AlertEngine(db, stream.alertObserver);
  const source: PoolDataSource = simulatorSource(db);
  // Accounts whose address we already wrote: the guard writes the token's address only when it changes.
  const knownEmails = new Map<string, string>();
  const keyLimiter = new RateLimiter(options.rateLimit?.apiKeyPerMinute ?? 300, 60, now);
  const tokenLimiter = new RateLimiter(options.rateLimit?.tokenPerMinute ?? 6000, 60, now);

  const api = newRouter();
  registerSecuritySchemes(api);

  // Account and settings: who is calling, their limit, their scope, and their simulated history.
  const guard = async (c: Context<Env>, next: () => Promise<void>) => {
    const principal = await services.auth.authenticate(c.req.raw.headers);
    const wait =
      principal.via === 'apiKey'
        ? keyLimiter.hit(`key:${principal.keyId}`)
        : tokenLimiter.hit(`sub:${principal.sub}`);
    if (wait !== null)
      throw new ApiError(429, 'rate_limited', `Too many requests; retry in ${wait} s`, undefined, {
        'Retry-After': String(wait),
      });
    const path = c.req.path.slice(API_PREFIX.length);
    const scope = requiredScope(c.req.method, path);
    if (scope === 'token' ? principal.via !== 'token' : !principal.scopes.has(scope))
      throw new AuthError(
        403,
        'insufficient_scope',
        scope === 'token'
          ? 'Only a signed-in user can manage API keys'
          : `This API key lacks the scope ${scope}`,
      );
    await services.simulator.ensure(principal.sub, principal.username);
    if (principal.email && knownEmails.get(principal.sub) !== principal.email) {
      await db.query('UPDATE accounts SET email = $2 WHERE sub = $1 AND email IS DISTINCT FROM $2', [
        principal.sub,
        principal.email,
      ]);
      if (knownEmails.size > 100_000) knownEmails.clear();
      knownEmails.set(principal.sub, principal.email);
    }
    c.set('principal', principal);
    await next();
  };
  api.use('/account/*', guard);
  api.use('/settings/*', guard);

  defineRoutes(api, () => services);
  api.doc31('/openapi.json', documentConfig);

  // One-click unsubscribe (RFC 8058), no sign-in: the signed token names the account and the rule. GET only shows a
  // confirmation (link scanners open links); POST, from the page or a mail client's button, turns the rule off.
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
  api.get('/mail/unsubscribe', (c) => unsubscribe(c, false));
  api.post('/mail/unsubscribe', (c) => unsubscribe(c, true));
  // What the embedded catcher received, newest first: only while it runs (no LODE_SMTP_URL).
  if (catcher) {
    const running = catcher;
    api.get('/dev/mail', (c) => {
      const items = running.messages();
      return c.json({ items, total: items.length }, 200);
    });
  }

  const onError = (error: Error, c: Context) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof AuthError) {
      if (error.status === 401) c.header('WWW-Authenticate', `Bearer error="invalid_token"`);
      return errorResponse(c, new ApiError(error.status, error.code, error.message));
    }
    if (error instanceof FieldErrors)
      return errorResponse(
        c,
        new ApiError(400, 'validation_failed', error.message, { fields: error.fields }),
      );
    // Hono's own refusals: a body that is not JSON (400), a missing or wrong Content-Type (415).
    if (error instanceof HTTPException && error.status < 500)
      return errorResponse(
        c,
        new ApiError(
          error.status,
          error.status === 415 ? 'unsupported_media_type' : 'bad_request',
          error.message,
        ),
      );
    console.error('pool-api:', error);
    return errorResponse(c, new ApiError(500, 'internal_error', 'Something went wrong on our side'));
  };
  api.onError(onError);

  const root = new Hono();
  root.onError(onError);
  // Same-origin when the host server mounts the API; a standalone API names the app origins it answers.
  if (options.corsOrigins?.length)
    root.use(
      `${API_PREFIX}/*`,
      cors({
        origin: options.corsOrigins,
        allowHeaders: ['Authorization', 'X-API-Key', 'Content-Type', 'If-None-Match', 'Last-Event-ID'],
        allowMethods: ['GET', 'PUT', 'POST', 'DELETE'],
        exposeHeaders: ['ETag', 'Retry-After', 'Content-Disposition'],
        maxAge: 600,
      }),
    );
  // Reads revalidate cheaply: an ETag of the body, and 304 when the client already has it.
  root.use(`${API_PREFIX}/*`, async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control'))
      c.header(
        'Cache-Control',
        c.req.path.startsWith(`${API_PREFIX}/account`) || c.req.path.startsWith(`${API_PREFIX}/settings`)
          ? 'private, no-cache'
          : 'no-cache',
      );
  });
  root.use(`${API_PREFIX}/*`, async (c, next) => {
    if (c.req.method !== 'GET') return next();
    // The ETag is hashed from the JSON text as handlers hand it over: reading a finished response back (as
    // hono/etag does, with WebCrypto) cost more than building the whole account summary.
    let text: string | undefined;
    const json = c.json;
    c.json = ((object: unknown, ...rest: unknown[]) => {
      text = JSON.stringify(object);
      return (json as (...args: unknown[]) => Response)(object, ...rest);
    }) as typeof c.json;
    await next();
    if (c.res.status !== 200) return;
    const tag =
      c.res.headers.get('ETag') ??
      (text === undefined ? null : `W/"${createHash('sha1').update(text).digest('base64url')}"`);
    if (!tag) return;
    c.header('ETag', tag);
    if (
      !c.req
        .header('if-none-match')
        ?.split(/\s*,\s*/)
        .includes(tag)
    )
      return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-type');
    c.res = undefined;
    c.res = new Response(null, { status: 304, headers });
  });
  root.route(API_PREFIX, api);
  root.notFound((c) =>
    errorResponse(c, new ApiError(404, 'not_found', `No endpoint ${c.req.method} ${c.req.path}`)),
  );

  const minute = setInterval(() => {
    void tick().catch((error: unknown) => console.error('pool-api simulator:', error));
  }, 60_000);
  // The timer must never keep a process (a test, npm start after Ctrl-C) alive on its own.
  minute.unref();
  let ticking: Promise<void> | null = null;
  let closed = false;
  async function tick() {
    if (closed) return;
    ticking ??= services.simulator
      .tick()
      .then(async (changed) => {
        for (const sub of changed) invalidate(services, sub);
        await evaluateAlerts(changed);
        await deliverMail();
        await services.stream.prune();
      })
      .finally(() => {
        ticking = null;
      });
    await ticking;
  }

  /** Evaluates each account on its own: one account's failure must not keep the others' alerts back. */
  async function evaluateAlerts(subs: string[]) {
    for (const sub of subs) {
      if (closed) return;
      try {
        await alertEngine.evaluate(await source.readings(sub, Math.floor(now() / 1000)));
      } catch (error) {
        console.error(`pool-api alerts (${sub}):`, error);
      }
    }
  }

  let delivering: Promise<{ sent: number; failed: number }> | null = null;
  async function deliverMail() {
    if (closed) return { sent: 0, failed: 0 };
    delivering = mailer.deliverDue();
    try {
      return await delivering;
    } finally {
      delivering = null;
    }
  }
  const pollMs = options.mail?.pollMs ?? 10_000;
  const mailTimer =
    pollMs > 0
      ? setInterval(() => {
          services.deliverSoon();
        }, pollMs)
      : null;
  mailTimer?.unref();

  return {
    fetch: async (request) => root.fetch(request),
    tick,
    deliverMail,
    evaluateAlerts,
    mailCatcherUrl: catcher?.url ?? null,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(minute);
      if (mailTimer) clearInterval(mailTimer);
      await stream.close();
      await ticking?.catch(() => {});
      await delivering?.catch(() => {});
      mailer.close();
      await catcher?.close();
      // A new account's history may still be being written: let it finish rather than fail on a closing database.
      await services.simulator.settle();
      await db.close();
    },
  };
}
