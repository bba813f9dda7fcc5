import { describe, expect, it } from 'vitest';
import { defaultLocale, isLocale, languageTag, localeName, locales } from './locales';

describe('locales', () => {
  it('are English (the default, first), Russian and Chinese', () => {
    expect(locales).toEqual(['en', 'ru', 'cn']);
    expect(defaultLocale).toBe('en');
  });

  it('format Chinese as zh-CN and the others by their own code', () => {
    expect(locales.map(languageTag)).toEqual(['en', 'ru', 'zh-CN']);
  });

  it('name each language in itself', () => {
    expect(locales.map(localeName)).toEqual(['English', 'Русский', '中文']);
  });

  it.each([
    ['ru', true],
    ['cn', true],
    ['en', true],
    ['zh-CN', false],
    ['xx', false],
    ['', false],
    ['toString', false],
    [undefined, false],
    [42, false],
  ])('isLocale(%j) is %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});
