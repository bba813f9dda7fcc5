import { describe, expect, it, vi } from 'vitest';
import { ApiError, shouldRetry, toApiError } from './apiError';
import type * as ApiConfig from './apiConfig';
import { apiUrlFromConfig } from './apiConfig';
import { callPool } from './session';

vi.mock('./apiConfig', async (original) => ({
  ...(await original<typeof ApiConfig>()),
  loadApiBaseUrl: () => Promise.resolve('http://pool.test/api/v1'),
}));

const answer = (status: number, body: unknown) => ({
  response: new Response(JSON.stringify(body), { status }),
  ...(status < 400 ? { data: body } : { error: body }),
});

describe('calls of the pool API', () => {
  it('goes to the session-ended page when a 401 remains after the client renewed the token', async () => {
    let expired = 0;
    const run = vi.fn().mockResolvedValue(answer(401, { code: 'invalid_token', message: 'expired' }));
    await expect(callPool(run, () => (expired += 1))).rejects.toMatchObject({
      status: 401,
      code: 'invalid_token',
    });
    expect(expired).toBe(1);
  });

  it('surfaces other errors with their code and field messages', async () => {
    const body = {
      code: 'validation_failed',
      message: 'bad',
      details: { fields: [{ field: 'address', message: 'Invalid address' }] },
    };
    await expect(callPool(() => Promise.resolve(answer(422, body)))).rejects.toMatchObject({
      status: 422,
      code: 'validation_failed',
      fields: { address: 'Invalid address' },
    });
  });

  it('reports a network failure as status 0', async () => {
    await expect(callPool(() => Promise.reject(new TypeError('Failed to fetch')))).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });

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
