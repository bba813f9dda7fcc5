// Telling "the database is not answering" apart from every other failure: those answers are a 503 the client may
// retry (the database comes back, the API reconnects by itself), not a 500 that says the API is broken.

/** The code of a query refused without being sent, as the database was found down a moment ago (db/database.ts). */
export const DATABASE_DOWN = 'LODE_DATABASE_DOWN';

/** Codes of a connection that failed, was cut or timed out: Node's socket errors and postgres.js's own. */
const CONNECTION_CODES = new Set([
  DATABASE_DOWN,
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/**
 * SQLSTATEs of a server going away or not taking connections: 57P01 admin shutdown, 57P02 crash shutdown,
 * 57P03 cannot connect now (starting up, shutting down), and class 08, connection exceptions.
 */
const unavailableState = (code: string) => /^(57P0[123]|08[0-9A-Z]{3})$/.test(code);

/** Whether `error` (or what it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || unavailableState(code))) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError of each attempt.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}

/**
 * Codes of a connection that was never set up, so the query waiting for it was never sent: the server refused the
 * connection, did not finish setting it up within `connect_timeout`, or was still starting (57P03). Such a query may
 * be tried again without running twice.
 */
const NEVER_SENT_CODES = new Set(['ECONNREFUSED', 'CONNECT_TIMEOUT', '57P03']);

/** Whether `error` says its query never reached the server (see above). */
export function neverSent(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && NEVER_SENT_CODES.has(code);
}
