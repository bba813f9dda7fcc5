import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Replica } from '../scripts/deployment';
import { expect, test } from './support/deployment';

// The operator console's redirects through the production shape (deploy/README.md): two host servers behind nginx,
// each polling the pool API's `GET /public/site` every 2 s. A rule saved through `PUT /admin/redirects` is followed
// by both within 5 s; with `LODE_ROUTE_RULES` set, the operator's file wins and the table says so. The tests run in
// order on one deployment (which deployment.e2e.ts may share) and put everything back.

test.describe.configure({ mode: 'default', timeout: 120_000 });

/** The pool API's admin endpoint through nginx, as the admin. */
async function putRedirects(url: string, token: string, rules: unknown[]) {
  const response = await fetch(`${url}/api/v1/admin/redirects`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ rules }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { version: number; rules: unknown[] };
}

/** Where one replica sends a document request for `path` (its status and Location), asked directly. */
async function whereTo(replica: Replica, path: string): Promise<string> {
  const response = await fetch(`${replica.url}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return `${response.status} ${response.headers.get('location') ?? ''}`.trim();
}

/** The table one replica serves the SPA. */
async function tableOf(replica: Replica): Promise<Record<string, unknown>> {
  return (await (await fetch(`${replica.url}/api/route-rules`)).json()) as Record<string, unknown>;
}

/** Restarts the host replicas one after the other (nginx keeps serving from the other), with `env` changed. */
async function restartHosts(replicas: Replica[], change: (env: NodeJS.ProcessEnv) => void) {
  for (const replica of replicas) {
    await replica.stop();
    change(replica.env);
    await replica.start();
  }
}

test('a redirect saved in the console is followed on both host replicas within 5 s', async ({
  deployment,
  page,
}) => {
  const token = await deployment.signIn('admin');
  const saved = await putRedirects(deployment.url, token, [
    { match: '/old-pool/**', redirect: '/news', status: 301 },
  ]);
  const savedAt = performance.now();
  // Both replicas, asked directly, answer the rule; the bound is the contract's 5 s from the save.
  await expect
    .poll(() => Promise.all(deployment.web.map((replica) => whereTo(replica, '/ru/old-pool/2025'))), {
      timeout: 5_000,
      intervals: [100],
      message: 'both host replicas following the new rule',
    })
    .toEqual(['301 /ru/news', '301 /ru/news']);
  const followedInMs = performance.now() - savedAt;
  expect(followedInMs).toBeLessThan(5_000);
  for (const replica of deployment.web) {
    expect(await tableOf(replica)).toMatchObject({
      source: 'database',
      version: saved.version,
      rules: [{ match: '/old-pool/**', redirect: '/news', status: 301 }],
    });
  }

  // In Chromium through nginx, whichever replica answers.
  await page.goto('/ru/old-pool/2025');
  expect(new URL(page.url()).pathname).toBe('/ru/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новости пула');

  await putRedirects(deployment.url, token, []);
  await expect
    .poll(() => Promise.all(deployment.web.map((replica) => whereTo(replica, '/old-pool/2025'))), {
      timeout: 5_000,
      intervals: [100],
    })
    .toEqual(['404', '404']);
});

test('with LODE_ROUTE_RULES set, the operator’s file wins over the database, read-only', async ({
  deployment,
}) => {
  const token = await deployment.signIn('admin');
  await putRedirects(deployment.url, token, [{ match: '/from-database', redirect: '/news', status: 302 }]);
  await expect
    .poll(() => Promise.all(deployment.web.map((replica) => whereTo(replica, '/from-database'))), {
      timeout: 5_000,
      intervals: [100],
    })
    .toEqual(['302 /news', '302 /news']);

  const dir = await mkdtemp(join(tmpdir(), 'lode-rules-'));
  const file = join(dir, 'route-rules.json');
  await writeFile(file, JSON.stringify({ rules: [{ match: '/from-file', redirect: '/faq', status: 301 }] }));
  try {
    await restartHosts(deployment.web, (env) => {
      env.LODE_ROUTE_RULES = file;
    });
    for (const replica of deployment.web) {
      expect(await tableOf(replica)).toMatchObject({
        source: 'file',
        version: null,
        rules: [{ match: '/from-file', redirect: '/faq', status: 301 }],
        maintenance: { state: 'off' },
      });
      expect(await whereTo(replica, '/cn/from-file')).toBe('301 /cn/faq');
      // The database's rule is not applied while the file is in force.
      expect(await whereTo(replica, '/from-database')).toBe('404');
    }
  } finally {
    await restartHosts(deployment.web, (env) => {
      delete env.LODE_ROUTE_RULES;
    });
    await rm(dir, { recursive: true, force: true });
  }
  for (const replica of deployment.web) expect(await tableOf(replica)).toMatchObject({ source: 'database' });
  await putRedirects(deployment.url, token, []);
});
