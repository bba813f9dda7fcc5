import type { ReactNode } from 'react';

/** The kind of a toast: its colour, its icon and how urgently assistive technology announces it. */
export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** A button in a toast that does the one thing the message offers, e.g. "Reload now". */
export interface ToastAction {
  /** The button's text. */
  label: ReactNode;
  /**
   * What screen readers hear instead of the button when the toast is announced, saying how to do the same thing
   * another way (the announcement is read, not focused), e.g. "The page reloads with your next click".
   */
  altText: string;
  /** Runs on click; the toast then closes. */
  onAction: () => void;
}

/** What `toast()` takes. */
export interface ToastOptions {
  /** The message in a few words, e.g. "Worker rig-03 is offline". */
  title: ReactNode;
  /** More detail under the title. */
  description?: ReactNode;
  /** The kind of message; `info` if left out. */
  tone?: ToastTone;
  /** Milliseconds before it closes by itself; `Infinity` keeps it until dismissed. Defaults come from the provider. */
  duration?: number;
  /** One action offered as a button; give it a long enough `duration` (or `Infinity`) to be reached. */
  action?: ToastAction;
}

/** One toast in the queue. */
export interface ToastRecord {
  /** Unique id, as returned by `toast()`. */
  id: string;
  /** The message in a few words. */
  title: ReactNode;
  /** More detail under the title. */
  description?: ReactNode;
  /** The kind of message. */
  tone: ToastTone;
  /** The action offered, if any. */
  action?: ToastAction;
  /** Milliseconds before it closes by itself once shown. */
  duration: number;
  /** False from dismissal until it is removed, while its exit animation plays. */
  open: boolean;
}

/** Every toast, shown or waiting, oldest first. */
export interface ToastQueueState {
  /** The toasts in order of arrival. */
  toasts: ToastRecord[];
}

/** What can happen to the queue. */
export type ToastQueueAction =
  { type: 'add'; toast: ToastRecord } | { type: 'dismiss'; id: string } | { type: 'remove'; id: string };

/** An empty queue. */
export const emptyToastQueue: ToastQueueState = { toasts: [] };

/** The queue's pure state transitions: `add` appends, `dismiss` starts the exit, `remove` drops a toast for good. */
export function toastQueueReducer(state: ToastQueueState, action: ToastQueueAction): ToastQueueState {
  switch (action.type) {
    case 'add':
      if (state.toasts.some((t) => t.id === action.toast.id)) return state;
      return { toasts: [...state.toasts, { ...action.toast, open: true }] };
    case 'dismiss':
      if (!state.toasts.some((t) => t.id === action.id && t.open)) return state;
      return { toasts: state.toasts.map((t) => (t.id === action.id ? { ...t, open: false } : t)) };
    case 'remove':
      if (!state.toasts.some((t) => t.id === action.id)) return state;
      return { toasts: state.toasts.filter((t) => t.id !== action.id) };
  }
}

/**
 * The toasts to render: the oldest `limit` open ones, plus any still playing their exit (which no longer take a
 * place, so the next waiting toast comes in as one leaves). The others wait their turn.
 */
export function visibleToasts(state: ToastQueueState, limit: number): ToastRecord[] {
  let shown = 0;
  return state.toasts.filter((t) => {
    if (!t.open) return true;
    if (shown >= limit) return false;
    shown += 1;
    return true;
  });
}

/** How many open toasts wait for a place. */
export function waitingToasts(state: ToastQueueState, limit: number): number {
  return Math.max(0, state.toasts.filter((t) => t.open).length - limit);
}
