import { localePath, type Locale } from '@lode/i18n';

// An account the pool has banned gets `403 {code: 'account_banned', message, reason}` on its next request, whatever
// the page. Every error answer of the API becomes an ApiError in `toApiError` (apiError.ts), which reports a ban
// here; the app's root listens (`useBannedRedirect`, lib/session) and shows `/error/banned` at once.

/** The API's error code for a request of a banned account. */
export const ACCOUNT_BANNED_CODE = 'account_banned';

/** The reasons a ban names, as the API sends them. */
export const banReasons = ['abuse', 'fraud', 'spam', 'chargeback', 'other'] as const;

/** One reason of a ban. */
export type BanReason = (typeof banReasons)[number];

/** Whether a value is one of the known {@link banReasons}. */
export function isBanReason(value: unknown): value is BanReason {
  return typeof value === 'string' && (banReasons as readonly string[]).includes(value);
}

/**
 * The reason of a ban when an error answer says the account is banned (`403`, code `account_banned`): the API's
 * `reason` as sent ('' when it names none); null for any other answer.
 */
export function accountBannedReason(status: number, body: unknown): string | null {
  if (status !== 403 || typeof body !== 'object' || body === null) return null;
  const { code, reason } = body as { code?: unknown; reason?: unknown };
  if (code !== ACCOUNT_BANNED_CODE) return null;
  return typeof reason === 'string' ? reason : '';
}

/** The path of the banned page in `locale`, naming the reason (`/ru/error/banned?reason=fraud`). */
export function bannedPagePath(reason: string, locale: Locale): string {
  const path = localePath('/error/banned', locale);
  return reason ? `${path}?reason=${encodeURIComponent(reason)}` : path;
}

/** Whether a path (locale prefix or not) is the banned page itself. */
export function isBannedPagePath(pathname: string): boolean {
  return /^(\/[a-z]{2})?\/error\/banned\/?$/.test(pathname);
}

type BanListener = (reason: string) => void;

const listeners = new Set<BanListener>();

/** Tells every listener that the API answered `account_banned` with `reason`. */
export function reportAccountBanned(reason: string): void {
  for (const listener of listeners) listener(reason);
}

/** Calls `listener` on each `account_banned` answer from now on; returns the function that stops it. */
export function onAccountBanned(listener: BanListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
