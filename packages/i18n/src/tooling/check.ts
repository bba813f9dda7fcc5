import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { defaultLocale, languageTag, locales, type Locale } from '../locales';

/** One thing wrong with the catalogs. */
export interface CatalogProblem {
  /** What kind of problem. */
  kind: 'missing' | 'unused' | 'stale' | 'syntax' | 'arguments' | 'plural';
  /** The catalog it is in. */
  locale: Locale;
  /** The message id. */
  id: string;
  /** A sentence saying what is wrong and what to do. */
  detail: string;
}

/** The inputs of {@link checkCatalogs}. */
export interface CatalogCheckInput {
  /** Messages declared in code: id → English text. */
  code: Record<string, string>;
  /** Every locale's catalog as id → ICU text; a missing locale counts as an empty catalog. */
  catalogs: Partial<Record<Locale, Record<string, string>>>;
}

/** A message's arguments as `name:kind` strings (plural/select with their cases), sorted, for comparison. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        into.add(`${element.value}:text`);
        break;
      case TYPE.number:
        into.add(`${element.value}:number`);
        break;
      case TYPE.date:
        into.add(`${element.value}:date`);
        break;
      case TYPE.time:
        into.add(`${element.value}:time`);
        break;
      case TYPE.select:
        // Select cases are the program's values, the same in every language.
        into.add(`${element.value}:select(${Object.keys(element.options).sort().join('|')})`);
        for (const option of Object.values(element.options)) argumentsOf(option.value, into);
        break;
      case TYPE.plural:
        // Plural cases differ by language (checked separately); the argument itself must be there.
        into.add(`${element.value}:${element.pluralType === 'ordinal' ? 'selectordinal' : 'plural'}`);
        for (const option of Object.values(element.options)) argumentsOf(option.value, into);
        break;
      case TYPE.tag:
        into.add(`<${element.value}>:tag`);
        argumentsOf(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

/** Plural cases a message uses that the language lacks, and the language's cases it leaves out. */
function pluralProblems(elements: MessageFormatElement[], locale: Locale): string[] {
  const problems: string[] = [];
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      const rules = new Intl.PluralRules(languageTag(locale), { type: element.pluralType ?? 'cardinal' });
      const needed = rules.resolvedOptions().pluralCategories;
      const cases = Object.keys(element.options).filter((key) => !key.startsWith('='));
      const absent = needed.filter((category) => !cases.includes(category));
      const foreign = cases.filter((category) => !(needed as string[]).includes(category));
      if (absent.length) problems.push(`{${element.value}} lacks the ${absent.join(', ')} form(s)`);
      if (foreign.length)
        problems.push(`{${element.value}} has ${foreign.join(', ')}, which ${locale} never uses`);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options))
        problems.push(...pluralProblems(option.value, locale));
    }
    if (element.type === TYPE.tag) problems.push(...pluralProblems(element.children, locale));
  }
  return problems;
}

function parseMessage(text: string): MessageFormatElement[] | Error {
  try {
    return parse(text, { requiresOtherClause: true });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

const describe = (args: Set<string>) => (args.size ? [...args].sort().join(', ') : 'none');

/**
 * Everything wrong with the catalogs against the code: a message missing from a locale (English included, when
 * the extract is stale), a catalog message no code uses, English text that differs from the code's, ICU that
 * does not parse, arguments that differ from the English ones, and plurals without the forms the language
 * needs (Russian one/few/many/other).
 */
export function checkCatalogs({ code, catalogs }: CatalogCheckInput): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const source = catalogs[defaultLocale] ?? {};
  for (const [id, text] of Object.entries(code)) {
    if (!text.trim()) {
      const detail = 'declared in code without English text: give it a defaultMessage';
      problems.push({ kind: 'missing', locale: defaultLocale, id, detail });
    }
  }
  for (const locale of locales) {
    const catalog = catalogs[locale] ?? {};
    for (const id of Object.keys(code).sort()) {
      if (!(id in catalog)) {
        const fix = locale === defaultLocale ? 'run `pnpm i18n:extract`' : `translate it in ${locale}.json`;
        problems.push({ kind: 'missing', locale, id, detail: `missing: ${fix}` });
      }
    }
    for (const id of Object.keys(catalog).sort()) {
      if (!(id in code)) {
        problems.push({ kind: 'unused', locale, id, detail: 'no code uses this message: remove it' });
        continue;
      }
      const text = catalog[id] ?? '';
      if (locale === defaultLocale && text !== code[id]) {
        problems.push({
          kind: 'stale',
          locale,
          id,
          detail: 'the English text differs from the code: run `pnpm i18n:extract`',
        });
      }
      const parsed = parseMessage(text);
      if (parsed instanceof Error) {
        problems.push({ kind: 'syntax', locale, id, detail: `not valid ICU: ${parsed.message}` });
        continue;
      }
      for (const detail of pluralProblems(parsed, locale))
        problems.push({ kind: 'plural', locale, id, detail });
      if (locale === defaultLocale) continue;
      const english = parseMessage(code[id] ?? source[id] ?? '');
      if (english instanceof Error) continue;
      const expected = argumentsOf(english);
      const actual = argumentsOf(parsed);
      if (describe(expected) !== describe(actual)) {
        problems.push({
          kind: 'arguments',
          locale,
          id,
          detail: `arguments differ from English: ${describe(actual)} instead of ${describe(expected)}`,
        });
      }
    }
  }
  return problems;
}
