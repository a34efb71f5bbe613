/**
 * jsdom has no IntersectionObserver: this stand-in records what is observed, and `scrollIntoView()` tells
 * every live observer that its elements are now on screen (as scrolling to the end of a list would).
 */
export function fakeIntersectionObserver() {
  const live = new Set<FakeObserver>();

  class FakeObserver {
    readonly elements = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      this.elements.add(element);
      live.add(this);
    }
    unobserve(element: Element) {
      this.elements.delete(element);
    }
    disconnect() {
      this.elements.clear();
      live.delete(this);
    }
    takeRecords() {
      return [];
    }
    fire() {
      const entries = [...this.elements].map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }

  return {
    IntersectionObserver: FakeObserver,
    scrollIntoView: () => [...live].forEach((observer) => observer.fire()),
    get observing() {
      return live.size;
    },
  };
}
