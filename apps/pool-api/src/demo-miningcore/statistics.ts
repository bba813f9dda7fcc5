import { iso } from '../domain/time';
import { HASHRATE_WINDOW_SECONDS, poolHashrate, workerSample } from './formulas';
import type { RowBuffer } from './rows';
import type { PoolState } from './state';

// A statistics cycle as Miningcore records it: per worker the hashrate of its last 10 minutes' shares (one zero
// row when it goes quiet, then none), per pool the sum and the network's figures.

/** One statistics cycle at `now`: the hashrates of the last 10 minutes' shares, as the engine records them. */
export function recordStatistics(
  pools: Iterable<PoolState>,
  now: number,
  minerstats: RowBuffer,
  poolstats: RowBuffer,
) {
  const windowStart = now - HASHRATE_WINDOW_SECONDS * 1000;
  const created = iso(now, 'ms');
  for (const pool of pools) {
    let sum = 0;
    let count = 0;
    const miners = new Set<string>();
    for (const worker of pool.workers) {
      const window = worker.window;
      let drop = 0;
      while (drop < window.length && (window[drop]?.t ?? 0) < windowStart) drop += 1;
      if (drop) window.splice(0, drop);
      if (!window.length) {
        if (worker.reported)
          minerstats.push(pool.config.id, worker.miner.address, worker.name, 0, 0, created);
        worker.reported = false;
        continue;
      }
      let workerSum = 0;
      for (const share of window) workerSum += share.d;
      const sample = workerSample(
        { sum: workerSum, count: window.length, first: window[0]?.t ?? now, last: window.at(-1)?.t ?? now },
        now,
      );
      minerstats.push(
        pool.config.id,
        worker.miner.address,
        worker.name,
        sample.hashrate,
        sample.sharesPerSecond,
        created,
      );
      worker.reported = sample.hashrate > 0;
      miners.add(worker.miner.address);
      sum += workerSum;
      count += window.length;
    }
    const { chain } = pool;
    poolstats.push(
      pool.config.id,
      miners.size,
      count ? poolHashrate(sum) : 0,
      Math.trunc(count / HASHRATE_WINDOW_SECONDS),
      chain.hashrate(now),
      chain.difficulty(now),
      iso(chain.lastBlockTime(now), 'ms'),
      chain.height(now),
      chain.peers(now),
      created,
    );
  }
}
