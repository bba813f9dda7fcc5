import { describe, expect, it } from 'vitest';
import { pickLocale } from './messages';
import { readIdpOptions } from './options';

describe('readIdpOptions', () => {
  it('has the embedded defaults', () => {
    expect(readIdpOptions({})).toEqual({
      port: 8080,
      appOrigin: 'http://localhost:3000',
      accessTokenTtl: 300,
      refreshTokenTtl: 1800,
      testControls: false,
      log: false,
    });
  });

  it('reads every variable', () => {
    expect(
      readIdpOptions({
        LODE_IDP_PORT: '0',
        LODE_IDP_HOST: '127.0.0.1',
        LODE_IDP_ISSUER: 'https://sso.example.com/realms/lode/',
        LODE_IDP_APP_ORIGIN: 'http://localhost:5173/ignored/path',
        LODE_IDP_ACCESS_TOKEN_TTL: '20',
        LODE_IDP_REFRESH_TOKEN_TTL: '60',
        LODE_IDP_TEST_CONTROLS: '1',
        LODE_IDP_KEY_FILE: '/var/lib/lode-idp/key.json',
      }),
    ).toMatchObject({
      keyFile: '/var/lib/lode-idp/key.json',
      port: 0,
      host: '127.0.0.1',
      issuer: 'https://sso.example.com/realms/lode',
      appOrigin: 'http://localhost:5173',
      accessTokenTtl: 20,
      refreshTokenTtl: 60,
      testControls: true,
    });
  });

  it('refuses values that would make a broken provider', () => {
    expect(() => readIdpOptions({ LODE_IDP_PORT: 'eighty' })).toThrow(/LODE_IDP_PORT/);
    expect(() => readIdpOptions({ LODE_IDP_ACCESS_TOKEN_TTL: '0' })).toThrow(/LODE_IDP_ACCESS_TOKEN_TTL/);
    expect(() => readIdpOptions({ LODE_IDP_APP_ORIGIN: 'localhost:3000' })).toThrow(/LODE_IDP_APP_ORIGIN/);
    expect(() => readIdpOptions({ LODE_IDP_ISSUER: 'ftp://x/realms/lode' })).toThrow(/LODE_IDP_ISSUER/);
  });
});

describe('pickLocale', () => {
  it('prefers the page choice, then ui_locales, then Accept-Language, then English', () => {
    expect(pickLocale('cn', 'ru', 'en')).toBe('cn');
    expect(pickLocale(undefined, 'de zh-Hans ru', 'en')).toBe('cn');
    expect(pickLocale(undefined, undefined, 'de;q=1, en;q=0.5, ru;q=0.8')).toBe('ru');
    expect(pickLocale(undefined, 'de', 'fr')).toBe('en');
    expect(pickLocale('xx', undefined, 'ru-RU,ru;q=0.9')).toBe('ru');
  });
});
