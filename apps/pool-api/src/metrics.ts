import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobMetrics } from './jobs/runner';

// The Prometheus metrics of one PoolApi, in a registry of its own (`PoolApi.metrics`): the standalone process serves
// it on its metrics port, a host server that mounts the API merges it into its own. Names and labels are the
// operations contract (README); routes are patterns (`/api/v1/account/workers/{id}`), never raw paths.

/** What a collect-time figure reads from the running API. */
export interface MetricSources {
  /** Open live streams. */
  streamClients: () => number;
  /** Sets `lode_job_lag_seconds` before each scrape. */
  jobLag: () => void;
}

/** Every metric of the API and the registry holding them. */
export interface ApiMetrics {
  registry: Registry;
  http: {
    duration: Histogram<'method' | 'route' | 'status'>;
    requests: Counter<'method' | 'route' | 'status'>;
    errors: Counter<'route' | 'code'>;
  };
  db: {
    poolMax: Gauge;
    inFlight: Gauge;
    duration: Histogram;
    up: Gauge;
  };
  jobs: JobMetrics;
  /** Filled once the pieces they read exist. */
  sources: MetricSources;
}

/** Creates the registry with the default process metrics (prefix `lode_api_`) and the API's own. */
export function createMetrics(): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'lode_api_' });
  const sources: MetricSources = { streamClients: () => 0, jobLag: () => {} };
  const registers = [registry];
  new Gauge({
    name: 'lode_stream_clients',
    help: 'Open live event streams (GET /api/v1/account/stream) on this process',
    registers,
    collect() {
      this.set(sources.streamClients());
    },
  });
  return {
    registry,
    sources,
    http: {
      duration: new Histogram({
        name: 'lode_api_http_request_duration_seconds',
        help: 'Time to answer an API request, by route pattern',
        labelNames: ['method', 'route', 'status'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers,
      }),
      requests: new Counter({
        name: 'lode_api_http_requests_total',
        help: 'API requests answered, by route pattern',
        labelNames: ['method', 'route', 'status'],
        registers,
      }),
      errors: new Counter({
        name: 'lode_api_http_errors_total',
        help: 'Error answers by route pattern and error code (the JSON code: unavailable, internal_error, …)',
        labelNames: ['route', 'code'],
        registers,
      }),
    },
    db: {
      poolMax: new Gauge({
        name: 'lode_db_pool_max',
        help: 'Connections the database pool may open',
        registers,
      }),
      inFlight: new Gauge({
        name: 'lode_db_queries_in_flight',
        help: 'Database queries running now',
        registers,
      }),
      duration: new Histogram({
        name: 'lode_db_query_duration_seconds',
        help: 'Time of one database query or transaction',
        buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
        registers,
      }),
      up: new Gauge({
        name: 'lode_db_up',
        help: 'Whether the database answered the last readiness check (SELECT 1 within 2 s)',
        registers,
      }),
    },
    jobs: {
      leader: new Gauge({
        name: 'lode_jobs_leader',
        help: 'Whether this process runs the background jobs (holds the lode.jobs lock)',
        registers,
      }),
      lastSuccess: new Gauge({
        name: 'lode_job_last_success_timestamp_seconds',
        help: 'When each background job last succeeded on this process, epoch seconds',
        labelNames: ['job'],
        registers,
      }),
      lag: new Gauge({
        name: 'lode_job_lag_seconds',
        help: 'How far past its interval each job is since it last succeeded (0 when on time; followers 0)',
        labelNames: ['job'],
        registers,
        collect() {
          sources.jobLag();
        },
      }),
      runs: new Counter({
        name: 'lode_job_runs_total',
        help: 'Background job runs by outcome (success, failure)',
        labelNames: ['job', 'outcome'],
        registers,
      }),
    },
  };
}
