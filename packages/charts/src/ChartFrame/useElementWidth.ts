import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The content width of an element in whole px, kept current with a ResizeObserver; `fixed` skips measuring.
 * 0 until the first layout effect, which runs before the browser paints, so the chart appears at its size at
 * once. On the server nothing runs and the chart renders its empty frame of the right height.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fixed?: number): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (fixed !== undefined || !element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fixed]);
  return fixed ?? width;
}
