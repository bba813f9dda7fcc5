import type { Chain, SeededPool } from './pools';
import type { RandomStream } from './random';

// What the seeder keeps in memory between cycles, as the engine does: each pool's workers, pending blocks and the
// shares still in its table; each worker's mining schedule, its next share and its statistics window.

export interface Segment {
  start: number;
  end: number;
  hashrate: number;
  /** Stored difficulty of its shares. */
  difficulty: number;
  flap?: { on: number; off: number };
}

export interface Share {
  worker: WorkerState;
  t: number;
  difficulty: number;
  /** Uniform draw: the share is a block when below difficulty ÷ network difficulty. */
  luck: number;
  forced?: { orphan?: boolean };
}

export interface BlockState {
  pool: PoolState;
  height: number;
  networkDifficulty: number;
  miner: string;
  created: number;
  txid: string;
  hash: string;
  status: 'pending' | 'confirmed' | 'orphaned';
  progress: number;
  effort: number | null;
  reward: bigint;
  /** What the wallet will say about the coinbase: orphaned after so many confirmations, or mature. */
  orphanAfter: number | null;
  amount: bigint;
  inserted: boolean;
  dirty: boolean;
}

/** A share still in the table, as the schemes and the effort read it. */
export interface LoggedShare {
  t: number;
  miner: string;
  difficulty: number;
  networkDifficulty: number;
}

export interface PoolState {
  config: SeededPool;
  chain: Chain;
  workers: WorkerState[];
  pending: BlockState[];
  lastBlockHeight: number;
  forced: Share[];
  /** The pool's shares in the table, in time order: what the engine's queries would read, without reading them. */
  log: LoggedShare[];
  /** When each of its blocks was found, in order (the previous block bounds a block's effort). */
  blockTimes: number[];
}

export class WorkerState {
  readonly segments: Segment[] = [];
  /** Shares are generated up to here. */
  cursor: number;
  /** The next arrival, drawn but not yet reached. */
  pending: number | null = null;
  /** Shares of the current statistics window still in the table, in time order. */
  window: { t: number; d: number }[] = [];
  /** Whether its last `minerstats` row had a hashrate (the engine writes a zero row once when it goes quiet). */
  reported = false;

  constructor(
    readonly pool: PoolState,
    readonly miner: MinerState,
    readonly name: string,
    readonly random: RandomStream,
    readonly userAgent: string,
    from: number,
  ) {
    this.cursor = from;
  }

  /** The stretch of mining that contains `t`, or the next one after it. */
  activeAfter(t: number): { from: number; to: number; segment: Segment } | null {
    for (const segment of this.segments) {
      if (segment.end <= t) continue;
      const from = Math.max(segment.start, t);
      if (!segment.flap) return { from, to: segment.end, segment };
      const cycle = segment.flap.on + segment.flap.off;
      let on = segment.start + Math.floor((from - segment.start) / cycle) * cycle;
      if (from < on + segment.flap.on)
        return { from, to: Math.min(on + segment.flap.on, segment.end), segment };
      on += cycle;
      if (on < segment.end) return { from: on, to: Math.min(on + segment.flap.on, segment.end), segment };
    }
    return null;
  }

  /** Its shares in (cursor, until]: a Poisson process at its hashrate while it mines. */
  generate(until: number, gap: number, out: Share[]): void {
    while (this.cursor < until) {
      const active = this.activeAfter(this.cursor);
      if (!active || active.from > this.cursor) this.pending = null;
      if (!active || active.from >= until) break;
      this.pending ??= active.from + Math.max(1, Math.round(gap * this.random.exponential()));
      if (this.pending >= active.to) {
        if (active.to > until) break;
        this.pending = null;
        this.cursor = active.to;
        continue;
      }
      if (this.pending > until) break;
      out.push({
        worker: this,
        t: this.pending,
        difficulty: active.segment.difficulty,
        luck: this.random.next(),
      });
      this.cursor = this.pending;
      this.pending = null;
    }
    this.cursor = Math.max(this.cursor, until);
  }
}

export interface MinerState {
  pool: PoolState;
  address: string;
  ipAddress: string;
}

export const userAgents = [
  'bmminer/2.0.0',
  'cgminer/4.11.1',
  'cgminer/4.10.0',
  'sgminer/5.6.1',
  'Goldshell-DG/2.2.7',
];
