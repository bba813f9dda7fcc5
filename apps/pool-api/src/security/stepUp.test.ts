import type { RunningIdp } from '@lode/idp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type Call, contractCall } from '../contract/harness';
import { encodeSegwit } from '../domain/addresses';
import type { RunningPoolApi } from '../index';
import {
  accessToken,
  APP,
  clock,
  control,
  enrolAuthenticator,
  startTestApi,
  startTestIdp,
  steppedUpToken,
} from '../testing/stack';

// Issue 38's acceptance for the API: each operation that moves money or grants access answers the RFC 9470
// challenge, exactly, to a token without a second factor and to one whose factor is more than five minutes old, and
// proceeds with a fresh acr 2 token from the real identity provider (password and a TOTP code through its forms).
// Only the verified token counts: a header, a body field or an edited token changes nothing. Then the policies
// (`when-enrolled`, `off`), what needs no step-up, and API keys. Every answer is checked against the document.

const CHALLENGE =
  'Bearer error="insufficient_user_authentication", error_description="A second factor is required for this change", acr_values="2", max_age=300';

let idp: RunningIdp;
let api: RunningPoolApi;
/** `demo`'s tokens: after the password only (acr 1), and after the password and a code (acr 2). */
let weak: string;
let strong: string;
let secret: string;
const callTo = (server: () => RunningPoolApi): Call => contractCall({ url: () => server().url });
const call = callTo(() => api);

beforeAll(async () => {
  // Tokens outlive the minutes the tests move the API's clock on.
  idp = await startTestIdp({ accessTokenTtl: 3600 });
  api = await startTestApi(idp);
  secret = await enrolAuthenticator(idp, 'demo');
  [weak, strong] = await Promise.all([accessToken(idp, 'demo'), steppedUpToken(idp, 'demo', secret)]);
});

afterEach(async () => {
  clock.offsetMs = 0;
  await control(idp, 'clock', 'DELETE');
});

afterAll(async () => {
  await api?.close();
  await idp?.close();
});

/** A token's verified claims, as the API reads them (tests only read them). */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    acr?: string;
    auth_time: number;
  };

/** `demo`'s acr 2 token, signed in again when its code is more than 200 s old (a slow run). */
async function freshStrong() {
  if (Date.now() / 1000 - claimsOf(strong).auth_time > 200)
    strong = await steppedUpToken(idp, 'demo', secret);
  return strong;
}

/** Moves the API's clock to `seconds` after the token's `auth_time`. */
const atAge = (token: string, seconds: number) => {
  clock.offsetMs = (claimsOf(token).auth_time + seconds) * 1000 - Date.now();
};

let addresses = 0;
/** An LTC address no wallet has had yet. */
const newAddress = () => encodeSegwit('ltc', 0, Buffer.alloc(20, (addresses += 1)));

/** The three guarded operations, each with a body that would succeed. */
const guarded = [
  {
    name: 'a new payout address',
    path: '/settings/wallets/LTC',
    method: 'PUT',
    ok: 200,
    body: () => ({ address: newAddress() }),
  },
  {
    name: 'an API key that can write',
    path: '/settings/api-keys',
    method: 'POST',
    ok: 201,
    body: () => ({ name: 'bot', scopes: ['account:read', 'settings:write'] }),
  },
  {
    name: 'a watcher link',
    path: '/settings/watchers',
    method: 'POST',
    ok: 201,
    body: () => ({ label: 'Investor', scopes: ['workers'], expiresIn: '7d' }),
  },
] as const;

/** What the guarded operations change, as the owner reads it. */
async function state(via: Call = call, token = strong) {
  const [wallets, keys, links] = await Promise.all(
    ['/settings/wallets', '/settings/api-keys', '/settings/watchers'].map((path) => via(path, { token })),
  );
  return JSON.stringify([wallets?.body.items[0].address, keys?.body.total, links?.body.total]);
}

/** Asserts the step-up refusal: status, the exact challenge, and the JSON the app reads. */
function expectChallenge(answer: Answer, reason: 'second_factor' | 'too_old') {
  expect(answer.status).toBe(401);
  expect(answer.headers.get('www-authenticate')).toBe(CHALLENGE);
  expect(answer.body).toEqual({
    code: 'insufficient_user_authentication',
    message: expect.any(String),
    details: { reason, accountUrl: `${idp.issuer}/account` },
    acrValues: '2',
    maxAge: 300,
  });
}

describe.each(guarded)('$name', (operation) => {
  const send = (token: string, init: { headers?: Record<string, string>; body?: unknown } = {}) =>
    call(operation.path, { token, method: operation.method, body: operation.body(), ...init });

  it('answers a token after the password only (acr 1) with the challenge, and changes nothing', async () => {
    const before = await state();
    expectChallenge(await send(weak), 'second_factor');
    expect(await state()).toBe(before);
  });

  it('answers an acr 2 token whose code is more than 5 minutes old with the challenge', async () => {
    const token = await freshStrong();
    const before = await state();
    atAge(token, 301);
    expectChallenge(await send(token), 'too_old');
    clock.offsetMs = 0;
    expect(await state()).toBe(before);
  });

  it('proceeds with an acr 2 token whose code is at most 5 minutes old', async () => {
    const token = await freshStrong();
    const before = await state();
    // Ten seconds inside the limit: the clock runs on while a slow machine sends the request.
    atAge(token, 290);
    expect((await send(token)).status).toBe(operation.ok);
    clock.offsetMs = 0;
    expect(await state()).not.toBe(before);
  });

  it('takes no claim from a header or the body, and no token edited to say acr 2', async () => {
    const before = await state();
    const now = String(Math.floor(Date.now() / 1000));
    const forgedHeaders = { 'x-acr': '2', acr: '2', 'x-auth-time': now, 'x-amr': 'otp', 'acr-values': '2' };
    expectChallenge(await send(weak, { headers: forgedHeaders }), 'second_factor');
    // The bodies are strict: a claim in one is a field error, never a pass.
    const inBody = await send(weak, { body: { ...operation.body(), acr: '2', auth_time: Number(now) } });
    expect([inBody.status, inBody.body.code]).toEqual([400, 'validation_failed']);
    const [header, payload, signature] = weak.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const edited = Buffer.from(JSON.stringify({ ...claims, acr: '2', amr: ['pwd', 'otp'] })).toString(
      'base64url',
    );
    const forged = await send(`${header}.${edited}.${signature}`);
    expect([forged.status, forged.body.code]).toEqual([401, 'invalid_token']);
    expect(forged.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect(await state()).toBe(before);
  });
});

describe('a step-up the provider records as six minutes old', () => {
  it('is asked again on every guarded operation', async () => {
    await control(idp, 'clock', 'PUT', { offsetSeconds: -360 });
    const old = await steppedUpToken(idp, 'demo', secret);
    await control(idp, 'clock', 'DELETE');
    const claims = claimsOf(old);
    expect(claims.acr).toBe('2');
    expect(Date.now() / 1000 - claims.auth_time).toBeGreaterThan(350);
    const before = await state();
    for (const operation of guarded)
      expectChallenge(
        await call(operation.path, { token: old, method: operation.method, body: operation.body() }),
        'too_old',
      );
    expect(await state()).toBe(before);
  });
});

describe('a standalone API called from the app’s origin', () => {
  it('lets the app read the challenge (CORS exposes WWW-Authenticate)', async () => {
    const standalone = await startTestApi(idp, { corsOrigins: [APP], mail: { pollMs: 0 } });
    try {
      const answer = await fetch(`${standalone.url}/api/v1/settings/watchers`, {
        method: 'POST',
        headers: { origin: APP, authorization: `Bearer ${weak}`, 'content-type': 'application/json' },
        body: JSON.stringify({ label: 'Investor', scopes: [], expiresIn: '1d' }),
      });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('access-control-allow-origin')).toBe(APP);
      expect(answer.headers.get('access-control-expose-headers')?.toLowerCase().split(/,\s*/)).toContain(
        'www-authenticate',
      );
      expect(answer.headers.get('www-authenticate')).toBe(CHALLENGE);
    } finally {
      await standalone.close();
    }
  });
});

describe('what needs no second factor', () => {
  it('a threshold, a pause, the same address again and a read-only key pass with acr 1', async () => {
    const wallets = (await call('/settings/wallets', { token: weak })).body.items;
    const put = (coin: string, body: unknown) =>
      call(`/settings/wallets/${coin}`, { token: weak, method: 'PUT', body });
    expect((await put('LTC', { payoutThreshold: '0.5' })).body.payoutThreshold).toBe('0.50000000');
    expect((await put('DOGE', { paused: true })).body.paused).toBe(true);
    const same = await put('LTC', { address: wallets[0].address, paused: false });
    expect([same.status, same.body.address]).toEqual([200, wallets[0].address]);
    const key = await call('/settings/api-keys', {
      token: weak,
      method: 'POST',
      body: { name: 'dashboard', scopes: ['account:read', 'settings:read'] },
    });
    expect(key.status).toBe(201);
  });

  it('an API key that can write changes a threshold, but never an address', async () => {
    const key = (
      await call('/settings/api-keys', {
        token: await freshStrong(),
        method: 'POST',
        body: { name: 'payout bot', scopes: ['settings:read', 'settings:write'] },
      })
    ).body.secret as string;
    const before = await state();
    const address = await call('/settings/wallets/LTC', {
      key,
      method: 'PUT',
      body: { address: newAddress() },
    });
    expect([address.status, address.body.code]).toEqual([403, 'address_change_needs_user']);
    expect(await state()).toBe(before);
    const threshold = await call('/settings/wallets/LTC', {
      key,
      method: 'PUT',
      body: { payoutThreshold: '0.7' },
    });
    expect(threshold.body.payoutThreshold).toBe('0.70000000');
  });
});

describe('LODE_STEP_UP=when-enrolled', () => {
  let lenient: RunningPoolApi;
  const lenientCall = callTo(() => lenient);
  beforeAll(async () => {
    lenient = await startTestApi(idp, { stepUp: 'when-enrolled' });
  });
  afterAll(async () => lenient?.close());

  it('asks a fresh sign-in of a user never seen with a second factor, and acr 2 once one was seen', async () => {
    // `admin` has no authenticator yet: a fresh password sign-in is enough, an old one is not.
    const adminWeak = await accessToken(idp, 'admin');
    const change = (token: string) =>
      lenientCall('/settings/wallets/LTC', { token, method: 'PUT', body: { address: newAddress() } });
    expect((await change(adminWeak)).status).toBe(200);
    clock.offsetMs = 301_000;
    expectChallenge(await change(adminWeak), 'too_old');
    clock.offsetMs = 0;
    // Once this API has seen a token of theirs with a second factor, a password alone no longer does.
    const adminSecret = await enrolAuthenticator(idp, 'admin');
    const adminStrong = await steppedUpToken(idp, 'admin', adminSecret);
    expect((await lenientCall('/settings/wallets', { token: adminStrong })).status).toBe(200);
    const before = await state(lenientCall, adminStrong);
    expectChallenge(await change(adminWeak), 'second_factor');
    expect(await state(lenientCall, adminStrong)).toBe(before);
    expect((await change(adminStrong)).status).toBe(200);
  });
});

describe('LODE_STEP_UP=off', () => {
  let open: RunningPoolApi;
  const openCall = callTo(() => open);
  beforeAll(async () => {
    open = await startTestApi(idp, { stepUp: 'off' });
  });
  afterAll(async () => open?.close());

  it('asks nothing: an old password sign-in and a key change the address', async () => {
    clock.offsetMs = 600_000;
    const change = (init: { token?: string; key?: string }) =>
      openCall('/settings/wallets/LTC', { ...init, method: 'PUT', body: { address: newAddress() } });
    expect((await change({ token: weak })).status).toBe(200);
    const key = await openCall('/settings/api-keys', {
      token: weak,
      method: 'POST',
      body: { name: 'bot', scopes: ['settings:read', 'settings:write'] },
    });
    expect(key.status).toBe(201);
    expect((await change({ key: key.body.secret })).status).toBe(200);
    const link = await openCall('/settings/watchers', {
      token: weak,
      method: 'POST',
      body: { label: 'Investor', scopes: [], expiresIn: '1d' },
    });
    expect(link.status).toBe(201);
  });
});
