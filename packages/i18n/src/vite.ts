import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalog } from './tooling/catalogFiles';
import { stripDefaultMessages } from './tooling/stripDefaults';

export { stripDefaultMessages } from './tooling/stripDefaults';

/** Named parts of every catalog, by the id prefixes of their messages: `{ cabinet: ['dashboard', 'settings'] }`. */
export type CatalogParts = Readonly<Record<string, readonly string[]>>;

/** Options of {@link i18nCatalogs}. */
export interface I18nCatalogsOptions {
  /** The folder of the app's catalogs (`en.json`, `ru.json`, …), absolute or relative to the Vite root. */
  dir: string;
  /**
   * Bundle react-intl without its ICU parser (on by default): every catalog is precompiled, so the browser
   * never parses. Turn it off where code formats plain ICU strings, such as ad-hoc stories.
   */
  removeParser?: boolean;
  /**
   * Named parts of every catalog, by the id prefixes of their messages (`dashboard` takes `dashboard` and
   * `dashboard.*`). `import('./i18n/en.json?part=cabinet')` is then that part, its own chunk
   * (`en.cabinet-<hash>.js`), and a plain import of a catalog is its main part: every message of no part.
   */
  parts?: CatalogParts;
}

const partName = /^[A-Za-z][\w-]*$/;

/** Whether a message id falls under an id prefix: the prefix itself or an id that continues it after a dot. */
const underPrefix = (id: string, prefix: string) => id === prefix || id.startsWith(`${prefix}.`);

/** The part a message id belongs to under `parts`, or undefined for the main part. */
export function messagePart(id: string, parts: CatalogParts): string | undefined {
  for (const [name, prefixes] of Object.entries(parts)) {
    if (prefixes.some((prefix) => underPrefix(id, prefix))) return name;
  }
  return undefined;
}

/** Throws on a part name that cannot be a query value and file name, or on prefixes that two parts share. */
function checkParts(parts: CatalogParts) {
  const owners: [prefix: string, part: string][] = [];
  for (const [name, prefixes] of Object.entries(parts)) {
    if (!partName.test(name) || name === 'main') {
      throw new Error(
        `@lode/i18n: "${name}" cannot name a catalog part (letters, digits, - and _; not "main")`,
      );
    }
    for (const prefix of prefixes) {
      const other = owners.find(([p]) => underPrefix(prefix, p) || underPrefix(p, prefix));
      if (other && other[1] !== name) {
        throw new Error(
          `@lode/i18n: the id prefix "${prefix}" of part "${name}" overlaps "${other[0]}" of "${other[1]}"`,
        );
      }
      owners.push([prefix, name]);
    }
  }
}

/**
 * Vite plugin: every catalog in `dir` is compiled to react-intl's AST with `formatjs compile --ast` when it is
 * loaded (build, dev and tests alike: no generated files to forget), and react-intl's ICU parser is left out of
 * the bundle. Import catalogs with dynamic imports so each one becomes its own chunk; with `parts`, a catalog file
 * also serves its named parts (`?part=<name>`), each its own chunk, so a page loads only the messages it needs.
 */
export function i18nCatalogs({ dir, removeParser = true, parts = {} }: I18nCatalogsOptions): Plugin {
  checkParts(parts);
  const partNames = Object.keys(parts);
  let catalogDir = resolve(dir);
  // A file compiles once per change, however many of its parts are imported.
  const compiled = new Map<string, { mtimeMs: number; messages: Record<string, unknown> }>();

  function compiledMessages(file: string) {
    const { mtimeMs } = statSync(file);
    const cached = compiled.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.messages;
    const messages = JSON.parse(compileCatalog(file)) as Record<string, unknown>;
    compiled.set(file, { mtimeMs, messages });
    return messages;
  }

  /** The catalog file and requested part of a module id, or null for a module that is no catalog of `dir`. */
  function catalogOf(id: string | null | undefined): { file: string; part: string | null } | null {
    if (!id) return null;
    const query = id.indexOf('?');
    const file = query < 0 ? id : id.slice(0, query);
    if (!file.endsWith('.json') || dirname(file) !== catalogDir) return null;
    return { file, part: query < 0 ? null : new URLSearchParams(id.slice(query + 1)).get('part') };
  }

  return {
    name: 'lode:i18n-catalogs',
    enforce: 'pre',
    config: () =>
      removeParser
        ? {
            resolve: {
              alias: [
                {
                  find: /^@formatjs\/icu-messageformat-parser$/,
                  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
                },
              ],
            },
          }
        : undefined,
    configResolved(config) {
      catalogDir = resolve(config.root, dir);
    },
    load(id) {
      const catalog = catalogOf(id);
      if (!catalog) return null;
      const { file, part } = catalog;
      try {
        if (part !== null && !Object.hasOwn(parts, part)) {
          throw new Error(`${file}: no catalog part "${part}" (parts: ${partNames.join(', ') || 'none'})`);
        }
        const messages = compiledMessages(file);
        const selected = Object.fromEntries(
          Object.entries(messages).filter(([messageId]) => (messagePart(messageId, parts) ?? null) === part),
        );
        // The main part stays JSON text, which Vite's JSON plugin turns into a module as it would the file. A part's
        // id carries a query, which that plugin leaves alone: it becomes a module here.
        if (part === null) return JSON.stringify(selected);
        // No source map: like a JSON module's, it would only repeat the catalog.
        return {
          code: `export default ${JSON.stringify(selected)};\n`,
          map: { mappings: '' },
          moduleType: 'js',
        };
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
    // Every locale's part would be named like its main part (`en`, after the file): `en.cabinet-<hash>.js` instead,
    // so the files say what they hold and a pattern for one (`en-*.js`) never takes the other.
    outputOptions(output) {
      if (partNames.length === 0) return null;
      const pattern = output.chunkFileNames ?? '[name]-[hash].js';
      return {
        ...output,
        chunkFileNames: (chunk) => {
          const name = typeof pattern === 'function' ? pattern(chunk) : pattern;
          const part = catalogOf(chunk.facadeModuleId)?.part;
          return part ? name.replace('[name]', `[name].${part}`) : name;
        },
      };
    },
  };
}

/** Options of {@link i18nStripDefaultMessages}. */
export interface StripDefaultMessagesOptions {
  /** The default locale's catalog as extracted (`src/i18n/en.json`): only the messages it holds lose their text. */
  catalog: string;
}

/**
 * Vite plugin, production builds only: the English text of every message (`defaultMessage`, and `description`)
 * is removed from the bundle where the default locale's catalog holds that message, since the browser shows the
 * catalog's copy anyway. Each page's code is then smaller by the text it would only repeat. A message the catalog
 * lacks keeps its default; `lode-i18n check` keeps the catalogs complete. Dev and tests keep every default.
 */
export function i18nStripDefaultMessages({ catalog }: StripDefaultMessagesOptions): Plugin {
  let ids: ReadonlySet<string> = new Set();
  return {
    name: 'lode:i18n-strip-default-messages',
    apply: 'build',
    // After TypeScript and JSX are compiled: `<FormattedMessage id defaultMessage />` is an object literal then.
    enforce: 'post',
    configResolved(config) {
      const file = resolve(config.root, catalog);
      ids = new Set(Object.keys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>));
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? id)) return null;
      if (!code.includes('defaultMessage')) return null;
      const stripped = stripDefaultMessages(code, this.parse(code), ids);
      return stripped ? { code: stripped.toString(), map: stripped.generateMap({ hires: true }) } : null;
    },
  };
}
