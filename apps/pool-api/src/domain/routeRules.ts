import { localeFromPath, localePath, stripLocale } from '@lode/i18n/paths';

// Route rules: one matcher, shared by the host server, which answers document requests with the HTTP redirect, by the
// SPA, which applies the same table before every client-side navigation, by the pool API, which keeps the table in
// its database and validates every save (`validateRouteRules`, ./routeRulesValidation.ts), and by the operator
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

export {
  maxRouteRules,
  patternsOverlap,
  protectedPaths,
  routeRuleLimits,
  validateRouteRules,
  type RouteRuleProblem,
} from './routeRulesValidation';
