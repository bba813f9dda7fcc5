import { type Algorithm, hashesPerShare } from '../domain/coins';
import { digestHex, generator, noise, seedOf } from '../domain/noise';
import { DAY, HOUR, MINUTE } from '../domain/time';

// The simulated rigs of an account: which machines it has (a pure function of the account), and what each mines at
// any moment (a pure function of the account, the worker and the time), unless a test's script says otherwise.

/** How far back the history of a new account goes. */
export const HISTORY_DAYS = 90;

interface Model {
  model: string;
  algorithm: Algorithm;
  hashrate: number;
}

const scryptModels: Model[] = [
  { model: 'Antminer L9', algorithm: 'Scrypt', hashrate: 16e9 },
  { model: 'Antminer L7', algorithm: 'Scrypt', hashrate: 9.5e9 },
  { model: 'Elphapex DG1+', algorithm: 'Scrypt', hashrate: 14.4e9 },
  { model: 'VolcMiner D1', algorithm: 'Scrypt', hashrate: 15.5e9 },
  { model: 'Goldshell DG Max', algorithm: 'Scrypt', hashrate: 6.5e9 },
  { model: 'Antminer L3+', algorithm: 'Scrypt', hashrate: 0.504e9 },
];
const sha256Models: Model[] = [
  { model: 'Antminer S21', algorithm: 'SHA256', hashrate: 200e12 },
  { model: 'Antminer S19j Pro', algorithm: 'SHA256', hashrate: 104e12 },
];
const groups = ['rack-a', 'rack-b', 'garage'];

/** One worker as the simulator plans it. */
export interface WorkerPlan {
  id: string;
  name: string;
  group: string;
  model: string;
  algorithm: Algorithm;
  position: number;
  nominal: number;
  rejectBase: number;
  staleBase: number;
  startedAt: number;
  offlineFrom: number | null;
  flapping: boolean;
}

/** The workers of an account: several Scrypt machines (one offline, one long gone, one flapping) and SHA-256 ones. */
export function planWorkers(sub: string, createdAt: number): WorkerPlan[] {
  const random = generator(seedOf(`workers:${sub}`));
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  const scryptCount = 5 + Math.floor(random() * 6);
  const shaCount = 1 + Math.floor(random() * 2);
  const plans: WorkerPlan[] = [];
  const historyStart = createdAt - HISTORY_DAYS * DAY;
  for (let i = 0; i < scryptCount + shaCount; i += 1) {
    const model = i < scryptCount ? pick(scryptModels) : pick(sha256Models);
    const group = pick(groups);
    const position = i + 1;
    plans.push({
      id: `w_${digestHex('worker', sub, position).slice(0, 16)}`,
      name: `${group}-${String(position).padStart(2, '0')}`,
      group,
      model: model.model,
      algorithm: model.algorithm,
      position,
      nominal: model.hashrate * (0.97 + 0.06 * random()),
      rejectBase: 0.003 + 0.012 * random(),
      staleBase: 0.001 + 0.004 * random(),
      // Most machines mined from the start; some were added during the history.
      startedAt: historyStart + (random() < 0.7 ? 0 : Math.floor(random() * 40) * DAY),
      offlineFrom:
        i === scryptCount - 1
          ? createdAt - HOUR - Math.floor(random() * 4 * HOUR)
          : i === scryptCount - 2
            ? createdAt - 3 * DAY - Math.floor(random() * 7 * DAY)
            : null,
      flapping: i === 0,
    });
  }
  return plans;
}

/**
 * What a test makes one simulated worker do from `at` (epoch seconds) on: `stop` sends no more shares, `recover`
 * mines again (whatever its plan said), `flap` is down for `downMinutes`, up for `upMinutes`, down again, and so on.
 * Samples already written stay as they were. Only test stacks can set these (`testControls`).
 */
export interface WorkerScript {
  mode: 'stop' | 'recover' | 'flap';
  at: number;
  /** For `flap`: minutes without shares in each round (default 1). */
  downMinutes?: number;
  /** For `flap`: minutes mining in each round (default 1). */
  upMinutes?: number;
}

/** Whether the scripts force the worker up or down at `t`: the latest script that has begun decides. */
export function scriptedState(scripts: readonly WorkerScript[] | undefined, t: number): 'up' | 'down' | null {
  let current: WorkerScript | undefined;
  for (const script of scripts ?? [])
    if (script.at <= t && (!current || script.at >= current.at)) current = script;
  if (!current) return null;
  if (current.mode === 'stop') return 'down';
  if (current.mode === 'recover') return 'up';
  const down = (current.downMinutes ?? 1) * MINUTE;
  const up = (current.upMinutes ?? 1) * MINUTE;
  return (t - current.at) % (down + up) < down ? 'down' : 'up';
}

/** The sample of one worker over [t, t + seconds): hashrate from accepted shares, and rejected and stale work. */
export function sampleOf(
  seed: number,
  w: WorkerPlan,
  t: number,
  seconds: number,
  forced: 'up' | 'down' | null = null,
) {
  const up =
    forced !== null
      ? forced === 'up'
      : t >= w.startedAt &&
        (w.offlineFrom === null || t < w.offlineFrom) &&
        // A flapping machine drops out for whole hours now and then, which is what floods naive alert rules.
        !(w.flapping && noise(seed, w.position, Math.floor(t / HOUR)) < 0.08);
  if (!up) return { hashrate: 0, accepted: 0, rejected: 0, stale: 0 };
  const wobble = 0.94 + 0.1 * noise(seed, w.position * 7919 + 1, Math.floor(t / MINUTE));
  const hashrate = w.nominal * wobble;
  const accepted = (hashrate * seconds) / hashesPerShare(w.algorithm);
  const rejectShare = w.rejectBase * (0.5 + noise(seed, w.position * 7919 + 2, Math.floor(t / MINUTE)));
  const staleShare = w.staleBase * (0.5 + noise(seed, w.position * 7919 + 3, Math.floor(t / MINUTE)));
  return { hashrate, accepted, rejected: accepted * rejectShare, stale: accepted * staleShare };
}

export interface WorkerRow {
  id: string;
  name: string;
  grp: string;
  model: string;
  algorithm: Algorithm;
  position: number;
  nominal: number;
  reject_base: number;
  stale_base: number;
  started_at: number;
  offline_from: number | null;
  flapping: boolean;
}

export const toPlan = (r: WorkerRow): WorkerPlan => ({
  id: r.id,
  name: r.name,
  group: r.grp,
  model: r.model,
  algorithm: r.algorithm,
  position: r.position,
  nominal: r.nominal,
  rejectBase: r.reject_base,
  staleBase: r.stale_base,
  startedAt: r.started_at,
  offlineFrom: r.offline_from,
  flapping: r.flapping,
});
