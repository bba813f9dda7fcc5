import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationProgress } from './NavigationProgress';
import { completeDurationMs } from './NavigationProgress.css';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function indicatorScale(): number {
  const inner = screen.getByRole('progressbar').firstElementChild as HTMLElement | null;
  const match = /scaleX\(([\d.]+)\)/.exec(inner?.style.transform ?? '');
  return Number(match?.[1]);
}

describe('NavigationProgress', () => {
  it('shows nothing for a navigation that ends within 200 ms', () => {
    const { rerender } = render(<NavigationProgress active label="Loading page" />);
    advance(199);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<NavigationProgress active={false} label="Loading page" />);
    advance(1000);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('appears once active has stayed true for 200 ms, with its label', () => {
    render(<NavigationProgress active label="Loading workers" />);
    advance(199);
    expect(screen.queryByRole('progressbar')).toBeNull();
    advance(1);
    const bar = screen.getByRole('progressbar', { name: 'Loading workers' });
    expect(bar.getAttribute('data-state')).toBe('loading');
  });

  it('starts the 200 ms over when active flickers off and on', () => {
    const { rerender } = render(<NavigationProgress active />);
    advance(150);
    rerender(<NavigationProgress active={false} />);
    rerender(<NavigationProgress active />);
    advance(150);
    expect(screen.queryByRole('progressbar')).toBeNull();
    advance(50);
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('honours a custom delay', () => {
    render(<NavigationProgress active delay={500} />);
    advance(499);
    expect(screen.queryByRole('progressbar')).toBeNull();
    advance(1);
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('creeps forward while active but never reaches the end', () => {
    render(<NavigationProgress active />);
    advance(200);
    const first = indicatorScale();
    advance(2000);
    const later = indicatorScale();
    advance(60_000);
    const much = indicatorScale();
    expect(later).toBeGreaterThan(first);
    expect(much).toBeGreaterThan(later);
    expect(much).toBeLessThan(1);
  });

  it('completes, then leaves the page once active turns false', () => {
    const { rerender } = render(<NavigationProgress active />);
    advance(1000);
    rerender(<NavigationProgress active={false} />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('data-state')).toBe('complete');
    expect(indicatorScale()).toBe(1);
    advance(completeDurationMs - 1);
    expect(screen.queryByRole('progressbar')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('stays on screen when work starts again while it fades', () => {
    const { rerender } = render(<NavigationProgress active />);
    advance(500);
    rerender(<NavigationProgress active={false} />);
    advance(completeDurationMs / 2);
    rerender(<NavigationProgress active />);
    advance(completeDurationMs * 2);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('data-state')).toBe('loading');
    expect(indicatorScale()).toBeLessThan(1);
  });
});
