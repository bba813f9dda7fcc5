import { readFileSync } from 'node:fs';
import { runFormatjs } from './formatjs';

/** A message as the extractor writes it to the source catalog: the English text and a note for translators. */
export interface SourceMessage {
  /** The English text (ICU MessageFormat). */
  defaultMessage: string;
  /** Context for translators. */
  description?: string;
}

/**
 * The two shapes catalogs have here: the source catalog (en.json) in formatjs' default format,
 * `{ id: { defaultMessage, description } }`, written by `lode-i18n extract`, and translations in the simple one,
 * `{ id: "text" }`, edited by hand.
 */
export type CatalogFormat = 'default' | 'simple';

function isSourceMessage(value: unknown): value is SourceMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { defaultMessage?: unknown }).defaultMessage === 'string'
  );
}

/** A catalog file as id → ICU text, whichever of the two shapes it has; throws on anything else. */
export function readCatalog(file: string): { format: CatalogFormat; messages: Record<string, string> } {
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${file}: a catalog is a JSON object of messages`);
  }
  const entries = Object.entries(data);
  const format: CatalogFormat = entries.some(([, value]) => typeof value === 'object') ? 'default' : 'simple';
  const messages: Record<string, string> = {};
  for (const [id, value] of entries) {
    if (format === 'simple' && typeof value === 'string') messages[id] = value;
    else if (format === 'default' && isSourceMessage(value)) messages[id] = value.defaultMessage;
    else throw new Error(`${file}: message "${id}" is neither a string nor { "defaultMessage": "…" }`);
  }
  return { format, messages };
}

/**
 * A catalog file compiled to react-intl's AST with `formatjs compile --ast`, as JSON text: the browser then
 * needs no ICU parser. Invalid ICU fails here, at build time.
 */
export function compileCatalog(file: string): string {
  const { format } = readCatalog(file);
  return runFormatjs(['compile', file, '--ast', '--format', format]);
}

/** JSON as the repository formats it (two spaces, final newline), keys sorted so diffs stay small. */
export function stringifyCatalog(messages: Record<string, unknown>): string {
  const sorted = Object.fromEntries(
    Object.keys(messages)
      .sort()
      .map((id) => [id, messages[id]]),
  );
  return `${JSON.stringify(sorted, null, 2)}\n`;
}
