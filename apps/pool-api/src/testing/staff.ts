import type { RunningIdp } from '@lode/idp';
import { type Call, contractCall } from '../contract/harness';
import type { RunningPoolApi } from '../index';
import type { PoolApiOptions } from '../options';
import { startTestSmtp, type TestSmtp } from './smtp';
import { accessToken, startTestApi, startTestIdp } from './stack';

// The stack the operator console's tests run against: the real identity provider (its `demo`, `admin` and `support`
// users), a real SMTP server on loopback, and the API on the test's database, every answer checked against the
// OpenAPI document.

/** A running console stack and the tokens of the provider's demo users. */
export interface StaffStack {
  idp: RunningIdp;
  smtp: TestSmtp;
  server: RunningPoolApi;
  call: Call;
  tokens: { demo: string; admin: string; support: string };
  close(): Promise<void>;
}

/** Starts the stack; `demo` has made one request, so the API knows the account. */
export async function startStaffStack(options: Partial<PoolApiOptions> = {}): Promise<StaffStack> {
  const [idp, smtp] = await Promise.all([startTestIdp({ accessTokenTtl: 3600 }), startTestSmtp()]);
  const server = await startTestApi(idp, {
    mail: { smtpUrl: smtp.url, supportAddress: 'help@pool.example', pollMs: 0 },
    rateLimit: { tokenPerMinute: 0 },
    stepUp: 'off',
    ...options,
  });
  const [demo, admin, support] = await Promise.all(
    ['demo', 'admin', 'support'].map((user) => accessToken(idp, user)),
  );
  const call = contractCall({ url: () => server.url });
  await call('/account/summary', { token: demo });
  return {
    idp,
    smtp,
    server,
    call,
    tokens: { demo: demo as string, admin: admin as string, support: support as string },
    async close() {
      await server.close();
      await Promise.all([idp.close(), smtp.close()]);
    },
  };
}

/** The audit entries of one action on one target, as the API lists them. */
export async function auditOf(stack: StaffStack, action: string, target: string) {
  const answer = await stack.call(
    `/admin/audit?action=${encodeURIComponent(action)}&target=${encodeURIComponent(target)}`,
    { token: stack.tokens.admin },
  );
  return answer.body.items as { before: unknown; after: unknown; actor: { username: string } }[];
}
