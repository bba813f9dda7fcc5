import type { PoolSchema } from '@lode/pool-api/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Locale } from '@lode/i18n';
import { poolClient, publicQueryClient } from './data';

// The public pages' other reads (home chart, top, news), beside `useCoins` in data.ts: each one call of the typed
// client through the public query cache, so a page revisited within 30 s paints from memory.

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

const failed = (what: string, status: number) => new Error(`${what} answered ${status}`);

/** The pool hashrate of a coin's algorithm over the last 7 days, hourly (`GET /coins/{coin}/history`). */
export function useWeekHistory(coin: CoinId) {
  return useQuery(
    {
      queryKey: ['coin-history', coin, '7d', '1h'],
      queryFn: async ({ signal }) => {
        const api = await poolClient();
        const { data, response } = await api.GET('/coins/{coin}/history', {
          params: { path: { coin }, query: { range: '7d', interval: '1h' } },
          signal,
        });
        if (!data) throw failed(`GET /coins/${coin}/history`, response.status);
        return data.points;
      },
    },
    publicQueryClient,
  );
}

/** The 100 largest miners of an algorithm by 24 h hashrate, masked (`GET /top-miners`). */
export function useTopMiners(algorithm: PoolAlgorithm) {
  return useQuery(
    {
      queryKey: ['top-miners', algorithm],
      queryFn: async ({ signal }) => {
        const api = await poolClient();
        const { data, response } = await api.GET('/top-miners', {
          params: { query: { algorithm, pageSize: 100 } },
          signal,
        });
        if (!data) throw failed('GET /top-miners', response.status);
        return data.items;
      },
    },
    publicQueryClient,
  );
}

/** The blocks of the last 30 days, newest first (`GET /blocks`, the first 200). */
export function useRecentBlocks() {
  return useQuery(
    {
      queryKey: ['blocks'],
      queryFn: async ({ signal }) => {
        const api = await poolClient();
        const { data, response } = await api.GET('/blocks', { params: { query: { pageSize: 200 } }, signal });
        if (!data) throw failed('GET /blocks', response.status);
        return data;
      },
    },
    publicQueryClient,
  );
}

/** One page of the news in a language, newest first (`GET /news?locale=`). */
export function useNews(locale: Locale, page: number, pageSize: number) {
  return useQuery(
    {
      queryKey: ['news', locale, page, pageSize],
      queryFn: async ({ signal }) => {
        const api = await poolClient();
        const { data, response } = await api.GET('/news', {
          params: { query: { locale, page, pageSize } },
          signal,
        });
        if (!data) throw failed('GET /news', response.status);
        return data;
      },
      // The old page stays while the next one loads, so the list does not collapse to a skeleton and jump.
      placeholderData: keepPreviousData,
    },
    publicQueryClient,
  );
}

/**
 * Where each post of a language is (every post's id, newest first): asked only when a deep link names a post that
 * is not on the page shown, so `/news#id` finds its page.
 */
export function useNewsIndex(locale: Locale, enabled: boolean) {
  return useQuery(
    {
      queryKey: ['news-index', locale],
      queryFn: async ({ signal }) => {
        const api = await poolClient();
        const { data, response } = await api.GET('/news', {
          params: { query: { locale, page: 1, pageSize: 200 } },
          signal,
        });
        if (!data) throw failed('GET /news', response.status);
        return data.items.map((post) => post.id);
      },
      enabled,
    },
    publicQueryClient,
  );
}
