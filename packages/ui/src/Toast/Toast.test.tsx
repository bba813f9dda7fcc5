import { act, cleanup, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastApi, type ToastProviderProps } from './Toast';

function setup(props: Partial<ToastProviderProps> = {}): ToastApi {
  const { result } = renderHook(() => useToast(), {
    wrapper: ({ children }) => <ToastProvider {...props}>{children}</ToastProvider>,
  });
  return result.current;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ToastProvider and useToast', () => {
  it('throws a clear error without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrow('useToast() needs a <ToastProvider> above it.');
  });

  it('shows info as a status and errors as an alert, each named by its title', async () => {
    const { toast } = setup();
    await act(async () => {
      toast({ title: 'Block 2,719,402 found' });
      toast({ title: 'Worker rig-03 is offline', description: 'No shares for 10 minutes.', tone: 'error' });
    });
    expect(screen.getByRole('status', { name: 'Block 2,719,402 found' })).toBeTruthy();
    const alert = screen.getByRole('alert', { name: 'Worker rig-03 is offline' });
    expect(alert.getAttribute('aria-live')).toBe('off');
  });

  it('closes a toast after the default duration, and an error only after the longer error duration', async () => {
    const { toast } = setup({ duration: 1000, errorDuration: 4000 });
    await act(async () => {
      toast({ title: 'Payout address saved', tone: 'success' });
      toast({ title: 'Payout failed', tone: 'error' });
    });
    await advance(1100);
    await advance(700);
    expect(screen.queryByRole('status', { name: 'Payout address saved' })).toBeNull();
    expect(screen.getByRole('alert', { name: 'Payout failed' })).toBeTruthy();
    await advance(3000);
    await advance(700);
    expect(screen.queryByRole('alert', { name: 'Payout failed' })).toBeNull();
  });

  it('offers an action as a button that runs it and closes the toast; the announcement reads its alternative', async () => {
    const onAction = vi.fn();
    const { toast } = setup();
    await act(async () => {
      toast({
        title: 'A new version is available',
        duration: Infinity,
        action: { label: 'Reload now', altText: 'It loads with your next click.', onAction },
      });
    });
    const shown = screen.getByRole('status', { name: 'A new version is available' });
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toContain(
      'It loads with your next click.',
    );
    // The announcement is text only: the one button is the toast's own.
    expect(screen.getAllByRole('button', { name: 'Reload now' })).toHaveLength(1);
    await act(async () => screen.getByRole('button', { name: 'Reload now' }).click());
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(shown.getAttribute('data-state')).toBe('closed');
  });

  it('dismiss(id) closes a shown toast and drops a waiting one before it ever shows', async () => {
    const { toast, dismiss } = setup({ limit: 1 });
    let first = '';
    let second = '';
    await act(async () => {
      first = toast({ title: 'rig-01 slow', duration: Infinity });
      second = toast({ title: 'rig-02 slow', duration: Infinity });
      toast({ title: 'rig-03 slow', duration: Infinity });
    });
    expect(screen.getAllByRole('status', { name: /slow/ }).map((el) => el.textContent)).toEqual([
      'rig-01 slow',
    ]);
    await act(async () => dismiss(second));
    await act(async () => dismiss(first));
    await advance(700);
    expect(screen.getAllByRole('status', { name: /slow/ }).map((el) => el.textContent)).toEqual([
      'rig-03 slow',
    ]);
  });
});
