import { localePath, type Locale } from '@lode/i18n/paths';
import type { WatcherExpiry, WatcherLink, WatcherScope } from '../../../lib/cabinet/watcherQueries';

// The rules of the watcher links section that are not words: which choices the form offers, the full link a new
// one is shared as, and how the list is ordered.

/** The expiries the form offers, shortest first. */
export const watcherExpiries: readonly WatcherExpiry[] = ['1h', '1d', '7d', '30d', '180d', 'never'];

/** The expiry the form starts with. */
export const defaultWatcherExpiry: WatcherExpiry = '30d';

/** The scopes beyond the dashboard, in the order the form and the list name them. */
export const watcherScopes: readonly WatcherScope[] = ['workers', 'earnings', 'statistics'];

/** The longest label the API takes, in characters. */
export const watcherLabelMax = 64;

/** Whether a text is one of the offered expiries. */
export function isWatcherExpiry(value: string): value is WatcherExpiry {
  return (watcherExpiries as readonly string[]).includes(value);
}

/**
 * The link to share: the site's origin, the page's locale prefix (none for English) and the app path the API
 * answered (`/watch/<secret>`), so the watcher opens the view in the owner's language.
 */
export function watcherLinkUrl(origin: string, locale: Locale, path: string): string {
  return `${origin}${localePath(path, locale)}`;
}

/** What is wrong with a typed label, or null when the API will take it. */
export function watcherLabelProblem(label: string): 'required' | 'tooLong' | null {
  const trimmed = label.trim();
  if (trimmed === '') return 'required';
  return [...trimmed].length > watcherLabelMax ? 'tooLong' : null;
}

/** The links in two groups, each newest first: those that still work, and the revoked or expired ones. */
export function groupWatcherLinks(items: readonly WatcherLink[]): {
  active: WatcherLink[];
  ended: WatcherLink[];
} {
  const newestFirst = [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return {
    active: newestFirst.filter((l) => l.status === 'active'),
    ended: newestFirst.filter((l) => l.status !== 'active'),
  };
}
