import type { RunningIdp } from '@lode/idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../../scripts/wait.ts';
import type { Database } from '../db/database';
import { encodeBase58Check, encodeSegwit } from '../domain/addresses';
import type { RunningPoolApi } from '../index';
import { openMiningcoreDatabase } from '../demo-miningcore/database';
import { createMiningcoreSchema } from '../demo-miningcore/schema';
import { allOperations, checkAnswer, exercised } from '../testing/contract';
import { startBotApi, type TestBotApi } from '../testing/botApi';
import { exerciseTelegramOperations } from './cases/telegram';
import { freshDatabase } from '../testing/databases';
import { caughtMail, freezeTokenOf } from '../testing/mailbox';
import * as rows from '../testing/miningcoreRows';
import { accessToken, clock, startTestApi, startTestIdp } from '../testing/stack';
import { MININGCORE_CYCLE_SECONDS, parseMiningcorePools } from '../source/miningcore/config';
import { DAY } from '../domain/time';
import { exerciseAdminOperations } from './cases/admin';
import { exerciseWebhookOperations } from './cases/webhooks';
import { contractCall, subOf } from './harness';

// The whole contract in front of Miningcore: the API started with the Miningcore source on Miningcore's own schema,
// the real identity provider, a miner who links and proves an address through the API, then every operation of the
// document answered with a 2xx that validates against it (as the simulator's suite, ./simulator.test.ts, does).

const CYCLE = MININGCORE_CYCLE_SECONDS;
const nowSeconds = () => Math.floor(Date.now() / 1000 / CYCLE) * CYCLE;
const ADDRESS = encodeSegwit('ltc', 0, Buffer.alloc(20, 11));
const DOGE_ADDRESS = encodeBase58Check(0x1e, Buffer.alloc(20, 11));
const SITE_ADDRESS = encodeSegwit('ltc', 0, Buffer.alloc(20, 12));

let idp: RunningIdp;
let engine: Database;
let server: RunningPoolApi;
let demo: string;
let admin: string;
let botApi: TestBotApi;

/** Calls the API as the demo user unless told otherwise; every answer is checked against the document. */
const call = contractCall({ url: () => server.url, defaultToken: () => demo });

beforeAll(async () => {
  // The tests move the API's clock on by a statistics cycle or two: the token must outlive that and a slow run.
  idp = await startTestIdp({ accessTokenTtl: 3600 });
  engine = await openMiningcoreDatabase(await freshDatabase());
  await createMiningcoreSchema(engine);
  const now = nowSeconds();
  await rows.poolStats(engine, {
    pool: 'ltc',
    from: now - DAY,
    until: now,
    hashrate: 80e9,
    difficulty: 3.2e7,
  });
  await rows.poolStats(engine, {
    pool: 'doge',
    from: now - DAY,
    until: now,
    hashrate: 80e9,
    difficulty: 2.4e7,
  });
  await rows.mine(engine, {
    pool: 'ltc',
    miner: ADDRESS,
    worker: 'rig-1',
    hashrate: 9e9,
    from: now - DAY,
    until: now,
  });
  await rows.mine(engine, {
    pool: 'ltc',
    miner: ADDRESS,
    worker: 'rig-2',
    hashrate: 4e9,
    from: now - DAY,
    until: now - 3600,
  });
  await rows.stop(engine, { pool: 'ltc', miner: ADDRESS, worker: 'rig-2', at: now - 3600 + CYCLE });
  await rows.credit(engine, {
    pool: 'ltc',
    address: ADDRESS,
    amount: '0.01',
    at: now - 7200,
    block: 3000001,
  });
  await engine.query(
    `INSERT INTO blocks (poolid, blockheight, networkdifficulty, status, confirmationprogress, effort,
                         transactionconfirmationdata, miner, reward, hash, created)
     VALUES ('ltc', 3000001, 3.2e7, 'pending', 0.3, 0.9, 'tx', $1, 6.25, 'h', to_timestamp($2))`,
    [ADDRESS, now - 7300],
  );
  await engine.query(
    `INSERT INTO payments (poolid, coin, address, amount, transactionconfirmationdata, created)
     VALUES ('ltc', 'LTC', $1, 0.5, 'paid-tx', to_timestamp($2))`,
    [ADDRESS, now - 2 * DAY],
  );
  botApi = await startBotApi();
  server = await startTestApi(idp, {
    source: { kind: 'miningcore', database: engine, pools: parseMiningcorePools('ltc=LTC,doge=DOGE+LTC') },
    telegram: { botToken: botApi.token, apiRoot: botApi.url },
    rateLimit: { tokenPerMinute: 0 },
    // The cases are about the contract in front of Miningcore and move the API's clock by minutes; the step-up
    // check has its own file (src/security/stepUp.test.ts).
    stepUp: 'off',
    // The webhook operations' receiver listens on loopback.
    webhooks: { allowLoopback: true },
  });
  [demo, admin] = await Promise.all([accessToken(idp, 'demo'), accessToken(idp, 'admin')]);
}, 120_000);

afterAll(async () => {
  clock.offsetMs = 0;
  await server?.close();
  await botApi?.close();
  await engine?.close();
  await idp?.close();
});

describe('the contract in front of Miningcore', () => {
  it('links an address, shows no data until the one-time worker mines, then the account’s own', async () => {
    const linked = await call('/settings/wallets/LTC', { method: 'PUT', body: { address: ADDRESS } });
    expect(linked.status).toBe(200);
    expect(linked.body.proof).toMatchObject({ status: 'pending' });
    expect((await call('/account/workers')).body.items).toEqual([]);
    // The miner mines with the one-time worker name; the pool writes its next two statistics cycles.
    const t = nowSeconds();
    const next = { from: t, until: t + 2 * CYCLE };
    await rows.mine(engine, {
      pool: 'ltc',
      miner: ADDRESS,
      worker: linked.body.proof.workerName,
      hashrate: 1e6,
      ...next,
    });
    await rows.mine(engine, { pool: 'ltc', miner: ADDRESS, worker: 'rig-1', hashrate: 9e9, ...next });
    for (const pool of ['ltc', 'doge'])
      await rows.poolStats(engine, { pool, hashrate: 80e9, difficulty: 3.2e7, ...next });
    clock.offsetMs = (next.until - Date.now() / 1000) * 1000 + 1000;
    const wallets = await call('/settings/wallets');
    expect(wallets.body.items[0]).toMatchObject({
      address: ADDRESS,
      proof: { status: 'proven' },
      paused: null,
    });
    const workers = await call('/account/workers?sort=name');
    expect(workers.body.items.map((w: { name: string }) => w.name)).toContain('rig-1');
    expect(workers.body.items[0]).toMatchObject({ group: null, model: null, rejectRate: null });
  });

  it('tells an open stream to refresh when the account’s pool writes a new statistics cycle', async () => {
    await server.api.tick(); // the server's first look at the pools' cycles
    const response = await fetch(`${server.url}/api/v1/account/stream`, {
      headers: { authorization: `Bearer ${demo}` },
      signal: AbortSignal.timeout(60_000),
    });
    await checkAnswer('GET', '/account/stream', response);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before ${pattern}: ${text}`);
        text += decoder.decode(value, { stream: true });
      }
    };
    await until(/event: ready/);
    // Miningcore's next cycle: its statistics rows, then the server's minute.
    const cycle = Math.floor(clock.now() / 1000 / CYCLE) * CYCLE + CYCLE;
    const next = { from: cycle - CYCLE, until: cycle };
    await rows.mine(engine, { pool: 'ltc', miner: ADDRESS, worker: 'rig-1', hashrate: 9e9, ...next });
    for (const pool of ['ltc', 'doge'])
      await rows.poolStats(engine, { pool, hashrate: 80e9, difficulty: 3.2e7, ...next });
    clock.offsetMs += (cycle - clock.now() / 1000) * 1000 + 1000;
    await server.api.tick();
    await until(/event: refresh\ndata: .*\n/);
    expect(text).toContain(`event: refresh\ndata: {"cycle":"${new Date(cycle * 1000).toISOString()}"}`);
    await reader.cancel();
  });

  it('lists one rig name on the LTC and the DOGE pool as two workers, each of its pool’s coin', async () => {
    // The miner proves a DOGE address too and points the same rig name at the DOGE pool (merge-mined apart).
    const linked = await call('/settings/wallets/DOGE', { method: 'PUT', body: { address: DOGE_ADDRESS } });
    expect(linked.status).toBe(200);
    const cycle = Math.floor(clock.now() / 1000 / CYCLE) * CYCLE;
    const next = { from: cycle, until: cycle + CYCLE };
    const doge = { pool: 'doge', miner: DOGE_ADDRESS, hashrate: 5e9, ...next };
    await rows.mine(engine, { ...doge, worker: linked.body.proof.workerName });
    await rows.mine(engine, { ...doge, worker: 'rig-1' });
    await rows.mine(engine, { pool: 'ltc', miner: ADDRESS, worker: 'rig-1', hashrate: 9e9, ...next });
    for (const pool of ['ltc', 'doge'])
      await rows.poolStats(engine, { pool, hashrate: 80e9, difficulty: 3.2e7, ...next });
    clock.offsetMs += (next.until - clock.now() / 1000) * 1000 + 1000;
    expect((await call('/settings/wallets')).body.items[1]).toMatchObject({
      coin: 'DOGE',
      proof: { status: 'proven' },
    });

    type Row = { id: string; name: string; coin: string };
    const all = (await call('/account/workers?sort=name')).body;
    expect(all.coins).toEqual(['LTC', 'DOGE']);
    expect(all.items.every((w: Row) => all.coins.includes(w.coin))).toBe(true);
    const rigs = all.items.filter((w: Row) => w.name === 'rig-1');
    expect(rigs.map((w: Row) => w.coin).sort()).toEqual(['DOGE', 'LTC']);
    expect(rigs[0].id).not.toBe(rigs[1].id);

    const onDoge = (await call('/account/workers?coin=DOGE')).body;
    expect(onDoge.items.map((w: Row) => w.coin)).toEqual(onDoge.items.map(() => 'DOGE'));
    expect(onDoge.items.filter((w: Row) => w.name === 'rig-1')).toHaveLength(1);
    expect(onDoge.counts.all).toBe(onDoge.items.length);
    const file = (await call('/account/workers.csv?coin=DOGE')).text.split('\r\n');
    expect(file.filter((line: string) => line.startsWith('rig-1,'))).toEqual([
      expect.stringMatching(/^rig-1,DOGE,/),
    ]);

    // Unlinked again, the DOGE pool's workers leave the list.
    expect((await call('/settings/wallets/DOGE', { method: 'DELETE' })).status).toBe(200);
    expect((await call('/account/workers')).body.coins).toEqual(['LTC']);
  });

  it('makes a sub-account of the addresses proved for it, apart from the default one', async () => {
    expect((await call('/settings/subaccounts', { method: 'POST', body: { name: 'site-b' } })).status).toBe(
      201,
    );
    const linked = await call('/settings/wallets/LTC?subaccount=site-b', {
      method: 'PUT',
      body: { address: SITE_ADDRESS },
    });
    expect(linked.body.proof).toMatchObject({ status: 'pending' });
    const cycle = Math.floor(clock.now() / 1000 / CYCLE) * CYCLE;
    const next = { from: cycle, until: cycle + CYCLE };
    const site = { pool: 'ltc', miner: SITE_ADDRESS, hashrate: 7e9, ...next };
    await rows.mine(engine, { ...site, worker: linked.body.proof.workerName });
    await rows.mine(engine, { ...site, worker: 'rig-9' });
    await rows.mine(engine, { pool: 'ltc', miner: ADDRESS, worker: 'rig-1', hashrate: 9e9, ...next });
    for (const pool of ['ltc', 'doge'])
      await rows.poolStats(engine, { pool, hashrate: 80e9, difficulty: 3.2e7, ...next });
    clock.offsetMs += (next.until - clock.now() / 1000) * 1000 + 1000;

    expect((await call('/settings/wallets?subaccount=site-b')).body.items[0]).toMatchObject({
      address: SITE_ADDRESS,
      proof: { status: 'proven' },
    });
    type Row = { name: string };
    const siteWorkers = (await call('/account/workers?subaccount=site-b')).body.items.map((w: Row) => w.name);
    expect(siteWorkers).toContain('rig-9');
    expect(siteWorkers).not.toContain('rig-1');
    const own = (await call('/account/workers')).body.items.map((w: Row) => w.name);
    expect(own).toContain('rig-1');
    expect(own).not.toContain('rig-9');
    // An address proved for one sub-account cannot be proved for another.
    const taken = await call('/settings/wallets/LTC?subaccount=site-b', {
      method: 'PUT',
      body: { address: ADDRESS },
    });
    expect(taken.status).not.toBe(200);

    const overview = (await call('/account/overview')).body;
    expect(overview.items.map((i: Row) => i.name)).toEqual(['demo', 'site-b']);
    expect(overview.totals.workers.online).toBe(
      overview.items[0].workers.online + overview.items[1].workers.online,
    );
    expect(
      (await call('/settings/subaccounts/site-b', { method: 'PUT', body: { name: 'site-c' } })).status,
    ).toBe(200);
    expect((await call('/settings/subaccounts')).body.items.map((i: Row) => i.name)).toEqual([
      'demo',
      'site-c',
    ]);
  });

  it('answers every operation of the document with a 2xx that matches it', async () => {
    for (const path of [
      '/coins',
      '/coins/LTC',
      '/coins/LTC/history?range=24h',
      '/blocks',
      '/top-miners',
      '/calculator?hashrate=9500000000',
      '/news?locale=en',
      '/account/summary',
      '/account/hashrate?range=24h',
      '/account/workers',
      '/account/workers.csv',
      '/account/accruals',
      '/account/accruals.csv',
      '/account/payouts',
      '/account/payouts.csv',
      '/account/referral',
      '/settings/notifications',
      '/settings/api-keys',
    ])
      expect((await call(path)).status, path).toBe(200);
    const summary = (await call('/account/summary')).body;
    expect(summary).toMatchObject({ rejectRate: null, staleRate: null, workers: { online: 2 } });
    const calculation = (await call('/calculator?hashrate=9500000000')).body;
    expect(calculation).toMatchObject({ revenueUsdPerDay: null, profitUsdPerDay: null, breakEvenDays: null });
    expect((await call('/account/payouts')).body.items[0]).toMatchObject({
      status: 'sent',
      fee: null,
      amount: '0.50000000',
    });
    const worker = (await call('/account/workers?sort=name')).body.items.find(
      (w: { name: string }) => w.name === 'rig-1',
    );
    expect((await call(`/account/workers/${worker.id}/hashrate?range=1h`)).status).toBe(200);
    expect((await call('/coins/BTC')).status).toBe(404);

    // Settings writes: notifications, a threshold written to Miningcore, an API key made, used and revoked.
    const settings = (await call('/settings/notifications')).body;
    expect(
      (await call('/settings/notifications', { method: 'PUT', body: { ...settings, repeatMinutes: 30 } }))
        .status,
    ).toBe(200);
    expect(
      (await call('/settings/wallets/LTC', { method: 'PUT', body: { payoutThreshold: '0.2' } })).status,
    ).toBe(200);
    const [threshold] = await engine.query<{ t: string }>(
      'SELECT paymentthreshold::text AS t FROM miner_settings',
    );
    expect(Number(threshold?.t)).toBe(0.2);
    const key = await call('/settings/api-keys', {
      method: 'POST',
      body: { name: 'rig', scopes: ['account:read'] },
    });
    expect(key.status).toBe(201);
    expect((await call('/account/summary', { key: key.body.secret })).status).toBe(200);
    expect((await call(`/settings/api-keys/${key.body.id}`, { method: 'DELETE' })).status).toBe(204);

    // A watcher link: made, read through (the workers Miningcore reports), listed and revoked.
    const link = await call('/settings/watchers', {
      method: 'POST',
      body: { label: 'Site manager', scopes: ['workers'], expiresIn: '1d' },
    });
    expect(link.status).toBe(201);
    const watcher = { token: '', headers: { authorization: `Watcher ${link.body.secret}` } };
    expect((await call('/account/watcher', watcher)).body).toMatchObject({
      subaccount: 'demo',
      owner: 'demo',
    });
    const watched = (await call('/account/workers', watcher)).body.items.map((w: { name: string }) => w.name);
    expect(watched).toContain('rig-1');
    expect((await call('/settings/watchers')).body.items[0]).toMatchObject({ views: 1, status: 'active' });
    expect((await call(`/settings/watchers/${link.body.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call('/account/workers', watcher)).status).toBe(401);

    // The freeze link of the mail about the address linked first: recorded and shown on the wallet (Miningcore's
    // own payouts are support's to stop; the mail to support says so).
    const token = await waitFor(async () => {
      const mail = (await caughtMail(server.url)).find(
        (m) =>
          m.subject === 'Your LTC payout address was changed' &&
          m.text.includes(`${ADDRESS.slice(0, 6)}…${ADDRESS.slice(-6)}`) &&
          !/Sub-account: (?!demo\n)/.test(m.text),
      );
      return freezeTokenOf(mail?.text);
    }, 'the address-change mail');
    const frozen = await call('/security/freeze', { method: 'POST', token: '', body: { token } });
    expect(frozen.body).toMatchObject({ coin: 'LTC', subaccount: 'demo' });
    expect((await call('/settings/wallets')).body.items[0].payoutsFrozenAt).toBe(frozen.body.frozenAt);
    const support = await waitFor(
      async () => (await caughtMail(server.url)).find((m) => m.subject.startsWith('Payouts frozen: LTC')),
      'the mail to support',
    );
    expect(support.text).toContain('Miningcore, whose payouts Lode cannot stop');

    // An alert from Miningcore's data: rig-2 stopped an hour ago (offline alerts after 15 minutes by default).
    await server.api.evaluateAlerts([subOf(demo)]);
    const alerts = (await call('/account/alerts')).body;
    expect(alerts.items.map((a: { workerName: string | null }) => a.workerName)).toContain('rig-2');
    expect(
      (await call('/account/alerts/read', { method: 'POST', body: { lastId: alerts.items[0].id } })).status,
    ).toBe(200);

    // No credentials on the public form (an empty token sends no Authorization header).
    expect(
      (
        await call('/contact', {
          method: 'POST',
          token: '',
          body: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello', locale: 'en' },
        })
      ).status,
    ).toBe(201);
    expect((await call('/settings/wallets/LTC', { method: 'DELETE' })).body).toMatchObject({ address: null });
    expect((await call('/account/workers')).body.items).toEqual([]);
    // Neither the webhook operations nor the operator console's read the pool engine; they answer here too.
    await exerciseWebhookOperations(call, demo);
    await exerciseAdminOperations(call, admin);
    await exerciseTelegramOperations(call, botApi);
    expect(allOperations.filter((o) => !exercised.has(o))).toEqual([]);
  });
});
