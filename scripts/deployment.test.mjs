import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderNginx } from '../deploy/nginx/render.mjs';
import { metricValue } from './prometheus.ts';

// The nginx configuration the guide and the scale test render, and the metrics parser the tests read replicas with.

const folders = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});
const folder = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'lode-nginx-test-'));
  folders.push(dir);
  return dir;
};
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((path) => existsSync(path));

describe('deploy/nginx/render.mjs', () => {
  it('writes the upstreams of the given replicas and the shared files as they are', async () => {
    const out = await folder();
    const file = await renderNginx({
      out,
      listen: '127.0.0.1:8080',
      web: ['10.0.0.11:3001', '10.0.0.12:3001'],
      api: ['10.0.0.11:8091', '[::1]:8092'],
    });
    expect(file).toBe(join(out, 'lode.conf'));
    const conf = await readFile(file, 'utf8');
    expect(conf).toMatch(
      /upstream lode_web \{\n {2}server 10\.0\.0\.11:3001 [^\n]*\n {2}server 10\.0\.0\.12:3001 /,
    );
    expect(conf).toMatch(
      /upstream lode_api \{\n {2}server 10\.0\.0\.11:8091 [^\n]*\n {2}server \[::1\]:8092 /,
    );
    expect(conf).toContain('listen 127.0.0.1:8080;');
    expect(conf).not.toMatch(/\{\{\w+\}\}/);
    const here = new URL('../deploy/nginx/', import.meta.url);
    for (const name of ['lode-proxy.conf', 'lode-locations.conf'])
      expect(await readFile(join(out, name), 'utf8')).toBe(await readFile(new URL(name, here), 'utf8'));
  });

  it('retries a failed GET on another replica, but never on a 503', async () => {
    const proxy = await readFile(new URL('../deploy/nginx/lode-proxy.conf', import.meta.url), 'utf8');
    const retry = /^proxy_next_upstream (.+);$/m.exec(proxy)?.[1];
    expect(retry?.split(' ')).toEqual(['error', 'timeout', 'http_502']);
    expect(proxy).toContain('proxy_set_header X-Request-Id $request_id;');
  });

  it('refuses a replica that is not host:port', async () => {
    await expect(renderNginx({ out: await folder(), web: ['10.0.0.11'], api: ['a:1'] })).rejects.toThrow(
      /--web "10\.0\.0\.11" is not host:port/,
    );
    await expect(renderNginx({ out: await folder(), web: ['a:1'], api: [] })).rejects.toThrow(/--api needs/);
  });

  it('renders configurations nginx accepts, plain and with TLS', async () => {
    expect(nginx, 'nginx is installed (bash scripts/ensure-system-packages.sh nginx)').toBeDefined();
    const plain = await folder();
    const conf = await renderNginx({
      out: plain,
      listen: '127.0.0.1:18080',
      web: ['127.0.0.1:3001'],
      api: ['127.0.0.1:8091'],
      standalone: true,
      daemon: false,
    });
    const check = (prefix, file) =>
      spawnSync(
        /** @type {string} */ (nginx),
        ['-t', '-q', '-p', prefix, '-c', file, '-e', join(prefix, 'e.log')],
        {
          encoding: 'utf8',
        },
      );
    const result = check(plain, conf);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);

    const tls = await folder();
    const key = join(tls, 'key.pem');
    const certificate = join(tls, 'cert.pem');
    const openssl = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      certificate,
      '-days',
      '1',
      '-subj',
      '/CN=pool.example.com',
    ]);
    expect(openssl.status, 'openssl made a certificate').toBe(0);
    const tlsConf = await renderNginx({
      out: join(tls, 'nginx'),
      listen: '127.0.0.1:18443',
      web: ['127.0.0.1:3001'],
      api: ['127.0.0.1:8091'],
      tls: { certificate, certificateKey: key },
      serverName: 'pool.example.com',
      standalone: true,
    });
    expect(await readFile(join(tls, 'nginx', 'lode.conf'), 'utf8')).toContain(
      'listen 127.0.0.1:18443 ssl http2;',
    );
    expect(check(join(tls, 'nginx'), tlsConf).status).toBe(0);
  });
});

describe('metricValue', () => {
  const text = [
    '# HELP lode_jobs_leader 1 on the replica running the jobs',
    '# TYPE lode_jobs_leader gauge',
    'lode_jobs_leader 1',
    'lode_api_http_requests_total{method="GET",route="/api/v1/coins",status="200"} 12',
    'lode_api_http_requests_total{method="POST",route="/api/v1/settings/api-keys",status="201"} 3',
    'lode_api_http_requests_total_extra 99',
  ].join('\n');

  it('sums the samples of a metric, optionally those with some labels, and says when there are none', () => {
    expect(metricValue(text, 'lode_jobs_leader')).toBe(1);
    expect(metricValue(text, 'lode_api_http_requests_total')).toBe(15);
    expect(metricValue(text, 'lode_api_http_requests_total', { method: 'POST' })).toBe(3);
    expect(metricValue(text, 'lode_api_http_requests_total', { method: 'PUT' })).toBeNull();
    expect(metricValue(text, 'lode_missing')).toBeNull();
    expect(metricValue(text, 'lode_api_http_requests_total', { route: /^\/api\/v1\/settings\// })).toBe(3);
  });
});
