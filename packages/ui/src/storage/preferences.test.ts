import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPreference, subscribeToPreference, writePreference } from './preferences';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('preferences', () => {
  it('reads defaults, writes under the spec keys and reads back typed values', () => {
    expect(readPreference('theme')).toBe('light');
    expect(readPreference('disableAnimations')).toBe(false);
    expect(writePreference('theme', 'system')).toBe(true);
    expect(writePreference('disableAnimations', true)).toBe(true);
    expect(localStorage.getItem('theme')).toBe('system');
    expect(localStorage.getItem('disableAnimations')).toBe('true');
    expect(readPreference('theme')).toBe('system');
    expect(readPreference('disableAnimations')).toBe(true);
  });

  it('ignores values it does not understand', () => {
    localStorage.setItem('theme', 'sepia');
    localStorage.setItem('disableAnimations', 'yes');
    expect(readPreference('theme')).toBe('light');
    expect(readPreference('disableAnimations')).toBe(false);
  });

  it('keeps working in memory when storage refuses (private mode, quota)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(writePreference('theme', 'dark')).toBe(false);
    expect(readPreference('theme')).toBe('dark');
  });

  it('tells subscribers about changes from this page and from other tabs', () => {
    const onChange = vi.fn();
    const off = subscribeToPreference('theme', onChange);
    writePreference('theme', 'dark');
    expect(onChange).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'locale' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    off();
    writePreference('theme', 'light');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
