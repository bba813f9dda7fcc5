// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { i18nCatalogs, messagePart, type CatalogParts } from './vite';

const fixture = fileURLToPath(new URL('../test/fixtures/app', import.meta.url));

/** Builds the fixture app (react-intl plus three lazily imported catalogs, or their parts) in memory. */
async function buildFixture(removeParser?: boolean, parts?: CatalogParts) {
  const output = (await build({
    configFile: false,
    root: fixture,
    logLevel: 'silent',
    plugins: [
      i18nCatalogs({
        dir: 'i18n',
        ...(removeParser === undefined ? {} : { removeParser }),
        ...(parts ? { parts } : {}),
      }),
    ],
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: parts ? 'src/parts.ts' : 'src/main.ts',
        external: ['react', 'react/jsx-runtime'],
        preserveEntrySignatures: 'strict',
      },
    },
  })) as Rollup.RollupOutput;
  const chunks = output.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk');
  return { chunks, entry };
}

describe('i18nCatalogs', { timeout: 60_000 }, () => {
  it('gives each catalog its own chunk, compiled to AST, and leaves the ICU parser out', async () => {
    const { chunks, entry } = await buildFixture();
    const catalogChunks = chunks.filter((chunk) => chunk.facadeModuleId?.endsWith('.json'));
    expect(catalogChunks.map((chunk) => chunk.name).sort()).toEqual(['cn', 'en', 'ru']);
    const ru = catalogChunks.find((chunk) => chunk.name === 'ru')?.code ?? '';
    // The AST of "Статистика пула", not the ICU string, and no other language in the Russian chunk.
    expect(ru).toMatch(/"?type"?:\s*0,\s*"?value"?:\s*"Статистика пула"/);
    expect(ru).not.toContain('矿池');
    expect(entry.code).not.toContain('Статистика');
    expect(entry.code).toContain('uncompiled message');
    expect(entry.code).not.toContain('INVALID_ARGUMENT_TYPE');
  });

  it('can keep the parser for code that formats ICU strings', async () => {
    const { entry } = await buildFixture(false);
    expect(entry.code).toContain('INVALID_ARGUMENT_TYPE');
  });

  it('serves each named part of a catalog as its own chunk per locale, and the rest as the main part', async () => {
    const { chunks } = await buildFixture(undefined, { stats: ['page.workers'] });
    const catalogChunks = chunks.filter((chunk) => /\.json(\?|$)/.test(chunk.facadeModuleId ?? ''));
    expect(catalogChunks.map((chunk) => chunk.fileName.replace(/-[\w-]+\.js$/, '')).sort()).toEqual([
      'assets/cn',
      'assets/cn.stats',
      'assets/en',
      'assets/en.stats',
      'assets/ru',
      'assets/ru.stats',
    ]);
    const code = (name: string) =>
      catalogChunks.find((chunk) => chunk.fileName.startsWith(`assets/${name}-`))?.code ?? '';
    // Compiled to AST like the whole file: the part holds its plural, the main part everything else.
    expect(code('ru.stats')).toMatch(/"?pluralType"?:\s*"cardinal"/);
    expect(code('ru.stats')).toContain('воркеров');
    expect(code('ru.stats')).not.toContain('Статистика пула');
    expect(code('ru')).toMatch(/"?type"?:\s*0,\s*"?value"?:\s*"Статистика пула"/);
    expect(code('ru')).not.toContain('воркеров');
    expect(code('cn.stats')).not.toContain('воркеров');
  });

  it('refuses parts that share an id prefix', () => {
    expect(() => i18nCatalogs({ dir: 'i18n', parts: { a: ['page'], b: ['page.workers'] } })).toThrow(
      'overlaps "page" of "a"',
    );
  });
});

describe('messagePart', () => {
  it('puts an id in the part of its prefix, whole dotted segments only', () => {
    const parts = { cabinet: ['dashboard', 'settings'] };
    expect(messagePart('dashboard', parts)).toBe('cabinet');
    expect(messagePart('dashboard.title', parts)).toBe('cabinet');
    expect(messagePart('dashboards.title', parts)).toBeUndefined();
    expect(messagePart('faq.title', parts)).toBeUndefined();
  });
});
