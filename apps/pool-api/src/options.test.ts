import { describe, expect, it } from 'vitest';
import { readPoolApiOptions } from './options';

describe('readPoolApiOptions', () => {
  it('defaults to PGlite in .data/pool-api and the local identity provider', () => {
    const options = readPoolApiOptions({});
    expect(options).toMatchObject({
      port: 8090,
      authUrl: 'http://localhost:8080',
      realm: 'lode',
      clientId: 'lode-web',
      clockSkewSeconds: 60,
    });
    expect(options.dataDir).toMatch(/\.data[/\\]pool-api$/);
    expect(options.databaseUrl).toBeUndefined();
  });

  it('takes DATABASE_URL instead of a data folder, and caps the clock skew at 60 s', () => {
    const options = readPoolApiOptions({
      DATABASE_URL: 'postgres://lode@db/lode',
      LODE_API_PORT: '0',
      LODE_AUTH_CLOCK_SKEW: '300',
      LODE_AUTH_URL: 'https://sso.example.com',
    });
    expect(options).toMatchObject({ port: 0, databaseUrl: 'postgres://lode@db/lode', clockSkewSeconds: 60 });
    expect(options.dataDir).toBeUndefined();
  });

  it('reads the browser origins a standalone API answers (CORS)', () => {
    expect(
      readPoolApiOptions({ LODE_API_CORS_ORIGINS: 'http://localhost:5173, https://pool.example' })
        .corsOrigins,
    ).toEqual(['http://localhost:5173', 'https://pool.example']);
    expect(readPoolApiOptions({}).corsOrigins).toBeUndefined();
  });

  it('refuses a port that is not a number', () => {
    expect(() => readPoolApiOptions({ LODE_API_PORT: 'eighty' })).toThrow(/LODE_API_PORT/);
  });
});
