import { PHONE_MEDIA_QUERY } from '@/hooks/use-media-query';

/** Makes window.matchMedia answer as a phone below 600 px does (jsdom has no matchMedia). */
export function stubPhoneScreen(): () => void {
  const matchMedia = (query: string) =>
    ({
      matches: query === PHONE_MEDIA_QUERY,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return () => {
    Reflect.deleteProperty(window, 'matchMedia');
  };
}
