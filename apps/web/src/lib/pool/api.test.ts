import { describe, expect, it, vi } from 'vitest';
import { ApiError, shouldRetry, toApiError } from './apiError';
import type * as ApiConfig from './apiConfig';
import { apiUrlFromConfig } from './apiConfig';
import { callWithSession, type Session } from './session';

vi.mock('./apiConfig', async (original) => ({
  ...(await original<typeof ApiConfig>()),
  loadApiBaseUrl: () => Promise.resolve('http://pool.test/api/v1'),
}));

const answer = (status: number, body: unknown) => ({
  response: new Response(JSON.stringify(body), { status }),
  ...(status < 400 ? { data: body } : { error: body }),
});

function session(refreshed: boolean): Session & { expired: number; refreshes: number } {
  const s = {
    expired: 0,
    refreshes: 0,
    getToken: () => 'token',
    refresh: () => {
      s.refreshes += 1;
      return Promise.resolve(refreshed);
    },
    onExpired: () => {
      s.expired += 1;
    },
  };
  return s;
}

describe('calls with the session', () => {
  it('refreshes the token once on a 401 and tries again', async () => {
    const s = session(true);
    const run = vi
      .fn()
      .mockResolvedValueOnce(answer(401, { code: 'invalid_token' }))
      .mockResolvedValueOnce(answer(200, { ok: 1 }));
    await expect(callWithSession(run, s)).resolves.toEqual({ ok: 1 });
    expect(s.refreshes).toBe(1);
    expect(s.expired).toBe(0);
  });

  it('goes to the session-ended page when the second try is refused too', async () => {
    const s = session(true);
    const run = vi.fn().mockResolvedValue(answer(401, { code: 'invalid_token', message: 'expired' }));
    await expect(callWithSession(run, s)).rejects.toMatchObject({ status: 401, code: 'invalid_token' });
    expect(run).toHaveBeenCalledTimes(2);
    expect(s.expired).toBe(1);
  });

  it('surfaces other errors with their code and field messages', async () => {
    const body = {
      code: 'validation_failed',
      message: 'bad',
      details: { fields: [{ field: 'address', message: 'Invalid address' }] },
    };
    await expect(
      callWithSession(() => Promise.resolve(answer(422, body)), session(true)),
    ).rejects.toMatchObject({
      status: 422,
      code: 'validation_failed',
      fields: { address: 'Invalid address' },
    });
  });

  it('reports a network failure as status 0', async () => {
    await expect(
      callWithSession(() => Promise.reject(new TypeError('Failed to fetch')), session(true)),
    ).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });
});

describe('retries', () => {
  it('retries outages and rate limits up to three times, never a refusal', () => {
    expect(shouldRetry(0, new ApiError(0, 'network_error', ''))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'internal_error', ''))).toBe(true);
    expect(shouldRetry(2, new ApiError(429, 'rate_limited', ''))).toBe(true);
    expect(shouldRetry(3, new ApiError(503, 'internal_error', ''))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, 'insufficient_scope', ''))).toBe(false);
    expect(shouldRetry(0, toApiError(400, 'not json'))).toBe(false);
  });
});

describe('config.json', () => {
  it('takes apiUrl, or the host mount under the base path', () => {
    expect(apiUrlFromConfig({ apiUrl: 'https://pool.example/api/v1' }, '/')).toBe(
      'https://pool.example/api/v1',
    );
    expect(apiUrlFromConfig(null, '/pool/')).toBe('/pool/api/v1');
  });
});
