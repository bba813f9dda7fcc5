/** The product as `npm start` runs it, on free ports: the host server with the pool API mounted, and the provider. */
export interface Stack {
  /** The app's base URL (`http://localhost:<port>`). */
  url: string;
  /** The host server's Prometheus endpoint (a free port; the mounted API's metrics merged in when it has them). */
  metricsUrl: string;
  /** The identity provider's base URL (test controls on). */
  idpUrl: string;
  /**
   * The provider's outage: `stop` refuses every connection on its port (sessions, grants and keys kept) and resolves
   * once it does; `start` listens again on the same port.
   */
  provider: { stop(): Promise<void>; start(): Promise<void> };
  /**
   * Writes the host server's route-rules file (`{ maintenance?, rules? }`, as an operator would) and resolves once
   * the server applies it.
   */
  setRouteRules(rules: {
    maintenance?: boolean;
    rules?: { match: string; redirect: string; status?: number }[];
  }): Promise<void>;
  /** Stops all three and removes the API's data folder. */
  close(): Promise<void>;
}

/** Starts the built host server, pool API (on a fresh data folder) and identity provider (test controls on). */
export function startStack(
  env?: Record<string, string>,
  options?: {
    /** Receives the host server's error log lines. */
    onError?: (line: string) => void;
    /** The API's database in memory instead of a fresh data folder (the e2e suite's choice: faster). */
    databaseInMemory?: boolean;
    /** Pool API settings as environment variables, e.g. `{ LODE_POOL_SOURCE: 'miningcore' }`. */
    apiEnv?: Record<string, string>;
  },
): Promise<Stack>;

/** A port nobody listens on right now on 127.0.0.1 (the kernel's choice, released for whoever takes it next). */
export function freePort(): Promise<number>;
