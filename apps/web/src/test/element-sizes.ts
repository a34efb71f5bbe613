const SIZES = ['clientHeight', 'clientWidth'] as const;

/**
 * jsdom lays nothing out: every element reports `px` for its client height and width, so a sized scroll box
 * lets a virtualiser render rows. Returns the undo (a beforeAll can return it as its teardown).
 */
export function stubElementSizes(px = 800): () => void {
  const saved = SIZES.map((name) => Object.getOwnPropertyDescriptor(Element.prototype, name));
  for (const name of SIZES)
    Object.defineProperty(Element.prototype, name, { configurable: true, get: () => px });
  return () => {
    SIZES.forEach((name, at) => {
      const descriptor = saved[at];
      if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
    });
  };
}
