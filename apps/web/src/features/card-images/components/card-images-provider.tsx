import { createContext, useContext, type ReactNode } from 'react';
import type { CardImagePair } from '@cardbinder/shared';
import { useCardImages } from '../api/use-card-images';

const CardImagesContext = createContext<Record<string, CardImagePair> | undefined>(undefined);

/**
 * Loads the published pictures of a list's cards once, for every row below it: virtualised and memoised rows read
 * their card's pair from here, and draw again when the pictures arrive.
 */
export function CardImagesProvider({
  cardIds,
  children,
}: {
  cardIds: readonly number[];
  children: ReactNode;
}) {
  const images = useCardImages(cardIds);
  return <CardImagesContext.Provider value={images.data}>{children}</CardImagesContext.Provider>;
}

/** The published pictures of one card of the list (undefined while loading or when it has none). */
export function useCardImagePair(cardId: number): CardImagePair | undefined {
  return useContext(CardImagesContext)?.[String(cardId)];
}
