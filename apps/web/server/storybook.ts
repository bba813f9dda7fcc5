import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { inlineScriptHashes } from './securityHeaders';

// The design system's static Storybook (`pnpm build-storybook` into storybook-static/), served under
// `{base}storybook/` when `LODE_STORYBOOK_DIR` names it: `npm start` does, so designers review the components beside
// the product. Its pages get a policy of their own; the app's pages keep theirs.

/** The built Storybook's pages, each sent with the policy that allows its own inline scripts by hash. */
const pages = ['index.html', 'iframe.html'] as const;

/**
 * The policy of Storybook's pages: its own files, its inline scripts by hash, nothing from elsewhere. The manager
 * (index.html) frames the preview (iframe.html) from this origin, so both may be framed by this origin only. The
 * docs pages write their styles at run time (emotion) and draw swatches from data: URLs.
 */
export function storybookPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Serves the built Storybook in `dir` at `root` (`{base}storybook`): its two pages with their policy and always
 * revalidated, its hashed `assets/` for a year, its other files (manager and addon bundles, index.json, fonts)
 * revalidated, since their names do not change between builds. Refuses to start on a folder without a build.
 */
export async function mountStorybook(app: Hono, { dir, root }: { dir: string; root: string }) {
  const html = new Map<string, string>();
  for (const page of pages) {
    const text = await readFile(join(dir, page), 'utf8').catch(() => undefined);
    if (text === undefined)
      throw new Error(
        `LODE_STORYBOOK_DIR (${dir}) has no ${page}: build it with \`pnpm build-storybook\` first`,
      );
    html.set(page, text);
  }
  const policy = storybookPolicy([...new Set([...html.values()].flatMap(inlineScriptHashes))]);

  app.get(root, (c) => c.redirect(`${root}/`, 301));
  const page = (name: (typeof pages)[number]) => () =>
    new Response(html.get(name), {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Content-Security-Policy': policy,
        'X-Frame-Options': 'SAMEORIGIN',
      },
    });
  app.get(`${root}/`, page('index.html'));
  app.get(`${root}/index.html`, page('index.html'));
  app.get(`${root}/iframe.html`, page('iframe.html'));

  app.use(`${root}/*`, async (c, next) => {
    await next();
    if (c.res.status !== 200 && c.res.status !== 206) return;
    const hashed = c.req.path.startsWith(`${root}/assets/`);
    c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  app.use(
    `${root}/*`,
    serveStatic({
      root: dir,
      // `.br`/`.gz` beside the files when the build wrote them (scripts/storybook-static.mjs).
      precompressed: true,
      // Dot files (a build's stamp) are not the visitor's.
      rewriteRequestPath: (path) =>
        path.includes('/.') ? '/__no_such_file__' : path.slice(root.length) || '/__no_such_file__',
    }),
  );
  app.get(`${root}/*`, (c) => c.text('Not Found', 404));
}
