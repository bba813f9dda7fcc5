import { describe, expect, it } from 'vitest';
import { checkCatalogs } from './check';

const code = {
  'home.title': 'Lode mining pool',
  'workers.online': '{count, plural, one {# worker online} other {# workers online}}',
  'payout.sent': 'Sent {amount} to <link>{address}</link>',
};

const complete = {
  en: { ...code },
  ru: {
    'home.title': 'Майнинг-пул Lode',
    'workers.online':
      '{count, plural, one {# воркер в сети} few {# воркера в сети} many {# воркеров в сети} other {# воркера в сети}}',
    'payout.sent': 'Отправлено {amount} на <link>{address}</link>',
  },
  cn: {
    'home.title': 'Lode 矿池',
    'workers.online': '{count, plural, other {# 台矿机在线}}',
    'payout.sent': '已发送 {amount} 至 <link>{address}</link>',
  },
};

/** The problems as `locale id kind` lines, for readable assertions. */
const check = (input: Parameters<typeof checkCatalogs>[0]) =>
  checkCatalogs(input).map((p) => `${p.locale} ${p.id} ${p.kind}`);

describe('checkCatalogs', () => {
  it('passes complete, consistent catalogs', () => {
    expect(checkCatalogs({ code, catalogs: complete })).toEqual([]);
  });

  it('finds a message removed from Russian', () => {
    const { 'home.title': _, ...ru } = complete.ru;
    expect(check({ code, catalogs: { ...complete, ru } })).toEqual(['ru home.title missing']);
  });

  it('treats a whole missing catalog as every message missing', () => {
    expect(check({ code, catalogs: { en: complete.en, ru: complete.ru } })).toHaveLength(3);
  });

  it('finds messages no code uses, in every catalog', () => {
    const catalogs = {
      en: { ...complete.en, 'old.banner': 'Old' },
      ru: { ...complete.ru, 'old.banner': 'Старое' },
      cn: complete.cn,
    };
    expect(check({ code, catalogs })).toEqual(['en old.banner unused', 'ru old.banner unused']);
  });

  it('finds a message declared in code but not extracted, and English that drifted from the code', () => {
    const catalogs = { ...complete, en: { ...complete.en, 'home.title': 'Lode pool' } };
    const newCode = { ...code, 'nav.faq': 'FAQ' };
    expect(check({ code: newCode, catalogs })).toEqual([
      'en nav.faq missing',
      'en home.title stale',
      'ru nav.faq missing',
      'cn nav.faq missing',
    ]);
  });

  it('finds arguments that differ from English: renamed, dropped, retyped or a tag lost', () => {
    const catalogs = {
      ...complete,
      ru: { ...complete.ru, 'payout.sent': 'Отправлено {sum} на <link>{address}</link>' },
      cn: { ...complete.cn, 'payout.sent': '已发送 {amount, number} 至 {address}' },
    };
    const problems = checkCatalogs({ code, catalogs });
    expect(problems.map((p) => `${p.locale} ${p.kind}`)).toEqual(['ru arguments', 'cn arguments']);
    expect(problems[0]?.detail).toBe(
      'arguments differ from English: <link>:tag, address:text, sum:text instead of <link>:tag, address:text, amount:text',
    );
  });

  it('asks Russian plurals for one, few, many and other, and Chinese for other only', () => {
    const catalogs = {
      ...complete,
      ru: { ...complete.ru, 'workers.online': '{count, plural, one {# воркер} other {# воркеров}}' },
      cn: { ...complete.cn, 'workers.online': '{count, plural, one {# 台} other {# 台}}' },
    };
    const problems = checkCatalogs({ code, catalogs });
    expect(problems.map((p) => `${p.locale} ${p.kind}: ${p.detail}`)).toEqual([
      'ru plural: {count} lacks the few, many form(s)',
      'cn plural: {count} has one, which cn never uses',
    ]);
  });

  it('allows exact-number cases such as =0 beside the language’s forms', () => {
    const withZero =
      '{count, plural, =0 {нет воркеров} one {# воркер} few {# воркера} many {# воркеров} other {# воркера}}';
    const catalogs = { ...complete, ru: { ...complete.ru, 'workers.online': withZero } };
    expect(checkCatalogs({ code, catalogs })).toEqual([]);
  });

  it('finds ICU that does not parse', () => {
    const catalogs = { ...complete, cn: { ...complete.cn, 'home.title': 'Lode {矿池' } };
    expect(check({ code, catalogs })).toEqual(['cn home.title syntax']);
  });

  it('requires English text in code', () => {
    expect(check({ code: { ...code, 'empty.one': ' ' }, catalogs: complete })[0]).toBe(
      'en empty.one missing',
    );
  });
});
