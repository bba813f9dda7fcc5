import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { faultNames } from './faults';
import { type RunningIdp, startIdp } from './server';
import {
  APP,
  CLIENT_ID,
  idp,
  jwks,
  endpoint,
  control,
  setFaults,
  authorizeUrl,
  newFlow,
  signIn,
  tokenRequest,
  exchange,
  refresh,
  tokensFor,
  setUpIdp,
} from './testing/idpSuite';

// The embedded provider's test controls (switches, lifetimes, outages, the key file) and each fault switch.

setUpIdp();

describe('test controls', () => {
  it('lists, switches and resets the faults', async () => {
    const listed = await control('faults', 'GET');
    expect(Object.keys(listed.body).sort()).toEqual([...faultNames].sort());
    expect(Object.values(listed.body).every((on) => on === false)).toBe(true);
    expect((await setFaults({ wrongNonce: true, down: false })).body).toMatchObject({
      wrongNonce: true,
      down: false,
    });
    expect((await control('faults', 'DELETE')).body.wrongNonce).toBe(false);
  });

  it('refuses unknown switches with the list of known ones', async () => {
    const { status, body } = await setFaults({ wrongNonce: true, nonsense: true });
    expect(status).toBe(400);
    expect(body.unknown).toEqual(['nonsense']);
    expect(Object.keys(body.faults as object)).toEqual(faultNames);
    expect((await control('faults', 'GET')).body.wrongNonce).toBe(false);
    expect((await control('faults', 'PUT', { wrongNonce: 'yes' })).status).toBe(400);
    expect((await control('settings', 'PUT', { accessTokenTtl: 0 })).status).toBe(400);
  });

  it('plays an outage: the port refuses connections, then the provider comes back with its sessions', async () => {
    const { tokens } = await tokensFor('demo');
    const discovery = `${idp.issuer}/.well-known/openid-configuration`;
    const started = await control('outage', 'POST', { seconds: 1 });
    expect(started.status).toBe(200);
    expect(started.body.seconds).toBe(1);
    // Refused on the network (no HTTP answer at all), as when the provider's host is down.
    await expect
      .poll(() =>
        fetch(discovery).then(
          () => 'answered',
          () => 'refused',
        ),
      )
      .toBe('refused');
    await expect
      .poll(
        () =>
          fetch(discovery).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 10_000 },
      )
      .toBe(200);
    // Nothing was forgotten: the grant of before the outage still refreshes.
    expect((await refresh(tokens.refresh_token ?? '')).status).toBe(200);
  });

  it('pauses and resumes on the same port from the handle', async () => {
    const discovery = `${idp.issuer}/.well-known/openid-configuration`;
    await idp.pause();
    await expect(fetch(discovery)).rejects.toThrow();
    await idp.resume();
    expect((await fetch(discovery)).status).toBe(200);
  });

  it('keeps its signing key across a restart when it has a key file, as Keycloak keeps its keys', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'lode-idp-key-'));
    const keyFile = join(folder, 'realm-key.json');
    const keysOf = async (running: RunningIdp) =>
      ((await (await fetch(`${running.issuer}/protocol/openid-connect/certs`)).json()) as JSONWebKeySet).keys;
    try {
      const first = await startIdp({ port: 0, appOrigin: APP, keyFile });
      const before = await keysOf(first);
      await first.close();
      const again = await startIdp({ port: 0, appOrigin: APP, keyFile });
      const after = await keysOf(again);
      await again.close();
      expect(after.map((k) => k.kid)).toEqual(before.map((k) => k.kid));
      expect(after).toEqual(before);
      // Without one, every start has a key of its own.
      const fresh = await startIdp({ port: 0, appOrigin: APP });
      const other = await keysOf(fresh);
      await fresh.close();
      expect(other[0]?.kid).not.toBe(before[0]?.kid);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('refuses an outage without a sensible length', async () => {
    expect((await control('outage', 'POST', {})).status).toBe(400);
    expect((await control('outage', 'POST', { seconds: 0 })).status).toBe(400);
    expect((await control('outage', 'POST', { seconds: 601 })).status).toBe(400);
    expect((await control('outage', 'GET')).status).toBe(405);
  });

  it('are refused unless LODE_IDP_TEST_CONTROLS is on', async () => {
    const plain = await startIdp({ port: 0, appOrigin: APP });
    try {
      for (const [path, method] of [
        ['faults', 'GET'],
        ['faults', 'PUT'],
        ['faults', 'DELETE'],
        ['settings', 'PUT'],
        ['outage', 'POST'],
      ] as const) {
        const response = await fetch(`${plain.url}/__lode/${path}`, {
          method,
          body: method === 'PUT' || method === 'POST' ? '{"seconds":1}' : undefined,
        });
        expect(response.status).toBe(404);
      }
    } finally {
      await plain.close();
    }
  });
});

describe('fault switches', () => {
  /** Signs in, then exchanges the code with faults on (they act on token responses). */
  async function tokensWith(faults: Record<string, boolean>) {
    const { flow, params } = await signIn('demo');
    await setFaults(faults);
    const { status, body } = await exchange(flow, params.get('code') ?? '');
    expect(status).toBe(200);
    return { flow, body, id: decodeJwt(body.id_token ?? ''), access: decodeJwt(body.access_token ?? '') };
  }

  const verifies = (token: string) =>
    jwtVerify(token, jwks, { issuer: idp.issuer }).then(
      () => true,
      () => false,
    );

  it('refresh400: refresh answers 400 invalid_grant while code exchange still works', async () => {
    const { tokens } = await tokensFor('demo');
    await setFaults({ refresh400: true });
    const refused = await refresh(tokens.refresh_token ?? '');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');
    await tokensFor('demo');
    await setFaults({ refresh400: false });
    // The token was never used, so it still works once the switch is off.
    expect((await refresh(tokens.refresh_token ?? '')).status).toBe(200);
  });

  it('wrongNonce and missingNonce alter the ID token nonce, validly signed', async () => {
    const wrong = await tokensWith({ wrongNonce: true });
    expect(wrong.id.nonce).toBeTruthy();
    expect(wrong.id.nonce).not.toBe(wrong.flow.nonce);
    expect(await verifies(wrong.body.id_token ?? '')).toBe(true);
    await control('faults', 'DELETE');
    const missing = await tokensWith({ missingNonce: true });
    expect(missing.id).not.toHaveProperty('nonce');
    expect(await verifies(missing.body.id_token ?? '')).toBe(true);
  });

  it('wrongAud and wrongIss alter ID and access tokens, validly signed', async () => {
    const aud = await tokensWith({ wrongAud: true });
    expect(aud.id.aud).not.toContain(CLIENT_ID);
    expect(aud.access.aud).not.toContain(CLIENT_ID);
    await control('faults', 'DELETE');
    const iss = await tokensWith({ wrongIss: true });
    expect(iss.id.iss).not.toBe(idp.issuer);
    expect(iss.access.iss).not.toBe(idp.issuer);
    const { payload } = await jwtVerify(iss.body.id_token ?? '', jwks);
    expect(payload.iss).toBe(iss.id.iss);
  });

  it('accessTokenWrongAud alters only the access token, so the client signs in and the API refuses it', async () => {
    const { id, access, body } = await tokensWith({ accessTokenWrongAud: true });
    expect(id.aud).toContain(CLIENT_ID);
    expect(access.aud).toEqual(['another-api']);
    expect(await verifies(body.access_token ?? '')).toBe(true);
    const renewed = await refresh(body.refresh_token ?? '');
    expect(renewed.status).toBe(200);
    expect(decodeJwt(renewed.body.access_token ?? '').aud).toEqual(['another-api']);
    expect(decodeJwt(renewed.body.id_token ?? '').aud).toContain(CLIENT_ID);
  });

  it('missingSub and iatInFuture alter the claims', async () => {
    const noSub = await tokensWith({ missingSub: true });
    expect(noSub.id).not.toHaveProperty('sub');
    expect(noSub.access).not.toHaveProperty('sub');
    await control('faults', 'DELETE');
    const future = await tokensWith({ iatInFuture: true });
    const now = Math.floor(Date.now() / 1000);
    expect(future.id.iat).toBeGreaterThan(now + 3500);
    expect(Number(future.id.exp) - Number(future.id.iat)).toBe(300);
  });

  it('badSignature signs with a stranger key under the real kid', async () => {
    const { body } = await tokensWith({ badSignature: true });
    const realKid = decodeProtectedHeader((await tokensFor('demo')).tokens.id_token ?? '').kid;
    expect(decodeProtectedHeader(body.id_token ?? '').kid).toBe(realKid);
    expect(await verifies(body.id_token ?? '')).toBe(false);
    expect(await verifies(body.access_token ?? '')).toBe(false);
  });

  it('algNone sends unsigned tokens', async () => {
    const { body } = await tokensWith({ algNone: true });
    expect(decodeProtectedHeader(body.id_token ?? '').alg).toBe('none');
    expect(body.id_token?.endsWith('.')).toBe(true);
    expect(await verifies(body.id_token ?? '')).toBe(false);
  });

  it('noKid sends valid tokens without a kid header', async () => {
    const { body, flow, id } = await tokensWith({ noKid: true });
    expect(decodeProtectedHeader(body.id_token ?? '').kid).toBeUndefined();
    expect(id.nonce).toBe(flow.nonce);
    // Verifies with the one published key when the client picks it by algorithm.
    const certs = (await (await fetch(endpoint('certs'))).json()) as JSONWebKeySet;
    const { kid: _kid, ...key } = certs.keys[0] ?? {};
    expect(
      await jwtVerify(body.id_token ?? '', createLocalJWKSet({ keys: [key] }), { issuer: idp.issuer }),
    ).toBeTruthy();
  });

  it('idTokenWithoutProfile leaves the profile out of ID tokens only; userinfo still answers it', async () => {
    const { body, id, access, flow } = await tokensWith({ idTokenWithoutProfile: true });
    for (const claim of ['name', 'given_name', 'family_name', 'preferred_username', 'email']) {
      expect(id).not.toHaveProperty(claim);
    }
    expect(id).toMatchObject({ sub: expect.any(String), nonce: flow.nonce });
    expect(id.realm_access).toEqual({ roles: expect.arrayContaining(['miner']) });
    expect(await verifies(body.id_token ?? '')).toBe(true);
    expect(access).toMatchObject({ preferred_username: 'demo' });
    const info = await fetch(endpoint('userinfo'), {
      headers: { authorization: `Bearer ${body.access_token ?? ''}` },
    });
    expect(await info.json()).toMatchObject({ sub: id.sub, preferred_username: 'demo', name: 'Demo Miner' });
    // A refresh's ID token leaves it out too.
    const renewed = await refresh(body.refresh_token ?? '');
    expect(decodeJwt(renewed.body.id_token ?? '')).not.toHaveProperty('preferred_username');
  });

  it('userinfoOtherSub makes userinfo name another subject', async () => {
    const { tokens } = await tokensFor('demo');
    await setFaults({ userinfoOtherSub: true });
    const info = (await (
      await fetch(endpoint('userinfo'), { headers: { authorization: `Bearer ${tokens.access_token ?? ''}` } })
    ).json()) as { sub?: string; preferred_username?: string };
    expect(info.sub).toEqual(expect.any(String));
    expect(info.sub).not.toBe(decodeJwt(tokens.id_token ?? '').sub);
    expect(info.preferred_username).toBe('demo');
  });

  it('thirdPartyCookiesBlocked makes step 2 of the cookie check drop the test cookies before it reads them', async () => {
    const step2 = `${idp.issuer}/protocol/openid-connect/3p-cookies/step2.html`;
    expect((await fetch(step2)).headers.getSetCookie()).toEqual([]);
    await setFaults({ thirdPartyCookiesBlocked: true });
    const blocked = await fetch(step2);
    expect(blocked.status).toBe(200);
    // Expired at the path step 1's script set them on (its own folder), so the page's script finds none.
    expect(blocked.headers.getSetCookie()).toEqual([
      'KEYCLOAK_3P_COOKIE=; Max-Age=0; Path=/realms/lode/protocol/openid-connect/3p-cookies',
      'KEYCLOAK_3P_COOKIE_SAMESITE=; Max-Age=0; Path=/realms/lode/protocol/openid-connect/3p-cookies',
    ]);
  });

  it('refreshChangesSub changes sub in the ID token of a refresh only', async () => {
    const { tokens } = await tokensFor('demo');
    await setFaults({ refreshChangesSub: true });
    const sub = decodeJwt(tokens.id_token ?? '').sub;
    const refreshed = await refresh(tokens.refresh_token ?? '');
    expect(refreshed.status).toBe(200);
    const newSub = decodeJwt(refreshed.body.id_token ?? '').sub;
    expect(newSub).toBeTruthy();
    expect(newSub).not.toBe(sub);
    expect(await verifies(refreshed.body.id_token ?? '')).toBe(true);
    // A login is not a refresh: its ID token keeps the real sub.
    expect(decodeJwt((await tokensFor('demo')).tokens.id_token ?? '').sub).toBe(sub);
  });

  it('authenticationExpired sends the client back with Keycloak’s error', async () => {
    await setFaults({ authenticationExpired: true });
    const flow = newFlow();
    const answer = await flow.browser.request(authorizeUrl(flow));
    const params = new URL(answer.location ?? '').searchParams;
    expect(answer.location?.startsWith(flow.redirectUri)).toBe(true);
    expect(params.get('error')).toBe('temporarily_unavailable');
    expect(params.get('error_description')).toBe('authentication_expired');
    expect(params.get('state')).toBe(flow.state);
  });

  it('callbackWithoutState and callbackWrongState tamper with the callback', async () => {
    await setFaults({ callbackWithoutState: true });
    const without = await signIn('demo');
    expect(without.params.get('code')).toBeTruthy();
    expect(without.params.has('state')).toBe(false);
    await setFaults({ callbackWithoutState: false, callbackWrongState: true });
    const wrong = await signIn('demo');
    expect(wrong.params.get('state')).toBeTruthy();
    expect(wrong.params.get('state')).not.toBe(wrong.flow.state);
  });

  it('down answers 503 everywhere but the controls', async () => {
    await setFaults({ down: true });
    for (const path of ['/.well-known/openid-configuration', '/protocol/openid-connect/certs', '/account']) {
      expect((await fetch(`${idp.issuer}${path}`)).status).toBe(503);
    }
    const token = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: 'x', client_id: CLIENT_ID },
      { origin: APP },
    );
    expect(token.status).toBe(503);
    expect(token.headers.get('access-control-allow-origin')).toBe(APP);
    expect((await control('faults', 'GET')).body.down).toBe(true);
  });
});
