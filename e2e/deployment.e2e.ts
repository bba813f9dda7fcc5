import type { Page } from '@playwright/test';
import { type LoadResult, lostWrites, runLoad } from '../scripts/load.ts';
import { metricValue, readMetrics } from '../scripts/prometheus.ts';
import { signInThrough } from './support/app';
import { expect, test } from './support/deployment';
import { steppedUpToken } from './support/secondFactor';
import { apiAs } from './support/settingsPages';

// Two replicas behind nginx on one PostgreSQL, as deploy/README.md deploys them (scripts/deployment.ts): what users
// and scripts see through the front door while a replica is killed, PostgreSQL restarts and the identity provider
// is gone. The tests share the worker's deployment, in this order, and each leaves every process running.
test.describe.configure({ mode: 'default', timeout: 150_000 });

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** The sum of a metric on each replica, over the samples with these labels. */
async function perReplica(
  urls: string[],
  name: string,
  labels: Record<string, string | RegExp>,
): Promise<(number | null)[]> {
  return Promise.all(urls.map(async (url) => metricValue(await readMetrics(url), name, labels)));
}

/** Which API replicas say they hold the jobs lock (`lode_jobs_leader 1`), by index; a replica that is down is 0. */
async function leaders(metricsUrls: string[]): Promise<number[]> {
  const values = await Promise.all(
    metricsUrls.map((url) =>
      readMetrics(url).then(
        (text) => metricValue(text, 'lode_jobs_leader'),
        () => 0,
      ),
    ),
  );
  return values.flatMap((value, i) => (value === 1 ? [i] : []));
}

const isGet = (r: LoadResult) => r.method === 'GET';
const ok = (r: LoadResult) => r.status >= 200 && r.status < 400;
const describe = (rs: LoadResult[]) =>
  rs
    .slice(0, 10)
    .map((r) => `${r.method} ${r.path} → ${r.status} at ${seconds(r.at)} s ${r.body ?? ''}`)
    .join('\n');

/**
 * Counts a load run's answers as they come (`onResult` for runLoad): `reach(n, which?)` resolves once `n` of them
 * (of those `which` picks) were answered, so a test steps through a run by what the load met, not by the clock.
 */
function answerCount() {
  const seen: LoadResult[] = [];
  return {
    onResult: (result: LoadResult) => void seen.push(result),
    count: () => seen.length,
    reach: (n: number, which: (r: LoadResult) => boolean = () => true) =>
      expect
        .poll(() => seen.filter(which).length, { timeout: 60_000, intervals: [50] })
        .toBeGreaterThanOrEqual(n),
  };
}

/** Access tokens of both demo users, by the code flow through the provider's form. */
async function tokensOf(deployment: { signIn(user: string): Promise<string> }) {
  return { demo: await deployment.signIn('demo'), admin: await deployment.signIn('admin') };
}

const tileFilled = (page: Page) =>
  expect(page.getByTestId('dashboard-tiles')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });

test('through nginx: sign-in, the dashboard, an API key and a settings write, served by both replicas of each', async ({
  page,
  deployment,
}) => {
  await signInThrough(page, '/dashboard', 'demo');
  await expect(page).toHaveURL((u) => u.pathname === '/dashboard');
  await tileFilled(page);
  await expect(page.locator('[data-stat="workers.online"] dd').first()).toHaveText(/^\d+$/);

  // An API key made in the UI works from a script through the front door.
  await page.goto('/api');
  await expect(page.getByRole('region', { name: 'Your keys' }).getByRole('status')).toHaveText('', {
    timeout: 60_000,
  });
  const name = `deployment ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const secret = (await dialog.getByTestId('api-key-secret').textContent()) ?? '';
  expect(secret).toMatch(/^lode_/);
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  for (let i = 0; i < 4; i += 1) {
    const response = await fetch(`${deployment.url}/api/v1/account/summary`, {
      headers: { 'X-API-Key': secret },
    });
    expect(response.status, 'a request with the new key, whichever replica answers it').toBe(200);
  }

  // A settings write is saved, and every replica reads it back (the page's reads after a reload, and ours).
  await page.goto('/settings');
  const offline = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('group', { name: 'A worker goes offline' })
    .getByRole('spinbutton', { name: 'Offline for at least' });
  await expect(offline).toBeVisible({ timeout: 30_000 });
  const before = await apiAs<{ workerOffline: { afterMinutes: number } }>(page, '/settings/notifications');
  const minutes = before.workerOffline.afterMinutes >= 1440 ? 5 : before.workerOffline.afterMinutes + 1;
  await offline.fill(String(minutes));
  await page.getByRole('button', { name: 'Save notifications' }).click();
  await expect(page.getByTestId('notifications-outcome')).toHaveText('Notification settings saved.');
  for (let i = 0; i < 4; i += 1) {
    const after = await apiAs<{ workerOffline: { afterMinutes: number } }>(page, '/settings/notifications');
    expect(after.workerOffline.afterMinutes).toBe(minutes);
  }
  await page.reload();
  await expect(offline).toHaveValue(String(minutes), { timeout: 30_000 });

  // nginx spread the requests: each replica answered some of the API's routes, and of the pages, assets and
  // config (not only the harness's /readyz probes).
  const api = await perReplica(
    deployment.api.map((r) => r.metricsUrl),
    'lode_api_http_requests_total',
    { route: /^\/api\/v1\// },
  );
  const web = await perReplica(
    deployment.web.map((r) => r.metricsUrl),
    'lode_web_http_requests_total',
    { kind: /^(page|asset|config)$/ },
  );
  for (const [i, count] of api.entries()) expect(count, `API replica ${i + 1}'s requests`).toBeGreaterThan(0);
  for (const [i, count] of web.entries())
    expect(count, `host replica ${i + 1}'s requests`).toBeGreaterThan(0);
});

test('a watcher link revoked through one API replica ends the view open on the other within 1 s', async ({
  browser,
  deployment,
}) => {
  // Creating a link asks for a fresh second factor: a token of demo's with one, got through the provider's forms.
  const token = await steppedUpToken('demo');
  const created = await fetch(`${deployment.url}/api/v1/settings/watchers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ label: 'Site manager', scopes: ['workers'], expiresIn: '1h' }),
  });
  expect(created.status).toBe(201);
  const link = (await created.json()) as { id: string; secret: string };

  const streams = () =>
    perReplica(
      deployment.api.map((r) => r.metricsUrl),
      'lode_stream_clients',
      {},
    );
  const before = await streams();
  const context = await browser.newContext({ baseURL: deployment.url });
  const view = await context.newPage();
  await view.goto(`/watch/${link.secret}`);
  await expect(view.getByRole('region', { name: 'About this shared view' })).toContainText('Read only', {
    timeout: 60_000,
  });
  await expect(view.locator('html')).toHaveAttribute('data-live', 'open', { timeout: 60_000 });
  // The replica whose open streams grew holds the view's; the link is revoked through the other one.
  let holder = -1;
  await expect
    .poll(async () => {
      const now = await streams();
      holder = now.findIndex((count, i) => (count ?? 0) > (before[i] ?? 0));
      return holder;
    })
    .toBeGreaterThanOrEqual(0);
  const other = deployment.api[1 - holder];
  if (!other) throw new Error('the deployment has two API replicas');

  const revokedAt = Date.now();
  const revoked = await fetch(`${other.url}/api/v1/settings/watchers/${link.id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.status).toBe(204);
  await expect(view.getByRole('alert').filter({ hasText: 'This link was revoked' })).toBeVisible({
    timeout: 1_000,
  });
  test
    .info()
    .annotations.push({ type: 'revoked view ended after', description: `${Date.now() - revokedAt} ms` });
  await context.close();
});

test('one API replica runs the jobs; killed, the other takes them over within 10 s; back, it follows', async ({
  deployment,
}) => {
  const metrics = deployment.api.map((r) => r.metricsUrl);
  await expect.poll(() => leaders(metrics), { timeout: 30_000 }).toHaveLength(1);
  const [leader] = await leaders(metrics);
  const other = leader === 0 ? 1 : 0;
  const victim = deployment.api[leader ?? 0];
  if (!victim) throw new Error('no leader');

  await victim.kill();
  const killedAt = Date.now();
  await expect.poll(() => leaders(metrics), { timeout: 30_000, intervals: [200] }).toEqual([other]);
  const takeover = Date.now() - killedAt;
  expect(takeover, `takeover in ${seconds(takeover)} s`).toBeLessThanOrEqual(10_000);

  await victim.start();
  // Back and ready, it stays a follower: the lock is the other's.
  expect(await leaders(metrics)).toEqual([other]);
  const text = await readMetrics(victim.metricsUrl);
  expect(metricValue(text, 'lode_jobs_leader')).toBe(0);
});

test('a replica pair killed at 200 requests/s: no GET fails, no acknowledged write is lost', async ({
  deployment,
}) => {
  const tokens = await tokensOf(deployment);
  const victims = [deployment.api[0], deployment.web[0]].filter((p) => p !== undefined);
  let killedAt = 0;
  let done: () => void = () => {};
  const stop = new Promise<void>((resolve) => (done = resolve));
  const loadStarted = Date.now();
  const answers = answerCount();
  const load = runLoad({ url: deployment.url, tokens, rate: 200, durationMs: 60_000, stop, ...answers });
  // Mid-run: the kill once 300 requests were answered (1.5 s at 200/s), then 600 more answered by the survivors.
  await answers.reach(300);
  await Promise.all(victims.map((p) => p.kill()));
  killedAt = Date.now();
  await answers.reach(answers.count() + 600);
  const stoppedAt = Date.now() - loadStarted;
  done();
  const { results, acked } = await load;
  expect(killedAt).toBeGreaterThan(0);

  // The load really ran at about 200/s while the replicas died: requests by when they were sent, not answered (on a
  // busy machine the last answers trail the stop by seconds).
  const sent = results.filter((r) => r.at < stoppedAt).length;
  expect(sent / (stoppedAt / 1000), 'requests per second sent').toBeGreaterThan(150);
  const gets = results.filter(isGet);
  const failed = gets.filter((r) => !ok(r));
  expect(failed, `failed GETs:\n${describe(failed)}`).toHaveLength(0);
  expect(acked.created.length).toBeGreaterThan(0);
  expect(await lostWrites(deployment.url, tokens, acked)).toEqual([]);

  await Promise.all(victims.map((p) => p.start()));
});

test('PostgreSQL stopped under load: 503 with Retry-After while it is down, then 200 from the same processes', async ({
  deployment,
}) => {
  const tokens = await tokensOf(deployment);
  const pids = [...deployment.api, ...deployment.web].map((p) => p.pid);
  let done: () => void = () => {};
  const stop = new Promise<void>((resolve) => (done = resolve));
  const started = Date.now();
  const answers = answerCount();
  const load = runLoad({ url: deployment.url, tokens, rate: 100, durationMs: 120_000, stop, ...answers });
  await answers.reach(100);
  // PostgreSQL goes away when the stop begins: a fast shutdown ends every session at once, then waits for its
  // checkpoint (over a second on a busy machine) before the stop returns.
  const stoppingAt = Date.now() - started;
  await deployment.postgres.stop();
  // Every replica notices, on its readiness as on its requests.
  await expect
    .poll(
      async () =>
        (await Promise.all(deployment.api.map((r) => fetch(`${r.url}/readyz`)))).map((r) => r.status),
      { timeout: 30_000 },
    )
    .toEqual([503, 503]);
  // The outage lasts until the load has met it: 150 answers 503 (about 2 s at 100/s, most of it API reads).
  await answers.reach(150, (r) => r.status === 503);
  await deployment.postgres.start();
  const upAt = Date.now() - started;
  // Back by itself: every API replica answers an account read 200 again (each notices on its own: a fraction of a
  // second in the runs here, bench/scale.mjs reports the figure).
  await expect
    .poll(
      async () =>
        Promise.all(
          deployment.api.map(
            async (replica) =>
              (
                await fetch(`${replica.url}/api/v1/account/summary`, {
                  headers: { authorization: `Bearer ${tokens.demo}` },
                })
              ).status,
          ),
        ),
      { timeout: 60_000, intervals: [200] },
    )
    .toEqual([200, 200]);
  const recoveredAt = Date.now() - started;
  // The load goes on after recovery: 200 more answers.
  await answers.reach(answers.count() + 200);
  done();
  const { results, acked } = await load;

  // Never a 500, a 502 or a dropped request: a 503 that says when to come back, or a real answer. (The writes held
  // while PostgreSQL was away all run when it is back, so an account may briefly hold its 20 keys: the API's 400
  // saying so is a real answer.)
  const keyLimit = (r: LoadResult) => r.status === 400 && (r.body ?? '').includes('At most 20 keys');
  const wrong = results.filter((r) => !ok(r) && r.status !== 503 && !keyLimit(r));
  expect(wrong, `answers other than 2xx/3xx/503:\n${describe(wrong)}`).toHaveLength(0);
  const unavailable = results.filter((r) => r.status === 503);
  expect(unavailable.length, 'requests answered 503 while PostgreSQL was down').toBeGreaterThan(0);
  expect(unavailable.filter((r) => r.retryAfter === null)).toHaveLength(0);
  // Only while it was down: none answered before the stop began. (One sent earlier may still be waiting for its
  // query when PostgreSQL goes, on a busy machine for seconds: its 503 comes after the stop and is right.)
  const early = unavailable.filter((r) => r.at + r.ms < stoppingAt);
  expect(early, describe(early)).toHaveLength(0);
  const late = results.filter((r) => r.at > recoveredAt + 500 && !ok(r) && !keyLimit(r));
  expect(
    late,
    `after recovery (${seconds(recoveredAt - upAt)} s after the start):\n${describe(late)}`,
  ).toHaveLength(0);
  expect(await lostWrites(deployment.url, tokens, acked)).toEqual([]);
  // Nothing was restarted.
  expect([...deployment.api, ...deployment.web].map((p) => p.pid)).toEqual(pids);
  for (const replica of deployment.api)
    await expect.poll(async () => (await fetch(`${replica.url}/readyz`)).status).toBe(200);
});

test('the identity provider down: API calls with tokens issued before go on through nginx', async ({
  deployment,
}) => {
  const tokens = await tokensOf(deployment);
  // Each API replica has verified a token, so holds the provider's keys, before it goes: asked directly, since nginx
  // (a worker process each with its own round robin, a replica restarted by an earlier test) may not spread four
  // requests over both. (A replica that never fetched the keys cannot check any token while the provider is away.)
  for (const replica of deployment.api)
    for (const token of Object.values(tokens)) {
      const response = await fetch(`${replica.url}/api/v1/account/summary`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
    }
  const providerAnswers = () =>
    fetch(`${deployment.idpUrl}/realms/lode/.well-known/openid-configuration`).then(
      () => 'answered',
      () => 'refused',
    );
  await deployment.idp.stop();
  expect(await providerAnswers()).toBe('refused');
  // The outage lasts until 200 account requests with those tokens were answered (about 5 s at 100/s).
  let done: () => void = () => {};
  const stop = new Promise<void>((resolve) => (done = resolve));
  const answers = answerCount();
  const load = runLoad({ url: deployment.url, tokens, rate: 100, durationMs: 60_000, stop, ...answers });
  await answers.reach(200, (r) => r.path.startsWith('/api/v1/account'));
  done();
  const { results } = await load;
  // The provider really was away the whole time: nothing answered on its port.
  expect(await providerAnswers()).toBe('refused');
  const failed = results.filter((r) => !ok(r));
  expect(failed, `requests that failed while the provider was down:\n${describe(failed)}`).toHaveLength(0);

  await deployment.idp.start();
  // A new sign-in works again as soon as the provider is back.
  const token = await deployment.signIn('demo');
  const response = await fetch(`${deployment.url}/api/v1/account/summary`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
});
