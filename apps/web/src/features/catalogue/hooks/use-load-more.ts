import { useEffect, useRef } from 'react';

/**
 * Calls loadMore when the returned sentinel element is within a screen of the viewport (infinite lists).
 * Each time `enabled` turns true again (a page arrived) the sentinel is looked at afresh, so a short page
 * that leaves it in view loads the next one without waiting for a scroll.
 */
export function useLoadMore(loadMore: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      // start fetching a screen ahead so scrolling rarely waits
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}
