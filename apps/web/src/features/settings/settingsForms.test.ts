import { describe, expect, it } from 'vitest';
import {
  notificationFieldOf,
  notificationFormOf,
  notificationProblem,
  readNotificationForm,
} from './notificationForm';
import { addressProblem } from '../wallets/payoutAddress';
import { normalizeThreshold, thresholdProblem, thresholdText } from '../wallets/payoutThreshold';

// Addresses made by the pool API's own encoder (apps/pool-api/src/domain/addresses.ts), so these cases hold the
// browser's check to the API's verdicts.
const valid = {
  ltcSegwit: 'ltc1qqyyq79says4nyw2qga892hrrdfchslux2x0dag',
  ltcTaproot: 'ltc1pqqqsyqcyq5rqwzqfpg9scrgwpugpzysnzs23v9ccrydpk8qarc0sts9tf8',
  ltcL: 'LKQiUJ3hXKGeKXMy29EX8haZtPLSua7ThV',
  ltcM: 'M8BEKTV1zo4YLsG7Gb2HTJd695mcbkACUr',
  doge: 'D5WUWEMzrJfANg6LyoV379gJYgY2q3utRy',
  btc: '1TgqvG6c1d2E9XiSpcbuk1efEj1rMRPh1',
};

describe('payout addresses', () => {
  it('accepts what the API accepts for each coin, with spaces around it', async () => {
    for (const address of [valid.ltcSegwit, valid.ltcTaproot, valid.ltcL, valid.ltcM, ` ${valid.ltcL} `])
      expect(await addressProblem('LTC', address)).toBeNull();
    expect(await addressProblem('DOGE', valid.doge)).toBeNull();
    expect(await addressProblem('BTC', valid.btc)).toBeNull();
  });

  it('says another coin’s address is the wrong kind', async () => {
    expect(await addressProblem('LTC', valid.doge)).toBe('prefix');
    expect(await addressProblem('DOGE', valid.ltcL)).toBe('prefix');
    expect(await addressProblem('DOGE', valid.ltcSegwit)).toBe('prefix');
    expect(await addressProblem('LTC', valid.btc)).toBe('prefix');
  });

  it('catches a one-character typo by its checksum', async () => {
    expect(await addressProblem('DOGE', `${valid.doge.slice(0, -1)}a`)).toBe('checksum');
    expect(await addressProblem('LTC', `${valid.ltcL.slice(0, -1)}W`)).toBe('checksum');
    expect(await addressProblem('LTC', valid.ltcSegwit.replace('says', 'sayz'))).toBe('checksum');
    expect(await addressProblem('LTC', 'Lnot-an-address')).toBe('checksum');
    expect(await addressProblem('DOGE', `${valid.doge}x`)).toBe('checksum');
  });

  it('asks for an address when the field is blank', async () => {
    expect(await addressProblem('LTC', '   ')).toBe('required');
  });
});

describe('payout thresholds', () => {
  it('accepts values within the coin’s limits, inclusive, with a comma or a dot', () => {
    expect(thresholdProblem('0.01', '0.01000000', '1000.00000000')).toBeNull();
    expect(thresholdProblem('1000', '0.01000000', '1000.00000000')).toBeNull();
    expect(thresholdProblem('0,5', '0.01000000', '1000.00000000')).toBeNull();
    expect(normalizeThreshold(' 0,5 ')).toBe('0.5');
    expect(normalizeThreshold('.25')).toBe('0.25');
  });

  it('starts the field with the stored threshold as a person would write it', () => {
    expect(thresholdText('0.10000000')).toBe('0.1');
    expect(thresholdText('2000.00000000')).toBe('2000');
    expect(thresholdText('100')).toBe('100');
  });

  it('refuses values outside the limits, not numbers, blanks and more than 8 decimals', () => {
    expect(thresholdProblem('0.00999999', '0.01000000', '1000.00000000')).toBe('range');
    expect(thresholdProblem('1000.00000001', '0.01000000', '1000.00000000')).toBe('range');
    expect(thresholdProblem('-1', '0.01000000', '1000.00000000')).toBe('range');
    expect(thresholdProblem('1e3', '0.01000000', '1000.00000000')).toBe('numeric');
    expect(thresholdProblem('1,000', '0.01000000', '1000.00000000')).toBe('numeric');
    expect(thresholdProblem('', '0.01000000', '1000.00000000')).toBe('required');
    expect(thresholdProblem('0.123456789', '0.01000000', '1000.00000000')).toBe('decimals');
  });
});

describe('notification settings form', () => {
  const all = { email: true, telegram: true, webhook: true };
  const settings = {
    email: true,
    workerOffline: {
      enabled: true,
      afterMinutes: 15,
      channels: { email: false, telegram: true, webhook: true },
    },
    hashrateDrop: { enabled: false, belowPercent: 80, channels: all },
    rejectRate: {
      enabled: false,
      abovePercent: 3,
      channels: { email: true, telegram: false, webhook: false },
    },
    payoutSent: { enabled: true, channels: { email: true, telegram: true, webhook: false } },
    repeatMinutes: 60,
  };

  it('round-trips the API’s settings through the form, each rule with its channels', () => {
    expect(readNotificationForm(notificationFormOf(settings))).toEqual({ settings });
  });

  it('sends every channel on for a rule stored without channels', () => {
    const { workerOffline, ...rest } = settings;
    const { channels: _, ...stored } = workerOffline;
    const read = readNotificationForm(notificationFormOf({ ...rest, workerOffline: stored }));
    expect('settings' in read && read.settings.workerOffline.channels).toEqual(all);
  });

  it('holds each number to the API’s limits', () => {
    expect(notificationProblem('afterMinutes', '4')).toBe('range');
    expect(notificationProblem('afterMinutes', '1441')).toBe('range');
    expect(notificationProblem('afterMinutes', '7.5')).toBe('integer');
    expect(notificationProblem('belowPercent', '100')).toBe('range');
    expect(notificationProblem('abovePercent', '0,5')).toBeNull();
    expect(notificationProblem('abovePercent', '0.05')).toBe('range');
    expect(notificationProblem('repeatMinutes', 'ten')).toBe('numeric');
    expect(notificationProblem('repeatMinutes', '')).toBe('required');
  });

  it('sends nothing while a field is wrong, and names every wrong field', () => {
    const form = notificationFormOf(settings);
    const result = readNotificationForm({
      ...form,
      numbers: { ...form.numbers, afterMinutes: '2', repeatMinutes: '' },
    });
    expect(result).toEqual({ problems: { afterMinutes: 'range', repeatMinutes: 'required' } });
  });

  it('finds the field of an API refusal', () => {
    expect(notificationFieldOf('workerOffline.afterMinutes')).toBe('afterMinutes');
    expect(notificationFieldOf('email')).toBeUndefined();
  });
});
