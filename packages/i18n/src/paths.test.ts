import { describe, expect, it } from 'vitest';
import { hasLocalePrefix, localeFromPath, localePath, stripLocale, switchLocalePath } from './paths';

describe('localeFromPath', () => {
  it.each([
    ['/', 'en'],
    ['/faq', 'en'],
    ['/ru', 'ru'],
    ['/ru/', 'ru'],
    ['/ru/faq', 'ru'],
    ['/cn/faq?x=1#a', 'cn'],
    ['/ru?x=1', 'ru'],
    ['/cn#top', 'cn'],
    // English has no prefix, unknown prefixes are ordinary paths, and only the first segment counts.
    ['/en/faq', 'en'],
    ['/xx/faq', 'en'],
    ['/rus/faq', 'en'],
    ['/RU/faq', 'en'],
    ['/faq/ru', 'en'],
    ['/ru/ru/x', 'ru'],
    ['', 'en'],
    ['?ru', 'en'],
  ])('%s is %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });

  it('tells a prefixed path from an unprefixed one', () => {
    expect(hasLocalePrefix('/ru/faq')).toBe(true);
    expect(hasLocalePrefix('/cn')).toBe(true);
    expect(hasLocalePrefix('/faq')).toBe(false);
    expect(hasLocalePrefix('/en')).toBe(false);
  });
});

describe('stripLocale', () => {
  it.each([
    ['/ru', '/'],
    ['/ru/', '/'],
    ['/ru/faq', '/faq'],
    ['/cn/faq?x=1#a', '/faq?x=1#a'],
    ['/ru?x=1', '/?x=1'],
    ['/cn#a', '/#a'],
    ['/ru/ru/x', '/ru/x'],
    ['/faq?lang=ru', '/faq?lang=ru'],
    ['/en/faq', '/en/faq'],
    ['/xx', '/xx'],
    ['/', '/'],
  ])('%s → %s', (path, stripped) => {
    expect(stripLocale(path)).toBe(stripped);
  });
});

describe('localePath', () => {
  it.each([
    ['/faq', 'ru', '/ru/faq'],
    ['/', 'ru', '/ru'],
    ['/', 'cn', '/cn'],
    ['/?x=1', 'cn', '/cn?x=1'],
    ['/#a', 'ru', '/ru#a'],
    ['/docs/api-swagger/pool?x=1#m', 'cn', '/cn/docs/api-swagger/pool?x=1#m'],
    ['/faq', 'en', '/faq'],
    ['/', 'en', '/'],
    // Relative paths resolve against the current page, which already carries its prefix.
    ['faq', 'ru', 'faq'],
    ['../top', 'cn', '../top'],
    ['?page=2', 'ru', '?page=2'],
  ] as const)('(%s, %s) → %s', (path, locale, expected) => {
    expect(localePath(path, locale)).toBe(expected);
  });
});

describe('switchLocalePath', () => {
  it.each([
    ['/ru/faq?x=1', 'cn', '/cn/faq?x=1'],
    ['/cn/faq?x=1#a', 'en', '/faq?x=1#a'],
    ['/faq', 'ru', '/ru/faq'],
    ['/', 'cn', '/cn'],
    ['/ru', 'en', '/'],
    ['/ru/', 'cn', '/cn'],
    ['/ru/faq', 'ru', '/ru/faq'],
    ['/en/faq', 'ru', '/ru/en/faq'],
  ] as const)('(%s, %s) → %s', (path, locale, expected) => {
    expect(switchLocalePath(path, locale)).toBe(expected);
  });
});
