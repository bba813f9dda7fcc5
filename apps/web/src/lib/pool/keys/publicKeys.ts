import type { Locale } from '@lode/i18n';
import type { PoolSchema } from '@lode/pool-api/client';
import type { CacheKey } from '../cache';
import type { GetAnswer } from '../publicGet';

// The public pages' keys (index.ts says how every key is laid out).

type HashrateHistory = PoolSchema<'HashrateHistory'>;

/** The keys of the public pages' reads: anyone's answers, kept across sign-in and sign-out. */
export const publicKeys = {
  /** Every coin the pool mines (`GET /coins`). */
  coins: (): CacheKey<PoolSchema<'Coin'>[]> => ['coins'],
  /** A coin's pool hashrate history (`GET /coins/{coin}/history`): its points. */
  coinHistory: (
    coin: PoolSchema<'CoinId'>,
    range: HashrateHistory['range'],
    interval: HashrateHistory['interval'],
  ): CacheKey<PoolSchema<'CoinHistory'>['points']> => ['coin-history', coin, range, interval],
  /** The largest miners of an algorithm (`GET /top-miners`). */
  topMiners: (algorithm: PoolSchema<'Algorithm'>): CacheKey<PoolSchema<'TopMiner'>[]> => [
    'top-miners',
    algorithm,
  ],
  /** The blocks the pool found lately (`GET /blocks`). */
  blocks: (): CacheKey<GetAnswer<'/blocks'>> => ['blocks'],
  /** One page of the news in a language (`GET /news`). */
  news: (locale: Locale, page: number, pageSize: number): CacheKey<GetAnswer<'/news'>> => [
    'news',
    locale,
    page,
    pageSize,
  ],
  /** Every post's id in a language, newest first: where a linked post is. */
  newsIndex: (locale: Locale): CacheKey<string[]> => ['news-index', locale],
  /** The pool API's absolute base URL, from `config.json`. */
  apiBaseUrl: (): CacheKey<string> => ['apiBaseUrl'],
  /** The pool API's OpenAPI document (of the type its reader gives) and the base URL it was read from. */
  apiDocument: <OpenApiDocument>(): CacheKey<{ document: OpenApiDocument; baseUrl: string }> => ['openapi'],
};
