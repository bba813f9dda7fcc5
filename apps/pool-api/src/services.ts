import type { Database } from './db/database';
import type { Mailer } from './mail/outbox';
import type { Simulator } from './simulator';
import type { PoolSource, Summary } from './source/types';
import type { LiveStream } from './stream';
import type { TelegramBot } from './telegram/bot';
import type { Authenticator, RateLimiter } from './http/auth';
import type { StepUpSettings } from './http/stepUp';
import type { DeliveryQueue } from './channels/queue';
import type { MailLocale } from './mail/messages';
import type { AddressPolicy } from './webhooks/address';

/**
 * What handlers reach, and only through `services()`: the document is built from the same routers without a
 * database, so a router must not touch a service before it answers a request.
 */
export interface Services {
  db: Database;
  /** Every read of pool data: the simulator or Miningcore. */
  source: PoolSource;
  /** The embedded miners (the simulator source's, and the test controls'). */
  simulator: Simulator;
  auth: Authenticator;
  /** The step-up policy (a fresh second factor before address changes, write keys and watcher links). */
  stepUp: StepUpSettings;
  /** The pool's clock, epoch ms (the test controls may pause or move it). */
  now: () => number;
  /** Real time, epoch ms: what credentials expire by (tokens, keys, watcher links). */
  realNow: () => number;
  publicUrl: string;
  /** How long an account summary is answered from memory, ms (60 s; 0 reads it every time). */
  summaryCacheMs: number;
  /** Account summaries answered lately, by `sub|algorithm` (the dashboard polls them). */
  summaries: Map<
    string,
    {
      at: number;
      /** The account's newest live event when the summary was read (its `Lode-Event-Id`). */
      position: number;
      body: Summary;
    }
  >;
  contactLimiter: RateLimiter;
  mailer: Mailer;
  /** Unsubscribe links' signing secret. */
  mailSecret: string;
  /** Starts a delivery run soon, without waiting for it (after queuing mail a person waits for). */
  deliverSoon: () => void;
  /** The live event stream (`GET /account/stream`) and what feeds it. */
  stream: LiveStream;
  /** The Telegram bot, or null when no bot token is set (Telegram alerts absent). */
  telegram: TelegramBot | null;
  /** The delivery queue of the channels other than mail (webhooks, Telegram). */
  deliveries: DeliveryQueue;
  /** Where webhooks may be sent (the operator's allowances, the resolver). */
  webhookPolicy: AddressPolicy;
  /** The app's origin with the language's path prefix (`https://pool.example/ru`): links in messages. */
  appUrl: (locale: MailLocale) => string;
}

/** The services as a router sees them: called while answering, never while the routes are declared. */
export type ServicesOf = () => Services;

/** Marks the account's cached summaries out of date (its data changed): their next read reads them again. */
export function forgetSummaries(s: Services, sub: string) {
  for (const [key, entry] of s.summaries)
    if (key.startsWith(`${sub}|`)) s.summaries.set(key, { ...entry, at: Number.NEGATIVE_INFINITY });
  // A read under way may have read before the change: later callers start their own.
  const running = reading.get(s);
  if (running) for (const key of running.keys()) if (key.startsWith(`${sub}|`)) running.delete(key);
}

/** The account's data changed here without a stream event: forget its summaries here and on the other replicas. */
export function dataChanged(s: Services, sub: string) {
  forgetSummaries(s, sub);
  s.stream.touch(sub);
}

/** Summary reads under way, per services, by `sub|algorithm`: callers asking at once share one read. */
const reading = new WeakMap<Services, Map<string, { read: Promise<{ body: Summary; position: number }> }>>();

/**
 * The sub-account's summary from memory while it is younger than `summaryCacheMs`, else read now and remembered
 * with `position` (the newest live event before the read). Callers asking while it is read share that read. The
 * dashboard polls it; the overview reads one per sub-account.
 */
export async function cachedSummary(
  s: Services,
  sub: string,
  algorithm: Summary['algorithm'],
  position: () => Promise<number>,
): Promise<{ body: Summary; position: number }> {
  const key = `${sub}|${algorithm}`;
  const cached = s.summaries.get(key);
  if (cached && s.now() - cached.at < s.summaryCacheMs) return cached;
  let running = reading.get(s);
  if (!running) reading.set(s, (running = new Map()));
  const shared = running.get(key);
  if (shared) return shared.read;
  const mine = {} as { read: Promise<{ body: Summary; position: number }> };
  mine.read = (async () => {
    const at = s.now();
    const before = await position();
    const body = await s.source.summary(sub, algorithm);
    // A change noted while this read ran (`forgetSummaries` dropped it from the reads under way) may have come
    // after the data was read: then the entry stays out of date, and only this caller gets these figures.
    if (running.get(key) === mine) {
      if (s.summaries.size > 10_000) s.summaries.clear();
      s.summaries.set(key, { at, position: before, body });
    }
    return { body, position: before };
  })().finally(() => {
    if (running.get(key) === mine) running.delete(key);
  });
  running.set(key, mine);
  return mine.read;
}

/**
 * A sub-account's summary for the overview. One whose data changed since it was read (or never read) is read while
 * the caller waits, so the overview never shows figures older than the change that made it refetch; one that is
 * merely older than `summaryCacheMs` is answered from memory and read again behind the answer, so a farm's
 * overview between two changes costs no summary reads while it is answered.
 */
export async function overviewSummary(
  s: Services,
  sub: string,
  algorithm: Summary['algorithm'],
  position: () => Promise<number>,
): Promise<Summary> {
  const cached = s.summaries.get(`${sub}|${algorithm}`);
  if (!cached || cached.at === Number.NEGATIVE_INFINITY)
    return (await cachedSummary(s, sub, algorithm, position)).body;
  // A failed read leaves the old figures; the next overview tries again.
  if (s.now() - cached.at >= s.summaryCacheMs)
    void cachedSummary(s, sub, algorithm, position).catch(() => undefined);
  return cached.body;
}
