import type { PoolSchema } from '@lode/pool-api/client';
import type { Locale } from '@lode/i18n';
import { publicGet } from './publicGet';
import { useCachedRead } from './cache';
import { publicKeys } from './keys';

// The public pages' other reads (home chart, top, news), beside `useCoins` in data.ts: each one typed GET through
// the app's cache, so a page revisited within 30 s paints from memory.

/** One point of a coin's public history. */
export type CoinHistoryPoint = PoolSchema<'CoinHistory'>['points'][number];
/** A block the pool found. */
export type Block = PoolSchema<'Block'>;
/** A row of the top-miner ranking. */
export type TopMiner = PoolSchema<'TopMiner'>;
/** A news post. */
export type NewsPost = PoolSchema<'News'>;
/** The pool's coin ids. */
export type CoinId = PoolSchema<'CoinId'>;
/** The mining algorithms. */
export type PoolAlgorithm = PoolSchema<'Algorithm'>;

/** The pool hashrate of a coin's algorithm over the last 7 days, hourly (`GET /coins/{coin}/history`). */
export function useWeekHistory(coin: CoinId) {
  return useCachedRead({
    key: publicKeys.coinHistory(coin, '7d', '1h'),
    fetch: async (signal) =>
      (
        await publicGet(
          '/coins/{coin}/history',
          { path: { coin }, query: { range: '7d', interval: '1h' } },
          signal,
        )
      ).points,
  });
}

/** The 100 largest miners of an algorithm by 24 h hashrate, masked (`GET /top-miners`). */
export function useTopMiners(algorithm: PoolAlgorithm) {
  return useCachedRead({
    key: publicKeys.topMiners(algorithm),
    fetch: async (signal) =>
      (await publicGet('/top-miners', { query: { algorithm, pageSize: 100 } }, signal)).items,
  });
}

/** The blocks of the last 30 days, newest first (`GET /blocks`, the first 200). */
export function useRecentBlocks() {
  return useCachedRead({
    key: publicKeys.blocks(),
    fetch: (signal) => publicGet('/blocks', { query: { pageSize: 200 } }, signal),
  });
}

/** One page of the news in a language, newest first (`GET /news?locale=`). */
export function useNews(locale: Locale, page: number, pageSize: number) {
  return useCachedRead({
    key: publicKeys.news(locale, page, pageSize),
    fetch: (signal) => publicGet('/news', { query: { locale, page, pageSize } }, signal),
    // The old page stays while the next one loads, so the list does not collapse to a skeleton and jump.
    keepPrevious: true,
  });
}

/**
 * Where each post of a language is (every post's id, newest first): asked only when a deep link names a post that
 * is not on the page shown, so `/news#id` finds its page.
 */
export function useNewsIndex(locale: Locale, enabled: boolean) {
  return useCachedRead({
    key: publicKeys.newsIndex(locale),
    fetch: async (signal) =>
      (await publicGet('/news', { query: { locale, page: 1, pageSize: 200 } }, signal)).items.map(
        (post) => post.id,
      ),
    enabled,
  });
}
