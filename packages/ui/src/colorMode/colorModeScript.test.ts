import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyColorMode, readColorModePreference, storeColorModePreference } from './colorMode';
import { colorModeScript, parseColorModePreference, resolveColorMode } from './colorModeScript';

function mockSystemDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
  }));
}

function runScript() {
  // The script is shipped as text for an inline <script>; run it exactly as the browser would.
  new Function(colorModeScript)();
  return document.documentElement.getAttribute('data-theme');
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.style.colorScheme = '';
});
afterEach(() => vi.unstubAllGlobals());

describe('pre-paint colour-mode script', () => {
  it.each([
    [null, false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['purple', true, 'light'],
  ] as const)('stored %s with system dark %s paints %s', (stored, systemDark, expected) => {
    if (stored !== null) localStorage.setItem('theme', stored);
    mockSystemDark(systemDark);
    expect(runScript()).toBe(expected);
    expect(document.documentElement.style.colorScheme).toBe(expected);
    // The script and the runtime helpers must agree, or the page would switch theme after hydration.
    expect(resolveColorMode(parseColorModePreference(stored), systemDark)).toBe(expected);
  });

  it('paints light when storage throws (private mode)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    mockSystemDark(true);
    expect(runScript()).toBe('light');
    expect(readColorModePreference()).toBe('light');
    vi.restoreAllMocks();
  });

  it('stays small enough to inline in every page', () => {
    expect(colorModeScript.length).toBeLessThan(400);
  });
});

describe('colour-mode helpers', () => {
  it('stores and reads the preference under the spec key', () => {
    expect(storeColorModePreference('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(readColorModePreference()).toBe('dark');
  });

  it('reports a preference it could not store', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(storeColorModePreference('dark')).toBe(false);
    vi.restoreAllMocks();
  });

  it('applies a theme the same way the script does', () => {
    applyColorMode('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });
});
