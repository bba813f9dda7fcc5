import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyColorMode, applyReducedMotion } from './colorMode';
import {
  colorModeScript,
  parseColorModePreference,
  resolveColorMode,
  resolveReducedMotion,
} from './colorModeScript';

function mockMedia(matching: string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matching.includes(query), media: query }));
}

function runScript() {
  // The script is shipped as text for an inline <script>; run it exactly as the browser would.
  new Function(colorModeScript)();
  const root = document.documentElement;
  return { theme: root.getAttribute('data-theme'), motion: root.getAttribute('data-motion') };
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-motion');
  document.documentElement.style.colorScheme = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pre-paint script: theme', () => {
  it.each([
    [null, false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['purple', true, 'light'],
  ] as const)('stored %s with system dark %s paints %s', (stored, systemDark, expected) => {
    if (stored !== null) localStorage.setItem('theme', stored);
    mockMedia(systemDark ? ['(prefers-color-scheme: dark)'] : []);
    expect(runScript().theme).toBe(expected);
    expect(document.documentElement.style.colorScheme).toBe(expected);
    // The script and the runtime helpers must agree, or the page would switch theme after hydration.
    expect(resolveColorMode(parseColorModePreference(stored), systemDark)).toBe(expected);
  });

  it('paints light when storage throws (private mode)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    mockMedia(['(prefers-color-scheme: dark)']);
    expect(runScript().theme).toBe('light');
  });

  it('stays small enough to inline in every page', () => {
    expect(colorModeScript.length).toBeLessThan(500);
  });
});

describe('pre-paint script: motion', () => {
  it.each([
    [null, false, null],
    ['true', false, 'reduced'],
    ['false', true, 'reduced'],
    [null, true, 'reduced'],
    ['yes', false, null],
  ] as const)('disableAnimations %s with system reduced %s sets %s', (stored, systemReduced, expected) => {
    if (stored !== null) localStorage.setItem('disableAnimations', stored);
    mockMedia(systemReduced ? ['(prefers-reduced-motion: reduce)'] : []);
    expect(runScript().motion).toBe(expected);
    expect(resolveReducedMotion(stored, systemReduced)).toBe(expected === 'reduced');
  });

  it('still honours the system setting when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    mockMedia(['(prefers-reduced-motion: reduce)']);
    expect(runScript().motion).toBe('reduced');
  });
});

describe('runtime helpers', () => {
  it('apply a theme and motion the same way the script does', () => {
    applyColorMode('dark');
    applyReducedMotion(true);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(document.documentElement.getAttribute('data-motion')).toBe('reduced');
    applyReducedMotion(false);
    expect(document.documentElement.hasAttribute('data-motion')).toBe(false);
  });
});
