import { join } from 'node:path';
import type { Database } from './db/database';
import { DEMO_POOLS, type MiningcorePool, parseMiningcorePools } from './source/miningcore/config';
import { type LogOptions, type LogLevel, logLevels } from './log';
import type { StreamOptions } from './stream';
import type { Resolve } from './webhooks/address';
import { type StepUpPolicy, stepUpPolicies } from './http/stepUp';
import type { TelegramOptions } from './telegram/bot';

/** Settings of the pool API; {@link readPoolApiOptions} reads them from the environment. */
export interface PoolApiOptions {
  /** Port of the standalone server (`0` picks a free one). */
  port: number;
  /** Interface of the standalone server; every interface when unset. */
  host?: string;
  /** PGlite data folder; in memory when unset and no `databaseUrl`. */
  dataDir?: string;
  /** A PostgreSQL server instead of PGlite, e.g. `postgres://user:pass@host:5432/lode`. */
  databaseUrl?: string;
  /** The identity provider's base URL (Keycloak's, without `/realms`). */
  authUrl: string;
  /** The realm: the issuer is `{authUrl}/realms/{realm}`. */
  realm: string;
  /** The app's client id: required `azp` of access tokens. */
  clientId: string;
  /** Required `aud` entry of access tokens; the client id unless the realm maps an audience for the API. */
  audience?: string;
  /** Allowed clock difference with the identity provider, seconds (at most 60). */
  clockSkewSeconds?: number;
  /** The second-factor policy of address changes, write keys and watcher links (default `required`). */
  stepUp?: StepUpPolicy;
  /** The app's public origin, as miners open it: referral links and the links in e-mail point into it. */
  publicUrl: string;
  /**
   * This API's base URL as miners' browsers and mail clients reach it, for the links the API answers itself (the
   * one-click unsubscribe). Default `{publicUrl}/api/v1`: the host server mounts the API on the app's origin.
   */
  apiPublicUrl?: string;
  /**
   * Requests per minute: per personal API key, per signed-in user, and contact-form messages per sender (0 turns
   * a limit off).
   */
  rateLimit?: { apiKeyPerMinute?: number; tokenPerMinute?: number; contactPerMinute?: number };
  /** Origins allowed to call a standalone API from a browser (CORS); none when the host server mounts it. */
  corsOrigins?: string[];
  /**
   * Serves the test controls under `/api/v1/__lode` (make a simulated worker stop, recover or flap; run a minute now).
   * For test stacks only: no environment variable turns it on.
   */
  testControls?: boolean;
  /** The clock, epoch milliseconds (tests move it; defaults to `Date.now`). */
  now?: () => number;
  /** Alert and contact-form e-mail; see {@link MailOptions}. */
  mail?: MailOptions;
  /** The Telegram bot of the alerts; unset (no `LODE_TELEGRAM_BOT_TOKEN`): no bot, no Telegram in Settings. */
  telegram?: TelegramOptions;
  /** Alerts to webhooks (and the other channels' delivery queue); see {@link WebhookOptions}. */
  webhooks?: WebhookOptions;
  /** The live event stream (`GET /account/stream`): bus, retention, heartbeat. */
  stream?: StreamOptions;
  /** Where pool data comes from: the embedded simulator (default) or a Miningcore database. */
  source?: SourceOptions;
  /**
   * How long an account summary is answered from memory, seconds (60: the dashboard polls it each minute and new
   * samples come each minute; 0 reads it every time, as the benchmark does to time the database).
   */
  summaryCacheSeconds?: number;
  /**
   * The background jobs' timing, for tests only (no environment variable sets it): the minute job's interval and
   * how often the leader election polls, ms (defaults 60 000 and 2000).
   */
  jobs?: { intervalMs?: number; leaderPollMs?: number };
  /** JSON log lines: the least level written (`LODE_LOG_LEVEL`), and where they go (tests). */
  log?: LogOptions;
  /**
   * The standalone server's Prometheus endpoint (`GET /metrics`): port (`0` picks a free one) and interface.
   * {@link readPoolApiOptions} sets 9464 on 127.0.0.1; unset, `startPoolApi` serves no metrics (a host that mounts
   * the API serves `PoolApi.metrics` itself).
   */
  metrics?: { port: number; host?: string };
}

/** The pool engine behind the API. */
export type SourceOptions =
  | { kind: 'simulator' }
  | {
      kind: 'miningcore';
      /** Miningcore's PostgreSQL, best through a read-only role (payout thresholds excepted, below). */
      databaseUrl?: string;
      /** An open Miningcore database instead of `databaseUrl` (tests; the embedded demo). */
      database?: Database;
      /** Which Miningcore pools, as which coins, on which terms. */
      pools: MiningcorePool[];
      /**
       * Miningcore's admin API (`http://127.0.0.1:4000`): payout thresholds are written through it. Without it they
       * are written to its `miner_settings` table, which the database role must then be allowed to change.
       */
      adminUrl?: string;
    };

/** How the API sends e-mail. */
export interface MailOptions {
  /**
   * `smtp://user:pass@host:587` or `smtps://…:465`. Unset: an embedded SMTP catcher on loopback receives every
   * message, listed at `GET /api/v1/dev/mail`.
   */
  smtpUrl?: string;
  /** The From address of every message. */
  from?: string;
  /** Where contact-form messages go. */
  supportAddress?: string;
  /** Secret that signs unsubscribe links; unset: one generated once and kept in the database. */
  secret?: string;
  /** How often queued mail is looked at, milliseconds (`0`: never by itself; call `deliverMail()`). */
  pollMs?: number;
}

/** Where webhooks may be sent, and how often the delivery queue is looked at. */
export interface WebhookOptions {
  /** Allow endpoints on private, loopback and link-local addresses (`LODE_WEBHOOK_ALLOW_PRIVATE=1`). */
  allowPrivate?: boolean;
  /**
   * Allow endpoints on loopback, over http too (`LODE_WEBHOOK_ALLOW_LOOPBACK=1`; `npm start` sets it so the embedded
   * catcher receives webhooks).
   */
  allowLoopback?: boolean;
  /** How host names are resolved (tests inject their own; the system resolver by default). */
  resolve?: Resolve;
  /** How often due deliveries are looked at, ms (default 5000; `0`: never by itself, call `deliverAlerts()`). */
  pollMs?: number;
}

/** A `0`/`1` switch from the environment. */
const flag = (value: string | undefined, name: string) => {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`${name} must be 0 or 1, got "${value}"`);
};

/** An absolute http(s) URL from the environment, or a one-line error naming the variable. */
const httpUrl = (value: string, name: string) => {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  return value;
};

/**
 * Production (`NODE_ENV=production`) must not catch its mail in memory by accident: without `LODE_SMTP_URL` the
 * API would start its embedded catcher and no alert would ever leave the machine. `LODE_MAIL_CATCHER=1` says it is
 * meant (a demo server).
 */
function checkMailInProduction(env: Record<string, string | undefined>) {
  if (env.NODE_ENV !== 'production' || env.LODE_SMTP_URL || env.LODE_MAIL_CATCHER === '1') return;
  throw new Error(
    'NODE_ENV=production but LODE_SMTP_URL is not set: set LODE_SMTP_URL=smtp://user:pass@host:587 to send mail, ' +
      'or LODE_MAIL_CATCHER=1 to keep the embedded catcher (mail then never leaves this machine)',
  );
}

const number = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${value}"`);
  return n;
};

/** `LODE_POOL_SOURCE` and, for Miningcore, its database, pools and admin API. */
function readSource(env: Record<string, string | undefined>): SourceOptions {
  const kind = env.LODE_POOL_SOURCE || 'simulator';
  if (kind === 'simulator') return { kind };
  if (kind !== 'miningcore')
    throw new Error(`LODE_POOL_SOURCE must be simulator or miningcore, got "${env.LODE_POOL_SOURCE}"`);
  const databaseUrl = env.LODE_MININGCORE_DATABASE_URL;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error(`LODE_MININGCORE_DATABASE_URL must be a postgres:// URL, got "${databaseUrl}"`);
  return {
    kind,
    ...(databaseUrl ? { databaseUrl } : {}),
    // The embedded demo's own pools unless told otherwise; a real Miningcore's are the operator's to name.
    pools: parseMiningcorePools(env.LODE_MININGCORE_POOLS || (databaseUrl ? undefined : DEMO_POOLS)),
    ...(env.LODE_MININGCORE_ADMIN_URL
      ? { adminUrl: httpUrl(env.LODE_MININGCORE_ADMIN_URL, 'LODE_MININGCORE_ADMIN_URL') }
      : {}),
  };
}

/** `LODE_TELEGRAM_*`: the bot token, the Bot API's root, and the webhook URL (webhook mode) when set. */
function readTelegram(env: Record<string, string | undefined>, botToken: string): TelegramOptions {
  if (!/^\d+:[\w-]+$/.test(botToken))
    throw new Error('LODE_TELEGRAM_BOT_TOKEN must be a bot token as @BotFather gives it (`123456:ABC…`)');
  return {
    botToken,
    ...(env.LODE_TELEGRAM_API_ROOT
      ? { apiRoot: httpUrl(env.LODE_TELEGRAM_API_ROOT, 'LODE_TELEGRAM_API_ROOT') }
      : {}),
    ...(env.LODE_TELEGRAM_WEBHOOK_URL
      ? { webhookUrl: httpUrl(env.LODE_TELEGRAM_WEBHOOK_URL, 'LODE_TELEGRAM_WEBHOOK_URL') }
      : {}),
  };
}

/** Options from environment variables (see the README's table); `LODE_API_DATA_DIR` defaults to `.data/pool-api`. */
export function readPoolApiOptions(env: Record<string, string | undefined> = process.env): PoolApiOptions {
  const port = number(env.LODE_API_PORT, 8090, 'LODE_API_PORT');
  if (port > 65_535) throw new Error(`LODE_API_PORT must be a port, got "${env.LODE_API_PORT}"`);
  const databaseUrl = env.DATABASE_URL || undefined;
  checkMailInProduction(env);
  const metricsPort = number(env.LODE_API_METRICS_PORT, 9464, 'LODE_API_METRICS_PORT');
  if (metricsPort > 65_535)
    throw new Error(`LODE_API_METRICS_PORT must be a port, got "${env.LODE_API_METRICS_PORT}"`);
  const stepUp = env.LODE_STEP_UP || 'required';
  if (!(stepUpPolicies as readonly string[]).includes(stepUp))
    throw new Error(`LODE_STEP_UP must be one of ${stepUpPolicies.join(', ')}, got "${env.LODE_STEP_UP}"`);
  const level = env.LODE_LOG_LEVEL || 'info';
  if (!(logLevels as readonly string[]).includes(level))
    throw new Error(`LODE_LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${env.LODE_LOG_LEVEL}"`);
  return {
    port,
    ...(env.LODE_API_HOST ? { host: env.LODE_API_HOST } : {}),
    ...(databaseUrl
      ? { databaseUrl }
      : { dataDir: env.LODE_API_DATA_DIR || join(process.cwd(), '.data', 'pool-api') }),
    authUrl: env.LODE_AUTH_URL || 'http://localhost:8080',
    realm: env.LODE_AUTH_REALM || 'lode',
    clientId: env.LODE_AUTH_CLIENT_ID || 'lode-web',
    ...(env.LODE_AUTH_AUDIENCE ? { audience: env.LODE_AUTH_AUDIENCE } : {}),
    clockSkewSeconds: Math.min(60, number(env.LODE_AUTH_CLOCK_SKEW, 60, 'LODE_AUTH_CLOCK_SKEW')),
    stepUp: stepUp as StepUpPolicy,
    publicUrl: env.LODE_PUBLIC_URL
      ? httpUrl(env.LODE_PUBLIC_URL, 'LODE_PUBLIC_URL')
      : `http://localhost:${env.PORT || 3000}`,
    ...(env.LODE_API_PUBLIC_URL
      ? { apiPublicUrl: httpUrl(env.LODE_API_PUBLIC_URL, 'LODE_API_PUBLIC_URL') }
      : {}),
    ...(env.LODE_API_CORS_ORIGINS
      ? {
          corsOrigins: env.LODE_API_CORS_ORIGINS.split(',')
            .map((o) => o.trim())
            .filter(Boolean),
        }
      : {}),
    mail: {
      ...(env.LODE_SMTP_URL ? { smtpUrl: env.LODE_SMTP_URL } : {}),
      ...(env.LODE_MAIL_FROM ? { from: env.LODE_MAIL_FROM } : {}),
      ...(env.LODE_SUPPORT_EMAIL ? { supportAddress: env.LODE_SUPPORT_EMAIL } : {}),
      ...(env.LODE_MAIL_SECRET ? { secret: env.LODE_MAIL_SECRET } : {}),
    },
    webhooks: {
      allowPrivate: flag(env.LODE_WEBHOOK_ALLOW_PRIVATE, 'LODE_WEBHOOK_ALLOW_PRIVATE'),
      allowLoopback: flag(env.LODE_WEBHOOK_ALLOW_LOOPBACK, 'LODE_WEBHOOK_ALLOW_LOOPBACK'),
    },
    source: readSource(env),
    ...(env.LODE_TELEGRAM_BOT_TOKEN ? { telegram: readTelegram(env, env.LODE_TELEGRAM_BOT_TOKEN) } : {}),
    summaryCacheSeconds: number(env.LODE_API_SUMMARY_CACHE_SECONDS, 60, 'LODE_API_SUMMARY_CACHE_SECONDS'),
    metrics: { port: metricsPort, host: env.LODE_API_METRICS_HOST || '127.0.0.1' },
    log: { level: level as LogLevel },
    rateLimit: {
      apiKeyPerMinute: number(env.LODE_API_KEY_RATE_LIMIT, 300, 'LODE_API_KEY_RATE_LIMIT'),
      tokenPerMinute: number(env.LODE_API_TOKEN_RATE_LIMIT, 6000, 'LODE_API_TOKEN_RATE_LIMIT'),
      contactPerMinute: number(env.LODE_API_CONTACT_RATE_LIMIT, 5, 'LODE_API_CONTACT_RATE_LIMIT'),
    },
  };
}
