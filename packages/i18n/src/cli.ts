#!/usr/bin/env node
// `lode-i18n extract|check`: the message pipeline. Messages are declared in code with stable ids and English
// text; `extract` writes the English catalog from them, `check` proves every catalog matches the code.
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultLocale, locales } from './locales';
import { readCatalog, stringifyCatalog } from './tooling/catalogFiles';
import { checkCatalogs, type CatalogProblem } from './tooling/check';
import { defaultIgnore, extractMessages } from './tooling/extract';

const usage = `Usage:
  lode-i18n extract --catalogs <dir> [--ignore <glob>]... <source glob>...
      Writes <dir>/${defaultLocale}.json from the messages declared in the source files.
  lode-i18n check --catalogs <dir> [--ignore <glob>]... <source glob>...
      Fails when a message is missing in a locale (${locales.join(', ')}), unused, stale in ${defaultLocale}.json,
      not valid ICU, has other arguments than in English, or lacks a plural form its language needs.
Tests, stories and .d.ts files are never read (${defaultIgnore.join(' ')}).`;

function main(argv: string[]): number {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      catalogs: { type: 'string' },
      ignore: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...files] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  if (!values.catalogs || files.length === 0 || (command !== 'extract' && command !== 'check')) {
    console.error(usage);
    return 2;
  }
  const dir = values.catalogs;
  const ignore = [...defaultIgnore, ...(values.ignore ?? [])];
  const declared = extractMessages(files, { ignore });
  const sourceFile = join(dir, `${defaultLocale}.json`);

  if (command === 'extract') {
    writeFileSync(sourceFile, stringifyCatalog(declared));
    console.log(
      `lode-i18n: ${Object.keys(declared).length} messages written to ${relative('.', sourceFile)}`,
    );
    return 0;
  }

  const catalogs: Parameters<typeof checkCatalogs>[0]['catalogs'] = {};
  for (const locale of locales) {
    const file = join(dir, `${locale}.json`);
    if (existsSync(file)) catalogs[locale] = readCatalog(file).messages;
    else console.error(`lode-i18n: ${relative('.', file)} does not exist; every message counts as missing`);
  }
  const code = Object.fromEntries(Object.entries(declared).map(([id, m]) => [id, m.defaultMessage ?? '']));
  const problems = checkCatalogs({ code, catalogs });
  report(problems, Object.keys(code).length, dir);
  return problems.length === 0 && locales.every((l) => catalogs[l]) ? 0 : 1;
}

function report(problems: CatalogProblem[], count: number, dir: string) {
  if (problems.length === 0) {
    console.log(`lode-i18n: ${count} messages, complete and consistent in ${locales.join(', ')} (${dir})`);
    return;
  }
  for (const problem of problems) {
    console.error(`  ${problem.locale}.json  ${problem.id}: ${problem.detail}`);
  }
  console.error(`lode-i18n: ${problems.length} problem(s) in ${dir}`);
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
