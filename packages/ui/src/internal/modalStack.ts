import { useSyncExternalStore } from 'react';

// The open modal dialogs, innermost last (internal/ModalContent). A modal dialog hides the rest of the page, blocks its
// pointer events and keeps focus inside, so layers that must stay usable above it (the toasts) move into the innermost one.
let stack: readonly HTMLElement[] = [];
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

/** Records a modal dialog as open; the returned function records it closed. */
export function pushModal(element: HTMLElement): () => void {
  stack = [...stack, element];
  emit();
  return () => {
    stack = stack.filter((open) => open !== element);
    emit();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const innermost = () => stack[stack.length - 1] ?? null;
const none = () => null;

/** The innermost open modal dialog, or null: re-renders when dialogs open and close. */
export function useInnermostModal(): HTMLElement | null {
  return useSyncExternalStore(subscribe, innermost, none);
}
