import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
  silentCheckPolicy,
} from './securityHeaders';
import type { ServerSettings } from './settings';

/** What the app answers at `config.json` (DESIGN.md §3, contract). */
export interface ClientConfig {
  url: string;
  realm: string;
  clientId: string;
  apiUrl: string;
}

const NO_STORE = 'no-cache, no-store, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The host app: config, build info, hashed assets with long caching, and the SPA for every other page. */
export async function createApp(settings: ServerSettings, distDir: string): Promise<Hono> {
  const indexHtml = await readFile(join(distDir, 'index.html'), 'utf8');
  const apiOrigin = /^https?:\/\//.test(settings.apiUrl) ? new URL(settings.apiUrl).origin : undefined;
  const csp = contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(indexHtml),
    authOrigin: new URL(settings.authUrl).origin,
    apiOrigin,
  });
  const config: ClientConfig = {
    url: settings.authUrl,
    realm: settings.realm,
    clientId: settings.clientId,
    apiUrl: settings.apiUrl,
  };

  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(baseSecurityHeaders)) {
      if (!c.res.headers.has(name)) c.header(name, value);
    }
  });

  // The silent sign-in check runs this page in a hidden iframe of the app itself (DESIGN.md §5): it is the one page
  // that may be framed, by our own origin only, and it runs nothing but its own hashed one-line script.
  const silentCheckPage = await readFile(join(distDir, 'silent-check-sso.html'), 'utf8').catch(
    () => undefined,
  );
  app.get('/silent-check-sso.html', (c) => {
    if (silentCheckPage === undefined) return c.text('Not Found', 404);
    c.header('Cache-Control', NO_STORE);
    c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header('Content-Security-Policy', silentCheckPolicy(inlineScriptHashes(silentCheckPage)));
    return c.html(silentCheckPage);
  });

  app.get('/config.json', (c) => {
    c.header('Cache-Control', NO_STORE);
    return c.json(config);
  });

  app.get('/builds/latest.json', async (c) => {
    c.header('Cache-Control', NO_STORE);
    try {
      return c.body(await readFile(join(distDir, 'builds', 'latest.json'), 'utf8'), 200, {
        'Content-Type': 'application/json; charset=utf-8',
      });
    } catch {
      return c.json({ code: 'build_info_missing', message: 'This build has no builds/latest.json' }, 404);
    }
  });

  // Hashed file names never change content: cache them for a year. A missing one is a 404, never the page.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) c.header('Cache-Control', IMMUTABLE);
  });
  app.use('/assets/*', serveStatic({ root: distDir, precompressed: true }));
  app.get('/assets/*', (c) => c.text('Not Found', 404));

  // Other public files (favicon, robots.txt) may change between deployments. index.html is sent below, with its CSP.
  app.use(async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control'))
      c.header('Cache-Control', 'public, max-age=3600');
  });
  app.use(
    '*',
    serveStatic({
      root: distDir,
      precompressed: true,
      rewriteRequestPath: (path) =>
        path === '/' || path.endsWith('/index.html') ? '/__no_such_file__' : path,
    }),
  );

  // Every other GET is a page of the SPA: the router decides what it shows.
  app.get('*', (c) => {
    c.header('Cache-Control', NO_STORE);
    c.header('Content-Security-Policy', csp);
    return c.html(indexHtml);
  });

  return app;
}
