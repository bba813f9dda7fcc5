// After `vite build` and the SSR build of src/prerender.tsx: renders every public page in every language into
// dist/.prerendered/, which the host server sends instead of the empty shell. The page's text then
// paints from the HTML; the app renders over it once its code has run.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { locales } from '@lode/i18n/paths';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const out = join(dist, '.prerendered');
const {
  prerender,
  pageRoutes,
  layoutModules,
  middlewareRegistry,
  apiDocTypes,
  alternateMarker,
  catalogPartsOf,
} = await import(join(root, 'dist-prerender', 'prerender.js'));

const template = await readFile(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));

/**
 * A page whose text is in its HTML should paint before its code competes for the network: the entry script and
 * its module preloads are moved into a small inline loader that adds them once the browser reports its first paint
 * (a `paint` performance entry; after two frames where that is not supported, and after a second at most, e.g. in a
 * background tab that does not paint). The server allows the loader by its hash, like the colour-mode script.
 * A page's own chunks (its `<meta name="lode-preload">`, see {@link scriptsOf}) are preloaded with them: the entry
 * would otherwise only ask for them once it has run, adding each to the document in the very task that evaluates
 * the app (8 ms of `appendChild` on `/`).
 */
/** How many module preloads the loader adds per task. */
const preloadBatch = 6;

function deferScripts(html) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error('prerender: the template has no module entry script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  );
  // The page's own scripts come from its `<meta name="lode-preload">`: the loader stays the same on every page,
  // so the policy allows it by one hash.
  // The links go in a few at a time, one task each, and the entry last: starting some thirty fetches in one task
  // was a long task of its own on a slow phone (issue 19).
  const loader =
    `(function(){var h=${JSON.stringify(preloads)},d=document,w=window,n=0,i=0,` +
    `m=d.querySelector('meta[name="lode-preload"]');if(m)h=h.concat(m.content.split(' '));` +
    `function b(){h.slice(i,i+=${preloadBatch}).forEach(function(u){var k=d.createElement('link');` +
    `k.rel='modulepreload';k.crossOrigin='';k.href=u;d.head.appendChild(k)});if(i<h.length)return setTimeout(b,0);` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};` +
    `d.head.appendChild(s)}function l(){if(!n++)b()}setTimeout(l,1000);var P=w.PerformanceObserver;` +
    `if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)new P(function(e,o){o.disconnect();setTimeout(l,0)})` +
    `.observe({type:'paint',buffered:true});else w.requestAnimationFrame(function(){` +
    `w.requestAnimationFrame(function(){setTimeout(l,0)})})})()`;
  return html
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace('</body>', `<script>${loader}</script></body>`);
}

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The source module of each page and layout, found from the declarations themselves: every module of the server
 * build is loaded, and a component a route's `page()` (or a layout's loader) resolves to is looked up among their
 * exports. The source path is the key of the browser build's manifest, which names the chunks and styles.
 */
const ssrManifest = JSON.parse(
  await readFile(join(root, 'dist-prerender', '.vite', 'manifest.json'), 'utf8'),
);
const sourceOf = new Map();
for (const [key, chunk] of Object.entries(ssrManifest)) {
  if (!chunk.isDynamicEntry || !chunk.file.endsWith('.js')) continue;
  let exports;
  try {
    exports = await import(join(root, 'dist-prerender', chunk.file));
  } catch {
    // A module that cannot load in Node (one importing a package's CSS) is no page or layout the prerender renders.
    continue;
  }
  for (const value of Object.values(exports))
    if (typeof value === 'function' && !sourceOf.has(value)) sourceOf.set(value, key);
}
async function moduleOf(load, optional = false) {
  const component = await load();
  const key = sourceOf.get(component);
  if (!key && !optional) throw new Error(`prerender: no module of the build exports ${component.name}`);
  return key;
}

// Chunks the entry loads anyway: their styles are in the template already.
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const walk = (key, into, skip = new Set()) => {
  if (!manifest[key] || into.has(key) || skip.has(key)) return into;
  into.add(key);
  for (const child of manifest[key].imports ?? []) walk(child, into, skip);
  return into;
};
const inEntry = walk(entryKey, new Set());

/**
 * The source modules of a page's first render: its page and layout modules, and the guards its middleware loads
 * beside the page (`loadGuard`: the sign-in's draws "Checking your sign-in…" with its own styles). A guard that is no
 * module of its own in the server build (RequireSubAccount, which the cabinet's layout imports) comes with the layout.
 */
async function modulesOf(route) {
  const guards = route.meta.middleware.flatMap((name) => middlewareRegistry[name]?.loadGuard ?? []);
  const keys = [
    await moduleOf(route.page),
    await moduleOf(layoutModules[route.meta.layout]),
    ...(await Promise.all(guards.map((load) => moduleOf(load, true)))),
  ];
  return keys.filter((key) => key !== undefined);
}

/** The stylesheets a page's own chunks bring, which the browser would otherwise fetch only after the JS. */
async function stylesOf(route) {
  const keys = new Set();
  for (const key of await modulesOf(route)) walk(key, keys, inEntry);
  return [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
}

/**
 * The scripts a page's first render needs beyond the entry's: its page, layout and guard modules with what they
 * import, and its language's catalog. Vite's preload helper finds them in the document and adds nothing.
 */
async function scriptsOf(route, locale) {
  const keys = new Set();
  for (const key of await modulesOf(route)) walk(key, keys, inEntry);
  // Its language's catalog, with the parts the page requires (catalogPartsOf in src/app/catalogs.ts).
  const catalogs = [
    `src/i18n/${locale}.json`,
    ...catalogPartsOf(route).map((part) => `src/i18n/${locale}.json?part=${part}`),
  ];
  for (const catalog of catalogs) {
    if (!manifest[catalog]) throw new Error(`prerender: no catalog chunk ${catalog}`);
    keys.add(catalog);
  }
  return [...keys].map((key) => `./${manifest[key].file}`);
}

/**
 * The pages with a fixed path. The public ones for what a visitor or a crawler opens first; the cabinet's as the
 * browser's first render draws them before the sign-in check has settled (the frame, "Checking your sign-in…"),
 * so a signed-in miner's page paints from its HTML and its scripts come a few per task, like a public page's.
 */
const pages = pageRoutes.filter(
  (r) =>
    (r.meta.layout === 'default' || r.meta.layout === 'api-docs' || r.meta.layout === 'authenticated') &&
    r.localized !== false,
);
const paths = [];
for (const route of pages) {
  // A method's page is left to the browser (hundreds of them), and so is a page whose path holds what only its link
  // knows (a freeze link's token).
  const concrete = route.path.includes(':mathod')
    ? []
    : route.path.includes(':type')
      ? apiDocTypes.map((type) => route.path.replace(':type', type))
      : route.path.includes(':')
        ? []
        : [route.path];
  for (const path of concrete)
    for (const locale of locales)
      paths.push({
        route,
        locale,
        path: locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`,
      });
}

const deferredTemplate = deferScripts(template);
await rm(out, { recursive: true, force: true });
for (const { route, locale, path } of paths) {
  const page = await prerender(path);
  const styles = (await stylesOf(route))
    .map((file) => `<link rel="stylesheet" crossorigin href="./${file}">`)
    .join('');
  // Root-relative: the renderings are only sent when the app is served at the root (server/app.ts). The app
  // replaces these with absolute URLs once it runs.
  const alternates = page.alternates
    .map(({ lang, path }) => `<link rel="alternate" hreflang="${lang}" href="${path}" ${alternateMarker}>`)
    .join('');
  const preload = `<meta name="lode-preload" content="${(await scriptsOf(route, locale)).join(' ')}">`;
  const html = deferredTemplate
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(page.description)}$2`)
    .replace('</head>', `${preload}${styles}${alternates}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  const file = join(out, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}
process.stdout.write(`prerender: ${paths.length} pages written to dist/.prerendered\n`);
