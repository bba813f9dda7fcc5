// The i18n figures of `pnpm bench` (docs/performance.md, issue 4): each catalog its own chunk of the built app, no ICU
// parser in it, and the time a locale switch takes in Chromium.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const brotli = (bytes) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * How the app bundles react-intl: its ICU parser swapped for the no-parser build (the catalogs are precompiled).
 * The bench's esbuild resolves alias targets from the working directory, so the target is an absolute path.
 */
export function noParserAlias(root) {
  const require = createRequire(join(root, 'packages', 'i18n', 'package.json'));
  const parser = '@formatjs/icu-messageformat-parser';
  return { [parser]: require.resolve(`${parser}/no-parser.js`) };
}

/** Text that only react-intl's ICU parser contains (an error code of its lexer). */
const parserMarker = 'INVALID_ARGUMENT_TYPE';

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The catalog chunks of the built app: one file per locale for its main part (`assets/<locale>-<hash>.js`) and one per
 * locale and named part (`assets/<locale>.<part>-<hash>.js`, e.g. the cabinet's messages), each holding its own
 * messages in its own language only, none of it inlined in the entry chunk or another chunk; and whether any chunk
 * carries the ICU parser. Parts are reported beside the locales, keyed `<locale>.<part>`.
 */
export async function measureCatalogChunks(root) {
  const { locales } = await import(join(root, 'packages', 'i18n', 'dist', 'index.js'));
  const assets = join(root, 'apps', 'web', 'dist', 'assets');
  const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  const contents = new Map();
  for (const file of scripts) contents.set(file, await readFile(join(assets, file), 'utf8'));
  const parts = [
    ...new Set(
      scripts.flatMap((file) => {
        const part = new RegExp(`^(?:${locales.join('|')})\\.([\\w]+)-[\\w-]+\\.js$`).exec(file)?.[1];
        return part ? [part] : [];
      }),
    ),
  ].sort();
  const catalogs = {};
  for (const locale of locales) {
    const source = JSON.parse(
      await readFile(join(root, 'apps', 'web', 'src', 'i18n', `${locale}.json`), 'utf8'),
    );
    const texts = Object.entries(source).map(([id, value]) => [
      id,
      typeof value === 'string' ? value : value.defaultMessage,
    ]);
    for (const part of [null, ...parts]) {
      const name = part ? `${locale}.${part}` : locale;
      const files = scripts.filter((file) => new RegExp(`^${escapeRegExp(name)}-[\\w-]+\\.js$`).test(file));
      // A sample message of this part, one whose id is a key of its chunk, to find where its text ended up.
      const sample = texts.find(
        ([id, text]) =>
          typeof text === 'string' &&
          !text.includes('{') &&
          text.length >= 8 &&
          files.length === 1 &&
          new RegExp(`["']?${escapeRegExp(id)}["']?\\s*:\\s*\\[`).test(contents.get(files[0])),
      )?.[1];
      // The sample as compiled catalog text (`{type:0,value:"…"}`), not as a defaultMessage in the app's code.
      const compiled = sample
        ? new RegExp(`value\\\\?["']?\\s*:\\s*\\\\?[\`"']${escapeRegExp(sample)}`)
        : null;
      const holders = compiled ? scripts.filter((file) => compiled.test(contents.get(file))) : [];
      const bytes = files.reduce((sum, file) => sum + Buffer.byteLength(contents.get(file)), 0);
      catalogs[name] = {
        files,
        raw: bytes,
        brotli: files.reduce((sum, file) => sum + brotli(Buffer.from(contents.get(file))), 0),
        // Its own chunk: exactly one file, and the language's text in that file and nowhere else.
        ownChunk: files.length === 1 && holders.length === 1 && holders[0] === files[0],
      };
    }
  }
  const parserIn = scripts.filter((file) => contents.get(file).includes(parserMarker));
  return { catalogs, parts, parserIn };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Clicks a language in the header and times it, in the page, until the FAQ heading shows the new language and
 * the next frame has been painted.
 */
async function timeSwitch(page, linkName, heading) {
  return page.evaluate(
    ({ linkName, heading }) =>
      new Promise((resolve, reject) => {
        // Runs in the page: its globals, not Node's.
        const { document, MutationObserver, requestAnimationFrame } = globalThis;
        const link = [...document.querySelectorAll('a[hreflang]')].find((a) => a.textContent === linkName);
        if (!link) return reject(new Error(`no language link named ${linkName}`));
        const start = performance.now();
        const done = () =>
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        const observer = new MutationObserver(() => {
          if (document.querySelector('h1')?.textContent === heading) {
            observer.disconnect();
            done();
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        link.click();
      }),
    { linkName, heading },
  );
}

/**
 * The time of a locale switch on /ru/faq in Chromium: the first switch to Chinese (its catalog fetched then, over
 * loopback) in fresh tabs, and switches between two loaded languages, each as the median of `runs`.
 */
export async function measureLocaleSwitch(browser, baseUrl, runs) {
  const first = [];
  const repeat = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(new URL('/ru/faq', baseUrl).href, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Частые вопросы' }).waitFor();
    first.push(await timeSwitch(page, '中文', '常见问题'));
    for (let j = 0; j < 2; j += 1) {
      repeat.push(await timeSwitch(page, 'Русский', 'Частые вопросы'));
      repeat.push(await timeSwitch(page, '中文', '常见问题'));
    }
    await context.close();
  }
  return { firstSwitchMs: median(first), loadedSwitchMs: median(repeat), runs: { first, repeat } };
}
