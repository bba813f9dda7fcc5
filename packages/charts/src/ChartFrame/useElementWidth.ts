import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The content width of an element in whole px, kept current with a ResizeObserver; `fixed` skips measuring.
 * 0 until the observer's first report, which the browser makes after its own layout of the frame, before that
 * frame is painted: the chart's body renders then, in a task of its own, and reading the width never forces a
 * layout in the middle of React's commit (on a page that mounts several charts at once, each such read cost a whole
 * page layout inside one long task). The frame holds its height meanwhile, so nothing shifts. On the server nothing
 * runs and the chart renders its empty frame of the right height.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fixed?: number): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (fixed !== undefined || !element) return;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(Math.floor(element.getBoundingClientRect().width));
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fixed]);
  return fixed ?? width;
}
