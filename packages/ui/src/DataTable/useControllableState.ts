import { useCallback, useState } from 'react';

/**
 * State that a parent may control: with `value` defined, it is the parent's and changes only go to `onChange`;
 * otherwise it lives here, starting at `defaultValue`.
 */
export function useControllableState<T, Next extends T = T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: Next) => void) | undefined,
): [T, (next: Next) => void] {
  const [own, setOwn] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: Next) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, set];
}
