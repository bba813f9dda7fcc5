import type { RunningIdp } from '@lode/idp';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres } from '../../../../scripts/postgres.mjs';
import type { RunningPoolApi } from '../index';
import { accessToken, clock, control, startTestApi, startTestIdp } from '../testing/stack';
import { waitFor } from '../../../../scripts/wait.ts';
import { MINUTE_MS } from '../domain/time';

// Two replicas on one PostgreSQL behind a balancer: a miner's stream is open on one while the minute's samples are
// written on the other. The events must reach the open stream (LISTEN/NOTIFY), the replica holding the stream must
// not answer a summary older than the change, and all of it must survive a restart of PostgreSQL. A server of this
// file's own, so the restart disturbs no other test.

let pg: Awaited<ReturnType<typeof startPostgres>>;
let idp: RunningIdp;
let a: RunningPoolApi;
let b: RunningPoolApi;
let token: string;

/** A stream read as the web client reads it: the `event:` and `id:` of each message. */
function openStream(url: string) {
  const messages: { event: string; id: number }[] = [];
  const abort = new AbortController();
  const done = (async () => {
    const response = await fetch(`${url}/api/v1/account/stream`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as ReadableStream<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const id = /^id: (\d+)$/m.exec(block)?.[1];
        if (event) messages.push({ event, id: Number(id ?? Number.NaN) });
      }
    }
  })().catch(() => {});
  return {
    messages,
    /** The newest event id seen (the stream's own `ready` included). */
    get lastId() {
      return Math.max(0, ...messages.map((m) => m.id).filter((id) => Number.isFinite(id)));
    },
    async close() {
      abort.abort();
      await done;
    },
  };
}

const summaryPosition = async (api: RunningPoolApi) => {
  const response = await fetch(`${api.url}/api/v1/account/summary?algorithm=Scrypt`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return Number(response.headers.get('lode-event-id'));
};

/** The account's newest stored event id. */
async function newestEventId(): Promise<number> {
  const sql = postgres(pg.urlOf('lode'), { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ id: number }[]>`SELECT max(id)::int AS id FROM stream_events`;
    return row?.id ?? 0;
  } finally {
    await sql.end();
  }
}

/** The next minute, written on replica A. */
async function minuteOnA() {
  clock.offsetMs += MINUTE_MS;
  await a.api.tick();
}

beforeAll(async () => {
  pg = await startPostgres();
  const admin = postgres(pg.url, { max: 1, onnotice: () => {} });
  await admin.unsafe('CREATE DATABASE lode');
  await admin.end();
  idp = await startTestIdp();
  const options = { databaseUrl: pg.urlOf('lode'), mail: { pollMs: 0 }, rateLimit: { tokenPerMinute: 0 } };
  a = await startTestApi(idp, options);
  b = await startTestApi(idp, options);
  await control(idp, 'settings', 'PUT', { accessTokenTtl: 3600 });
  token = await accessToken(idp, 'demo');
  await control(idp, 'settings', 'DELETE');
  // The first request creates the account and its history.
  await summaryPosition(a);
});

afterAll(async () => {
  clock.offsetMs = 0;
  await a?.close();
  await b?.close();
  await idp?.close();
  await pg?.stop();
});

describe('the live stream across replicas', () => {
  it('delivers events written on one replica to a stream open on the other, before and after a PostgreSQL restart', async () => {
    const stream = openStream(b.url);
    try {
      await waitFor(() => stream.messages.some((m) => m.event === 'ready'), 'ready on B');
      // B answers the summary from memory for a minute: its position now is the stream's.
      const before = await summaryPosition(b);
      expect(before).toBe(stream.lastId);

      await minuteOnA();
      await waitFor(() => stream.messages.some((m) => m.event === 'hashrate'), 'a hashrate event on B', {
        ms: 15_000,
      });
      const newest = await newestEventId();
      await waitFor(() => stream.lastId === newest, 'the stream on B at the newest event');
      // A's change reached B's memory too: no summary from before it.
      expect(await summaryPosition(b)).toBe(newest);

      await pg.pause('fast');
      await pg.resume();
      await waitFor(async () => (await fetch(`${a.url}/readyz`)).status === 200, 'A ready again');
      await waitFor(async () => (await fetch(`${b.url}/readyz`)).status === 200, 'B ready again');
      const seen = stream.lastId;
      await minuteOnA();
      await waitFor(() => stream.lastId > seen, 'an event on B after the restart', { ms: 20_000 });
      expect(await summaryPosition(b)).toBeGreaterThan(seen);
    } finally {
      await stream.close();
    }
  });
});
