import { createHash } from 'node:crypto';

// Deterministic "randomness": the same inputs give the same numbers on every machine and every run, so one user
// always gets the same history and the tests can rely on it.

/** A 32-bit seed from any string (e.g. a user's `sub`). */
export function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32LE(0);
}

/** Mixes integers into a uniform number in [0, 1): cheap enough to call for every sample. */
export function noise(seed: number, a: number, b = 0): number {
  let h = (seed ^ Math.imul(a | 0, 0x9e3779b1) ^ Math.imul((a / 4294967296) | 0, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ Math.imul(b | 0, 0xc2b2ae35), 0x27d4eb2f) >>> 0;
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d) >>> 0;
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39) >>> 0;
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

/** A small seeded generator for choices made once (worker models, names). */
export function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Hex digest of the parts, for ids and transaction hashes that look real and never change. */
export function digestHex(...parts: (string | number)[]): string {
  return createHash('sha256').update(parts.join('|')).digest('hex');
}
