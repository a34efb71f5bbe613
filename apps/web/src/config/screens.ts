/**
 * Screens of the spec that have not shipped yet. No link, menu entry or tile may point at one: it would end
 * on a 404 or a 'pending' page. Remove a path here in the change that ships its screen (screens.test.tsx
 * checks both ways against the router).
 */
const NOT_YET_SHIPPED: ReadonlySet<string> = new Set<string>([]);

/** Whether a link to this address (query and hash ignored) lands on a screen that exists. */
export const hasScreen = (to: string): boolean => !NOT_YET_SHIPPED.has(to.split(/[?#]/)[0]!);

/** Features whose screens are not addresses of their own. */
export const shipped = {
  /** public profiles at /{username} */
  profiles: true,
  /** eBay purchases added to the collection */
  marketplaceSync: true,
} as const;

export const notYetShipped = (): string[] => [...NOT_YET_SHIPPED];
