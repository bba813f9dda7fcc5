import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on. What is far below the fold
 * (the home page's chart: 1,600 px down on a desktop, 2,400 on a phone) loads its code and data when the visitor
 * scrolls towards it, not with the page.
 */
export function useNearViewport(target: RefObject<Element | null>, margin = '400px'): boolean {
  // The server's prerender paints the placeholder (renderToString cannot wait for the lazy content); a browser
  // without IntersectionObserver (a test's DOM) renders the content at once.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, margin, near]);
  return near;
}
