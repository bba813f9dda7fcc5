import { localeFromPath, localePath, locales, stripLocale } from '@lode/i18n/paths';

// Route rules: one matcher, shared by the host server, which answers document requests with the HTTP redirect, by the
// SPA, which applies the same table before every client-side navigation, by the pool API, which keeps the table in
// its database and validates every save (`validateRouteRules`, below), and by the operator
// console's "test a path" box. The web app imports it as `@lode/pool-api/route-rules`.

/** The maintenance page: the one page maintenance leaves alone. */
export const techWorkPath = '/tech-work';

/** HTTP statuses a rule may redirect with. */
export const redirectStatuses = [301, 302, 303, 307, 308] as const;

/** One redirect status. */
export type RedirectStatus = (typeof redirectStatuses)[number];

/** One operator rule: paths matching `match` go to `redirect`. */
export interface RouteRule {
  /** A locale-free path pattern: `*` is one segment, `**` any number of them (none included): `/old/**`. */
  match: string;
  /** A path of the site (`/news`) or an absolute http(s) URL, which leaves the site. */
  redirect: string;
  /** The HTTP status the server answers with; 302 when the file says none. */
  status: RedirectStatus;
}

/** The operator's route-rules file. */
export interface RouteRules {
  /** True sends every page but `/tech-work` there. */
  maintenance: boolean;
  /** Redirects, first match wins. */
  rules: RouteRule[];
}

/** Where a path must go instead, or nothing to do. */
export interface RouteRedirect {
  /** A path of the site (with its locale prefix) or an absolute URL. */
  to: string;
  /** HTTP status for the server's answer. */
  status: RedirectStatus;
  /** True when `to` leaves the site. */
  external: boolean;
}

/** No maintenance, no rules: what applies while there is no rules file. */
export const emptyRouteRules: RouteRules = { maintenance: false, rules: [] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a target leaves the site: an absolute http(s) URL. */
export function isExternalTarget(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

function checkTarget(target: unknown, where: string): string {
  if (typeof target !== 'string' || target === '')
    throw new Error(`${where}.redirect must be a non-empty string`);
  if (isExternalTarget(target)) {
    if (!URL.canParse(target)) throw new Error(`${where}.redirect is not a valid URL: "${target}"`);
    return target;
  }
  // `//host` is another site in disguise; a relative path has no single meaning across pages.
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\'))
    throw new Error(
      `${where}.redirect must be a path starting with one "/" or an http(s) URL, got "${target}"`,
    );
  return target;
}

/**
 * Reads a route-rules document, refusing anything a careless edit could break the site with. Throws an Error that
 * says which entry is wrong, so the server can keep the last good table and log why.
 */
export function parseRouteRules(value: unknown): RouteRules {
  if (!isRecord(value)) throw new Error('route rules must be a JSON object');
  const maintenance = value.maintenance ?? false;
  if (typeof maintenance !== 'boolean') throw new Error('"maintenance" must be true or false');
  const rawRules = value.rules ?? [];
  if (!Array.isArray(rawRules)) throw new Error('"rules" must be an array');
  const rules = rawRules.map((raw: unknown, index): RouteRule => {
    const where = `rules[${index}]`;
    if (!isRecord(raw)) throw new Error(`${where} must be an object`);
    const { match, status = 302 } = raw;
    if (typeof match !== 'string' || !match.startsWith('/'))
      throw new Error(`${where}.match must be a path pattern starting with "/"`);
    if (!redirectStatuses.includes(status as RedirectStatus))
      throw new Error(`${where}.status must be one of ${redirectStatuses.join(', ')}`);
    return { match, redirect: checkTarget(raw.redirect, where), status: status as RedirectStatus };
  });
  return { maintenance, rules };
}

function globMatches(pattern: string[], path: string[]): boolean {
  if (pattern.length === 0) return path.length === 0;
  const [head, ...rest] = pattern;
  if (head === '**') {
    for (let skip = 0; skip <= path.length; skip += 1) if (globMatches(rest, path.slice(skip))) return true;
    return false;
  }
  if (path.length === 0) return false;
  if (head !== '*' && head?.toLowerCase() !== path[0]?.toLowerCase()) return false;
  return globMatches(rest, path.slice(1));
}

const split = (path: string) => path.split('/').filter((s) => s !== '');

/** Whether a locale-free pathname matches a rule pattern (`/old/**`, `/x/*`, `/exact`), case-insensitively. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  return globMatches(split(pattern), split(pathname));
}

/**
 * Where a page path (pathname and optional query, with its locale prefix, without the base path) must go: the
 * maintenance page when maintenance is on, else the first matching rule's target, else null. Rules are written
 * without locale prefixes and apply in every language: `/ru/old/x` follows `/old/**` to `/ru/news`.
 */
export function resolveRouteRule(table: RouteRules, path: string): RouteRedirect | null {
  const queryAt = path.search(/[?#]/);
  const pathname = queryAt === -1 ? path : path.slice(0, queryAt);
  const locale = localeFromPath(pathname);
  const bare = stripLocale(pathname);
  if (table.maintenance) {
    if (matchesPattern(techWorkPath, bare)) return null;
    return { to: localePath(techWorkPath, locale), status: 302, external: false };
  }
  for (const rule of table.rules) {
    if (!matchesPattern(rule.match, bare)) continue;
    const external = isExternalTarget(rule.redirect);
    const to = external ? rule.redirect : localePath(rule.redirect, locale);
    // A rule to the path it came from would loop forever: such a rule is ignored.
    if (!external && stripLocale(to) === bare) return null;
    return { to, status: rule.status, external };
  }
  return null;
}

// What a saved table of route rules must satisfy beyond its shape: a pattern in the matcher's syntax, a target on
// this site or over http(s), no rule that catches a path the site cannot do without (the console, sign-in, the
// maintenance and error pages), and no loop. The API refuses a save with these problems as field errors; the
// console shows the same before saving.

/** Length limits of a rule's fields, and how many rules a table may hold. */
export const routeRuleLimits = { match: 500, redirect: 500 } as const;
/** The most rules one table holds. */
export const maxRouteRules = 200;

/** Paths no rule may catch, locale-free; each also counts under every locale prefix. */
export const protectedPaths: readonly string[] = (() => {
  const bare = ['/admin', '/admin/**', '/auth/**', '/silent-check-sso.html', '/tech-work', '/error/**'];
  const prefixes = locales.filter((l) => l !== 'en').map((l) => `/${l}`);
  return [...bare, ...prefixes.flatMap((prefix) => bare.map((path) => `${prefix}${path}`))];
})();

/** One problem of a table: the body's JSON path (`rules.2.redirect`) and what is wrong, in English. */
export interface RouteRuleProblem {
  field: string;
  message: string;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function overlap(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 && b.length === 0) return true;
  if (a[0] === '**') return overlap(a.slice(1), b) || (b.length > 0 && overlap(a, b.slice(1)));
  if (b[0] === '**') return overlap(a, b.slice(1)) || (a.length > 0 && overlap(a.slice(1), b));
  if (a.length === 0 || b.length === 0) return false;
  const [x, y] = [a[0] as string, b[0] as string];
  if (x !== '*' && y !== '*' && !same(x, y)) return false;
  return overlap(a.slice(1), b.slice(1));
}

/** Whether some path matches both patterns (`*` one segment, `**` any number of them). */
export function patternsOverlap(a: string, b: string): boolean {
  return overlap(split(a), split(b));
}

/** The path part of a site target (no query or fragment), without its locale prefix. */
const targetPath = (target: string) => stripLocale(target.split(/[?#]/)[0] || '/');

function patternProblem(match: unknown): string | null {
  if (typeof match !== 'string' || match === '') return 'Enter a path pattern starting with "/"';
  if (match.length > routeRuleLimits.match) return `At most ${routeRuleLimits.match} characters`;
  if (!match.startsWith('/')) return 'A pattern starts with "/"';
  if (/[\s?#\\]/.test(match)) return 'A pattern is a path: no spaces, "?", "#" or "\\"';
  for (const segment of split(match))
    if (segment.includes('*') && segment !== '*' && segment !== '**')
      return '"*" and "**" stand for whole segments only: "/old/*" or "/old/**"';
  if (stripLocale(match) !== match)
    return 'Write patterns without a language prefix: a rule applies in every language';
  const caught = protectedPaths.find((path) => patternsOverlap(match, path));
  if (caught) return `This pattern would catch ${caught}, which must stay reachable`;
  return null;
}

function targetProblem(redirect: unknown): string | null {
  if (typeof redirect !== 'string' || redirect.trim() === '')
    return 'Enter a path of this site ("/news") or an http(s) URL';
  if (redirect.length > routeRuleLimits.redirect) return `At most ${routeRuleLimits.redirect} characters`;
  if (isExternalTarget(redirect)) return URL.canParse(redirect) ? null : 'This is not a valid URL';
  if (/^[a-z][a-z0-9+.-]*:/i.test(redirect)) return 'Only http:// and https:// addresses may leave the site';
  if (
    !redirect.startsWith('/') ||
    redirect.startsWith('//') ||
    redirect.includes('\\') ||
    /\s/.test(redirect)
  )
    return 'A path of this site starts with one "/" (no spaces or "\\")';
  return null;
}

/**
 * Where following the table from `start` leads back to a path already seen (a loop), as that path; null when the
 * chain ends (no rule matches, or a target leaves the site).
 */
function loopFrom(rules: readonly RouteRule[], start: string): string | null {
  const seen = new Set<string>();
  let path = start;
  for (let step = 0; step <= rules.length; step += 1) {
    const key = path.toLowerCase();
    if (seen.has(key)) return path;
    seen.add(key);
    const next = rules.find((rule) => matchesPattern(rule.match, path));
    if (!next || isExternalTarget(next.redirect)) return null;
    path = targetPath(next.redirect);
  }
  return path;
}

/**
 * Every problem of a table, as field errors named by the body's JSON paths (`rules`, `rules.2.match`,
 * `rules.2.redirect`, `rules.2.status`); an empty list means the table can be saved.
 */
export function validateRouteRules(rules: readonly unknown[]): RouteRuleProblem[] {
  const problems: RouteRuleProblem[] = [];
  if (rules.length > maxRouteRules) return [{ field: 'rules', message: `At most ${maxRouteRules} rules` }];
  const wellFormed: RouteRule[] = [];
  rules.forEach((raw, index) => {
    const rule = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<
      Record<keyof RouteRule, unknown>
    >;
    const at = (name: string) => `rules.${index}.${name}`;
    const match = patternProblem(rule.match);
    const redirect = targetProblem(rule.redirect);
    const status = redirectStatuses.includes(rule.status as RedirectStatus)
      ? null
      : `One of ${redirectStatuses.join(', ')}`;
    if (match) problems.push({ field: at('match'), message: match });
    if (redirect) problems.push({ field: at('redirect'), message: redirect });
    if (status) problems.push({ field: at('status'), message: status });
    if (!match && !redirect && !status) wellFormed.push(rule as RouteRule);
  });
  // Loops only make sense in a table whose rules all parse.
  if (problems.length > 0) return problems;
  wellFormed.forEach((rule, index) => {
    if (isExternalTarget(rule.redirect)) return;
    const target = targetPath(rule.redirect);
    if (matchesPattern(rule.match, target)) {
      problems.push({
        field: `rules.${index}.redirect`,
        message: 'This target matches its own rule: a loop',
      });
      return;
    }
    const back = loopFrom(wellFormed, target);
    if (back !== null)
      problems.push({
        field: `rules.${index}.redirect`,
        message: `Following the rules from here comes back to ${back}: a loop`,
      });
  });
  return problems;
}
