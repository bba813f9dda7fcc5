import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountBannedReason,
  bannedPagePath,
  isBannedPagePath,
  isBanReason,
  onAccountBanned,
} from './accountBanned';
import { toApiError } from './apiError';

// The decision behind the banned page: which answers mean "this account is banned", what path the app then shows,
// and that every error answer turned into an ApiError reports it (whichever page or hook asked).

describe('accountBannedReason', () => {
  it('answers the reason of a 403 account_banned', () => {
    expect(accountBannedReason(403, { code: 'account_banned', message: 'Banned', reason: 'fraud' })).toBe(
      'fraud',
    );
  });

  it('answers an empty reason when the ban names none, and passes an unknown one on as sent', () => {
    expect(accountBannedReason(403, { code: 'account_banned', message: 'Banned' })).toBe('');
    expect(accountBannedReason(403, { code: 'account_banned', reason: 'later' })).toBe('later');
  });

  it('is null for any other answer', () => {
    expect(accountBannedReason(403, { code: 'forbidden', message: 'This needs the admin role' })).toBeNull();
    expect(accountBannedReason(401, { code: 'account_banned', reason: 'spam' })).toBeNull();
    expect(accountBannedReason(400, { code: 'validation_failed' })).toBeNull();
    expect(accountBannedReason(403, 'account_banned')).toBeNull();
    expect(accountBannedReason(403, null)).toBeNull();
  });
});

describe('bannedPagePath', () => {
  it('keeps the locale prefix and names the reason', () => {
    expect(bannedPagePath('fraud', 'en')).toBe('/error/banned?reason=fraud');
    expect(bannedPagePath('spam', 'ru')).toBe('/ru/error/banned?reason=spam');
    expect(bannedPagePath('other', 'cn')).toBe('/cn/error/banned?reason=other');
  });

  it('leaves the reason out when there is none and escapes a strange one', () => {
    expect(bannedPagePath('', 'ru')).toBe('/ru/error/banned');
    expect(bannedPagePath('a&b=c', 'en')).toBe('/error/banned?reason=a%26b%3Dc');
  });

  it('knows the banned page in every language', () => {
    expect(isBannedPagePath('/error/banned')).toBe(true);
    expect(isBannedPagePath('/ru/error/banned')).toBe(true);
    expect(isBannedPagePath('/cn/error/banned/')).toBe(true);
    expect(isBannedPagePath('/error/401')).toBe(false);
    expect(isBannedPagePath('/dashboard')).toBe(false);
  });
});

describe('isBanReason', () => {
  it('knows the five reasons and nothing else', () => {
    for (const reason of ['abuse', 'fraud', 'spam', 'chargeback', 'other'])
      expect(isBanReason(reason)).toBe(true);
    expect(isBanReason('Fraud')).toBe(false);
    expect(isBanReason('')).toBe(false);
    expect(isBanReason(undefined)).toBe(false);
  });
});

describe('toApiError reports a ban', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('tells the listeners the reason of a 403 account_banned, once per answer', () => {
    const heard = vi.fn();
    stops.push(onAccountBanned(heard));
    const error = toApiError(403, {
      code: 'account_banned',
      message: 'The account is banned',
      reason: 'abuse',
    });
    expect(error.code).toBe('account_banned');
    expect(error.status).toBe(403);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith('abuse');
  });

  it('tells them nothing of other refusals', () => {
    const heard = vi.fn();
    stops.push(onAccountBanned(heard));
    toApiError(403, { code: 'forbidden', message: 'This needs the admin role' });
    toApiError(401, { code: 'unauthorized', message: 'Sign in' });
    toApiError(503, { code: 'maintenance', message: 'Back soon' });
    expect(heard).not.toHaveBeenCalled();
  });

  it('stops telling a listener once it unsubscribes', () => {
    const heard = vi.fn();
    const stop = onAccountBanned(heard);
    stop();
    toApiError(403, { code: 'account_banned', reason: 'spam' });
    expect(heard).not.toHaveBeenCalled();
  });
});
