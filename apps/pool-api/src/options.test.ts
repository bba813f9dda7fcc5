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

  it('serves metrics on 127.0.0.1:9464 and logs at info unless told otherwise', () => {
    expect(readPoolApiOptions({})).toMatchObject({
      metrics: { port: 9464, host: '127.0.0.1' },
      log: { level: 'info' },
    });
    expect(
      readPoolApiOptions({
        LODE_API_METRICS_PORT: '0',
        LODE_API_METRICS_HOST: '0.0.0.0',
        LODE_LOG_LEVEL: 'warn',
      }),
    ).toMatchObject({ metrics: { port: 0, host: '0.0.0.0' }, log: { level: 'warn' } });
  });

  it('refuses a malformed metrics port or log level in one line naming the variable', () => {
    for (const [name, value] of [
      ['LODE_API_METRICS_PORT', 'nine'],
      ['LODE_API_METRICS_PORT', '70000'],
      ['LODE_LOG_LEVEL', 'verbose'],
    ] as const) {
      let message = '';
      try {
        readPoolApiOptions({ [name]: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain(name);
      expect(message).toContain(value);
      expect(message).not.toContain('\n');
    }
  });

  it('asks for a second factor by default, and refuses a step-up policy it does not know, naming the choices', () => {
    expect(readPoolApiOptions({}).stepUp).toBe('required');
    expect(readPoolApiOptions({ LODE_STEP_UP: 'when-enrolled' }).stepUp).toBe('when-enrolled');
    expect(readPoolApiOptions({ LODE_STEP_UP: 'off' }).stepUp).toBe('off');
    expect(() => readPoolApiOptions({ LODE_STEP_UP: 'sometimes' })).toThrow(
      'LODE_STEP_UP must be one of required, when-enrolled, off, got "sometimes"',
    );
  });

  it('refuses a port that is not a number', () => {
    expect(() => readPoolApiOptions({ LODE_API_PORT: 'eighty' })).toThrow(/LODE_API_PORT/);
  });

  it('refuses to start in production without an SMTP server, in one line that says what to set', () => {
    const run = () => readPoolApiOptions({ NODE_ENV: 'production' });
    expect(run).toThrow(
      /^NODE_ENV=production but LODE_SMTP_URL is not set: set LODE_SMTP_URL=.+LODE_MAIL_CATCHER=1/,
    );
    expect(() => run()).not.toThrow(/\n/);
    // `npm start` (no NODE_ENV) keeps its embedded catcher.
    expect(readPoolApiOptions({}).mail?.smtpUrl).toBeUndefined();
  });

  it('starts in production with an SMTP server, or with the catcher asked for by name', () => {
    expect(
      readPoolApiOptions({ NODE_ENV: 'production', LODE_SMTP_URL: 'smtp://mail.example:587' }).mail?.smtpUrl,
    ).toBe('smtp://mail.example:587');
    expect(
      readPoolApiOptions({ NODE_ENV: 'production', LODE_MAIL_CATCHER: '1' }).mail?.smtpUrl,
    ).toBeUndefined();
    expect(() => readPoolApiOptions({ NODE_ENV: 'production', LODE_MAIL_CATCHER: 'yes' })).toThrow(
      /LODE_SMTP_URL/,
    );
  });

  it('reads the public URLs that mail links point at', () => {
    expect(readPoolApiOptions({ PORT: '3001' })).toMatchObject({ publicUrl: 'http://localhost:3001' });
    expect(readPoolApiOptions({}).apiPublicUrl).toBeUndefined();
    expect(
      readPoolApiOptions({
        LODE_PUBLIC_URL: 'https://pool.example',
        LODE_API_PUBLIC_URL: 'https://api.pool.example/v1',
      }),
    ).toMatchObject({ publicUrl: 'https://pool.example', apiPublicUrl: 'https://api.pool.example/v1' });
    expect(() => readPoolApiOptions({ LODE_API_PUBLIC_URL: '/api/v1' })).toThrow(/LODE_API_PUBLIC_URL/);
  });
});

describe('the pool source', () => {
  it('is the simulator unless LODE_POOL_SOURCE says miningcore, whose pools default to the embedded demo’s', () => {
    expect(readPoolApiOptions({}).source).toEqual({ kind: 'simulator' });
    const demo = readPoolApiOptions({ LODE_POOL_SOURCE: 'miningcore' }).source;
    expect(demo).toMatchObject({
      kind: 'miningcore',
      pools: [
        { id: 'ltc', scheme: 'PPLNS' },
        { id: 'doge', scheme: 'PROP', mergedWith: 'LTC' },
      ],
    });
    const real = readPoolApiOptions({
      LODE_POOL_SOURCE: 'miningcore',
      LODE_MININGCORE_DATABASE_URL: 'postgres://reader@db/miningcore',
      LODE_MININGCORE_POOLS: 'litecoin=LTC',
      LODE_MININGCORE_ADMIN_URL: 'http://127.0.0.1:4000',
    }).source;
    expect(real).toMatchObject({
      kind: 'miningcore',
      databaseUrl: 'postgres://reader@db/miningcore',
      adminUrl: 'http://127.0.0.1:4000',
      pools: [{ id: 'litecoin', coin: 'LTC', scheme: 'PPLNS', mergedWith: null }],
    });
  });

  it('refuses a source, database URL or pool map it cannot use, naming the variable', () => {
    expect(() => readPoolApiOptions({ LODE_POOL_SOURCE: 'nomp' })).toThrow(/LODE_POOL_SOURCE/);
    expect(() =>
      readPoolApiOptions({ LODE_POOL_SOURCE: 'miningcore', LODE_MININGCORE_DATABASE_URL: 'mysql://x' }),
    ).toThrow(/LODE_MININGCORE_DATABASE_URL/);
    for (const pools of [
      'ltc=XMR',
      'ltc',
      'doge=DOGE+BTC',
      'a=LTC,b=LTC',
      '[{"id":"x"}]',
      '[{"id":"x","coin":"LTC","scheme":"PPS"}]',
    ])
      expect(
        () => readPoolApiOptions({ LODE_POOL_SOURCE: 'miningcore', LODE_MININGCORE_POOLS: pools }),
        pools,
      ).toThrow(/LODE_MININGCORE_POOLS/);
  });
});
