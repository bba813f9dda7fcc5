// CSV as RFC 4180 and as the pool API writes it (apps/pool-api/src/domain/csv.ts): CRLF after every row, fields
// with a comma, quote or line break quoted, quotes doubled, and a cell starting with =, +, -, @, a tab or a carriage
// return prefixed with ' so a spreadsheet never runs it. Only for the files the API does not write yet (workers; payouts
// filtered by status and dates): accruals come from the API's own export.

/** One CSV cell, quoted and guarded against formula injection where needed. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  // Numbers are data, not formulas: only text gets the guard (a negative amount stays a number).
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV document: the header row, then one row per record, each ended by CRLF. */
export function buildCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
