import { coinsToAtoms, formatAmount } from '../../domain/amounts';
import { coins } from '../../domain/coins';
import { BLOCK_DAYS, intervalSeconds, rangeSeconds } from '../../domain/history';
import { DAY, iso } from '../../domain/time';
import { localDay, localMidnight } from '../../domain/timeZones';
import { blockExplorerUrl, coinCard, roundEffort } from '../figures';
import type { Block, Coin, PoolSource } from '../types';
import { MININGCORE_CYCLE_SECONDS } from './config';
import type { MiningcoreContext } from './context';
import { atoms, epoch } from './sql';

// The public figures in front of Miningcore: each configured pool's card from its newest `poolstats` row, its
// history, its blocks and its largest miners. Miningcore knows no prices: they stay unknown (null).

/** How long a cycle's top miners are kept: they change only when Miningcore writes the next cycle. */
const CYCLE_MEMORY_MS = 10 * 60_000;

/** Masks an address as the public top list shows miners: the first and last characters only. */
export function maskAddress(address: string): string {
  return address.length <= 6 ? `${address.slice(0, 1)}***` : `${address.slice(0, 3)}***${address.slice(-2)}`;
}

/** The public reads of the pools Miningcore runs. */
export function miningcorePublicReads(
  context: MiningcoreContext,
): Pick<PoolSource, 'coins' | 'coinHistory' | 'blocks' | 'topMiners' | 'market'> {
  const { engine, pools } = context;
  /** The top miners of each pool's cycle, by pool and cycle. */
  const topMinersMemory = context.memory<{ miner: string; hashes: number; workers: number }[]>(
    CYCLE_MEMORY_MS,
    100,
  );

  /** Each pool's public card at `now`. */
  function coinCards(now: number): Promise<Coin[]> {
    return Promise.all(
      pools.map(async (pool) => {
        const coin = coins[pool.coin];
        const [stats] = await engine.query<{
          poolhashrate: number;
          networkhashrate: number;
          networkdifficulty: number;
          connectedminers: number;
          at: number;
        }>(
          `SELECT poolhashrate::float8, networkhashrate::float8, networkdifficulty::float8, connectedminers::int,
                    ${epoch('created')} AS at
             FROM poolstats WHERE poolid = $1 AND created <= to_timestamp($2) ORDER BY created DESC LIMIT 1`,
          [pool.id, now],
        );
        const [workers] = await engine.query<{ n: number }>(
          `SELECT COUNT(*)::int AS n FROM minerstats WHERE poolid = $1 AND hashrate > 0
               AND created = (SELECT max(created) FROM minerstats WHERE poolid = $1 AND created <= to_timestamp($2))`,
          [pool.id, now],
        );
        const [last] = await engine.query<{ height: number; at: number }>(
          `SELECT blockheight::float8 AS height, ${epoch('created')} AS at FROM blocks
             WHERE poolid = $1 AND status <> 'orphaned' ORDER BY blockheight DESC LIMIT 1`,
          [pool.id],
        );
        return coinCard(
          coin,
          {
            mergedWith: pool.mergedWith,
            scheme: pool.scheme,
            poolFee: String(pool.poolFee),
            minPayout: formatAmount(coinsToAtoms(pool.minimumPayment)),
            stratum: pool.stratum,
          },
          {
            priceUsd: null,
            poolHashrate: stats?.poolhashrate ?? 0,
            networkHashrate: stats?.networkhashrate ?? 0,
            networkDifficulty: stats?.networkdifficulty ?? 0,
            workers: workers?.n ?? 0,
            miners: stats?.connectedminers ?? 0,
            lastBlock: last ? { height: last.height, time: iso(Math.floor(last.at)) } : null,
          },
        );
      }),
    );
  }

  return {
    coins: coinCards,

    async coinHistory(coinId, range, interval, tz, now) {
      const pool = context.poolOf(coinId);
      if (!pool) return null;
      const daily = interval === '1d';
      const step = intervalSeconds[interval];
      const start = now - rangeSeconds[range];
      const rows = await engine.query<{ b: number; hashrate: number; difficulty: number }>(
        `SELECT floor(${epoch('created')} / $3) * $3 AS b, AVG(poolhashrate)::float8 AS hashrate,
                AVG(networkdifficulty)::float8 AS difficulty
         FROM poolstats WHERE poolid = $1 AND created > to_timestamp($2) AND created <= to_timestamp($4)
         GROUP BY 1 ORDER BY 1`,
        [pool.id, start, daily ? 900 : step, now],
      );
      const points: { time: string; poolHashrate: number; networkDifficulty: number; priceUsd: null }[] = [];
      if (daily) {
        const days = new Map<number, { hashrate: number; difficulty: number; n: number }>();
        for (const r of rows) {
          const key = localMidnight(tz, localDay(tz, r.b));
          const d = days.get(key) ?? { hashrate: 0, difficulty: 0, n: 0 };
          d.hashrate += r.hashrate;
          d.difficulty += r.difficulty;
          d.n += 1;
          days.set(key, d);
        }
        for (const [t, d] of [...days].sort((a, b) => a[0] - b[0]))
          points.push({
            time: iso(t),
            poolHashrate: d.hashrate / d.n,
            networkDifficulty: d.difficulty / d.n,
            priceUsd: null,
          });
      } else
        for (const r of rows)
          points.push({
            time: iso(r.b),
            poolHashrate: r.hashrate,
            networkDifficulty: r.difficulty,
            priceUsd: null,
          });
      return { coin: coinId, range, interval, tz, points };
    },

    async blocks(filter, now, page) {
      const chosen = pools.filter((p) => !filter.coin || p.coin === filter.coin);
      if (chosen.length === 0) return { items: [], total: 0 };
      const where = `poolid = ANY(string_to_array($1, ',')) AND created > to_timestamp($2) AND created <= to_timestamp($3)
                     AND ($4::text IS NULL OR status = $4)`;
      const params = [chosen.map((p) => p.id).join(','), now - BLOCK_DAYS * DAY, now, filter.status ?? null];
      const rows = await engine.query<{
        poolid: string;
        height: number;
        hash: string | null;
        at: number;
        reward: number;
        effort: number | null;
        status: Block['status'];
        progress: number;
      }>(
        `SELECT poolid, blockheight::float8 AS height, hash, ${epoch('created')} AS at, ${atoms('COALESCE(reward, 0)')} AS reward,
                effort::float8, status, confirmationprogress::float8 AS progress
         FROM blocks WHERE ${where} ORDER BY created DESC, blockheight DESC LIMIT $5 OFFSET $6`,
        [...params, page.limit, page.offset],
      );
      const [count] = await engine.query<{ n: number }>(
        `SELECT COUNT(*)::int AS n FROM blocks WHERE ${where}`,
        params,
      );
      return {
        total: count?.n ?? 0,
        items: rows.map((r) => {
          const pool = context.poolById(r.poolid);
          const required = pool.confirmations;
          return {
            coin: pool.coin,
            height: r.height,
            hash: r.hash || null,
            time: iso(Math.floor(r.at)),
            reward: formatAmount(r.reward),
            effort: r.effort === null ? null : roundEffort(r.effort),
            status: r.status,
            // Miningcore keeps the progress (confirmations ÷ required); a confirmed block has them all.
            confirmations:
              r.status === 'confirmed'
                ? required
                : r.status === 'orphaned'
                  ? 0
                  : Math.round(r.progress * required),
            requiredConfirmations: required,
            explorerUrl: blockExplorerUrl(coins[pool.coin], r.height),
          };
        }),
      };
    },

    async topMiners(algorithm, now, page) {
      // The algorithm's main pool (merge-mined coins share its miners).
      const chosen = context.poolsOf(algorithm);
      const pool = chosen.find((p) => !p.mergedWith) ?? chosen[0];
      if (!pool) return { items: [], total: 0 };
      // The list changes only when Miningcore writes a cycle: answer from memory until the next one.
      const [latest] = await context.latestCycles([pool.id], now);
      const end = latest?.t ?? now;
      const rows = await topMinersMemory.remember(`${pool.id}|${end}`, () =>
        engine.query<{ miner: string; hashes: number; workers: number }>(
          `SELECT miner, SUM(hashrate)::float8 AS hashes, COUNT(DISTINCT worker)::int AS workers
           FROM minerstats WHERE poolid = $1 AND created > to_timestamp($2) AND created <= to_timestamp($3)
           GROUP BY miner HAVING SUM(hashrate) > 0 ORDER BY 2 DESC LIMIT 100`,
          [pool.id, end - DAY, end],
        ),
      );
      const all = rows.map((r, i) => ({
        rank: i + 1,
        miner: maskAddress(r.miner),
        hashrate24h: (r.hashes * MININGCORE_CYCLE_SECONDS) / DAY,
        workers: r.workers,
      }));
      return { total: all.length, items: all.slice(page.offset, page.offset + page.limit) };
    },

    async market(algorithm, now) {
      const cards = await coinCards(now);
      return context.poolsOf(algorithm).map((pool) => ({
        coin: { ...coins[pool.coin], poolFee: pool.poolFee },
        networkDifficulty: cards.find((c) => c.id === pool.coin)?.networkDifficulty ?? 0,
        priceUsd: null,
      }));
    },
  };
}
