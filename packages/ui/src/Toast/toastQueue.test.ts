import { describe, expect, it } from 'vitest';
import {
  emptyToastQueue,
  toastQueueReducer,
  visibleToasts,
  waitingToasts,
  type ToastQueueAction,
  type ToastQueueState,
  type ToastRecord,
} from './toastQueue';

function record(id: string, overrides: Partial<ToastRecord> = {}): ToastRecord {
  return { id, title: `Worker ${id} is offline`, tone: 'error', duration: 5000, open: true, ...overrides };
}

function run(...actions: ToastQueueAction[]): ToastQueueState {
  return actions.reduce(toastQueueReducer, emptyToastQueue);
}

const ids = (toasts: ToastRecord[]) => toasts.map((t) => t.id);

describe('toastQueueReducer', () => {
  it('appends toasts in order of arrival, open, and ignores a duplicate id', () => {
    const state = run(
      { type: 'add', toast: record('a') },
      { type: 'add', toast: record('b', { open: false }) },
      { type: 'add', toast: record('a', { title: 'again' }) },
    );
    expect(ids(state.toasts)).toEqual(['a', 'b']);
    expect(state.toasts.every((t) => t.open)).toBe(true);
    expect(state.toasts[0]?.title).toBe('Worker a is offline');
  });

  it('dismiss closes a toast but keeps it for its exit animation; remove drops it', () => {
    const added = run({ type: 'add', toast: record('a') }, { type: 'add', toast: record('b') });
    const dismissed = toastQueueReducer(added, { type: 'dismiss', id: 'a' });
    expect(dismissed.toasts.map((t) => [t.id, t.open])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    const removed = toastQueueReducer(dismissed, { type: 'remove', id: 'a' });
    expect(ids(removed.toasts)).toEqual(['b']);
  });

  it('returns the same state for unknown ids and repeated dismissals, so React skips a render', () => {
    const state = run({ type: 'add', toast: record('a') }, { type: 'dismiss', id: 'a' });
    expect(toastQueueReducer(state, { type: 'dismiss', id: 'a' })).toBe(state);
    expect(toastQueueReducer(state, { type: 'dismiss', id: 'zz' })).toBe(state);
    expect(toastQueueReducer(state, { type: 'remove', id: 'zz' })).toBe(state);
  });
});

describe('visibleToasts', () => {
  const five = run(...['1', '2', '3', '4', '5'].map((id) => ({ type: 'add', toast: record(id) }) as const));

  it('shows the oldest toasts up to the limit; the rest wait', () => {
    expect(ids(visibleToasts(five, 3))).toEqual(['1', '2', '3']);
    expect(waitingToasts(five, 3)).toBe(2);
    expect(ids(visibleToasts(five, 10))).toEqual(['1', '2', '3', '4', '5']);
    expect(waitingToasts(five, 10)).toBe(0);
  });

  it('lets the next waiting toast in as soon as one is dismissed, while the dismissed one plays its exit', () => {
    const state = toastQueueReducer(five, { type: 'dismiss', id: '2' });
    expect(ids(visibleToasts(state, 3))).toEqual(['1', '2', '3', '4']);
    expect(visibleToasts(state, 3).find((t) => t.id === '2')?.open).toBe(false);
    expect(waitingToasts(state, 3)).toBe(1);
    const removed = toastQueueReducer(state, { type: 'remove', id: '2' });
    expect(ids(visibleToasts(removed, 3))).toEqual(['1', '3', '4']);
  });

  it('drops a waiting toast that is dismissed before it was ever shown', () => {
    const state = toastQueueReducer(five, { type: 'dismiss', id: '5' });
    expect(ids(visibleToasts(state, 3))).toEqual(['1', '2', '3', '5']);
    expect(waitingToasts(state, 3)).toBe(1);
    expect(ids(visibleToasts(toastQueueReducer(state, { type: 'remove', id: '5' }), 3))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });
});
