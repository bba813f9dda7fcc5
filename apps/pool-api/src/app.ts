import { Hono } from 'hono';
import type { Registry } from 'prom-client';
import { cors } from 'hono/cors';
import { accountRouter } from './account';
import { adminRouter, maintenanceGate, staffGate } from './admin';
import { AlertEngine } from './alerts/engine';
import { DeliveryQueue } from './channels/queue';
import { poolClock } from './clock';
import { openDatabase } from './db/database';
import { type EngineDatabase, openEngineDatabase, poolSource } from './engines';
import { instrumentDatabase } from './db/instrument';
import { type MailCatcher, startMailCatcher } from './mail/catcher';
import { Mailer } from './mail/outbox';
import { mailRouter } from './mail/routes';
import { mailSecret } from './mail/unsubscribe';
import type { PoolApiOptions } from './options';
import { publicRouter } from './public';
import { securityRouter } from './security';
import { forgetSummaries, type Services, type ServicesOf } from './services';
import { settingsRouter } from './settings';
import { subaccountRouter } from './subaccounts';
import { statusLines, TelegramBot, telegramChannel, telegramRouter } from './telegram';
import { watcherRouter } from './watchers';
import {
  addressPolicy,
  startWebhookCatcher,
  WebhookChannel,
  type WebhookCatcher,
  webhookCatcherRouter,
  webhookRouter,
} from './webhooks';
import { Authenticator, RateLimiter } from './http/auth';
import { cacheControl, etags } from './http/caching';
import { API_PREFIX, documentConfig, registerSecuritySchemes } from './http/contract';
import { answerError, ApiError, errorResponse } from './http/errors';
import { EVENT_POSITION_HEADER, eventPosition } from './http/eventPosition';
import { createGuard } from './http/guard';
import { stepUpPolicies } from './http/stepUp';
import { observe } from './http/observe';
import { healthRoutes, type Readiness, readinessCheck } from './http/health';
import { newRouter } from './http/router';
import { soleLeader, PostgresLeaderElector } from './jobs/leader';
import { runJobs } from './jobs/runner';
import { createLogger, errorFields } from './log';
import { createMetrics } from './metrics';
import { Simulator } from './simulator';
import { createLiveStream, PostgresStreamBus, streamRouter } from './stream';
import { testControlRouter } from './testing/controls';

// Composition only: options → database, mailer and services; each OpenAPI tag's router mounted under /api/v1 behind
// the guard where it needs one; error handling. What a route does lives in its tag's folder (public/, account/,
// settings/); the pieces they share (guard, errors, common schemas) in http/.

export { API_PREFIX };

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
  /** Sends the queued webhook (and other channels') deliveries due now (the server does it every `webhooks.pollMs`). */
  deliverAlerts(): Promise<{ delivered: number; failed: number }>;
  /** The delivery queue, for channels plugged in after creation and for tools. */
  readonly deliveries: DeliveryQueue;
  /** Evaluates the alert rules of these accounts against the data source now. */
  evaluateAlerts(subs: string[]): Promise<void>;
  /** The embedded mail catcher's SMTP URL when it runs (no `mail.smtpUrl`), else `null`. */
  readonly mailCatcherUrl: string | null;
  /** The embedded webhook catcher's URL (`http://127.0.0.1:<port>/hooks`) when it runs (with the mail catcher). */
  readonly webhookCatcherUrl: string | null;
  /**
   * Whether this process can answer (its database answers `SELECT 1` within 2 s; checked at most once a second) and
   * whether it runs the deployment's background jobs. `GET /readyz` answers it.
   */
  readiness(): Promise<Readiness>;
  /** Prometheus metrics of this API (its own registry, for the standalone metrics port or a host to merge). */
  readonly metrics: Registry;
  /** Whether this process runs the background jobs now (the `lode.jobs` lock holder; PGlite: always). */
  readonly isLeader: boolean;
  /** Stops the simulator timer and closes the database. */
  close(): Promise<void>;
}

/**
 * Every operation of the contract, one router per OpenAPI tag, in the order the document lists them. The routers
 * only call `services()` while answering, so the document can be built without a database.
 */
function contractRouter(services: ServicesOf) {
  const api = newRouter();
  registerSecuritySchemes(api);
  api.route('/', publicRouter(services));
  api.route('/', accountRouter(services));
  api.route(
    '/',
    streamRouter(() => services().stream),
  );
  api.route('/', settingsRouter(services));
  api.route('/', webhookRouter(services));
  api.route('/', subaccountRouter(services));
  api.route('/', watcherRouter(services));
  api.route('/', telegramRouter(services));
  api.route('/', securityRouter(services));
  api.route('/', adminRouter(services));
  return api;
}

/** The OpenAPI 3.1 document of the contract, built from the same schemas that validate requests. */
export function createOpenApiDocument() {
  return contractRouter(() => {
    throw new Error('the document is built without services');
  }).getOpenAPI31Document(documentConfig);
}

/** Creates the API: opens (and migrates) the database, starts the minute simulator, returns the fetch handler. */
export async function createPoolApi(options: PoolApiOptions): Promise<PoolApi> {
  const stepUpPolicy = options.stepUp ?? 'required';
  // Options from code skip readPoolApiOptions: a policy it does not know must not quietly mean "off".
  if (!(stepUpPolicies as readonly string[]).includes(stepUpPolicy))
    throw new Error(`stepUp must be one of ${stepUpPolicies.join(', ')}, got "${stepUpPolicy}"`);
  // Sign-in's clock (token expiry, rate limits, stream lifetimes) and the pool's (everything the rigs and the engine
  // do), which only the test controls move (./clock.ts).
  const realNow = options.now ?? Date.now;
  const clock = poolClock(realNow);
  const now = clock.now;
  const metrics = createMetrics();
  const log = createLogger(options.log);
  const db = instrumentDatabase(
    await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, log }),
    metrics.db,
  );
  let catcher: MailCatcher | null = null;
  let webhookCatcher: WebhookCatcher | null = null;
  let secret: string;
  try {
    // Without an SMTP server of its own the API catches its mail itself (npm start, demos): nothing leaves the host.
    // Its webhooks can go to the catcher beside it (webhooks/catcher.ts).
    if (!options.mail?.smtpUrl) {
      catcher = await startMailCatcher();
      webhookCatcher = await startWebhookCatcher(db);
    }
    secret = await mailSecret(db, options.mail?.secret);
  } catch (error) {
    await catcher?.close();
    await webhookCatcher?.close();
    await db.close();
    throw error;
  }
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const apiPublicUrl = (options.apiPublicUrl ?? `${publicUrl}${API_PREFIX}`).replace(/\/+$/, '');
  const mailer = new Mailer(
    db,
    {
      smtpUrl: options.mail?.smtpUrl ?? (catcher as MailCatcher).url,
      from: options.mail?.from ?? 'Lode <noreply@lode.localhost>',
      supportAddress: options.mail?.supportAddress ?? 'support@lode.localhost',
      publicUrl,
      unsubscribeUrl: `${apiPublicUrl}/mail/unsubscribe`,
      secret,
    },
    now,
  );
  const issuer = `${options.authUrl.replace(/\/$/, '')}/realms/${options.realm}`;

  const sourceOptions = options.source ?? { kind: 'simulator' };
  // Miningcore's database, when the API reads it (./engines.ts).
  let engine: EngineDatabase | null;
  try {
    engine = await openEngineDatabase(sourceOptions, log, now);
  } catch (error) {
    await catcher?.close();
    await webhookCatcher?.close();
    await db.close();
    throw error;
  }
  const demoPool = engine?.demo ?? null;
  // Several replicas on one PostgreSQL tell each other of new events (and of changed data, so none answers a summary
  // older than another's change) over LISTEN/NOTIFY; one process alone needs no more than its own memory.
  const bus =
    options.stream?.bus ??
    (options.databaseUrl
      ? new PostgresStreamBus(options.databaseUrl, {
          db,
          onRemoteChange: (sub) => forgetSummaries(services, sub),
          onResync: () => services.summaries.clear(),
          onError: (error) =>
            log.warn('stream bus: PostgreSQL not answering', { ...errorFields(error), stack: undefined }),
        })
      : undefined);
  const stream = createLiveStream(
    db,
    { pool: now, real: realNow },
    { ...options.stream, ...(bus ? { bus } : {}) },
    log,
  );
  const simulator = new Simulator(db, () => Math.floor(now() / 1000), {
    // The cached summaries go before the stream tells of the change: a client refetching the summary on the event
    // must get the new figures, not the minute-old answer.
    async caughtUp(tx, change) {
      const announce = await stream.simulatorObserver.caughtUp(tx, change);
      return () => {
        forgetSummaries(services, change.sub);
        announce?.();
      };
    },
  });
  // The Telegram bot when a token is set (telegram/bot.ts): it polls (or registers its webhook) on the jobs leader only.
  const telegram = options.telegram
    ? new TelegramBot({
        db,
        options: options.telegram,
        publicUrl,
        now: realNow,
        status: (owner, total) => statusLines(services, owner, total),
        log,
      })
    : null;
  const webhookPolicy = addressPolicy(options.webhooks);
  const appUrl = (locale: string) => `${publicUrl}${locale === 'en' ? '' : `/${locale}`}`;
  const deliveries = new DeliveryQueue(db, {
    channels: [
      new WebhookChannel(db, webhookPolicy, realNow),
      ...(telegram ? [telegramChannel(telegram, db, realNow)] : []),
    ],
    now,
    appUrl,
    onError: (error, delivery) =>
      log.error('alert delivery failed', {
        delivery: delivery.id,
        channel: delivery.channel,
        ...errorFields(error),
      }),
  });
  const services: Services = {
    db,
    telegram,
    deliveries,
    webhookPolicy,
    appUrl,
    now,
    realNow,
    stream,
    simulator,
    source: poolSource(engine, sourceOptions, { db, simulator, now, cycles: stream.cycleObserver }),
    stepUp: {
      policy: stepUpPolicy,
      accountUrl: `${issuer}/account`,
      clockSkewSeconds: Math.min(60, Math.max(0, options.clockSkewSeconds ?? 60)),
    },
    auth: new Authenticator(
      {
        issuer,
        jwksUrl: `${issuer}/protocol/openid-connect/certs`,
        audience: options.audience ?? options.clientId,
        clientId: options.clientId,
        clockSkewSeconds: options.clockSkewSeconds ?? 60,
      },
      db,
      realNow,
    ),
    publicUrl: options.publicUrl,
    summaries: new Map(),
    summaryCacheMs: (options.summaryCacheSeconds ?? 60) * 1000,
    contactLimiter: new RateLimiter(options.rateLimit?.contactPerMinute ?? 5, 60, realNow),
    mailer,
    mailSecret: secret,
    deliverSoon: () => {
      void deliverMail().catch((error: unknown) => log.error('mail delivery failed', errorFields(error)));
    },
  };
  // The provider's keys now rather than at the first signed-in request: a replica that started before an outage of the
  // provider can then check its users' tokens through it.
  void services.auth.warmKeys().catch((error: unknown) => {
    if (!closed)
      log.warn('identity provider keys not fetched at start; tried again on the first signed-in request', {
        ...errorFields(error),
        stack: undefined,
      });
  });
  const alertEngine = new AlertEngine(db, stream.alertObserver, deliveries);

  const api = newRouter();
  // Account and settings: who is calling, their limit, their scope, and their simulated history.
  const tokenLimiter = new RateLimiter(options.rateLimit?.tokenPerMinute ?? 6000, 60, realNow);
  const guard = createGuard({
    auth: services.auth,
    db,
    source: services.source,
    keyLimiter: new RateLimiter(options.rateLimit?.apiKeyPerMinute ?? 300, 60, realNow),
    tokenLimiter,
    prefix: API_PREFIX,
    now: realNow,
  });
  api.use('/account/*', guard);
  api.use('/account/*', eventPosition(db, API_PREFIX));
  api.use('/settings/*', guard);
  // The operator console: a signed-in user's token only; each operation then checks the staff role it needs.
  api.use('/admin/*', staffGate({ auth: services.auth, tokenLimiter }));
  // Router modules mount here, one line each: the contract's tags, then the routes outside the document.
  api.route(
    '/',
    contractRouter(() => services),
  );
  api.route('/', mailRouter({ db, secret, catcher }));
  api.route('/', webhookCatcherRouter(webhookCatcher));
  // Telegram's webhook POSTs (webhook mode): outside the document, checked by their secret-token header.
  if (telegram) api.post('/telegram/webhook', (c) => telegram.webhook(c.req.raw));
  if (options.testControls)
    api.route(
      '/',
      testControlRouter({ db, simulator: services.simulator, clock, tick, demoPool: () => demoPool }),
    );
  api.doc31('/openapi.json', documentConfig);
  api.onError(answerError);

  const readiness = readinessCheck(
    db,
    () => leadership.isLeader,
    (up) => metrics.db.up.set(up ? 1 : 0),
  );

  const root = new Hono();
  root.onError(answerError);
  root.use('*', observe(log, metrics, options.log?.access ?? false));
  root.route('/', healthRoutes(readiness));
  // Same-origin when the host server mounts the API; a standalone API names the app origins it answers.
  if (options.corsOrigins?.length)
    root.use(
      `${API_PREFIX}/*`,
      cors({
        origin: options.corsOrigins,
        allowHeaders: ['Authorization', 'X-API-Key', 'Content-Type', 'If-None-Match', 'Last-Event-ID'],
        allowMethods: ['GET', 'PUT', 'PATCH', 'POST', 'DELETE'],
        // WWW-Authenticate: the app reads the step-up challenge's acr_values and max_age from it.
        exposeHeaders: [
          'ETag',
          'Retry-After',
          'Content-Disposition',
          'WWW-Authenticate',
          EVENT_POSITION_HEADER,
        ],
        maxAge: 600,
      }),
    );
  // While maintenance is on, writes of everyone but admins answer 503 before any route runs (admin/maintenance.ts).
  root.use(`${API_PREFIX}/*`, maintenanceGate({ db, now, auth: services.auth, prefix: API_PREFIX }));
  root.use(`${API_PREFIX}/*`, cacheControl(API_PREFIX));
  root.use(`${API_PREFIX}/*`, etags);
  root.route(API_PREFIX, api);
  root.notFound((c) =>
    errorResponse(c, new ApiError(404, 'not_found', `No endpoint ${c.req.method} ${c.req.path}`)),
  );

  let ticking: Promise<void> | null = null;
  let closed = false;
  async function tick() {
    if (closed) return;
    ticking ??= advanceDemoPool()
      .then(() => services.source.minute())
      .then(async (changed) => {
        for (const sub of changed) forgetSummaries(services, sub);
        await evaluateAlerts(changed);
        await deliverMail();
        await deliverAlerts();
        await stream.prune();
      })
      .finally(() => {
        ticking = null;
      });
    await ticking;
  }

  /** The embedded demo Miningcore writes its pools' life up to now (a real Miningcore writes its own). */
  async function advanceDemoPool() {
    await demoPool?.advanceTo(now());
  }

  /** Evaluates each account on its own: one account's failure must not keep the others' alerts back. */
  async function evaluateAlerts(subs: string[]) {
    for (const sub of subs) {
      if (closed) return;
      try {
        await alertEngine.evaluate(await services.source.alerts.readings(sub, Math.floor(now() / 1000)));
      } catch (error) {
        log.error('alert evaluation failed', { sub, ...errorFields(error) });
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
  const deliverAlerts = () => deliveries.deliverDue();
  // The background jobs run on one replica of the deployment at a time: the holder of PostgreSQL's `lode.jobs` lock
  // (jobs/leader.ts). PGlite has one process by nature: it always leads.
  const leadership = options.databaseUrl
    ? new PostgresLeaderElector(options.databaseUrl, {
        ...(options.jobs?.leaderPollMs ? { pollMs: options.jobs.leaderPollMs } : {}),
        onError: (error) =>
          log.warn('jobs leader election: no answer', { ...errorFields(error), stack: undefined }),
      })
    : soleLeader();
  const pollMs = options.mail?.pollMs ?? 10_000;
  const alertPollMs = options.webhooks?.pollMs ?? 5000;
  const jobs = runJobs(
    leadership,
    [
      // The simulator (or the demo Miningcore), alerts, mail and stream retention, every minute.
      { name: 'minute', everyMs: options.jobs?.intervalMs ?? 60_000, run: tick },
      ...(pollMs > 0 ? [{ name: 'mail', everyMs: pollMs, run: deliverMail }] : []),
      // Webhooks (and the other channels) from the delivery queue.
      ...(alertPollMs > 0 ? [{ name: 'alert-deliveries', everyMs: alertPollMs, run: deliverAlerts }] : []),
    ],
    metrics.jobs,
    (job, error) => log.error('job failed', { job, ...errorFields(error) }),
  );
  if (telegram) {
    telegram.lead(leadership.isLeader);
    leadership.onChange((leader) => telegram.lead(leader));
  }
  metrics.sources.jobLag = () => jobs.lag();
  metrics.sources.streamClients = () => stream.size;

  return {
    fetch: async (request) => root.fetch(request),
    tick,
    deliverMail,
    deliverAlerts,
    deliveries,
    evaluateAlerts,
    mailCatcherUrl: catcher?.url ?? null,
    webhookCatcherUrl: webhookCatcher?.url ?? null,
    readiness,
    metrics: metrics.registry,
    get isLeader() {
      return leadership.isLeader;
    },
    async close() {
      if (closed) return;
      closed = true;
      await jobs.stop();
      await telegram?.close();
      // Released now, so another replica takes the jobs over at its next try (within 2 s).
      await leadership.close();
      await stream.close();
      await ticking?.catch(() => {});
      await delivering?.catch(() => {});
      await deliveries.close();
      mailer.close();
      await catcher?.close();
      await webhookCatcher?.close();
      // A new account's history may still be being written: let it finish rather than fail on a closing database.
      await services.simulator.settle();
      await engine?.close();
      await db.close();
    },
  };
}
