import type { QueryClient } from '@tanstack/react-query';

/** Every collection query lives under ['collection', …] so a change can refresh what it touches. */
export const collectionKeys = {
  all: ['collection'] as const,
  stats: ['collection', 'stats'] as const,
  achievementStats: ['collection', 'achievement-stats'] as const,
  locations: ['collection', 'locations'] as const,
  teams: ['collection', 'teams'] as const,
  cards: (filters: object) => ['collection', 'cards', filters] as const,
  cardsRoot: ['collection', 'cards'] as const,
  copies: (cardId: number) => ['collection', 'copies', cardId] as const,
  photos: (userCardId: number) => ['collection', 'photos', userCardId] as const,
  gradingAgencies: ['grading-agencies'] as const,
};

/**
 * A card's fields feed the list, the header stats, team chips, location counts and card-page copies; the
 * card page's own detail (['cards', 'detail', …]) carries the viewer's copy count and primary photo.
 */
export function invalidateCollection(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [scope, part] }) =>
      (scope === 'collection' && part !== 'achievement-stats') || (scope === 'cards' && part === 'detail'),
  });
}
