import type { Database } from './db/database';
import type { Mailer } from './mail/outbox';
import type { Simulator } from './simulator';
import type { PoolSource, Summary } from './source/types';
import type { LiveStream } from './stream';
import type { Authenticator, RateLimiter } from './http/auth';

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
}

/** The services as a router sees them: called while answering, never while the routes are declared. */
export type ServicesOf = () => Services;

/** Forgets the account's cached summaries (its data changed). */
export function forgetSummaries(s: Services, sub: string) {
  for (const key of s.summaries.keys()) if (key.startsWith(`${sub}|`)) s.summaries.delete(key);
}

/** The account's data changed here without a stream event: forget its summaries here and on the other replicas. */
export function dataChanged(s: Services, sub: string) {
  forgetSummaries(s, sub);
  s.stream.touch(sub);
}

/**
 * The sub-account's summary from memory while it is younger than `summaryCacheMs`, else read now and remembered
 * with `position` (the newest live event before the read). The dashboard polls it; the overview reads one per
 * sub-account.
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
  const at = s.now();
  const before = await position();
  const body = await s.source.summary(sub, algorithm);
  if (s.summaries.size > 10_000) s.summaries.clear();
  s.summaries.set(key, { at, position: before, body });
  return { body, position: before };
}
