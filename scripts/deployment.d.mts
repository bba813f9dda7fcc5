/** One process of the deployment (scripts/deployment.mjs). */
export interface ManagedProcess {
  name: string;
  /** Its output, JSON lines (stdout and stderr together). */
  logFile: string;
  /** The running process's id, null before the first start. */
  readonly pid: number | null;
  readonly running: boolean;
  /** Starts it (again: same command, environment and ports) and resolves once it is ready. */
  start(): Promise<void>;
  /** A crash: SIGKILL; resolves once it has exited. */
  kill(): Promise<void>;
  /** A clean stop: SIGTERM, as systemd sends it; resolves once it has exited. */
  stop(): Promise<void>;
  /** Sends any signal and waits for the exit. */
  signal(signal: NodeJS.Signals): Promise<void>;
}

/** A pool-API process or a host server. */
export interface Replica extends ManagedProcess {
  port: number;
  /** Its own address, e.g. `http://127.0.0.1:41234` (the API's /readyz and /livez are at its root). */
  url: string;
  /** Its Prometheus endpoint. */
  metricsUrl: string;
}

/** The deployment of deploy/README.md on loopback. */
export interface Deployment {
  /** nginx, the front door: `http://localhost:{port}`. */
  url: string;
  /** The identity provider's base URL (LODE_AUTH_URL). */
  idpUrl: string;
  issuer: string;
  /** The application role's connection URL. */
  databaseUrl: string;
  /** The temporary folder: logs/ (every process's output and nginx's JSON access log), nginx/. */
  dir: string;
  api: Replica[];
  web: Replica[];
  nginx: ManagedProcess;
  idp: ManagedProcess;
  postgres: {
    port: number;
    /** The server's own log (start, stop, refused connections). */
    logFile: string;
    /** Stops PostgreSQL (data and port kept); `fast` ends sessions as a service restart does. */
    stop(mode?: 'fast' | 'immediate' | 'smart'): Promise<unknown>;
    /** Starts it again on the same port and data. */
    start(): Promise<unknown>;
  };
  /** An access token of a user of the provider, by the code flow through its login form. */
  signIn(username: string): Promise<string>;
  /** Stops every process and removes the folder. */
  close(): Promise<void>;
}

/** Starts PostgreSQL, the identity provider, N pool-API processes, N host servers and nginx, as the guide does. */
export declare function startDeployment(options?: {
  replicas?: number;
  apiEnv?: Record<string, string>;
  webEnv?: Record<string, string>;
  log?: (message: string) => void;
}): Promise<Deployment>;

/** The Prometheus text of a metrics URL. */
export declare function readMetrics(url: string): Promise<string>;
/** Sum of a metric's samples whose labels include `labels` (a value, or a RegExp it matches); null when none. */
export declare function metricValue(
  text: string,
  name: string,
  labels?: Record<string, string | RegExp>,
): number | null;
/** An access token by the authorization-code flow with PKCE through the provider's login form. */
export declare function signIn(
  issuer: string,
  appOrigin: string,
  username: string,
  password?: string,
): Promise<string>;

/** One request of a load run. */
export interface LoadResult {
  /** When it was sent, ms after the run started. */
  at: number;
  method: string;
  path: string;
  /** HTTP status, 0 when the request failed on the network or timed out. */
  status: number;
  ms: number;
  retryAfter: string | null;
  /** The start of the body of an answer that is not 2xx or 3xx. */
  body?: string;
}

export interface Acked {
  created: { user: string; id: string }[];
  revoked: { user: string; id: string }[];
}

/** Sends the mix (pages, public and account reads, API-key writes) open loop at `rate`/s or closed loop. */
export declare function runLoad(options: {
  url: string;
  tokens: Record<'demo' | 'admin', string>;
  rate?: number;
  concurrency?: number;
  durationMs?: number;
  stop?: Promise<unknown>;
  /** Hears each outcome as it comes. */
  onResult?: (result: LoadResult) => void;
}): Promise<{ results: LoadResult[]; acked: Acked; seconds: number }>;

/** Acknowledged writes the API no longer knows. */
export declare function lostWrites(
  url: string,
  tokens: Record<string, string>,
  acked: Acked,
): Promise<{ write: 'create' | 'revoke'; user: string; id: string }[]>;

/** Requests per second, p50/p99 and counts by status. */
export declare function summarize(
  results: LoadResult[],
  seconds: number,
): {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  statuses: Record<string, number>;
};
