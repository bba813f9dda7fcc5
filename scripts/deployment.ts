// The production shape of deploy/README.md on loopback, for the scale and fault run (e2e/deployment.e2e.ts,
// bench/scale.mjs): PostgreSQL, the identity provider, N pool-API processes, N host servers and nginx in front,
// each a real process started by the guide's numbered steps, in the guide's order, from the same files (the nginx
// configuration is rendered by deploy/nginx/render.mjs). Everything lives in one temporary folder on free ports and
// goes away with `close()`, which also runs when starting fails half-way and when this process exits. The load
// generator that drives it is load.ts; its metrics are read with prometheus.ts.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accessTokenThroughForm } from '@lode/idp/testing';
import { renderNginx } from '../deploy/nginx/render.mjs';
import { atExit, managed, type ManagedProcess, until200 } from './managedProcess.ts';
import { freePort } from './ports.ts';
import { postgresBinDir, type RunningPostgres, startPostgres } from './postgres.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const entries = {
  api: join(root, 'apps/pool-api/dist/index.js'),
  web: join(root, 'apps/web/dist-server/index.js'),
  idp: join(root, 'apps/idp/dist/index.js'),
};

/** A pool-API process or a host server. */
export interface Replica extends ManagedProcess {
  port: number;
  /** Its own address, e.g. `http://127.0.0.1:41234` (the API's /readyz and /livez are at its root). */
  url: string;
  /** Its Prometheus endpoint. */
  metricsUrl: string;
  /** The environment it runs with: a change applies at its next `start()` (stop it first). */
  env: NodeJS.ProcessEnv;
}

/** The deployment of deploy/README.md on loopback. */
export interface Deployment {
  /** nginx, the front door: `http://localhost:{port}`. */
  url: string;
  /** The identity provider's base URL (LODE_AUTH_URL). */
  idpUrl: string;
  issuer: string;
  /** The application role's connection URL. */
  databaseUrl: string;
  /** The temporary folder: logs/ (every process's output and nginx's JSON access log), nginx/. */
  dir: string;
  api: Replica[];
  web: Replica[];
  nginx: ManagedProcess;
  idp: ManagedProcess;
  postgres: {
    port: number;
    /** The server's own log (start, stop, refused connections). */
    logFile: string;
    /** Stops PostgreSQL (data and port kept); `fast` ends sessions as a service restart does. */
    stop(mode?: 'fast' | 'immediate' | 'smart'): Promise<unknown>;
    /** Starts it again on the same port and data. */
    start(): Promise<unknown>;
  };
  /** An access token of a user of the provider, by the code flow with PKCE through its login form. */
  signIn(username: string): Promise<string>;
  /** Stops every process and removes the folder. */
  close(): Promise<void>;
}

export interface DeploymentOptions {
  /** How many pool-API processes and how many host servers (1 or more). */
  replicas?: number;
  /** Variables added to every API process (e.g. LODE_API_TOKEN_RATE_LIMIT for a load run). */
  apiEnv?: Record<string, string>;
  /** Variables added to every host server. */
  webEnv?: Record<string, string>;
  /** Hears each step as it starts. */
  log?: (message: string) => void;
}

/**
 * The two kinds of replica: the built entry each runs, and the variables it reads its address and its metrics'
 * address from (deploy/systemd/lode.env).
 */
const replicaKinds = {
  api: {
    entry: entries.api,
    names: {
      port: 'LODE_API_PORT',
      host: 'LODE_API_HOST',
      metricsPort: 'LODE_API_METRICS_PORT',
      metricsHost: 'LODE_API_METRICS_HOST',
    },
  },
  web: {
    entry: entries.web,
    names: { port: 'PORT', host: 'HOST', metricsPort: 'LODE_METRICS_PORT', metricsHost: 'LODE_METRICS_HOST' },
  },
} as const;

/** A PostgreSQL tool (`pg_ctl`, `psql`) of the installed server, or from PATH. */
const postgresTool = (name: string) => join(postgresBinDir() ?? '', name);

/** PostgreSQL servers not stopped yet (a daemon, not a child): their data folders, stopped at exit. */
const servers = new Set<string>();
/** Temporary folders not removed yet (the deployment's and its PostgreSQL's), removed at exit likewise. */
const folders = new Set<string>();
let cleanUpAtExit = false;
function watchExit() {
  if (cleanUpAtExit) return;
  cleanUpAtExit = true;
  atExit(() => {
    const asRoot = process.getuid?.() === 0;
    for (const data of servers) {
      const pgCtl = [postgresTool('pg_ctl'), 'stop', '-D', data, '-m', 'immediate'];
      spawnSync(
        asRoot ? 'runuser' : postgresTool('pg_ctl'),
        asRoot ? ['-u', 'postgres', '--', ...pgCtl] : pgCtl.slice(1),
      );
    }
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
}

/**
 * The environment every pool-API and host-server process of the deployment reads: deploy/systemd/lode.env's
 * variables with this deployment's values (step 4 of deploy/README.md).
 */
function sharedEnv({
  databaseUrl,
  authUrl,
  publicUrl,
}: {
  databaseUrl: string;
  authUrl: string;
  publicUrl: string;
}) {
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
function baseEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !name.startsWith('LODE_') && !['DATABASE_URL', 'PORT', 'HOST', 'NODE_OPTIONS'].includes(name),
    ),
  );
}

/** nginx from Debian's /usr/sbin or PATH, installed first when missing (as root with apt; else it says how). */
function nginxBinary(): string {
  const find = () =>
    ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((candidate) => existsSync(candidate)) ??
    (spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim() || null);
  if (!find())
    spawnSync('bash', [join(root, 'scripts/ensure-system-packages.sh'), 'nginx'], { stdio: 'inherit' });
  const found = find();
  if (!found) throw new Error('nginx is not installed: apt-get install nginx-light');
  return found;
}

/** Starts PostgreSQL, the identity provider, N pool-API processes, N host servers and nginx, as the guide does. */
export async function startDeployment({
  replicas = 2,
  apiEnv = {},
  webEnv = {},
  log = () => {},
}: DeploymentOptions = {}): Promise<Deployment> {
  if (replicas < 1) throw new Error('replicas must be 1 or more');
  for (const file of Object.values(entries))
    if (!existsSync(file)) throw new Error('The apps are not built: run `pnpm build` first.');
  const dir = await mkdtemp(join(tmpdir(), 'lode-deploy-'));
  // nginx's workers run as an unprivileged user when it starts as root: they must reach its folder.
  await chmod(dir, 0o755);
  watchExit();
  folders.add(dir);
  await mkdir(join(dir, 'logs'));
  const logFile = (name: string) => join(dir, 'logs', `${name}.log`);
  const started: {
    postgres: RunningPostgres | null;
    idp: ManagedProcess | null;
    api: Replica[];
    web: Replica[];
    nginx: ManagedProcess | null;
  } = { postgres: null, idp: null, api: [], web: [], nginx: null };
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
  /**
   * Starts `replicas` processes of one kind, each on ports of its own: `env`, what `own` gives replica `i` (1-based)
   * and the replica's addresses in the variables that kind reads (`extra` last, so a run may override them).
   */
  const startReplicas = async (
    kind: keyof typeof replicaKinds,
    env: NodeJS.ProcessEnv,
    extra: Record<string, string>,
    own: (i: number) => Record<string, string> = () => ({}),
  ) => {
    const { entry, names } = replicaKinds[kind];
    for (let i = 1; i <= replicas; i += 1) {
      const port = await freePort();
      const metricsPort = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const replicaEnv: NodeJS.ProcessEnv = {
        ...env,
        ...own(i),
        [names.port]: String(port),
        [names.host]: '127.0.0.1',
        [names.metricsPort]: String(metricsPort),
        [names.metricsHost]: '127.0.0.1',
        ...extra,
      };
      const handle = managed({
        name: `${kind}-${i}`,
        command: process.execPath,
        args: [entry],
        // The same object on every start: a test may change it between a stop and the next start.
        env: replicaEnv,
        logFile: logFile(`${kind}-${i}`),
        readyUrl: `${url}/readyz`,
        cwd: root,
      });
      started[kind].push(
        Object.assign(handle, {
          port,
          url,
          metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
          env: replicaEnv,
        }),
      );
    }
    await Promise.all(started[kind].map((p) => p.start()));
  };
  try {
    const env = baseEnv();
    const nginxPort = await freePort();
    const publicUrl = `http://localhost:${nginxPort}`;

    // Step 2: PostgreSQL, a role and a database for Lode (the API creates its tables itself at start). The guide's
    // role is `lode`; here `lode_app`, as the throwaway server's superuser already has that name.
    log('› deployment: PostgreSQL');
    const pg = await startPostgres({ settings: { max_connections: 200 } });
    started.postgres = pg;
    servers.add(join(pg.dir, 'data'));
    folders.add(pg.dir);
    const password = randomBytes(12).toString('hex');
    const psql = spawnSync(
      postgresTool('psql'),
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
    const idp = managed({
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
      cwd: root,
    });
    started.idp = idp;
    await idp.start();

    const shared = sharedEnv({ databaseUrl, authUrl, publicUrl });
    // Step 5: the pool-API replicas, all at once (their migrations take turns under an advisory lock).
    log(`› deployment: ${replicas} pool API process(es)`);
    await startReplicas('api', { ...env, ...shared }, apiEnv);

    // Step 6: the host servers (they do not mount the API: nginx routes /api/v1/ to the API processes). Each polls the
    // API's site state (maintenance, route rules) from the API process beside it, as on a machine that runs one of
    // each, so the polls never add to nginx's view of the replicas' health.
    log(`› deployment: ${replicas} host server(s)`);
    await startReplicas('web', { ...env, ...shared }, webEnv, (i): Record<string, string> => {
      const api = started.api[i - 1];
      return api ? { LODE_API_INTERNAL_URL: `${api.url}/api/v1` } : {};
    });

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
    const nginx = managed({
      name: 'nginx',
      command: nginxBinary(),
      args: ['-p', nginxDir, '-c', conf, '-e', join(dir, 'logs', 'nginx-error.log')],
      env,
      logFile: logFile('nginx'),
      readyUrl: `http://127.0.0.1:${nginxPort}/nginx-health`,
      cwd: root,
    });
    started.nginx = nginx;
    await nginx.start();

    // Step 8: through the front door, the app and the API answer.
    await until200(`${publicUrl}/api/v1/coins`, { what: 'nginx → pool API', timeoutMs: 30_000 });
    await until200(`${publicUrl}/config.json`, { what: 'nginx → host server', timeoutMs: 30_000 });
    log(`› deployment: ${publicUrl}`);

    const issuer = `${authUrl}/realms/lode`;
    return {
      url: publicUrl,
      idpUrl: authUrl,
      issuer,
      databaseUrl,
      dir,
      api: started.api,
      web: started.web,
      nginx,
      postgres: {
        port: pg.port,
        logFile: join(pg.dir, 'server.log'),
        stop: (mode = 'fast') => pg.pause(mode),
        start: () => pg.resume(),
      },
      idp,
      signIn: (username) =>
        accessTokenThroughForm(issuer, publicUrl, username, username, { timeoutMs: 15_000 }),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
