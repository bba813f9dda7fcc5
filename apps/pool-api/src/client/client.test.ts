import { describe, expect, it } from 'vitest';
import { createPoolClient } from './index';

describe('createPoolClient', () => {
  it('calls the API under its base URL with the current token', async () => {
    const seen: Request[] = [];
    const client = createPoolClient({
      baseUrl: 'https://pool.example.com/api/v1/',
      getToken: async () => 'abc',
      fetch: async (input) => {
        seen.push(input as Request);
        return Response.json({ items: [], total: 0 });
      },
    });
    const { data } = await client.GET('/account/workers', { params: { query: { status: 'online' } } });
    expect(data?.total).toBe(0);
    expect(seen[0]?.url).toBe('https://pool.example.com/api/v1/account/workers?status=online');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer abc');
  });
});
