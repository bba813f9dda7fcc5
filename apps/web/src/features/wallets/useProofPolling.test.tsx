// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProofPolling } from './useProofPolling';
import { proofCheckMs } from './walletState';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('while a proof is pending the page asks again', () => {
  it('every minute, and stops once nothing is pending', () => {
    const check = vi.fn(() => Promise.resolve());
    const { rerender } = renderHook(({ active }) => useProofPolling(active, check), {
      initialProps: { active: true },
    });
    vi.advanceTimersByTime(proofCheckMs - 1);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(proofCheckMs);
    expect(check).toHaveBeenCalledTimes(2);
    rerender({ active: false });
    vi.advanceTimersByTime(proofCheckMs * 3);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('not at all when nothing is pending, nor after the page is left', () => {
    const check = vi.fn(() => Promise.resolve());
    renderHook(() => useProofPolling(false, check));
    vi.advanceTimersByTime(proofCheckMs * 3);
    expect(check).not.toHaveBeenCalled();
    const { unmount } = renderHook(() => useProofPolling(true, check));
    unmount();
    vi.advanceTimersByTime(proofCheckMs * 3);
    expect(check).not.toHaveBeenCalled();
  });

  it('not while the tab is hidden, and a failed check does not stop the next one', () => {
    const check = vi.fn(() => Promise.reject(new Error('offline')));
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderHook(() => useProofPolling(true, check));
    vi.advanceTimersByTime(proofCheckMs * 2);
    expect(check).not.toHaveBeenCalled();
    hidden.mockReturnValue('visible');
    vi.advanceTimersByTime(proofCheckMs * 2);
    expect(check).toHaveBeenCalledTimes(2);
    hidden.mockRestore();
  });
});
