// CSV as RFC 4180 says and spreadsheets expect: CRLF line ends, fields quoted when they hold a comma, quote or line
// break, quotes doubled. A leading =, +, - or @ is prefixed with ' so a spreadsheet never runs a cell as a formula.

const needsQuotes = /[",\r\n]/;
const formulaStart = /^[=+\-@\t\r]/;

/** One field, quoted when needed. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole document: header row, then one row per record, CRLF after every row. */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
