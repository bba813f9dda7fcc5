import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeMedia } from '../testing/fakeMedia';
import { useBreakpoint, useIsMobile } from './useBreakpoint';

function Probe() {
  return (
    <output>
      {useBreakpoint()} {useIsMobile() ? 'mobile' : 'desktop'}
    </output>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useBreakpoint and useIsMobile', () => {
  it.each([
    [375, 'xs mobile'],
    [600, 'sm mobile'],
    [1279, 'md mobile'],
    [1280, 'lg desktop'],
    [1920, 'xl desktop'],
    [2560, 'xxl desktop'],
  ])('at %i px the first render already says %s', (width, expected) => {
    installFakeMedia({ width });
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe(expected);
  });

  it('follows a resize across the mobile breakpoint', () => {
    const media = installFakeMedia({ width: 1440 });
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('lg desktop');
    act(() => media.set({ width: 800 }));
    expect(screen.getByRole('status').textContent).toBe('sm mobile');
  });
});
