import { describe, expect, it } from 'vitest';
import {
  averageHashrate,
  checkDayRange,
  checkOpenDayRange,
  dayRangeFromParams,
  inDayRange,
  isDay,
  nextPayout,
  zoneOf,
} from './reports';

describe('date ranges', () => {
  it('accepts only real calendar days written YYYY-MM-DD', () => {
    expect(isDay('2026-11-21')).toBe(true);
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('21.11.2026')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('refuses a bad day per field and a last day before the first', () => {
    expect(checkDayRange('2026-11-01', '2026-11-21')).toEqual({});
    expect(checkDayRange('2026-11-21', '2026-11-21')).toEqual({});
    expect(checkDayRange('2026-11-21', '2026-11-01')).toEqual({ to: 'order' });
    expect(checkDayRange('nope', '2026-11-01')).toEqual({ from: 'format' });
    expect(checkDayRange('2026-11-01', '2026-11-31')).toEqual({ to: 'format' });
  });

  it('leaves an empty end open when the range may be open', () => {
    expect(checkOpenDayRange('', '')).toEqual({});
    expect(checkOpenDayRange('', '2026-11-01')).toEqual({});
    expect(checkOpenDayRange('2026-11-01', '')).toEqual({});
    expect(checkOpenDayRange('bad', '')).toEqual({ from: 'format' });
    expect(checkOpenDayRange('', 'bad')).toEqual({ to: 'format' });
    expect(checkOpenDayRange('2026-11-05', '2026-11-01')).toEqual({ to: 'order' });
  });

  it('takes a valid range from the URL and falls back to the last days otherwise', () => {
    const params = (q: string) => new URLSearchParams(q);
    expect(dayRangeFromParams(params('from=2026-10-01&to=2026-10-07'), '2026-11-22', 30)).toEqual({
      from: '2026-10-01',
      to: '2026-10-07',
    });
    expect(dayRangeFromParams(params('from=2026-10-07&to=2026-10-01'), '2026-11-22', 30)).toEqual({
      from: '2026-10-24',
      to: '2026-11-22',
    });
    expect(dayRangeFromParams(params(''), '2026-11-22', 7)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('puts a payout time on its UTC day', () => {
    expect(inDayRange('2026-11-21T23:59:00.000Z', '2026-11-21', '2026-11-21')).toBe(true);
    expect(inDayRange('2026-11-22T00:00:00.000Z', '2026-11-21', '2026-11-21')).toBe(false);
    expect(inDayRange('2026-11-22T00:00:00.000Z', '', '')).toBe(true);
  });
});

describe('time basis', () => {
  it('maps the switch to a zone, UTC when the browser gives none', () => {
    expect(zoneOf('utc', 'Asia/Shanghai')).toBe('UTC');
    expect(zoneOf('local', 'Asia/Shanghai')).toBe('Asia/Shanghai');
    expect(zoneOf('local', undefined)).toBe('UTC');
  });
});

describe('next payout estimate', () => {
  const now = Date.parse('2026-11-22T15:00:00Z');
  const base = {
    now,
    balance: '0.05000000',
    dailyEstimate: '0.02000000',
    threshold: '0.10000000',
    paused: false,
    heldUntil: null,
  };

  it('counts the settlement days still needed and sends the next morning, 01:00–03:00 UTC', () => {
    // 0.05 missing at 0.02 a day: three more days settle (tonight, then two), paid on the 25th.
    expect(nextPayout(base)).toEqual({
      kind: 'window',
      from: Date.parse('2026-11-25T01:00:00Z'),
      to: Date.parse('2026-11-25T03:00:00Z'),
      days: 3,
    });
  });

  it('pays tomorrow morning when tonight’s settlement reaches the threshold or it is already reached', () => {
    expect(nextPayout({ ...base, balance: '0.08000000' })).toMatchObject({
      days: 1,
      from: Date.parse('2026-11-23T01:00:00Z'),
    });
    expect(nextPayout({ ...base, balance: '0.30000000', dailyEstimate: '0.00000000' })).toMatchObject({
      days: 1,
    });
  });

  it('waits for the end of an address-change hold', () => {
    const held = nextPayout({ ...base, balance: '0.09000000', heldUntil: '2026-11-24T02:00:00.000Z' });
    expect(held).toEqual({
      kind: 'window',
      from: Date.parse('2026-11-24T02:00:00Z'),
      to: Date.parse('2026-11-24T03:00:00Z'),
      days: 2,
    });
    expect(
      nextPayout({ ...base, balance: '0.09000000', heldUntil: '2026-11-24T05:00:00.000Z' }),
    ).toMatchObject({ days: 3, from: Date.parse('2026-11-25T01:00:00Z') });
  });

  it('foresees nothing for a paused wallet or without earnings', () => {
    expect(nextPayout({ ...base, paused: true })).toEqual({ kind: 'paused' });
    expect(nextPayout({ ...base, dailyEstimate: '0.00000000' })).toEqual({ kind: 'noEarnings' });
  });
});

describe('hashrate averages', () => {
  it('averages each kind of work over the points and gives the share not accepted', () => {
    expect(
      averageHashrate([
        { hashrate: 90, rejectedHashrate: 6, staleHashrate: 4 },
        { hashrate: 110, rejectedHashrate: 4, staleHashrate: 6 },
      ]),
    ).toEqual({ accepted: 100, rejected: 5, stale: 5, rejectShare: 20 / 220 });
    expect(averageHashrate([])).toEqual({ accepted: 0, rejected: 0, stale: 0, rejectShare: 0 });
  });

  it('leaves rejected and stale work, and the share, unknown where the pool does not report them', () => {
    expect(
      averageHashrate([
        { hashrate: 90, rejectedHashrate: null, staleHashrate: null },
        { hashrate: 110, rejectedHashrate: null, staleHashrate: null },
      ]),
    ).toEqual({ accepted: 100, rejected: null, stale: null, rejectShare: null });
    expect(averageHashrate([{ hashrate: 100, rejectedHashrate: 0, staleHashrate: null }])).toEqual({
      accepted: 100,
      rejected: 0,
      stale: null,
      rejectShare: null,
    });
  });
});
