// The API's logs: one JSON object per line, `{"time","level","message",...fields}`; info and debug on stdout,
// warnings and errors on stderr. A log shipper reads them as they are; `LODE_LOG_LEVEL` sets how much is written.

export const logLevels = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Where lines go and how many: tests pass `write` to read them. */
export interface LogOptions {
  /** The least severe level written (default `info`). */
  level?: LogLevel;
  /**
   * Writes an access line per request (default: only `startPoolApi`, the standalone server; a host server that
   * mounts the API logs its own, with the same request id).
   */
  access?: boolean;
  /** Receives each line (without its newline); default: stdout, or stderr for warn and error. */
  write?: (line: string, level: LogLevel) => void;
}

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const writeToConsole = (line: string, level: LogLevel) =>
  (level === 'warn' || level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);

/** An error as log fields: its message, code and stack (the stack only for unforeseen errors). */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const code = (error as { code?: unknown }).code;
  return { error: error.message, ...(typeof code === 'string' ? { code } : {}), stack: error.stack };
}

export function createLogger(options: LogOptions = {}): Logger {
  const least = logLevels.indexOf(options.level ?? 'info');
  const write = options.write ?? writeToConsole;
  const log =
    (level: LogLevel) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (logLevels.indexOf(level) < least) return;
      write(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }), level);
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
