import type { RunningIdp } from '@lode/idp';
import { expect } from 'vitest';
import { type Answer, type Call, contractCall } from '../contract/harness';
import type { RunningPoolApi } from '../index';
import type { PoolApiOptions } from '../options';
import { accessToken, startTestApi, startTestIdp } from './stack';

// What the operator console's API tests share: the real identity provider and the API on the project's database,
// tokens of `demo` (a miner), `support` and `admin`, calls checked against the OpenAPI document, the pool clock moved through
// the test controls, and the checks every admin operation must pass (401 without a token, 403 to a miner).

/** A running console stack, filled in by {@link startConsoleStack}. */
export interface ConsoleStack {
  idp: RunningIdp;
  server: RunningPoolApi;
  demo: string;
  /** A `support` user's token: the console's accounts and inbox, nothing else. */
  support: string;
  admin: string;
  call: Call;
  /** Calls as `admin`. */
  asAdmin: Call;
  /** Moves the pool clock forward (pausing it first, so nothing slips), answers its new time in ms. */
  advance(ms: number): Promise<number>;
  /** The pool clock now, ms. */
  poolNow(): Promise<number>;
  /** The audit entries of a target (`news/<id>`), newest first. */
  auditOf(target: string): Promise<Answer['body'][]>;
  close(): Promise<void>;
}

/** Starts the provider and the API (with `options`), and signs `demo`, `support` and `admin` in. */
export async function startConsoleStack(options: Partial<PoolApiOptions> = {}): Promise<ConsoleStack> {
  const idp = await startTestIdp({ accessTokenTtl: 3600 });
  const server = await startTestApi(idp, { rateLimit: { tokenPerMinute: 0 }, ...options });
  const [demo, support, admin] = await Promise.all(
    ['demo', 'support', 'admin'].map((user) => accessToken(idp, user)),
  );
  const call = contractCall({ url: () => server.url, validate: (path) => !path.startsWith('/__lode') });
  const asAdmin: Call = (path, init = {}) => call(path, { token: admin, ...init });
  const clockCall = async (body: unknown) => {
    const answer = await call('/__lode/clock', { method: 'POST', body });
    expect(answer.status).toBe(200);
    return Date.parse(answer.body.now as string);
  };
  return {
    idp,
    server,
    demo: demo as string,
    support: support as string,
    admin: admin as string,
    call,
    asAdmin,
    advance: (ms) => clockCall({ paused: true, advanceMs: ms }),
    poolNow: () => clockCall({ paused: true }),
    auditOf: async (target) => {
      const page = await asAdmin(`/admin/audit?target=${encodeURIComponent(target)}&limit=200`);
      expect(page.status).toBe(200);
      return page.body.items as Answer['body'][];
    },
    async close() {
      await server.close();
      await idp.close();
    },
  };
}

/**
 * Checks that an operation answers 401 without a token and 403 `forbidden` to the miner `demo` and to `support`
 * (whose role opens only the accounts and the inbox).
 */
export async function expectAdminOnly(
  stack: ConsoleStack,
  path: string,
  init: Parameters<Call>[1] = {},
): Promise<void> {
  const anonymous = await stack.call(path, { ...init, token: '' });
  expect(anonymous.status, `${path} without a token`).toBe(401);
  const miner = await stack.call(path, { ...init, token: stack.demo });
  expect(miner.status, `${path} as demo`).toBe(403);
  expect(miner.body).toMatchObject({ code: 'forbidden', message: 'This needs the admin role' });
  const support = await stack.call(path, { ...init, token: stack.support });
  expect(support.status, `${path} as support`).toBe(403);
  expect(support.body).toMatchObject({ code: 'forbidden', message: 'This needs the admin role' });
}

/** Checks a refusal: 400 `validation_failed` naming exactly `fields`. */
export function expectFieldErrors(answer: Answer, fields: string[]): void {
  expect(answer.status, answer.text).toBe(400);
  expect(answer.body.code).toBe('validation_failed');
  expect(answer.body.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(
    [...fields].sort(),
  );
}
