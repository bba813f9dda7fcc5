#!/usr/bin/env node
// Writes Lode's nginx configuration into a folder: lode-proxy.conf and lode-locations.conf copied as they are, and
// lode.conf (plus nginx.conf with --standalone) from the templates beside this file, with the listen address, the
// upstream servers and the paths filled in. The production guide (deploy/README.md) and the scale test
// (scripts/deployment.ts) both run it, so both serve from the very same files.
//
//   node deploy/nginx/render.mjs --out /etc/nginx/lode \
//     --web 10.0.0.11:3000,10.0.0.12:3000 --api 10.0.0.11:8090,10.0.0.12:8090 \
//     [--listen 80] [--server-name pool.example.com] [--tls-certificate F --tls-certificate-key F] \
//     [--access-log /var/log/nginx/lode.access.log] [--error-log /var/log/nginx/lode.error.log] [--standalone]
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = fileURLToPath(new URL('.', import.meta.url));

/** `host:port`, `[v6]:port` or `unix:/path`: what an nginx `server` line in an upstream takes. */
const address = /^(?:unix:\/\S+|\[[0-9a-fA-F:.]+\]:\d{1,5}|[\w.-]+:\d{1,5})$/;

/** Fills `{{name}}` fields; a field without a value is a mistake in the template, not an empty string. */
function fill(template, values) {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`render.mjs: no value for {{${name}}}`);
    return values[name];
  });
}

function servers(list, name) {
  if (!list.length) throw new Error(`render.mjs: --${name} needs at least one host:port`);
  for (const entry of list)
    if (!address.test(entry)) throw new Error(`render.mjs: --${name} "${entry}" is not host:port`);
  // max_fails=1 fail_timeout=10s are nginx's defaults, written out: a replica that refused a connection gets no
  // request for 10 s, then one to try it again.
  return list.map((entry) => `  server ${entry} max_fails=1 fail_timeout=10s;`).join('\n');
}

/**
 * Renders the configuration into `out` and returns the path of the file to hand nginx (`nginx.conf` when
 * standalone, else `lode.conf` for an `include` in the system's nginx).
 * @param {{ out: string, web: string[], api: string[], listen?: string, serverName?: string,
 *   tls?: { certificate: string, certificateKey: string }, accessLog?: string, errorLog?: string,
 *   standalone?: boolean, daemon?: boolean, user?: string }} options
 */
export async function renderNginx(options) {
  const out = resolve(options.out);
  const tls = options.tls;
  const values = {
    dir: out,
    web_servers: servers(options.web, 'web'),
    api_servers: servers(options.api, 'api'),
    listen: options.listen ?? (tls ? '443' : '80'),
    server_name: options.serverName ?? '_',
    access_log: options.accessLog ?? join(out, 'access.log'),
    error_log: options.errorLog ?? join(out, 'error.log'),
    tls_certificate: tls?.certificate ?? '',
    tls_certificate_key: tls?.certificateKey ?? '',
    // nginx started as root drops its workers to this user; unset keeps nginx's own default (nobody).
    user: options.user ? `user ${options.user};` : '',
    daemon: options.daemon === false ? 'daemon off;' : '',
  };
  const template = (name) => readFile(join(here, name), 'utf8');
  await mkdir(out, { recursive: true });
  for (const name of ['lode-proxy.conf', 'lode-locations.conf'])
    await copyFile(join(here, name), join(out, name));
  const server = fill(await template(tls ? 'server-tls.conf.in' : 'server-http.conf.in'), values);
  await writeFile(
    join(out, 'lode.conf'),
    fill(await template('lode.conf.in'), { ...values, servers: server }),
  );
  if (!options.standalone) return join(out, 'lode.conf');
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    await mkdir(join(out, 'temp', name), { recursive: true });
  await writeFile(join(out, 'nginx.conf'), fill(await template('nginx.conf.in'), values));
  return join(out, 'nginx.conf');
}

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      web: { type: 'string' },
      api: { type: 'string' },
      listen: { type: 'string' },
      'server-name': { type: 'string' },
      'tls-certificate': { type: 'string' },
      'tls-certificate-key': { type: 'string' },
      'access-log': { type: 'string' },
      'error-log': { type: 'string' },
      standalone: { type: 'boolean', default: false },
      user: { type: 'string' },
    },
  });
  if (!values.out || !values.web || !values.api)
    throw new Error(
      'usage: render.mjs --out DIR --web HOST:PORT,… --api HOST:PORT,… [options]: see the top of render.mjs',
    );
  const list = (value) =>
    value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (!!values['tls-certificate'] !== !!values['tls-certificate-key'])
    throw new Error('render.mjs: --tls-certificate and --tls-certificate-key go together');
  const file = await renderNginx({
    out: values.out,
    web: list(values.web),
    api: list(values.api),
    listen: values.listen,
    serverName: values['server-name'],
    tls: values['tls-certificate']
      ? { certificate: values['tls-certificate'], certificateKey: values['tls-certificate-key'] }
      : undefined,
    accessLog: values['access-log'],
    errorLog: values['error-log'],
    standalone: values.standalone,
    user: values.user,
  });
  process.stdout.write(`${file}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : error}\n`);
    process.exit(1);
  });
}
