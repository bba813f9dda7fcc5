import type { CacheKey } from '../cache';

// The operator console's keys, under `staff`: the admin API's path, then its query in a place of its own. The console's
// pages say which answer each read holds (`read<T>`), as the admin API's shapes are theirs.

/** The keys of the admin API's answers. */
export const staffKeys = {
  /** Every answer of the admin API: what a sign-out drops. */
  all: (): CacheKey => ['staff'],
  /** Every answer of one path, whatever its query (`/admin/news`): what a write there makes stale. */
  path: (path: string): CacheKey => ['staff', path],
  /** One read of the admin API (`GET /admin/audit?action=…`), whose answer is a `T`. */
  read: <T>(path: string, query: Readonly<Record<string, string | undefined>> = {}): CacheKey<T> => [
    'staff',
    path,
    query,
  ],
};
