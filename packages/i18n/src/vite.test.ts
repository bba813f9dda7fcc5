// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { i18nCatalogs } from './vite';

const fixture = fileURLToPath(new URL('../test/fixtures/app', import.meta.url));

/** Builds the fixture app (react-intl plus three lazily imported catalogs) in memory. */
async function buildFixture(removeParser?: boolean) {
  const output = (await build({
    configFile: false,
    root: fixture,
    logLevel: 'silent',
    plugins: [i18nCatalogs({ dir: 'i18n', ...(removeParser === undefined ? {} : { removeParser }) })],
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: 'src/main.ts',
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
});
