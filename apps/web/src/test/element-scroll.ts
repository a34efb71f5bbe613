/**
 * jsdom scrolls nothing: every element keeps the scrollTop it is given, scrollTo sets it and fires 'scroll' as a
 * browser would, and scrollHeight is the tallest inline height among its children (a virtual list's full height),
 * so a virtualiser's own scrolling (to a highlighted or focused item) can be followed. Returns the undo.
 */
export function stubElementScroll(): () => void {
  const tops = new WeakMap<Element, number>();
  const savedTop = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop');
  const savedScrollTo = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo');
  const savedHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight');
  Object.defineProperty(Element.prototype, 'scrollHeight', {
    configurable: true,
    get(this: Element) {
      const heights = [...this.children].map(
        (child) => parseFloat((child as HTMLElement).style?.height) || 0,
      );
      return Math.max(this.clientHeight, ...heights);
    },
  });
  Object.defineProperty(Element.prototype, 'scrollTop', {
    configurable: true,
    get(this: Element) {
      return tops.get(this) ?? 0;
    },
    set(this: Element, value: number) {
      tops.set(this, Math.max(0, value));
    },
  });
  Object.defineProperty(Element.prototype, 'scrollTo', {
    configurable: true,
    writable: true,
    value(this: Element, options: ScrollToOptions) {
      if (typeof options?.top === 'number') this.scrollTop = options.top;
      this.dispatchEvent(new Event('scroll'));
    },
  });
  const restore = (
    name: 'scrollTop' | 'scrollTo' | 'scrollHeight',
    saved: PropertyDescriptor | undefined,
  ) => {
    if (saved) Object.defineProperty(Element.prototype, name, saved);
    else Reflect.deleteProperty(Element.prototype, name);
  };
  return () => {
    restore('scrollTop', savedTop);
    restore('scrollTo', savedScrollTo);
    restore('scrollHeight', savedHeight);
  };
}
