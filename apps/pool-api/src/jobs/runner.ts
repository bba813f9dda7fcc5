import type { Counter, Gauge } from 'prom-client';
import type { Leadership } from './leader';

// The deployment's background jobs, each on its own timer, each run only while this process leads (./leader.ts):
// losing leadership stops new runs at once; a run never overlaps the previous one of the same job.

/** One background job. */
export interface Job {
  /** Its name in metrics and logs: `minute`, `mail`. */
  name: string;
  /** How often it runs, ms. */
  everyMs: number;
  run(): Promise<unknown>;
}

/** The job metrics (`lode_job_*`, `lode_jobs_leader`). */
export interface JobMetrics {
  leader: Gauge;
  lastSuccess: Gauge<'job'>;
  lag: Gauge<'job'>;
  runs: Counter<'job' | 'outcome'>;
}

/** Runs `jobs` on their timers while `leadership` says so; `stop()` ends the timers. */
export function runJobs(
  leadership: Leadership,
  jobs: Job[],
  metrics: JobMetrics,
  onError: (job: string, error: unknown) => void,
): { stop(): Promise<void>; lag(): void } {
  /** When each job last succeeded here, or when this process began to lead (epoch ms). */
  const since = new Map<string, number>();
  const running = new Map<string, Promise<unknown>>();
  const now = () => Date.now();
  const led = (leader: boolean) => {
    metrics.leader.set(leader ? 1 : 0);
    if (leader) for (const job of jobs) since.set(job.name, now());
  };
  led(leadership.isLeader);
  const unsubscribe = leadership.onChange(led);
  for (const job of jobs) {
    metrics.runs.inc({ job: job.name, outcome: 'success' }, 0);
    metrics.runs.inc({ job: job.name, outcome: 'failure' }, 0);
  }
  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      if (!leadership.isLeader || running.has(job.name)) return;
      const run = job
        .run()
        .then(
          () => {
            metrics.runs.inc({ job: job.name, outcome: 'success' });
            metrics.lastSuccess.set({ job: job.name }, now() / 1000);
            since.set(job.name, now());
          },
          (error: unknown) => {
            metrics.runs.inc({ job: job.name, outcome: 'failure' });
            onError(job.name, error);
          },
        )
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    }, job.everyMs);
    // A timer must never keep a process (a test, npm start after Ctrl-C) alive on its own.
    timer.unref();
    return timer;
  });
  return {
    /** Sets how far behind each job is: the time past its interval since it last succeeded (0 on time, following). */
    lag() {
      for (const job of jobs) {
        const from = since.get(job.name);
        const late = leadership.isLeader && from !== undefined ? now() - from - job.everyMs : 0;
        metrics.lag.set({ job: job.name }, Math.max(0, late) / 1000);
      }
    },
    async stop() {
      unsubscribe();
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
