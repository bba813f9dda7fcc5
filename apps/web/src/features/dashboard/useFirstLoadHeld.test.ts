// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstLoadHeldMs, useFirstLoadHeld } from './useFirstLoadHeld';

describe('useFirstLoadHeld', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds a quick first load, then draws the data at once', () => {
    const { result, rerender } = renderHook(({ pending }) => useFirstLoadHeld(pending), {
      initialProps: { pending: true },
    });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(firstLoadHeldMs - 100));
    expect(result.current).toBe(true);
    rerender({ pending: false });
    expect(result.current).toBe(false);
  });

  it('shows the loading state of a slow first load once the wait has passed', () => {
    const { result } = renderHook(() => useFirstLoadHeld(true));
    act(() => vi.advanceTimersByTime(firstLoadHeldMs));
    expect(result.current).toBe(false);
  });

  it('never holds data that was already there, nor a later load', () => {
    const { result, rerender } = renderHook(({ pending }) => useFirstLoadHeld(pending), {
      initialProps: { pending: false },
    });
    expect(result.current).toBe(false);
    rerender({ pending: true });
    expect(result.current).toBe(false);

    const first = renderHook(({ pending }) => useFirstLoadHeld(pending), { initialProps: { pending: true } });
    first.rerender({ pending: false });
    first.rerender({ pending: true });
    expect(first.result.current).toBe(false);
  });
});
