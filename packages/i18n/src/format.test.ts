import { describe, expect, it } from 'vitest';
import {
  formatCryptoAmount,
  formatCurrency,
  formatDate,
  formatHashrate,
  formatNumber,
  formatPercent,
  formatRelativeTime,
} from './format';

// Intl puts no-break spaces where Russian groups digits and before units; tests spell them out.
const nbsp = '\u00a0';

describe('formatNumber', () => {
  it('uses each locale’s separators', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'ru')).toBe(`1${nbsp}234${nbsp}567,5`);
    expect(formatNumber(1234567.5, 'cn')).toBe('1,234,567.5');
  });

  it('passes Intl options through', () => {
    expect(formatNumber(0.5, 'en', { minimumFractionDigits: 2 })).toBe('0.50');
  });
});

describe('formatPercent', () => {
  it('shows a ratio with up to two decimals', () => {
    expect(formatPercent(0.0153, 'en')).toBe('1.53%');
    expect(formatPercent(0.0153, 'ru')).toBe(`1,53${nbsp}%`);
    expect(formatPercent(0.5, 'cn')).toBe('50%');
    expect(formatPercent(0.123456, 'en', { maximumFractionDigits: 0 })).toBe('12%');
  });
});

describe('formatCurrency', () => {
  it('shows fiat money the local way', () => {
    expect(formatCurrency(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatCurrency(1234.5, 'USD', 'ru')).toBe(`1${nbsp}234,50${nbsp}$`);
    expect(formatCurrency(1234.5, 'CNY', 'cn')).toBe('¥1,234.50');
  });
});

describe('formatCryptoAmount', () => {
  // Every locale shows a coin's 8 decimals, groups the whole part its own way, cuts (never rounds) further digits
  // and sets the ticker after a no-break space.
  const cases = {
    en: {
      zero: '0.00000000',
      small: '0.00012000',
      total: '1,234,567.12345678',
      cut: '0.99999999',
      negative: '-1,234.50000000',
    },
    ru: {
      zero: '0,00000000',
      small: '0,00012000',
      total: `1${nbsp}234${nbsp}567,12345678`,
      cut: '0,99999999',
      negative: `-1${nbsp}234,50000000`,
    },
    cn: {
      zero: '0.00000000',
      small: '0.00012000',
      total: '1,234,567.12345678',
      cut: '0.99999999',
      negative: '-1,234.50000000',
    },
  } as const;

  describe.each(Object.entries(cases) as [keyof typeof cases, (typeof cases)['en']][])(
    'in %s',
    (locale, shown) => {
      it('shows zero with all its decimals', () => {
        expect(formatCryptoAmount(0, locale)).toBe(shown.zero);
        expect(formatCryptoAmount('0.00000000', locale, 'LTC')).toBe(`${shown.zero}${nbsp}LTC`);
      });

      it('keeps trailing zeros of a small amount', () => {
        expect(formatCryptoAmount('0.00012', locale)).toBe(shown.small);
        expect(formatCryptoAmount(0.00012, locale, 'LTC')).toBe(`${shown.small}${nbsp}LTC`);
      });

      it('groups a seven-digit DOGE total and keeps all its decimals', () => {
        expect(formatCryptoAmount('1234567.12345678', locale, 'DOGE')).toBe(`${shown.total}${nbsp}DOGE`);
      });

      it('cuts digits past the 8th instead of rounding up', () => {
        expect(formatCryptoAmount('0.999999999', locale)).toBe(shown.cut);
      });

      it('shows a negative amount with its sign', () => {
        expect(formatCryptoAmount('-1234.5', locale, 'BTC')).toBe(`${shown.negative}${nbsp}BTC`);
      });
    },
  );

  it('cuts rather than rounds the last digit', () => {
    expect(formatCryptoAmount('0.123456789', 'en')).toBe('0.12345678');
    expect(formatCryptoAmount(-0.123456789, 'en')).toBe('-0.12345678');
  });

  it('keeps every digit of a decimal string beyond what a number holds', () => {
    expect(formatCryptoAmount('12345678.12345678', 'en')).toBe('12,345,678.12345678');
  });

  it('shows as many decimals as the coin has', () => {
    expect(formatCryptoAmount('1.5', 'en', 'XMR', { decimals: 12 })).toBe(`1.500000000000${nbsp}XMR`);
    expect(formatCryptoAmount('1234.56789', 'ru', undefined, { decimals: 2 })).toBe(`1${nbsp}234,56`);
  });
});

describe('formatHashrate', () => {
  it.each([
    [0, `0${nbsp}H/s`],
    [999, `999${nbsp}H/s`],
    [1000, `1${nbsp}kH/s`],
    [1_234_000, `1.23${nbsp}MH/s`],
    [45.6e9, `45.6${nbsp}GH/s`],
    [7.2e12, `7.2${nbsp}TH/s`],
    [3e15, `3${nbsp}PH/s`],
    [1.5e18, `1.5${nbsp}EH/s`],
    // Past the last unit it stays in EH/s.
    [2.5e21, `2,500${nbsp}EH/s`],
    // Rounding never shows "1,000 kH/s": it moves up a unit.
    [999_999, `1${nbsp}MH/s`],
  ])('%d H/s → %s', (value, expected) => {
    expect(formatHashrate(value, 'en')).toBe(expected);
  });

  it('formats the number in the locale and keeps the unit miners read', () => {
    expect(formatHashrate(1_234_000, 'ru')).toBe(`1,23${nbsp}MH/s`);
    expect(formatHashrate(1_234_000, 'cn')).toBe(`1.23${nbsp}MH/s`);
  });

  it('shows a dash for a value that is not a number', () => {
    expect(formatHashrate(Number.NaN, 'en')).toBe('—');
    expect(formatHashrate(Number.POSITIVE_INFINITY, 'en')).toBe('—');
  });
});

describe('formatDate', () => {
  const date = new Date(Date.UTC(2026, 2, 5, 14, 30));

  it('writes the date the local way', () => {
    const utc = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(formatDate(date, 'en', utc)).toBe('Mar 5, 2026');
    expect(formatDate(date, 'ru', utc)).toBe('5 мар. 2026 г.');
    expect(formatDate(date, 'cn', utc)).toBe('2026年3月5日');
  });

  it('adds the time when asked', () => {
    const options = { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' } as const;
    expect(formatDate(date, 'ru', options)).toBe('05.03.2026, 14:30');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.UTC(2026, 2, 5, 12, 0, 0);
  const ago = (seconds: number) => now - seconds * 1000;

  it.each([
    [ago(3 * 60), 'en', '3 minutes ago'],
    [ago(3 * 60), 'ru', '3 минуты назад'],
    [ago(5 * 60), 'ru', '5 минут назад'],
    [ago(21 * 60), 'ru', '21 минуту назад'],
    [ago(3 * 60), 'cn', '3分钟前'],
    [ago(0), 'en', 'now'],
    [ago(45), 'en', '45 seconds ago'],
    [ago(90), 'en', '1 minute ago'],
    [ago(2 * 3600), 'en', '2 hours ago'],
    [ago(26 * 3600), 'en', 'yesterday'],
    [ago(26 * 3600), 'ru', 'вчера'],
    [ago(26 * 3600), 'cn', '昨天'],
    [ago(10 * 86400), 'en', 'last week'],
    [ago(40 * 86400), 'en', 'last month'],
    [ago(400 * 86400), 'en', 'last year'],
    [now + 2 * 3600 * 1000, 'ru', 'через 2 часа'],
  ] as const)('%d → %s: %s', (date, locale, expected) => {
    expect(formatRelativeTime(date, locale, { now })).toBe(expected);
  });

  it('counts from the current time by default', () => {
    expect(formatRelativeTime(Date.now() - 3 * 60_000, 'en')).toBe('3 minutes ago');
  });
});

describe('a column of one precision', () => {
  it('keeps trailing zeros when asked, so figures side by side have the same decimals', () => {
    expect([14.2e9, 14.67e9].map((h) => formatHashrate(h, 'en', { minimumFractionDigits: 2 }))).toEqual([
      `14.20${nbsp}GH/s`,
      `14.67${nbsp}GH/s`,
    ]);
    expect([0.007, 0.0076].map((r) => formatPercent(r, 'en', { minimumFractionDigits: 2 }))).toEqual([
      '0.70%',
      '0.76%',
    ]);
    expect(formatHashrate(999_999, 'ru', { minimumFractionDigits: 2 })).toBe(`1,00${nbsp}MH/s`);
  });
});
