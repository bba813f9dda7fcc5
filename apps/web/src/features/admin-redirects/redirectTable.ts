// The redirects editor's table as plain data: rows with a key of their own (so React keeps each row's inputs while
// rows move), the moves the editor offers, and the API's field errors (`rules.2.redirect`) sorted onto the rows.

/** The statuses a rule may answer with. */
export const redirectStatuses = [301, 302, 303, 307, 308] as const;

/** A rule's status. */
export type RedirectStatus = (typeof redirectStatuses)[number];

/** One rule as the API holds it: paths matching `match` go to `redirect`. */
export interface RedirectRule {
  /** A locale-free path pattern: `*` one segment, `**` any number of them. */
  match: string;
  /** A path of the site or an absolute http(s) URL. */
  redirect: string;
  /** The HTTP status. */
  status: RedirectStatus;
}

/** The table as the API answers it (`GET /admin/redirects`). */
export interface RedirectTable {
  /** Raised by every save. */
  version: number;
  /** First match wins. */
  rules: RedirectRule[];
}

/** A row of the editor. */
export interface RedirectRow extends RedirectRule {
  /** The row's own key, stable while rows move. */
  key: string;
}

/** The rows of a table; `nextKey` gives each row its key. */
export function rowsOf(rules: readonly RedirectRule[], nextKey: () => string): RedirectRow[] {
  return rules.map((rule) => ({ ...rule, key: nextKey() }));
}

/** The rules the rows describe, in order, as the API takes them. */
export function rulesOf(rows: readonly RedirectRow[]): RedirectRule[] {
  return rows.map(({ match, redirect, status }) => ({
    match: match.trim(),
    redirect: redirect.trim(),
    status,
  }));
}

/** The rows with the one at `index` moved by `by` places (up: -1), or as they were at an edge. */
export function moveRow<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(index, 1);
  next.splice(target, 0, row as T);
  return next;
}

/** A row's problems, by field. */
export type RowProblems = Partial<Record<'match' | 'redirect' | 'status', string>>;

/** The API's field errors sorted onto rows by index, and those of the table as a whole. */
export interface TableProblems {
  /** Per row, by index. */
  rows: Record<number, RowProblems>;
  /** About the whole table (too many rules). */
  table?: string;
}

/** Sorts the API's field errors (`rules.2.redirect`, `rules`) onto the rows. */
export function tableProblems(fields: Readonly<Record<string, string>>): TableProblems {
  const problems: TableProblems = { rows: {} };
  for (const [path, message] of Object.entries(fields)) {
    const match = /^rules\.(\d+)(?:\.(match|redirect|status))?$/.exec(path);
    if (match) {
      const row = Number(match[1]);
      const field = (match[2] ?? 'match') as keyof RowProblems;
      problems.rows[row] = { ...problems.rows[row], [field]: message };
    } else problems.table = problems.table ? `${problems.table} ${message}` : message;
  }
  return problems;
}
