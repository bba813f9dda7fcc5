import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * State that the caller may control (`value` with `onChange`) or leave to the component (`defaultValue`); the setter
 * reports every change either way and keeps its identity across renders.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  // The latest value and callback, for a setter that does not change with them.
  const latest = useRef({ current, onChange });
  useLayoutEffect(() => {
    latest.current = { current, onChange };
  });
  const set = useCallback(
    (next: T) => {
      if (Object.is(next, latest.current.current)) return;
      latest.current = { ...latest.current, current: next };
      if (!controlled) setOwn(next);
      latest.current.onChange?.(next);
    },
    [controlled],
  );
  return [current, set];
}
