import { createHash } from 'node:crypto';

// Seeded randomness for the seeder: every draw comes from a stream named after what it decides (a worker's shares,
// a block's fate), so the rows depend on the seed and the schedule only, never on how the caller steps the clock.

/** A 32-bit hash of a text (FNV-1a), to seed a stream from a name. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** `bytes` bytes of hex derived from a text (SHA-256, repeated): transaction ids and block hashes. */
export function hexOf(text: string, bytes = 32): string {
  let out = '';
  for (let i = 0; out.length < bytes * 2; i += 1)
    out += createHash('sha256').update(`${i}:${text}`).digest('hex');
  return out.slice(0, bytes * 2);
}

/** A deterministic stream of uniform numbers in [0, 1) (mulberry32). */
export class RandomStream {
  private state: number;

  constructor(name: string) {
    this.state = hash32(name);
  }

  /** The next uniform number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An exponentially distributed number with mean 1 (the gap between arrivals of a Poisson process). */
  exponential(): number {
    return -Math.log(1 - this.next());
  }
}
