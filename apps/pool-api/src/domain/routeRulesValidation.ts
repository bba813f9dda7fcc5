import { locales, stripLocale } from '@lode/i18n/paths';
import {
  isExternalTarget,
  matchesPattern,
  redirectStatuses,
  type RedirectStatus,
  type RouteRule,
} from './routeRules';

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

const split = (path: string) => path.split('/').filter((s) => s !== '');
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
