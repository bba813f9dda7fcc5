import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allOperations, checkAnswer, exercised } from '../testing/contract';
import { accessToken, clock, control, startTestApi, startTestIdp } from '../testing/stack';
import { accountCases } from './cases/account';
import { adminCases } from './cases/admin';
import { accountListCases } from './cases/accountLists';
import { publicCases } from './cases/public';
import { settingsCases } from './cases/settings';
import { subaccountCases } from './cases/subaccounts';
import { watcherCases } from './cases/watchers';
import { telegramCases } from './cases/telegram';
import { startBotApi } from '../testing/botApi';
import { webhookCases } from './cases/webhooks';
import { tokenCases } from './cases/tokens';
import { ContractStack } from './harness';

// The API on the simulator against the real identity provider: every endpoint's happy path, the token checks, the
// isolation of users, validation, pagination, CSV, ETags, rate limits and a bounded load; every answer checked
// against the OpenAPI document. One stack for every case (cases/*.ts, in this order), so the last test sees every
// operation the cases exercised. The same document in front of Miningcore: ./miningcore.test.ts.

const stack = new ContractStack();

beforeAll(async () => {
  // Tokens outlive the minutes the tests move the API's clock on, however slow the run.
  stack.idp = await startTestIdp({ accessTokenTtl: 3600 });
  stack.botApi = await startBotApi();
  stack.server = await startTestApi(stack.idp, {
    telegram: { botToken: stack.botApi.token, apiRoot: stack.botApi.url },
    rateLimit: { apiKeyPerMinute: stack.keyLimit, tokenPerMinute: 0 },
    // The cases are about the contract and move the API's clock by minutes; the step-up check has its own file
    // (src/security/stepUp.test.ts).
    stepUp: 'off',
    // The webhook cases' receiver listens on loopback.
    webhooks: { allowLoopback: true },
  });
  [stack.demo, stack.admin] = await Promise.all([
    accessToken(stack.idp, 'demo'),
    accessToken(stack.idp, 'admin'),
  ]);
});

afterEach(async () => {
  clock.offsetMs = 0;
  await control(stack.idp, 'faults', 'DELETE');
  await control(stack.idp, 'settings', 'DELETE');
});

afterAll(async () => {
  await stack.server?.close();
  await stack.botApi?.close();
  await stack.idp?.close();
});

publicCases(stack);
tokenCases(stack);
accountCases(stack);
accountListCases(stack);
settingsCases(stack);
webhookCases(stack);
subaccountCases(stack);
watcherCases(stack);
telegramCases(stack);
adminCases(stack);

describe('load (bounded, loopback)', () => {
  it('answers 2,000 account summaries from 50 concurrent clients without an error', async () => {
    const url = `${stack.server.url}/api/v1/account/summary`;
    const statuses = new Map<number, number>();
    let next = 0;
    const client = async () => {
      while (next < 2000) {
        next += 1;
        const response = await fetch(url, { headers: { authorization: `Bearer ${stack.demo}` } });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 50 }, client));
    expect(Object.fromEntries(statuses)).toEqual({ 200: 2000 });
  });
});

describe('live stream', () => {
  it('opens an event stream for a signed-in caller (its behaviour: src/stream/stream.test.ts)', async () => {
    const abort = new AbortController();
    const response = await fetch(`${stack.server.url}/api/v1/account/stream`, {
      headers: { authorization: `Bearer ${stack.demo}` },
      signal: abort.signal,
    });
    await checkAnswer('GET', '/account/stream', response);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    while (!text.includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toMatch(/^retry: \d+\nid: \d+\nevent: ready\n/);
    abort.abort();
  });
});

describe('contract coverage', () => {
  it('exercised every operation of the document with a successful answer', () => {
    expect(allOperations.filter((o) => !exercised.has(o))).toEqual([]);
  });
});
