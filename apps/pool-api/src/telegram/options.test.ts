import { describe, expect, it } from 'vitest';
import { readPoolApiOptions } from '../options';

describe('LODE_TELEGRAM_* settings', () => {
  it('run no bot without a token', () => {
    expect(readPoolApiOptions({ LODE_TELEGRAM_API_ROOT: 'http://127.0.0.1:8081' }).telegram).toBeUndefined();
  });

  it('take the token, the Bot API root and the webhook URL', () => {
    expect(
      readPoolApiOptions({
        LODE_TELEGRAM_BOT_TOKEN: '123456:ABC-def_789',
        LODE_TELEGRAM_API_ROOT: 'http://127.0.0.1:8081',
        LODE_TELEGRAM_WEBHOOK_URL: 'https://pool.example/api/v1/telegram/webhook',
      }).telegram,
    ).toEqual({
      botToken: '123456:ABC-def_789',
      apiRoot: 'http://127.0.0.1:8081',
      webhookUrl: 'https://pool.example/api/v1/telegram/webhook',
    });
    expect(readPoolApiOptions({ LODE_TELEGRAM_BOT_TOKEN: '1:x' }).telegram).toEqual({ botToken: '1:x' });
  });

  it('refuse a token that is not one, and URLs that are not http(s), naming the variable', () => {
    expect(() => readPoolApiOptions({ LODE_TELEGRAM_BOT_TOKEN: 'secret' })).toThrow(
      /LODE_TELEGRAM_BOT_TOKEN/,
    );
    expect(() =>
      readPoolApiOptions({ LODE_TELEGRAM_BOT_TOKEN: '1:x', LODE_TELEGRAM_API_ROOT: 'api.telegram.org' }),
    ).toThrow(/LODE_TELEGRAM_API_ROOT/);
    expect(() =>
      readPoolApiOptions({
        LODE_TELEGRAM_BOT_TOKEN: '1:x',
        LODE_TELEGRAM_WEBHOOK_URL: 'ftp://pool.example/hook',
      }),
    ).toThrow(/LODE_TELEGRAM_WEBHOOK_URL/);
  });
});
