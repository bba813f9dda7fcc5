// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileCatalog, readCatalog } from './catalogFiles';
import { extractMessages } from './extract';

const fixture = fileURLToPath(new URL('../../test/fixtures/app', import.meta.url));
const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));
// The fixture copy lives outside the repository, so tsx is handed over by its full path.
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'lode-i18n-'));
  cpSync(fixture, work, { recursive: true });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Runs `lode-i18n <args>` from source, as the root scripts do, in the fixture copy. */
function lodeI18n(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', tsx, cli, ...args], {
    cwd: work,
    encoding: 'utf8',
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('extractMessages', { timeout: 15_000 }, () => {
  it('reads every message declared in code with its English text and description, never from tests', () => {
    expect(extractMessages(['src/**/*.tsx'], { cwd: work })).toEqual({
      'page.label': { defaultMessage: 'Statistics' },
      'page.title': { defaultMessage: 'Pool statistics', description: 'Heading of the page' },
      'page.workers': { defaultMessage: '{count, plural, one {# worker} other {# workers}}' },
    });
  });
});

describe('compileCatalog', { timeout: 15_000 }, () => {
  it('compiles a catalog to react-intl’s AST with formatjs, in either catalog shape', () => {
    const ru = JSON.parse(compileCatalog(join(work, 'i18n', 'ru.json')));
    expect(ru['page.title']).toEqual([{ type: 0, value: 'Статистика пула' }]);
    expect(ru['page.workers'][0]).toMatchObject({ type: 6, value: 'count', pluralType: 'cardinal' });
    expect(Object.keys(ru['page.workers'][0].options)).toEqual(['one', 'few', 'many', 'other']);
    writeFileSync(
      join(work, 'i18n', 'en.json'),
      '{ "a": { "defaultMessage": "Hi {name}", "description": "x" } }',
    );
    expect(JSON.parse(compileCatalog(join(work, 'i18n', 'en.json')))).toEqual({
      a: [
        { type: 0, value: 'Hi ' },
        { type: 1, value: 'name' },
      ],
    });
  });

  it('fails on invalid ICU, naming the problem', () => {
    writeFileSync(join(work, 'i18n', 'ru.json'), '{ "a": "Привет {имя" }');
    expect(() => compileCatalog(join(work, 'i18n', 'ru.json'))).toThrow(/formatjs compile failed/);
  });

  it('refuses a catalog of the wrong shape', () => {
    writeFileSync(join(work, 'i18n', 'ru.json'), '{ "a": 1 }');
    expect(() => readCatalog(join(work, 'i18n', 'ru.json'))).toThrow(/neither a string nor/);
  });
});

// Each call starts the formatjs CLI (about half a second here), so these get room on a busy machine.
describe('lode-i18n', { timeout: 30_000 }, () => {
  it('extracts the English catalog, sorted, then checks every locale against the code', () => {
    expect(lodeI18n('extract', '--catalogs', 'i18n', 'src/**/*.tsx')).toMatchObject({ status: 0 });
    const en = readFileSync(join(work, 'i18n', 'en.json'), 'utf8');
    expect(Object.keys(JSON.parse(en))).toEqual(['page.label', 'page.title', 'page.workers']);
    expect(en.endsWith('}\n')).toBe(true);
    const check = lodeI18n('check', '--catalogs', 'i18n', 'src/**/*.tsx');
    expect(check.out).toContain('3 messages, complete and consistent in en, ru, cn');
    expect(check.status).toBe(0);
  });

  it('fails when a Russian message is removed, naming it', () => {
    lodeI18n('extract', '--catalogs', 'i18n', 'src/**/*.tsx');
    const ru = JSON.parse(readFileSync(join(work, 'i18n', 'ru.json'), 'utf8'));
    delete ru['page.title'];
    writeFileSync(join(work, 'i18n', 'ru.json'), JSON.stringify(ru));
    const check = lodeI18n('check', '--catalogs', 'i18n', 'src/**/*.tsx');
    expect(check.status).toBe(1);
    expect(check.out).toContain('ru.json  page.title: missing: translate it in ru.json');
  });

  it('fails when the code gained a message the English catalog lacks', () => {
    lodeI18n('extract', '--catalogs', 'i18n', 'src/**/*.tsx');
    writeFileSync(
      join(work, 'src', 'New.tsx'),
      `import { FormattedMessage } from 'react-intl';\nexport const New = () => <FormattedMessage id="new.one" defaultMessage="New" />;\n`,
    );
    const check = lodeI18n('check', '--catalogs', 'i18n', 'src/**/*.tsx');
    expect(check.status).toBe(1);
    expect(check.out).toContain('en.json  new.one: missing: run `pnpm i18n:extract`');
  });

  it('explains its usage when called wrongly', () => {
    expect(lodeI18n('check')).toMatchObject({ status: 2, out: expect.stringContaining('Usage:') });
  });
});
