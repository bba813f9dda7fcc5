import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  detectLocale,
  initialRedirect,
  localeCookie,
  localeCookieMaxAge,
  matchLocale,
  readLocaleCookie,
  writeLocaleCookie,
} from './detect';

describe('matchLocale', () => {
  it.each([
    [['ru-RU'], 'ru'],
    [['ru'], 'ru'],
    [['zh'], 'cn'],
    [['zh-CN'], 'cn'],
    [['zh-Hans'], 'cn'],
    [['zh-Hans-SG'], 'cn'],
    [['zh-TW'], 'cn'],
    [['zh-Hant-HK'], 'cn'],
    [['en-GB'], 'en'],
    [['EN-us'], 'en'],
    // The visitor's order wins: their first language we speak.
    [['de-DE', 'ru', 'en'], 'ru'],
    [['en-US', 'ru-RU'], 'en'],
    [['fr', 'zh-TW', 'ru'], 'cn'],
  ])('%j → %s', (languages, locale) => {
    expect(matchLocale(languages)).toBe(locale);
  });

  it.each([
    ['an empty list', []],
    ['undefined', undefined],
    ['null', null],
    ['only languages we lack', ['de-DE', 'fr']],
    ['malformed tags', ['', '*', 'not a tag', 'x']],
  ])('finds nothing in %s', (_, languages) => {
    expect(matchLocale(languages)).toBeUndefined();
  });

  it('skips a malformed tag and keeps looking', () => {
    expect(matchLocale(['@@', 'ru'])).toBe('ru');
  });

  it('never asks ICU for likely subtags while each language has one locale (a first visit pays 5–10 ms for it)', () => {
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize');
    try {
      expect(matchLocale(['de-DE', 'zh-Hant-TW', 'ru'])).toBe('cn');
      expect(matchLocale(['ru-RU'])).toBe('ru');
      expect(maximize).not.toHaveBeenCalled();
    } finally {
      maximize.mockRestore();
    }
  });
});

describe('readLocaleCookie', () => {
  it.each([
    ['locale=ru', 'ru'],
    ['theme=dark; locale=cn; algorithm-state=Scrypt', 'cn'],
    ['  locale = en ', 'en'],
    ['locale=%63n', 'cn'],
    // The first pair is the most specific path's; a bad value there does not fall through to the next.
    ['locale=ru; locale=cn', 'ru'],
    ['locale=xx; locale=ru', undefined],
    ['locale=', undefined],
    ['locale=xx', undefined],
    ['locale=zh-CN', undefined],
    ['locale=%E0%A4%A', undefined],
    ['mylocale=ru', undefined],
    ['locale', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %s', (cookie, locale) => {
    expect(readLocaleCookie(cookie)).toBe(locale);
  });
});

describe('the locale cookie', () => {
  afterEach(() => {
    document.cookie = 'locale=; Max-Age=0; Path=/';
  });

  it('lives 365 days on the whole site, SameSite=Lax', () => {
    expect(localeCookieMaxAge).toBe(31_536_000);
    expect(localeCookie('ru')).toBe('locale=ru; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('cn', { secure: true })).toBe(
      'locale=cn; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });

  it('is written so the next detection reads it', () => {
    writeLocaleCookie('cn');
    expect(readLocaleCookie(document.cookie)).toBe('cn');
  });
});

describe('detectLocale: URL prefix, then cookie, then browser, then English', () => {
  it.each([
    [{ pathname: '/ru/faq', cookie: 'locale=cn', languages: ['zh'] }, 'ru', 'path'],
    [{ pathname: '/cn', cookie: 'locale=en', languages: ['ru'] }, 'cn', 'path'],
    [{ pathname: '/faq', cookie: 'locale=cn', languages: ['ru'] }, 'cn', 'cookie'],
    [{ pathname: '/faq', cookie: 'locale=en', languages: ['ru'] }, 'en', 'cookie'],
    [{ pathname: '/faq', cookie: '', languages: ['ru-RU'] }, 'ru', 'browser'],
    [{ pathname: '/faq', cookie: 'locale=xx', languages: ['zh-TW'] }, 'cn', 'browser'],
    [{ pathname: '/faq', cookie: 'locale=', languages: ['de'] }, 'en', 'default'],
    [{ pathname: '/faq', languages: [] }, 'en', 'default'],
    [{ pathname: '/faq' }, 'en', 'default'],
    [{ pathname: '/faq', cookie: null, languages: null }, 'en', 'default'],
    // Not prefixes: detection goes on to the cookie.
    [{ pathname: '/en/faq', cookie: 'locale=ru' }, 'ru', 'cookie'],
    [{ pathname: '/xx/faq', cookie: 'locale=cn' }, 'cn', 'cookie'],
  ])('%j → %s from %s', (signals, locale, source) => {
    expect(detectLocale(signals)).toEqual({ locale, source });
  });
});

describe('initialRedirect', () => {
  it('sends the first load of a visit to the prefixed path the browser asks for, query and hash kept', () => {
    expect(
      initialRedirect({ pathname: '/faq?x=1#a', languages: ['ru-RU'], firstLoadOfVisit: true }).redirectTo,
    ).toBe('/ru/faq?x=1#a');
    expect(initialRedirect({ pathname: '/', cookie: 'locale=cn', firstLoadOfVisit: true }).redirectTo).toBe(
      '/cn',
    );
  });

  it('stays when the cookie says English, even for a Russian browser', () => {
    expect(
      initialRedirect({ pathname: '/faq', cookie: 'locale=en', languages: ['ru'], firstLoadOfVisit: true })
        .redirectTo,
    ).toBeNull();
  });

  it('stays on a prefixed path, whatever the cookie says', () => {
    expect(
      initialRedirect({ pathname: '/ru/faq', cookie: 'locale=cn', firstLoadOfVisit: true }).redirectTo,
    ).toBeNull();
  });

  it('never redirects after the first load of the visit', () => {
    expect(
      initialRedirect({ pathname: '/faq', languages: ['ru'], cookie: 'locale=ru', firstLoadOfVisit: false }),
    ).toEqual({ locale: 'ru', source: 'cookie', redirectTo: null });
  });

  it('stays when nothing asks for another language', () => {
    expect(
      initialRedirect({ pathname: '/faq', languages: undefined, cookie: 'locale=xx', firstLoadOfVisit: true })
        .redirectTo,
    ).toBeNull();
  });
});
