// @vitest-environment node
import { build, parseAst } from 'vite';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18nStripDefaultMessages } from '../vite';
import { stripDefaultMessages } from './stripDefaults';

const ids = new Set(['home.title', 'home.body', 'nav.faq']);
const strip = (code: string) => stripDefaultMessages(code, parseAst(code), ids)?.toString() ?? null;

describe('stripping the default texts of catalogued messages', () => {
  it('empties defineMessages entries, formatMessage arguments and compiled <FormattedMessage> props', () => {
    const code = [
      `const m = defineMessages({ title: { id: 'home.title', defaultMessage: 'What Lode is', description: 'Heading' } });`,
      'intl.formatMessage({ defaultMessage: `Read the FAQ`, id: "nav.faq" });',
      `jsx(FormattedMessage, { id: 'home.body', defaultMessage: 'Lode pays {n}', values: { n: 1 } });`,
    ].join('\n');
    const out = (strip(code) ?? '').replace(/\s+/g, ' ');
    expect(out).not.toMatch(/defaultMessage|description|What Lode is|Read the FAQ|Lode pays/);
    expect(out).toContain(`{ id: 'home.title', }`);
    expect(out).toContain('{ id: "nav.faq" }');
    expect(out).toContain(`{ id: 'home.body', values: { n: 1 } }`);
    // Still JavaScript.
    expect(() => parseAst(out)).not.toThrow();
  });

  it('keeps the default of a message the catalog lacks, or whose text is computed', () => {
    const code = [
      `const a = { id: 'not.in.catalog', defaultMessage: 'Fallback text' };`,
      'const b = { id: "home.title", defaultMessage: `Hello ${name}` };',
      `const c = { id: someId, defaultMessage: 'Dynamic id' };`,
      `const d = { key: 'home.title', defaultMessage: 'No id at all' };`,
    ].join('\n');
    expect(strip(code)).toBeNull();
  });

  it('reaches descriptors nested in another one’s values', () => {
    const code = `jsx(FormattedMessage, { id: 'home.body', defaultMessage: 'See {faq}', values: { faq: jsx(FormattedMessage, { id: 'nav.faq', defaultMessage: 'the FAQ' }) } });`;
    const out = strip(code) ?? '';
    expect(out).not.toContain('defaultMessage');
    expect(() => parseAst(out)).not.toThrow();
  });
});

describe('the plugin in a production build', () => {
  it('leaves no catalogued English text in the bundle, and the rest as it was', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lode-strip-'));
    try {
      await writeFile(
        join(dir, 'en.json'),
        JSON.stringify({ 'home.title': { defaultMessage: 'What Lode is' } }),
      );
      await writeFile(
        join(dir, 'main.tsx'),
        [
          `const defineMessages = <T,>(m: T): T => m;`,
          `export const messages = defineMessages({`,
          `  title: { id: 'home.title', defaultMessage: 'What Lode is' },`,
          `  extra: { id: 'home.extra', defaultMessage: 'Not extracted yet' },`,
          `});`,
        ].join('\n'),
      );
      await build({
        root: dir,
        logLevel: 'silent',
        configFile: false,
        plugins: [i18nStripDefaultMessages({ catalog: 'en.json' })],
        build: {
          lib: { entry: 'main.tsx', formats: ['es'], fileName: 'out' },
          outDir: 'dist',
          minify: false,
        },
      });
      const [file] = await readdir(join(dir, 'dist'));
      const bundle = await readFile(join(dir, 'dist', file ?? ''), 'utf8');
      expect(bundle).toContain('home.title');
      expect(bundle).not.toContain('What Lode is');
      expect(bundle).toContain('Not extracted yet');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
