import { useCallback, useSyncExternalStore } from 'react';

/** Below 600 px the card tables and the collection become card lists (issue 22). */
export const PHONE_MEDIA_QUERY = '(max-width: 599.98px)';

const mediaList = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}

export const usePhoneLayout = (): boolean => useMediaQuery(PHONE_MEDIA_QUERY);
