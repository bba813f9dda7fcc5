import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalog } from './tooling/catalogFiles';

/** Options of {@link i18nCatalogs}. */
export interface I18nCatalogsOptions {
  /** The folder of the app's catalogs (`en.json`, `ru.json`, …), absolute or relative to the Vite root. */
  dir: string;
  /**
   * Bundle react-intl without its ICU parser (on by default): every catalog is precompiled, so the browser
   * never parses. Turn it off where code formats plain ICU strings, such as ad-hoc stories.
   */
  removeParser?: boolean;
}

/**
 * Vite plugin: every catalog in `dir` is compiled to react-intl's AST with `formatjs compile --ast` when it is
 * loaded (build, dev and tests alike: no generated files to forget), and react-intl's ICU parser is left out of
 * the bundle. Import catalogs with dynamic imports so each one becomes its own chunk.
 */
export function i18nCatalogs({ dir, removeParser = true }: I18nCatalogsOptions): Plugin {
  let catalogDir = resolve(dir);
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
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.json') || dirname(file) !== catalogDir) return null;
      try {
        // JSON text: Vite's JSON plugin turns it into a module as it would the file itself.
        return compileCatalog(file);
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
