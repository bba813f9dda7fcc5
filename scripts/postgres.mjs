// A real PostgreSQL server for tests and the bench, started from Debian's `postgresql` package in a temporary
// folder on a free loopback port and removed afterwards. Nothing here touches a system cluster: the server runs
// as an unprivileged user (as root: `postgres`, which Debian's package creates), trusts loopback connections and
// keeps no data worth an fsync. It imports TypeScript (ports.ts): Vitest and tsx run it, plain Node does not.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports.ts';

const exec = promisify(execFile);
const root = join(import.meta.dirname, '..');

/** The folder holding `initdb` and `pg_ctl`: `LODE_PG_BIN`, else the newest under /usr/lib/postgresql, else PATH. */
export function postgresBinDir() {
  if (process.env.LODE_PG_BIN) return process.env.LODE_PG_BIN;
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(base, versions[0], 'bin');
  }
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  return found ? join(found, '..') : null;
}

/** Installs Debian's `postgresql` when no server binaries are found (as root with apt), else says how. */
export function ensurePostgresInstalled() {
  if (postgresBinDir()) return;
  const result = spawnSync('bash', [join(root, 'scripts/ensure-system-packages.sh'), 'postgresql'], {
    stdio: 'inherit',
  });
  if (result.status !== 0 || !postgresBinDir())
    throw new Error('PostgreSQL is not installed: apt-get install postgresql (or set LODE_PG_BIN)');
}

/**
 * Starts a throwaway PostgreSQL server.
 * @param {{ settings?: Record<string, string | number> }} [options] extra server settings (`-c name=value`)
 */
export async function startPostgres(options = {}) {
  ensurePostgresInstalled();
  const bin = /** @type {string} */ (postgresBinDir());
  const dir = await mkdtemp(join(tmpdir(), 'lode-pg-'));
  const data = join(dir, 'data');
  // initdb refuses to run as root: run the server as Debian's `postgres` user, owner of the folder.
  const asRoot = userInfo().uid === 0;
  /** @param {string} tool @param {string[]} args */
  const run = (tool, args) =>
    asRoot
      ? exec('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { cwd: dir })
      : exec(join(bin, tool), args, { cwd: dir });
  if (asRoot) {
    const { stdout } = await exec('id', ['-u', 'postgres']);
    const { stdout: gid } = await exec('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  await run('initdb', [
    '-D',
    data,
    '-U',
    'lode',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: dir,
    max_connections: 300,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    ...options.settings,
  };
  const flags = Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  /** @type {number} */
  let port = 0;
  // Another process may take the free port between our check and the server's bind: try a few.
  for (let attempt = 0; ; attempt++) {
    port = await freePort();
    try {
      await run('pg_ctl', [
        'start',
        '-D',
        data,
        '-w',
        '-t',
        '120',
        '-l',
        join(dir, 'server.log'),
        '-o',
        `-p ${port} ${flags}`,
      ]);
      break;
    } catch (error) {
      const log = await readFile(join(dir, 'server.log'), 'utf8').catch(() => '');
      if (attempt < 3 && /could not bind|address already in use/i.test(log)) continue;
      await rm(dir, { recursive: true, force: true });
      throw new Error(`PostgreSQL did not start: ${error instanceof Error ? error.message : error}\n${log}`);
    }
  }
  const url = `postgres://lode@127.0.0.1:${port}/postgres`;
  let stopped = false;
  return {
    /** Connection URL of the `postgres` database, as superuser `lode`. */
    url,
    port,
    /** The server's folder (data, socket, log). */
    dir,
    /** URL of another database on this server. */
    urlOf: (/** @type {string} */ database) => `postgres://lode@127.0.0.1:${port}/${database}`,
    /** Stops the server (`fast`: sessions are ended, `immediate`: a crash) without removing its data. */
    pause: (mode = 'fast') => run('pg_ctl', ['stop', '-D', data, '-m', mode, '-w']),
    /** Starts a paused server again on the same port. */
    resume: () =>
      run('pg_ctl', [
        'start',
        '-D',
        data,
        '-w',
        '-t',
        '120',
        '-l',
        join(dir, 'server.log'),
        '-o',
        `-p ${port} ${flags}`,
      ]),
    /** Stops the server and removes its folder. */
    async stop() {
      if (stopped) return;
      stopped = true;
      await run('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
