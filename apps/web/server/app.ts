import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { detectLocale, hasLocalePrefix } from '@lode/i18n/paths';
import { serveStatic } from '@hono/node-server/serve-static';
import { serviceWorkerFiles, trustedDomainsScript } from '@lode/auth/service-worker';
import { Hono, type Context } from 'hono';
import type { Registry } from 'prom-client';
import { resolveRouteRule } from '../src/lib/runtime/routeRules';
import { matcherTable } from '../src/lib/runtime/siteTable';
import { matchPage } from '../src/app/routing/routeTable';
import { accessLog } from './accessLog';
import { compression } from './compression';
import { caughtMail, caughtWebhooks, renderMailList, renderMailMessage } from './devMail';
import { iconsResponse } from './icons';
import { requestMetrics } from './metrics';
import { requestId, withRequestId } from './requestId';
import { mountStorybook } from './storybook';
import { createRouteRulesStore } from './routeRulesStore';
import { createSiteTableSource } from './siteTableSource';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
  serviceWorkerPolicy,
  silentCheckPolicy,
} from './securityHeaders';
import { redactPath, watchPageHeaders } from './watchPages';
import type { ServerSettings } from './settings';

/** What the app answers at `config.json` (a contract: deployments read its fields). */
export interface ClientConfig {
  url: string;
  realm: string;
  clientId: string;
  apiUrl: string;
}

/** A fetch-style handler, such as the pool API's. */
export type ApiHandler = (request: Request) => Response | Promise<Response>;

/** What `GET /readyz` answers: `ready` decides 200 or 503; the rest (the API's database, leader) is shown as is. */
export type Readiness = { ready: boolean } & Record<string, unknown>;

/** What {@link createApp} takes besides the settings. */
export interface AppOptions {
  /**
   * Answers every request under the API path when `LODE_API_URL` is a path (default `/api/v1`); it receives the
   * request as it arrived, API path included, with this request's id in `X-Request-Id`. Without it those paths
   * answer a JSON 404.
   */
  apiHandler?: ApiHandler;
  /**
   * Whether this replica can serve, for `GET /readyz`: the mounted API's `readiness()` (npm start). Without it the
   * host is ready whenever it answers, as it needs nothing else to serve pages.
   */
  readiness?: () => Promise<Readiness>;
  /**
   * Where the request metrics (`lode_web_http_*`, by method, kind and status) are registered; without it none are
   * kept. `startServer` passes the registry its metrics endpoint serves.
   */
  metrics?: Registry;
  /** Stops the background work (the poll of the API's site state) when aborted; `startServer` aborts it on close. */
  signal?: AbortSignal;
  /** Milliseconds between polls of the API's `GET /public/site` (2 s by default). */
  sitePollEveryMs?: number;
  /** Where the JSON access log and error lines go, one per call; `false` keeps quiet. Default: stdout/stderr. */
  log?: { access: (line: string) => void; error: (line: string) => void } | false;
}

const NO_STORE = 'no-cache, no-store, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Longer request targets than this are refused (414): no page or endpoint of ours needs one. */
export const maxUrlLength = 8 * 1024;

// Encoded separators, parent segments, backslashes and NUL have no business in our paths: they are only ever
// attempts to reach a file outside the build.
const traversal = /(?:^|\/)\.\.?(?:\/|$)|%2f|%5c|%00|\\/i;

function isTraversal(rawPath: string): boolean {
  if (traversal.test(rawPath)) return true;
  try {
    return traversal.test(decodeURIComponent(rawPath));
  } catch {
    return true;
  }
}

/** The languages an `Accept-Language` header asks for, most wanted first. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((l) => l.tag !== '' && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/** The pages rendered at build (dist/.prerendered), by path: `/`, `/faq`, `/ru/faq`. */
async function readPrerendered(distDir: string): Promise<Map<string, string>> {
  const dir = join(distDir, '.prerendered');
  const pages = new Map<string, string>();
  const files = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  for (const file of files) {
    if (!file.endsWith('.html')) continue;
    // `index.html` is `/`, `ru/faq.html` is `/ru/faq`.
    const path = `/${file.replace(/\\/g, '/').replace(/^index\.html$|\.html$/, '')}`;
    pages.set(path, await readFile(join(dir, file), 'utf8'));
  }
  return pages;
}

/** Stored, but asked again before each use: the answer is a 304 while the ETag holds. */
const REVALIDATE = 'no-cache';

/**
 * A script that does not change while the server runs, answered with its ETag: 200 with the body, or 304 when the
 * browser's copy has the same tag (compared weakly, as a compressing proxy may mark it weak).
 */
function revalidatedScript(body: string): (c: Context) => Response {
  const tag = `"${createHash('sha256').update(body).digest('base64url')}"`;
  return (c) => {
    c.header('Cache-Control', REVALIDATE);
    c.header('ETag', tag);
    const known = (c.req.header('if-none-match') ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
    if (known.includes(tag) || known.includes('*')) return c.body(null, 304);
    return c.body(body, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  };
}

const jsonError = (c: Context, status: 400 | 404 | 414, code: string, message: string) => {
  c.header('Cache-Control', NO_STORE);
  return c.json({ code, message }, status);
};

/**
 * The host app: config, build info, route rules, icons, the API mount, hashed assets with long caching, and the
 * SPA for every other page, with status 404 for paths the route table does not know.
 */
export async function createApp(
  settings: ServerSettings,
  distDir: string,
  options: AppOptions = {},
): Promise<Hono> {
  const log =
    options.log === false
      ? { access: () => {}, error: () => {} }
      : (options.log ?? {
          access: (line: string) => process.stdout.write(`${line}\n`),
          error: (line: string) => process.stderr.write(`${line}\n`),
        });
  const logError = (message: string, requestId?: string) =>
    log.error(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'error',
        message,
        ...(requestId ? { requestId } : {}),
      }),
    );

  const base = settings.basePath;
  // Routes are written as `${prefix}/x`: '' when served at the root, '/pool' under /pool/.
  const prefix = base.replace(/\/$/, '');
  // The pages resolve assets against <base href>, so one build serves under any LODE_BASE_PATH.
  const indexHtml = (await readFile(join(distDir, 'index.html'), 'utf8')).replace(
    /<head>/i,
    `<head><base href="${base}" />`,
  );
  const apiOrigin = /^https?:\/\//.test(settings.apiUrl) ? new URL(settings.apiUrl).origin : undefined;
  const apiPath = apiOrigin ? undefined : settings.apiUrl.replace(/\/+$/, '');
  // Public pages rendered at build paint their text before any script runs. They are rendered for the root path,
  // so under another LODE_BASE_PATH the shell is sent instead.
  const prerendered = base === '/' ? await readPrerendered(distDir) : new Map<string, string>();
  const withBase = (html: string) => html.replace(/<head>/i, `<head><base href="${base}" />`);
  for (const [path, html] of prerendered) prerendered.set(path, withBase(html));
  const csp = contentSecurityPolicy({
    // The shell's colour-mode script, and the script loader of the pages rendered at build.
    scriptHashes: [...new Set([indexHtml, ...prerendered.values()].flatMap(inlineScriptHashes))],
    authOrigin: new URL(settings.authUrl).origin,
    apiOrigin,
  });
  const config: ClientConfig = {
    url: settings.authUrl,
    realm: settings.realm,
    clientId: settings.clientId,
    apiUrl: settings.apiUrl,
  };
  const site = createSiteTableSource({
    file: settings.routeRulesFile ? createRouteRulesStore(settings.routeRulesFile, logError) : undefined,
    settings,
    apiPath,
    apiHandler: options.apiHandler,
    logError,
    everyMs: options.sitePollEveryMs,
    signal: options.signal,
  });

  const app = new Hono();

  // First, so every response (refusals and errors included) carries the id and every log line names it.
  app.use(requestId());
  if (options.metrics) app.use(requestMetrics(options.metrics, { prefix, apiPath }));
  app.use(accessLog(log.access));

  app.use(watchPageHeaders());
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(baseSecurityHeaders)) {
      if (!c.res.headers.has(name)) c.header(name, value);
    }
  });

  // The built Storybook's files go as the build left them: compressed when it compressed them (npm start's build).
  const storybookRoot = `${prefix}/storybook`;
  app.use(
    compression({
      skip: (path) =>
        settings.storybookDir !== undefined &&
        (path === storybookRoot || path.startsWith(`${storybookRoot}/`)),
    }),
  );

  // Bad input is refused before it reaches a handler: 4xx, never the page or a file outside the build.
  app.use(async (c, next) => {
    if (c.req.url.length > maxUrlLength) {
      return jsonError(c, 414, 'uri_too_long', `Request targets are limited to ${maxUrlLength} characters`);
    }
    const rawPath = new URL(c.req.url).pathname;
    if (isTraversal(rawPath)) return jsonError(c, 400, 'bad_path', 'The path is not valid');
    await next();
  });

  app.onError((error, c) => {
    logError(
      `${c.req.method} ${redactPath(c.req.path)}: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
      c.get('requestId'),
    );
    c.header('Cache-Control', NO_STORE);
    return c.json({ code: 'internal_error', message: 'Internal Server Error' }, 500);
  });

  // Probes for the load balancer and the orchestrator, at the server root whatever the base path: alive while the
  // process answers; ready when what it serves can work (the mounted API's database), else 503 so traffic goes
  // elsewhere.
  app.get('/livez', (c) => {
    c.header('Cache-Control', NO_STORE);
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', NO_STORE);
    let readiness: Readiness;
    try {
      readiness = options.readiness ? await options.readiness() : { ready: true };
    } catch (error) {
      logError(
        `readiness check failed: ${error instanceof Error ? error.message : error}`,
        c.get('requestId'),
      );
      readiness = { ready: false };
    }
    return c.json(readiness, readiness.ready ? 200 : 503);
  });

  // The pool API, mounted when it lives on this origin. It gets this request's id, so both log the same one.
  if (apiPath) {
    const handler = options.apiHandler;
    const api = async (c: Context) =>
      handler
        ? handler(withRequestId(c.req.raw, c.get('requestId')))
        : jsonError(c, 404, 'not_found', `No API endpoint ${c.req.path}`);
    app.all(apiPath, api);
    app.all(`${apiPath}/*`, api);
  }

  // What the API's embedded mail catcher caught (`npm start`): a page only while the catcher runs, the page of an
  // unknown path (404) otherwise. No script; the mail's own HTML is shown in a sandboxed frame.
  const apiHandler = options.apiHandler;
  if (apiPath && apiHandler) {
    const devMail = `${prefix}/dev/mail`;
    const devMailPolicy = contentSecurityPolicy({
      scriptHashes: [],
      authOrigin: new URL(settings.authUrl).origin,
      apiOrigin,
    });
    const caught = (c: Context) => caughtMail(apiHandler, new URL(apiPath, c.req.url).href);
    const send = (c: Context, html: string) => {
      c.header('Cache-Control', NO_STORE);
      c.header('Content-Security-Policy', devMailPolicy);
      return c.html(html);
    };
    app.get(devMail, async (c, next) => {
      const items = await caught(c);
      if (!items) return next();
      const hooks = await caughtWebhooks(apiHandler, new URL(apiPath, c.req.url).href);
      return send(c, renderMailList(items, devMail, hooks));
    });
    app.get(`${devMail}/:id`, async (c, next) => {
      const message = (await caught(c))?.find((m) => m.id === c.req.param('id'));
      return message ? send(c, renderMailMessage(message, devMail)) : next();
    });
  }

  if (prefix !== '') app.get('/', (c) => c.redirect(base, 302));

  // The silent sign-in check runs this page in a hidden iframe of the app itself: it is the one page
  // that may be framed, by our own origin only, and it runs nothing but its own hashed script and the script that one
  // loads for the engine's silent check (@lode/auth's engine, silent-check-sso.js beside it).
  const silentCheckPage = await readFile(join(distDir, 'silent-check-sso.html'), 'utf8').catch(
    () => undefined,
  );
  app.get(`${prefix}/silent-check-sso.html`, (c) => {
    if (silentCheckPage === undefined) return c.text('Not Found', 404);
    c.header('Cache-Control', NO_STORE);
    c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header(
      'Content-Security-Policy',
      silentCheckPolicy(inlineScriptHashes(silentCheckPage), new URL(settings.authUrl).origin),
    );
    return c.html(silentCheckPage);
  });

  const silentCheckScript = await readFile(join(distDir, 'silent-check-sso.js'), 'utf8').catch(
    () => undefined,
  );
  app.get(`${prefix}/silent-check-sso.js`, (c) => {
    if (silentCheckScript === undefined) return c.text('Not Found', 404);
    // Never from a cache: the engine in it must be the pages' engine, as with the worker below.
    c.header('Cache-Control', NO_STORE);
    return c.body(silentCheckScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });

  // @lode/auth's service worker keeps the refresh token away from page scripts. Its scope is the base path (it sits
  // there), it trusts this deployment's identity provider only, and it and its trusted domains are revalidated
  // whenever the browser checks for an update (`no-cache` with an ETag: the engine on the pages must match the
  // worker's version, and an unchanged worker costs a 304).
  const serviceWorker = await readFile(join(distDir, serviceWorkerFiles.worker), 'utf8').catch(
    () => undefined,
  );
  const workerPolicy = serviceWorkerPolicy({ authOrigin: new URL(settings.authUrl).origin, apiOrigin });
  const workerScript = serviceWorker === undefined ? undefined : revalidatedScript(serviceWorker);
  app.get(`${prefix}/${serviceWorkerFiles.worker}`, (c) => {
    if (workerScript === undefined) return c.text('Not Found', 404);
    c.header('Content-Security-Policy', workerPolicy);
    return workerScript(c);
  });
  app.get(
    `${prefix}/${serviceWorkerFiles.trustedDomains}`,
    revalidatedScript(trustedDomainsScript({ providerUrl: settings.authUrl })),
  );
  // The engine's keep-alive request, answered by the worker; it reaches the server only before the worker controls
  // the page.
  app.get(`${prefix}/OidcKeepAliveServiceWorker.json`, (c) => {
    c.header('Cache-Control', NO_STORE);
    return c.json({});
  });

  app.get(`${prefix}/config.json`, (c) => {
    c.header('Cache-Control', NO_STORE);
    return c.json(config);
  });

  app.get(`${prefix}/builds/latest.json`, async (c) => {
    c.header('Cache-Control', NO_STORE);
    try {
      return c.body(await readFile(join(distDir, 'builds', 'latest.json'), 'utf8'), 200, {
        'Content-Type': 'application/json; charset=utf-8',
      });
    } catch {
      return c.json({ code: 'build_info_missing', message: 'This build has no builds/latest.json' }, 404);
    }
  });

  // The whole table (rules, their source, the maintenance state), which the SPA holds and applies before each
  // navigation; `route-rules.json` is its older name.
  const table = async (c: Context) => {
    c.header('Cache-Control', NO_STORE);
    return c.json(await site.current());
  };
  app.get(`${prefix}/api/route-rules.json`, table);

  // With `?path=`, one lookup: where a path goes, if anywhere.
  app.get(`${prefix}/api/route-rules`, async (c) => {
    const path = c.req.query('path');
    if (path === undefined) return table(c);
    if (path === '') return jsonError(c, 400, 'bad_request', 'Give the page path: ?path=/x');
    if (!path.startsWith('/') || path.startsWith('//') || path.length > 2048)
      return jsonError(c, 400, 'bad_request', 'path must be a page path starting with one "/"');
    c.header('Cache-Control', NO_STORE);
    const redirect = resolveRouteRule(matcherTable(await site.current()), path);
    return c.json({ path, redirect });
  });

  app.get(`${prefix}/api/icons/:file`, async (c) => {
    const file = c.req.param('file');
    if (!file.endsWith('.json'))
      return jsonError(c, 404, 'not_found', 'Icons are served as {collection}.json');
    const { status, body } = await iconsResponse(file.slice(0, -'.json'.length), c.req.query('icons'));
    c.header('Cache-Control', status === 200 ? 'public, max-age=604800' : NO_STORE);
    return c.json(body, status);
  });

  // `/api` itself is the cabinet's API-access page; only paths below it are endpoints.
  app.all(`${prefix}/api/*`, (c, next) =>
    // Hono's `/api/*` also matches `/api`, which is a page.
    c.req.path === `${prefix}/api` ? next() : jsonError(c, 404, 'not_found', `No endpoint ${c.req.path}`),
  );

  if (settings.storybookDir) await mountStorybook(app, { dir: settings.storybookDir, root: storybookRoot });

  // Hashed file names never change content: cache them for a year. A missing one is a 404, never the page.
  app.use(`${prefix}/assets/*`, async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) c.header('Cache-Control', IMMUTABLE);
  });
  const stripPrefix = (path: string) =>
    prefix !== '' && path.startsWith(prefix) ? path.slice(prefix.length) : path;
  app.use(
    `${prefix}/assets/*`,
    serveStatic({ root: distDir, precompressed: true, rewriteRequestPath: stripPrefix }),
  );
  app.get(`${prefix}/assets/*`, (c) => c.text('Not Found', 404));

  // Other public files (favicon, robots.txt) may change between deployments. index.html is sent below, with its CSP.
  app.use(async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control'))
      c.header('Cache-Control', 'public, max-age=3600');
  });
  app.use(
    `${prefix}/*`,
    serveStatic({
      root: distDir,
      precompressed: true,
      rewriteRequestPath: (path) => {
        const inApp = stripPrefix(path);
        // The page is sent below with its CSP; build info has its own route; dot files are not the visitor's.
        return inApp === '/' ||
          inApp.endsWith('/index.html') ||
          inApp.startsWith('/builds/') ||
          inApp.includes('/.')
          ? '/__no_such_file__'
          : inApp;
      },
    }),
  );

  // Every other GET is a page of the SPA. Route rules redirect first (the file's maintenance switch included; the
  // database's maintenance is the SPA's to apply, since only the page knows whether its user is an admin); a path the
  // route table does not know gets the page with status 404, so crawlers and monitors see what the visitor sees.
  app.get(`${prefix}/*`, async (c) => {
    const inApp = stripPrefix(c.req.path) || '/';
    const search = new URL(c.req.url).search;
    const redirect = resolveRouteRule(matcherTable(await site.current()), `${inApp}${search}`);
    if (redirect) {
      c.header('Cache-Control', NO_STORE);
      return c.redirect(redirect.external ? redirect.to : `${prefix}${redirect.to}`, redirect.status);
    }
    c.header('Cache-Control', NO_STORE);
    c.header('Content-Security-Policy', csp);
    if (!matchPage(inApp)) return c.html(indexHtml, 404);
    const built = prerendered.get(inApp.replace(/(.)\/+$/, '$1'));
    // An unprefixed page whose visitor would be moved to another language on a first visit gets the shell, so the
    // app's redirect shows that language from the first paint rather than English first.
    const movesAway =
      !hasLocalePrefix(inApp) &&
      detectLocale({
        pathname: inApp,
        cookie: c.req.header('Cookie'),
        languages: acceptedLanguages(c.req.header('Accept-Language')),
      }).locale !== 'en';
    return c.html(built && !movesAway ? built : indexHtml, 200);
  });

  app.all('*', (c) => jsonError(c, 404, 'not_found', 'Not Found'));

  return app;
}
