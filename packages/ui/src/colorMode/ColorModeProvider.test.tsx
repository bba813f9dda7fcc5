import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeMedia } from '../testing/fakeMedia';
import {
  ColorModeProvider,
  ForceColorMode,
  setAnimationsDisabled,
  useColorMode,
  useReducedMotion,
} from './ColorModeProvider';

function Probe() {
  const { preference, mode, setPreference } = useColorMode();
  const reduced = useReducedMotion();
  return (
    <div>
      <output aria-label="preference">{preference}</output>
      <output aria-label="mode">{mode}</output>
      <output aria-label="motion">{reduced ? 'off' : 'on'}</output>
      <button type="button" onClick={() => setPreference('system')}>
        system
      </button>
      <button type="button" onClick={() => setPreference('dark')}>
        dark
      </button>
    </div>
  );
}

const html = document.documentElement;
const text = (label: string) => screen.getByLabelText(label).textContent;

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute('data-theme');
  html.removeAttribute('data-motion');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ColorModeProvider', () => {
  it('starts from the stored preference on the first render, and defaults to light', () => {
    localStorage.setItem('theme', 'dark');
    installFakeMedia({ width: 1280 });
    render(
      <ColorModeProvider>
        <Probe />
      </ColorModeProvider>,
    );
    expect(text('preference')).toBe('dark');
    expect(html.getAttribute('data-theme')).toBe('dark');
    cleanup();
    localStorage.clear();
    render(
      <ColorModeProvider>
        <Probe />
      </ColorModeProvider>,
    );
    expect(text('mode')).toBe('light');
  });

  it('stores a new preference and follows the system live when it is "system"', () => {
    const media = installFakeMedia({ width: 1280, dark: false });
    render(
      <ColorModeProvider>
        <Probe />
      </ColorModeProvider>,
    );
    act(() => screen.getByRole('button', { name: 'system' }).click());
    expect(localStorage.getItem('theme')).toBe('system');
    expect(text('mode')).toBe('light');
    act(() => media.set({ dark: true }));
    expect(text('mode')).toBe('dark');
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(html.style.colorScheme).toBe('dark');
  });

  it('lets a page force a mode while it is shown, then gives the visitor theirs back', () => {
    installFakeMedia({ width: 1280 });
    const { rerender } = render(
      <ColorModeProvider>
        <ForceColorMode mode="dark" />
        <Probe />
      </ColorModeProvider>,
    );
    expect(text('mode')).toBe('dark');
    expect(text('preference')).toBe('light');
    rerender(
      <ColorModeProvider>
        <Probe />
      </ColorModeProvider>,
    );
    expect(text('mode')).toBe('light');
    expect(html.getAttribute('data-theme')).toBe('light');
  });

  it('warns and ignores a page that forces "system"', () => {
    installFakeMedia({ width: 1280, dark: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <ColorModeProvider>
        <ForceColorMode mode="system" />
        <Probe />
      </ColorModeProvider>,
    );
    expect(text('mode')).toBe('light');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('forcing "system" is not supported'));
  });

  it('turns motion off for disableAnimations and for prefers-reduced-motion, through one attribute', () => {
    const media = installFakeMedia({ width: 1280 });
    render(
      <ColorModeProvider>
        <Probe />
      </ColorModeProvider>,
    );
    expect(text('motion')).toBe('on');
    expect(html.hasAttribute('data-motion')).toBe(false);
    act(() => setAnimationsDisabled(true));
    expect(text('motion')).toBe('off');
    expect(html.getAttribute('data-motion')).toBe('reduced');
    act(() => setAnimationsDisabled(false));
    expect(html.hasAttribute('data-motion')).toBe(false);
    act(() => media.set({ reducedMotion: true }));
    expect(html.getAttribute('data-motion')).toBe('reduced');
  });

  it('explains a missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useColorMode must be used inside <ColorModeProvider>');
  });
});
