import { describe, expect, it } from 'vitest';
import { addressFromHash, addressProblem, encodeBase58Check, encodeSegwit } from './addresses';
import { formatAmount, parseAmount } from './amounts';
import { csvField, toCsv } from './csv';
import { recentBlocks } from './market';
import { breakEvenDays, dailyPowerCost, dailyYield } from './profitability';
import { localDay, localMidnight, utcOffset } from './timeZones';

describe('amounts', () => {
  it('format atoms as 8-decimal strings and parse them back exactly', () => {
    expect(formatAmount(3_981_234)).toBe('0.03981234');
    expect(formatAmount(1_000_000_000_000)).toBe('10000.00000000');
    expect(parseAmount('0.1')).toBe(10_000_000);
    expect(parseAmount('0.12345678')).toBe(12_345_678);
    for (const bad of ['0.123456789', '-1', '1e3', '.5', '01', '1,5', ''])
      expect(parseAmount(bad), bad).toBeNull();
  });
});

describe('payout addresses', () => {
  it('accept a real Bitcoin address and refuse it as Litecoin', () => {
    expect(addressProblem('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBeNull();
    expect(addressProblem('LTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toMatch(/Litecoin/);
  });

  it('accept L, M and ltc1 for LTC and D for DOGE, refuse a changed character', () => {
    const hash = Buffer.alloc(20, 42);
    const l = encodeBase58Check(0x30, hash);
    const m = encodeBase58Check(0x32, hash);
    const bech = encodeSegwit('ltc', 0, hash);
    const d = encodeBase58Check(0x1e, hash);
    expect([l[0], m[0], bech.slice(0, 4), d[0]]).toEqual(['L', 'M', 'ltc1', 'D']);
    for (const a of [l, m, bech, bech.toUpperCase()]) expect(addressProblem('LTC', a), a).toBeNull();
    expect(addressProblem('DOGE', d)).toBeNull();
    expect(addressProblem('DOGE', l)).not.toBeNull();
    const typo = (a: string) => `${a.slice(0, 10)}${a[10] === 'q' ? 'p' : 'q'}${a.slice(11)}`;
    for (const a of [l, bech, d])
      expect(addressProblem(a === d ? 'DOGE' : 'LTC', typo(a)), typo(a)).not.toBeNull();
    expect(addressProblem('LTC', `${bech.slice(0, 5)}${bech.slice(5).toUpperCase()}`)).not.toBeNull();
  });

  it('give the simulator valid addresses for every coin', () => {
    for (const coin of ['LTC', 'DOGE', 'BTC'] as const)
      expect(addressProblem(coin, addressFromHash(coin, Buffer.alloc(20, 1)))).toBeNull();
  });
});

describe('profitability', () => {
  it('matches the worked example: 9.5 GH/s → about 0.0398 LTC and 95.6 DOGE a day', () => {
    const common = { hashrate: 9.5e9, blockFees: 0, poolFee: 0, uptime: 1 };
    expect(dailyYield({ ...common, difficulty: 3e7, blockReward: 6.25 }).total).toBeCloseTo(0.0398, 4);
    expect(dailyYield({ ...common, difficulty: 2e7, blockReward: 10_000 }).total).toBeCloseTo(95.6, 1);
  });

  it('splits PPS+ into the subsidy and the fee bonus, and takes the pool fee', () => {
    const y = dailyYield({
      hashrate: 9.5e9,
      difficulty: 3e7,
      blockReward: 6.25,
      blockFees: 0.05,
      poolFee: 0.02,
      uptime: 1,
    });
    expect(y.feeBonus / y.scheme).toBeCloseTo(0.05 / 6.25, 10);
    expect(y.total).toBeCloseTo(0.0398 * 0.98 * (6.3 / 6.25), 4);
  });

  it('prices power and break-even', () => {
    expect(dailyPowerCost(3425, 0.1, 1)).toBeCloseTo(8.22, 2);
    expect(breakEvenDays(5000, 10)).toBe(500);
    expect(breakEvenDays(5000, -1)).toBeNull();
  });
});

describe('CSV', () => {
  it('quotes as RFC 4180 says, ends rows with CRLF and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField(null)).toBe('');
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});

describe('time zones', () => {
  it('find local midnights, also across a daylight-saving change', () => {
    const t = Date.UTC(2026, 6, 1, 12) / 1000;
    expect(utcOffset('Europe/Moscow', t)).toBe(3 * 3600);
    expect(utcOffset('Asia/Kolkata', t)).toBe(5.5 * 3600);
    const day = localDay('America/New_York', t);
    expect(new Date(localMidnight('America/New_York', day) * 1000).toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    );
    const winter = localDay('America/New_York', Date.UTC(2026, 10, 2, 12) / 1000);
    expect(new Date(localMidnight('America/New_York', winter) * 1000).toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });
});

describe('the simulated pool blocks', () => {
  it('never puts two of a coin’s blocks at one height', () => {
    const now = Date.parse('2026-11-26T13:12:00Z') / 1000;
    for (const coin of ['LTC', 'DOGE', 'BTC'] as const) {
      const heights = recentBlocks([coin], now, 30).map((b) => b.height);
      expect(heights.length).toBeGreaterThan(0);
      expect(new Set(heights).size).toBe(heights.length);
    }
  });
});
