import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { readSettings } from './settings';

// The built Storybook beside the app, as `npm start` serves it (LODE_STORYBOOK_DIR): a folder shaped like
// `pnpm build-storybook`'s output, with inline scripts in both pages as Storybook writes them.
const managerScript = "window['CONFIG_TYPE'] = 'PRODUCTION';";
const previewScript = "window.global = window; window['LOGLEVEL'] = 'info';";
const appScript = "document.documentElement.setAttribute('data-theme','dark')";
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
let root: string;
let dist: string;
let storybook: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lode-storybook-'));
  dist = join(root, 'dist');
  storybook = join(root, 'storybook-static');
  await mkdir(dist);
  await writeFile(
    join(dist, 'index.html'),
    `<!doctype html><html><head><script>${appScript}</script></head><body><div id="root"></div></body></html>`,
  );
  await mkdir(join(storybook, 'assets'), { recursive: true });
  await mkdir(join(storybook, 'sb-manager'));
  await writeFile(
    join(storybook, 'index.html'),
    `<!doctype html><html><body><div id="root"></div><script>${managerScript}</script><script type="module">import './sb-manager/runtime.js';</script></body></html>`,
  );
  await writeFile(
    join(storybook, 'iframe.html'),
    `<!doctype html><html><head><script>${previewScript}</script></head><body><div id="storybook-root"></div><script type="module" src="./assets/iframe-Ab12Cd.js"></script></body></html>`,
  );
  await writeFile(join(storybook, 'assets', 'iframe-Ab12Cd.js'), 'export {};');
  await writeFile(join(storybook, 'sb-manager', 'runtime.js'), 'export {};');
  await writeFile(join(storybook, 'index.json'), '{"v":5,"entries":{}}');
  await writeFile(join(storybook, '.inputs-sha256'), 'abc');
});

afterAll(() => rm(root, { recursive: true, force: true }));

const withStorybook = (env: Record<string, string> = {}) =>
  createApp(readSettings({ LODE_STORYBOOK_DIR: storybook, ...env }), dist, {
    log: false,
    signal: AbortSignal.abort(),
  });

describe('the built Storybook at /storybook/', () => {
  it('is not served unless LODE_STORYBOOK_DIR names it: the path is an unknown page of the app', async () => {
    const app = await createApp(readSettings({}), dist, { log: false, signal: AbortSignal.abort() });
    const res = await app.request('/storybook/');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
    expect((await app.request('/storybook/iframe.html')).status).toBe(404);
  });

  it('serves the manager page with a policy of its own, which allows its inline scripts by hash', async () => {
    const app = await withStorybook();
    const res = await app.request('/storybook/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(managerScript);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(
      `script-src 'self' ${sha(managerScript)} ${sha("import './sb-manager/runtime.js';")}`,
    );
    expect(csp).toContain(sha(previewScript));
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("connect-src 'self';");
    // The manager frames the preview from this origin.
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect((await app.request('/storybook/index.html')).status).toBe(200);
    const bare = await app.request('/storybook');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/storybook/');
  });

  it('serves the preview frame with the same policy', async () => {
    const app = await withStorybook();
    const res = await app.request('/storybook/iframe.html?viewMode=docs&id=ui-button--docs');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(previewScript);
    expect(res.headers.get('content-security-policy')).toBe(
      (await app.request('/storybook/')).headers.get('content-security-policy'),
    );
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it("keeps the app's own strict policy on the app's pages", async () => {
    const app = await withStorybook();
    const res = await app.request('/faq');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${sha(appScript)}`);
    expect(csp).not.toContain(sha(managerScript));
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('caches hashed assets for a year, revalidates the rest and answers 404 for what is not there', async () => {
    const app = await withStorybook();
    const asset = await app.request('/storybook/assets/iframe-Ab12Cd.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    const runtime = await app.request('/storybook/sb-manager/runtime.js');
    expect(runtime.status).toBe(200);
    expect(runtime.headers.get('cache-control')).toBe('no-cache');
    const index = await app.request('/storybook/index.json');
    expect(await index.json()).toEqual({ v: 5, entries: {} });
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');
    // A missing file is a 404, never the app's page; the build's stamp (a dot file) is not served.
    for (const path of ['/storybook/assets/iframe-Old999.js', '/storybook/.inputs-sha256']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe('Not Found');
    }
  });

  it('follows the base path', async () => {
    const app = await withStorybook({ LODE_BASE_PATH: '/pool/' });
    expect((await app.request('/pool/storybook/')).status).toBe(200);
    expect((await app.request('/pool/storybook/assets/iframe-Ab12Cd.js')).status).toBe(200);
    expect((await app.request('/pool/storybook')).headers.get('location')).toBe('/pool/storybook/');
  });

  it('refuses to start on a folder without a build, naming the command that makes one', async () => {
    await expect(
      createApp(readSettings({ LODE_STORYBOOK_DIR: join(root, 'nothing') }), dist, {
        log: false,
        signal: AbortSignal.abort(),
      }),
    ).rejects.toThrow(/LODE_STORYBOOK_DIR .* has no index\.html: build it with `pnpm build-storybook`/);
  });
});
