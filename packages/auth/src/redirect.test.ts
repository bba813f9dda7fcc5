import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect';

const origin = 'http://localhost:3000';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirectPath('/workers', origin)).toBe('/workers');
    expect(safeRedirectPath('/ru/payouts?page=2#last', origin)).toBe('/ru/payouts?page=2#last');
  });

  it.each([
    ['//evil.example', 'protocol-relative'],
    ['/\\evil.example', 'backslash'],
    ['https://evil.example/x', 'absolute'],
    ['javascript:alert(1)', 'script URL'],
    ['workers', 'relative'],
    ['/\tworkers', 'control character'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => {
    expect(safeRedirectPath(value, origin)).toBeNull();
  });

  it('refuses nothing at all', () => {
    expect(safeRedirectPath(null, origin)).toBeNull();
    expect(safeRedirectPath(undefined, origin)).toBeNull();
  });
});
