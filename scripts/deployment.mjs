// The production shape of deploy/README.md on loopback, for the scale and fault run (e2e/deployment.e2e.ts,
// bench/scale.mjs): PostgreSQL, the identity provider, N pool-API processes, N host servers and nginx in front,
// each a real process started by the guide's numbered steps, in the guide's order, from the same files (the nginx
// configuration is rendered by deploy/nginx/render.mjs). Everything lives in one temporary folder on free ports and
// goes away with `close()`, which also runs when starting fails half-way and when this process exits.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { closeSync, existsSync, openSync, rmSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderNginx } from '../deploy/nginx/render.mjs';
import { postgresBinDir, startPostgres } from './postgres.mjs';
import { freePort } from './ports.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const entries = {
  api: join(root, 'apps/pool-api/dist/index.js'),
  web: join(root, 'apps/web/dist-server/index.js'),
  idp: join(root, 'apps/idp/dist/index.js'),
};

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Status of a GET, 0 when nothing answers; never throws. */
async function statusOf(url, timeoutMs = 3_000) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Polls `url` until it answers 200, `gone()` says the process died, or `timeoutMs` passes. A condition, not a
 * sleep: it returns on the first 200.
 */
async function until200(url, { timeoutMs = 120_000, gone = () => false, what = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await statusOf(url)) === 200) return;
    const reason = gone();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (Date.now() > deadline) throw new Error(`${what}: no 200 from ${url} within ${timeoutMs / 1000} s`);
    await pause(100);
  }
}

/** Every child this module started and has not seen exit: killed if the test process exits without close(). */
const living = new Set();
/** PostgreSQL servers not stopped yet (a daemon, not a child): their data folders, stopped on exit likewise. */
const servers = new Set();
/** Temporary folders not removed yet (the deployment's and its PostgreSQL's), removed on exit likewise. */
const folders = new Set();
let exitHook = false;
function watchExit() {
  if (exitHook) return;
  exitHook = true;
  process.once('exit', () => {
    for (const child of living) child.kill('SIGKILL');
    for (const data of servers) {
      const pgCtl = [
        join(/** @type {string} */ (postgresBinDir()), 'pg_ctl'),
        'stop',
        '-D',
        data,
        '-m',
        'immediate',
      ];
      spawnSync(process.getuid?.() === 0 ? 'runuser' : pgCtl[0], [
        ...(process.getuid?.() === 0 ? ['-u', 'postgres', '--', pgCtl[0]] : []),
        ...pgCtl.slice(1),
      ]);
    }
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
}

/** The last lines of a log file, for an error message. */
async function tail(file, lines = 30) {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').slice(-lines).join('\n');
}

/**
 * One long-running process of the deployment (a replica, the identity provider, nginx): started with `start()`,
 * ready when `readyUrl` answers 200; `kill()` is a crash (SIGKILL), `stop()` a clean stop (SIGTERM, as systemd
 * sends), and `start()` again runs it anew with the same command, environment and ports.
 */
function managed({ name, command, args, env, logFile, readyUrl, readyTimeoutMs = 120_000 }) {
  let child = null;
  let exited = null;
  const handle = {
    name,
    logFile,
    get pid() {
      return child?.pid ?? null;
    },
    get running() {
      return child !== null && exited === null;
    },
    async start() {
      if (handle.running) throw new Error(`${name} is already running`);
      watchExit();
      // The process writes its log file itself, not through a pipe to this one: Node writes to a pipe
      // synchronously, so a replica would stall on its own log lines (hundreds a second while PostgreSQL is down)
      // whenever this process, busy sending the load, read them late.
      const log = openSync(logFile, 'a');
      exited = null;
      let started;
      try {
        started = spawn(command, args, { cwd: root, env, stdio: ['ignore', log, log] });
      } finally {
        closeSync(log);
      }
      child = started;
      living.add(started);
      const done = new Promise((resolve) => {
        started.once('exit', (code, signal) => {
          living.delete(started);
          if (child === started) exited = { code, signal };
          resolve();
        });
      });
      started.once('error', (error) => {
        if (child === started) exited = { code: null, signal: null, error };
      });
      started.done = done;
      try {
        await until200(readyUrl, {
          timeoutMs: readyTimeoutMs,
          what: name,
          gone: () =>
            exited &&
            `exited (${exited.error?.message ?? exited.signal ?? exited.code}) before ${readyUrl} answered 200`,
        });
      } catch (error) {
        throw new Error(`${error.message}\n--- ${name} log (${logFile}) ---\n${await tail(logFile)}`);
      }
    },
    /** Ends the process with `signal` and resolves once it has exited. */
    async signal(signal) {
      const current = child;
      if (!current || exited) return;
      current.kill(signal);
      await current.done;
    },
    /** A crash: SIGKILL, no chance to finish anything. */
    kill: () => handle.signal('SIGKILL'),
    /** A clean stop: SIGTERM (requests in flight finish), SIGKILL after 20 s. */
    async stop() {
      const current = child;
      if (!current || exited) return;
      const force = setTimeout(() => current.kill('SIGKILL'), 20_000);
      await handle.signal('SIGTERM');
      clearTimeout(force);
    },
  };
  return handle;
}

/**
 * The environment every pool-API and host-server process of the deployment reads: deploy/systemd/lode.env's
 * variables with this deployment's values (step 4 of deploy/README.md).
 */
function sharedEnv({ databaseUrl, authUrl, publicUrl }) {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    LODE_AUTH_URL: authUrl,
    LODE_AUTH_REALM: 'lode',
    LODE_AUTH_CLIENT_ID: 'lode-web',
    LODE_PUBLIC_URL: publicUrl,
    LODE_API_URL: '/api/v1',
    // A trial: the API's embedded mail catcher instead of an SMTP server (production sets LODE_SMTP_URL).
    LODE_MAIL_CATCHER: '1',
  };
}

/** The environment of this process without what would change a child's behaviour behind our back. */
function baseEnv() {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !name.startsWith('LODE_') && !['DATABASE_URL', 'PORT', 'HOST', 'NODE_OPTIONS'].includes(name),
    ),
  );
}

/**
 * Starts the deployment. `replicas`: how many pool-API processes and how many host servers (1 or 2); `apiEnv` and
 * `webEnv` add variables to every API or host process (e.g. LODE_API_TOKEN_RATE_LIMIT for a load run).
 */
export async function startDeployment({ replicas = 2, apiEnv = {}, webEnv = {}, log = () => {} } = {}) {
  if (replicas < 1) throw new Error('replicas must be 1 or more');
  for (const file of Object.values(entries))
    if (!existsSync(file)) throw new Error('The apps are not built: run `pnpm build` first.');
  const dir = await mkdtemp(join(tmpdir(), 'lode-deploy-'));
  // nginx's workers run as an unprivileged user when it starts as root: they must reach its folder.
  await chmod(dir, 0o755);
  watchExit();
  folders.add(dir);
  await mkdir(join(dir, 'logs'));
  const logFile = (name) => join(dir, 'logs', `${name}.log`);
  const started = { postgres: null, idp: null, api: [], web: [], nginx: null };
  const close = async () => {
    await started.nginx?.stop().catch(() => {});
    await Promise.all([...started.web, ...started.api].map((p) => p.stop().catch(() => {})));
    await started.idp?.stop().catch(() => {});
    await started.postgres?.stop().catch(() => {});
    if (started.postgres) {
      servers.delete(join(started.postgres.dir, 'data'));
      folders.delete(started.postgres.dir);
    }
    await rm(dir, { recursive: true, force: true });
    folders.delete(dir);
  };
  try {
    const env = baseEnv();
    const nginxPort = await freePort();
    const publicUrl = `http://localhost:${nginxPort}`;

    // Step 2: PostgreSQL, a role and a database for Lode (the API creates its tables itself at start). The guide's
    // role is `lode`; here `lode_app`, as the throwaway server's superuser already has that name.
    log('› deployment: PostgreSQL');
    started.postgres = await startPostgres({ settings: { max_connections: 200 } });
    const pg = started.postgres;
    watchExit();
    servers.add(join(pg.dir, 'data'));
    folders.add(pg.dir);
    const password = randomBytes(12).toString('hex');
    const psql = spawnSync(
      join(/** @type {string} */ (postgresBinDir()), 'psql'),
      [
        '-v',
        'ON_ERROR_STOP=1',
        '-q',
        pg.url,
        '-c',
        `CREATE ROLE lode_app LOGIN PASSWORD '${password}'`,
        '-c',
        'CREATE DATABASE lode OWNER lode_app',
      ],
      { encoding: 'utf8' },
    );
    if (psql.status !== 0) throw new Error(`psql: ${psql.stderr}`);
    const databaseUrl = `postgres://lode_app:${password}@127.0.0.1:${pg.port}/lode`;

    // Step 3: sign-in. Production: Keycloak with deploy/keycloak/realm-lode.json; a trial (and this): apps/idp.
    // (Step 1, build and install, is `pnpm build` before this runs; step 4, the environment, is sharedEnv below.)
    log('› deployment: identity provider');
    const idpPort = await freePort();
    const authUrl = `http://localhost:${idpPort}`;
    started.idp = managed({
      name: 'idp',
      command: process.execPath,
      args: [entries.idp],
      env: {
        ...env,
        LODE_IDP_PORT: String(idpPort),
        LODE_IDP_HOST: '127.0.0.1',
        LODE_IDP_APP_ORIGIN: publicUrl,
        // Its key survives a restart, as Keycloak's does (its database keeps it): tokens issued before an outage stay
        // valid after it, and the API replicas need no new keys.
        LODE_IDP_KEY_FILE: join(dir, 'idp-realm-key.json'),
      },
      logFile: logFile('idp'),
      readyUrl: `${authUrl}/realms/lode/.well-known/openid-configuration`,
    });
    await started.idp.start();

    const shared = sharedEnv({ databaseUrl, authUrl, publicUrl });
    // Step 5: the pool-API replicas, all at once (their migrations take turns under an advisory lock).
    log(`› deployment: ${replicas} pool API process(es)`);
    for (let i = 1; i <= replicas; i += 1) {
      const port = await freePort();
      const metricsPort = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const handle = managed({
        name: `api-${i}`,
        command: process.execPath,
        args: [entries.api],
        env: {
          ...env,
          ...shared,
          LODE_API_PORT: String(port),
          LODE_API_HOST: '127.0.0.1',
          LODE_API_METRICS_PORT: String(metricsPort),
          LODE_API_METRICS_HOST: '127.0.0.1',
          ...apiEnv,
        },
        logFile: logFile(`api-${i}`),
        readyUrl: `${url}/readyz`,
      });
      started.api.push(
        Object.assign(handle, { port, url, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` }),
      );
    }
    await Promise.all(started.api.map((p) => p.start()));

    // Step 6: the host servers (they do not mount the API: nginx routes /api/v1/ to the API processes).
    log(`› deployment: ${replicas} host server(s)`);
    for (let i = 1; i <= replicas; i += 1) {
      const port = await freePort();
      const metricsPort = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const handle = managed({
        name: `web-${i}`,
        command: process.execPath,
        args: [entries.web],
        env: {
          ...env,
          ...shared,
          PORT: String(port),
          HOST: '127.0.0.1',
          LODE_METRICS_PORT: String(metricsPort),
          LODE_METRICS_HOST: '127.0.0.1',
          ...webEnv,
        },
        logFile: logFile(`web-${i}`),
        readyUrl: `${url}/readyz`,
      });
      started.web.push(
        Object.assign(handle, { port, url, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` }),
      );
    }
    await Promise.all(started.web.map((p) => p.start()));

    // Step 7: nginx in front, configured by deploy/nginx/render.mjs.
    log('› deployment: nginx');
    const nginxDir = join(dir, 'nginx');
    const conf = await renderNginx({
      out: nginxDir,
      listen: `127.0.0.1:${nginxPort}`,
      web: started.web.map((p) => `127.0.0.1:${p.port}`),
      api: started.api.map((p) => `127.0.0.1:${p.port}`),
      accessLog: join(dir, 'logs', 'nginx-access.log'),
      errorLog: join(dir, 'logs', 'nginx-error.log'),
      standalone: true,
      daemon: false,
    });
    started.nginx = managed({
      name: 'nginx',
      command: nginxBinary(),
      args: ['-p', nginxDir, '-c', conf, '-e', join(dir, 'logs', 'nginx-error.log')],
      env,
      logFile: logFile('nginx'),
      readyUrl: `http://127.0.0.1:${nginxPort}/nginx-health`,
    });
    await started.nginx.start();

    // Step 8: through the front door, the app and the API answer.
    await until200(`${publicUrl}/api/v1/coins`, { what: 'nginx → pool API', timeoutMs: 30_000 });
    await until200(`${publicUrl}/config.json`, { what: 'nginx → host server', timeoutMs: 30_000 });
    log(`› deployment: ${publicUrl}`);

    const deployment = {
      url: publicUrl,
      idpUrl: authUrl,
      issuer: `${authUrl}/realms/lode`,
      databaseUrl,
      dir,
      api: started.api,
      web: started.web,
      nginx: started.nginx,
      postgres: {
        port: pg.port,
        /** The server's own log (start, stop, refused connections). */
        logFile: join(pg.dir, 'server.log'),
        /** Stops PostgreSQL (`fast`: sessions ended, as a service restart does), keeping its data and port. */
        stop: (mode = 'fast') => pg.pause(mode),
        /** Starts it again on the same port and data. */
        start: () => pg.resume(),
      },
      idp: started.idp,
      /** Access token of a demo user, by the authorization-code flow with PKCE through the login form. */
      signIn: (username) => signIn(deployment.issuer, publicUrl, username),
      close,
    };
    return deployment;
  } catch (error) {
    await close();
    throw error;
  }
}

/** nginx from Debian's /usr/sbin or PATH, installed first when missing (as root with apt; else it says how). */
function nginxBinary() {
  const find = () =>
    ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((candidate) => existsSync(candidate)) ??
    (spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim() || null);
  if (!find())
    spawnSync('bash', [join(root, 'scripts/ensure-system-packages.sh'), 'nginx'], { stdio: 'inherit' });
  const found = find();
  if (!found) throw new Error('nginx is not installed: apt-get install nginx-light');
  return found;
}

/** The Prometheus text of a metrics URL. */
export async function readMetrics(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * The sum of a metric's samples in Prometheus text, over the samples whose labels include `labels` (a value or a
 * RegExp the value matches; every sample when none are given); null when the metric has no such sample.
 */
export function metricValue(text, name, labels = {}) {
  let sum = null;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name) || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})?\s+(\S+)/.exec(line);
    if (!match || match[1] !== name) continue;
    const sample = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    const matches = ([k, v]) => (v instanceof RegExp ? v.test(sample[k] ?? '') : sample[k] === v);
    if (!Object.entries(labels).every(matches)) continue;
    sum = (sum ?? 0) + Number(match[3]);
  }
  return sum;
}

/** Authorization code + PKCE through the provider's login form, as a browser does it; returns the access token. */
export async function signIn(issuer, appOrigin, username, password = username) {
  const redirectUri = `${appOrigin}/auth/callback`;
  const cookies = new Map();
  const request = async (url, init = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
      headers: { ...init.headers, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return response;
  };
  const follow = async (url, init) => {
    let response = await request(url, init);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (!location) break;
      const next = new URL(location, url).href;
      if (next.startsWith(appOrigin)) return { response, location: next };
      url = next;
      response = await request(next);
    }
    return { response, page: await response.text(), url };
  };
  const verifier = randomBytes(48).toString('base64url');
  const auth = new URL(`${issuer}/protocol/openid-connect/auth`);
  auth.search = new URLSearchParams({
    client_id: 'lode-web',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid',
    state: randomUUID(),
    nonce: randomUUID(),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const login = await follow(auth.href);
  const action = /<form[^>]*id="kc-form-login"[^>]*action="([^"]+)"/
    .exec(login.page ?? '')?.[1]
    ?.replaceAll('&amp;', '&');
  if (!action) throw new Error(`no login form at ${login.url} (${login.response.status})`);
  const back = await follow(new URL(action, login.url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  const code = back.location ? new URL(back.location).searchParams.get('code') : null;
  if (!code) throw new Error(`signing in as ${username} gave no code`);
  const response = await fetch(`${issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    signal: AbortSignal.timeout(15_000),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: 'lode-web',
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  const tokens = await response.json();
  if (!tokens.access_token) throw new Error(`token request answered ${response.status}`);
  return tokens.access_token;
}

/**
 * What the load generator sends, in proportion: pages and config from the host servers, public and account reads
 * from the API, and API-key writes (a POST creating a key, then a DELETE revoking it) whose answers are checked
 * against the database afterwards. 20 slots: 18 GETs, 2 writes (a creation and its revocation each, or the
 * revocation of a key whose revocation failed before).
 */
const MIX = [
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

/**
 * Sends the mix through `url` (nginx) until `durationMs` passes or `stop` resolves: open loop at `rate` requests
 * per second (the fault runs: requests keep coming whatever the answers), or closed loop with `concurrency` clients
 * each sending the next request once the last one answered (the throughput figure). `tokens` holds an access token
 * per user of the mix; `onResult` hears each outcome as it comes (a test waits on them rather than on time).
 * Resolves with every request's outcome and the writes the API acknowledged.
 */
export async function runLoad({ url, tokens, rate, concurrency, durationMs = 10_000, stop, onResult }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const results = [];
  const acked = { created: [], revoked: [] };
  const unrevoked = [];
  let slot = 0;
  let running = true;
  const started = performance.now();
  const ending = Promise.race([pause(durationMs), stop ?? new Promise(() => {})]).then(() => {
    running = false;
  });
  const send = (method, path, user, body) =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const headers = { 'x-lode-load': '1' };
      if (user) headers.authorization = `Bearer ${tokens[user]}`;
      const payload = body === undefined ? undefined : JSON.stringify(body);
      if (payload) headers['content-type'] = 'application/json';
      const finish = (status, response, text = '') =>
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
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.once('end', () => finish(res.statusCode ?? 0, res, Buffer.concat(chunks).toString('utf8')));
        res.once('error', () => finish(0, res));
      });
      req.once('timeout', () => req.destroy(new Error('timeout')));
      req.once('error', () => finish(0, null));
      req.end(payload);
    });
  // The body only of a failure, cut short: enough to say why in a test's message.
  const outcome = ({ text, ...r }) => {
    const result = r.status >= 200 && r.status < 400 ? r : { ...r, body: text.slice(0, 200) };
    onResult?.(result);
    return result;
  };
  const one = async () => {
    const entry = MIX[slot++ % MIX.length];
    if (!entry.write) {
      const r = await send('GET', entry.path, entry.user);
      results.push(outcome(r));
      return;
    }
    // A key whose revocation failed (PostgreSQL was down, a replica died) is revoked first: live keys stay few,
    // under the API's limit of 20 per account.
    const pending = unrevoked.findIndex((key) => key.user === entry.user);
    const key = pending === -1 ? await create(entry.user) : unrevoked.splice(pending, 1)[0];
    if (!key) return;
    const revoked = await send('DELETE', `/api/v1/settings/api-keys/${key.id}`, entry.user);
    results.push(outcome(revoked));
    if (revoked.status >= 200 && revoked.status < 300) acked.revoked.push(key);
    else unrevoked.push(key);
  };
  /** Creates a key; the acknowledged ones are checked against the database at the end. */
  const create = async (user) => {
    const created = await send('POST', '/api/v1/settings/api-keys', user, {
      name: `load ${randomUUID().slice(0, 8)}`,
      scopes: ['account:read'],
    });
    results.push(outcome(created));
    if (created.status !== 201) return null;
    const key = { user, id: JSON.parse(created.text).id };
    acked.created.push(key);
    return key;
  };
  const inFlight = new Set();
  if (concurrency) {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (running) await one();
      }),
    );
  } else {
    const perMs = (rate ?? 200) / 1000;
    let issued = 0;
    while (running) {
      const due = Math.floor((performance.now() - started) * perMs);
      while (issued < due) {
        issued += 1;
        const p = one().finally(() => inFlight.delete(p));
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
    if (revoked.status >= 200 && revoked.status < 300) acked.revoked.push(key);
  }
  agent.destroy();
  return { results, acked, seconds: (performance.now() - started) / 1000 };
}

/** Acknowledged writes the API no longer knows: created keys missing from the list, revoked ones not revoked. */
export async function lostWrites(url, tokens, acked) {
  const keys = {};
  for (const user of Object.keys(tokens)) {
    const response = await fetch(`${url}/api/v1/settings/api-keys`, {
      headers: { authorization: `Bearer ${tokens[user]}` },
    });
    if (response.status !== 200) throw new Error(`listing ${user}'s keys answered ${response.status}`);
    keys[user] = new Map((await response.json()).items.map((k) => [k.id, k]));
  }
  const lost = [];
  for (const { user, id } of acked.created) if (!keys[user].has(id)) lost.push({ write: 'create', user, id });
  for (const { user, id } of acked.revoked)
    if (!keys[user].get(id)?.revokedAt) lost.push({ write: 'revoke', user, id });
  return lost;
}

/** Requests per second, p50/p99 in ms, and counts by status, of some load results. */
export function summarize(results, seconds) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const at = (p) => (ms.length ? ms[Math.min(ms.length - 1, Math.floor((ms.length * p) / 100))] : 0);
  const round = (n) => Math.round(n * 10) / 10;
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return {
    requests: results.length,
    requestsPerSecond: Math.round(results.length / seconds),
    p50Ms: round(at(50)),
    p99Ms: round(at(99)),
    statuses,
  };
}
