// The load generator of the deployment's fault tests (e2e/deployment.e2e.ts) and the scale bench (bench/scale.mjs):
// a mix of page, public and account reads and API-key writes, sent through the front door open or closed loop, with
// the writes the API acknowledged checked against it afterwards.
import { randomUUID } from 'node:crypto';
import { Agent, type IncomingMessage, request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { pause } from './wait.ts';

/** The demo users the mix signs its account requests as. */
export type LoadUser = 'demo' | 'admin';

/** One request of a load run. */
export interface LoadResult {
  /** When it was sent, ms after the run started. */
  at: number;
  method: string;
  path: string;
  /** HTTP status, 0 when the request failed on the network or timed out. */
  status: number;
  ms: number;
  retryAfter: string | null;
  /** The start of the body of an answer that is not 2xx or 3xx. */
  body?: string;
}

/** An API key of a user, as a write of the mix created or revoked it. */
export interface KeyWrite {
  user: LoadUser;
  id: string;
}

/** The writes the API acknowledged during a run. */
export interface Acked {
  created: KeyWrite[];
  revoked: KeyWrite[];
}

export interface LoadOptions {
  /** The front door (nginx), e.g. `http://localhost:41234`. */
  url: string;
  /** An access token per user of the mix. */
  tokens: Record<LoadUser, string>;
  /** Open loop: requests per second, whatever the answers (200 when neither this nor `concurrency` is given). */
  rate?: number;
  /** Closed loop: this many clients, each sending its next request once its last one was answered. */
  concurrency?: number;
  durationMs?: number;
  /** Ends the run early once it resolves. */
  stop?: Promise<unknown>;
  /** Hears each outcome as it comes (a test waits on them rather than on time). */
  onResult?: (result: LoadResult) => void;
}

type MixEntry = { path: string; user?: LoadUser; write?: never } | { write: true; user: LoadUser };

/**
 * What the load generator sends, in proportion: pages and config from the host servers, public and account reads
 * from the API, and API-key writes (a POST creating a key, then a DELETE revoking it) whose answers are checked
 * against the database afterwards. 20 slots: 18 GETs, 2 writes (a creation and its revocation each, or the
 * revocation of a key whose revocation failed before).
 */
const MIX: readonly MixEntry[] = [
  { path: '/' },
  { path: '/config.json' },
  { path: '/faq' },
  { path: '/api/v1/coins' },
  { path: '/api/v1/coins' },
  { path: '/api/v1/blocks' },
  { path: '/api/v1/top-miners' },
  { path: '/api/v1/news' },
  { path: '/api/v1/calculator?hashrate=9500000000' },
  { path: '/api/v1/account/summary', user: 'demo' },
  { path: '/api/v1/account/summary', user: 'admin' },
  { path: '/api/v1/account/workers', user: 'demo' },
  { path: '/api/v1/account/workers', user: 'admin' },
  { path: '/api/v1/account/payouts', user: 'demo' },
  { path: '/api/v1/settings/notifications', user: 'admin' },
  { path: '/api/v1/settings/api-keys', user: 'demo' },
  { path: '/api/v1/account/accruals', user: 'admin' },
  { path: '/api/v1/coins/LTC' },
  { write: true, user: 'demo' },
  { write: true, user: 'admin' },
];

/** A request's outcome with its whole body, before the body is cut to what a report needs. */
type Sent = Omit<LoadResult, 'body'> & { text: string };

const succeeded = (status: number) => status >= 200 && status < 300;

/**
 * Sends the mix through `url` until `durationMs` passes or `stop` resolves, open loop at `rate` or closed loop with
 * `concurrency` clients (see {@link LoadOptions}). Resolves with every request's outcome and the writes the API
 * acknowledged.
 */
export async function runLoad({
  url,
  tokens,
  rate,
  concurrency,
  durationMs = 10_000,
  stop,
  onResult,
}: LoadOptions): Promise<{ results: LoadResult[]; acked: Acked; seconds: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const results: LoadResult[] = [];
  const acked: Acked = { created: [], revoked: [] };
  const unrevoked: KeyWrite[] = [];
  let slot = 0;
  let running = true;
  const started = performance.now();
  const ending = Promise.race([pause(durationMs), stop ?? new Promise(() => {})]).then(() => {
    running = false;
  });
  const send = (method: string, path: string, user: LoadUser | undefined, body?: unknown) =>
    new Promise<Sent>((resolve) => {
      const t0 = performance.now();
      const headers: OutgoingHttpHeaders = { 'x-lode-load': '1' };
      if (user) headers.authorization = `Bearer ${tokens[user]}`;
      const payload = body === undefined ? undefined : JSON.stringify(body);
      if (payload) headers['content-type'] = 'application/json';
      const finish = (status: number, response: IncomingMessage | null, text = '') =>
        resolve({
          at: t0 - started,
          method,
          path,
          status,
          ms: performance.now() - t0,
          retryAfter: response?.headers['retry-after'] ?? null,
          text,
        });
      const req = httpRequest(new URL(path, url), { method, agent, headers, timeout: 30_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.once('end', () => finish(res.statusCode ?? 0, res, Buffer.concat(chunks).toString('utf8')));
        res.once('error', () => finish(0, res));
      });
      req.once('timeout', () => req.destroy(new Error('timeout')));
      req.once('error', () => finish(0, null));
      req.end(payload);
    });
  // The body only of a failure, cut short: enough to say why in a test's message.
  const outcome = ({ text, ...r }: Sent): LoadResult => {
    const result = r.status >= 200 && r.status < 400 ? r : { ...r, body: text.slice(0, 200) };
    onResult?.(result);
    return result;
  };
  /** Creates a key; the acknowledged ones are checked against the database at the end. */
  const create = async (user: LoadUser): Promise<KeyWrite | null> => {
    const created = await send('POST', '/api/v1/settings/api-keys', user, {
      name: `load ${randomUUID().slice(0, 8)}`,
      scopes: ['account:read'],
    });
    results.push(outcome(created));
    if (created.status !== 201) return null;
    const key = { user, id: (JSON.parse(created.text) as { id: string }).id };
    acked.created.push(key);
    return key;
  };
  const one = async () => {
    const entry = MIX[slot++ % MIX.length];
    if (!entry) return;
    if (!entry.write) {
      results.push(outcome(await send('GET', entry.path, entry.user)));
      return;
    }
    // A key whose revocation failed (PostgreSQL was down, a replica died) is revoked first: live keys stay few,
    // under the API's limit of 20 per account.
    const pending = unrevoked.findIndex((key) => key.user === entry.user);
    const key = pending === -1 ? await create(entry.user) : unrevoked.splice(pending, 1)[0];
    if (!key) return;
    const revoked = await send('DELETE', `/api/v1/settings/api-keys/${key.id}`, entry.user);
    results.push(outcome(revoked));
    if (succeeded(revoked.status)) acked.revoked.push(key);
    else unrevoked.push(key);
  };
  if (concurrency) {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (running) await one();
      }),
    );
  } else {
    const inFlight = new Set<Promise<void>>();
    const perMs = (rate ?? 200) / 1000;
    let issued = 0;
    while (running) {
      const due = Math.floor((performance.now() - started) * perMs);
      while (issued < due) {
        issued += 1;
        const p: Promise<void> = one().finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      await pause(5);
    }
    await Promise.all(inFlight);
  }
  await ending;
  // Keys still unrevoked (the fault outlasted the run) are revoked now, outside the figures, so the next run starts
  // with few live keys.
  for (const key of unrevoked.splice(0)) {
    const revoked = await send('DELETE', `/api/v1/settings/api-keys/${key.id}`, key.user);
    if (succeeded(revoked.status)) acked.revoked.push(key);
  }
  agent.destroy();
  return { results, acked, seconds: (performance.now() - started) / 1000 };
}

/** Acknowledged writes the API no longer knows: created keys missing from the list, revoked ones not revoked. */
export async function lostWrites(
  url: string,
  tokens: Record<string, string>,
  acked: Acked,
): Promise<({ write: 'create' | 'revoke' } & KeyWrite)[]> {
  const keys = new Map<string, Map<string, { revokedAt?: string | null }>>();
  for (const [user, token] of Object.entries(tokens)) {
    const response = await fetch(`${url}/api/v1/settings/api-keys`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) throw new Error(`listing ${user}'s keys answered ${response.status}`);
    const { items } = (await response.json()) as { items: { id: string; revokedAt?: string | null }[] };
    keys.set(user, new Map(items.map((k) => [k.id, k])));
  }
  const lost: ({ write: 'create' | 'revoke' } & KeyWrite)[] = [];
  for (const { user, id } of acked.created)
    if (!keys.get(user)?.has(id)) lost.push({ write: 'create', user, id });
  for (const { user, id } of acked.revoked)
    if (!keys.get(user)?.get(id)?.revokedAt) lost.push({ write: 'revoke', user, id });
  return lost;
}

/** Requests per second, p50/p99 in ms, and counts by status, of some load results. */
export function summarize(results: LoadResult[], seconds: number) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const at = (p: number) =>
    ms.length ? (ms[Math.min(ms.length - 1, Math.floor((ms.length * p) / 100))] ?? 0) : 0;
  const round = (n: number) => Math.round(n * 10) / 10;
  const statuses: Record<string, number> = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return {
    requests: results.length,
    requestsPerSecond: Math.round(results.length / seconds),
    p50Ms: round(at(50)),
    p99Ms: round(at(99)),
    statuses,
  };
}
