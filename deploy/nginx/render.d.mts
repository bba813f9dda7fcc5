/** What {@link renderNginx} fills the templates with (the options of `render.mjs` on the command line). */
export interface NginxOptions {
  /** The folder to write into. */
  out: string;
  /** The host servers, `host:port` each. */
  web: string[];
  /** The pool-API processes, `host:port` each. */
  api: string[];
  /** nginx's `listen` (default 80, or 443 with TLS). */
  listen?: string;
  serverName?: string;
  tls?: { certificate: string; certificateKey: string };
  accessLog?: string;
  errorLog?: string;
  /** Also writes nginx.conf, for an nginx of its own rather than an `include` in the system's. */
  standalone?: boolean;
  /** `false` writes `daemon off;` (nginx stays in the foreground, as a child process). */
  daemon?: boolean;
  /** The user nginx started as root drops its workers to. */
  user?: string;
}

/** Renders the configuration into `out`; resolves with the file to hand nginx (nginx.conf or lode.conf). */
export declare function renderNginx(options: NginxOptions): Promise<string>;
