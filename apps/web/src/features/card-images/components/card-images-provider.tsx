import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { CardImagePair } from '@cardbinder/shared';
import { useCardImagePages, useCardImages } from '../api/use-card-images';

/** cards per picture request of a windowed list: a screen or two of tiles */
export const CARD_IMAGE_PAGE = 120;

const CardImagesContext = createContext<Record<string, CardImagePair> | undefined>(undefined);
/** true while a windowed list's drawn pictures are being asked for (a tile then does not yet say it has none) */
const CardImagesPendingContext = createContext(false);

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

/** A windowed list's pictures: the pages of `pageSize` cards holding the drawn indexes, each asked for once. */
export function CardImagePagesProvider({
  cardIds,
  drawn,
  pageSize = CARD_IMAGE_PAGE,
  children,
}: {
  /** every card of the list, in its order */
  cardIds: readonly number[];
  /** the positions in cardIds drawn now */
  drawn: readonly number[];
  pageSize?: number;
  children: ReactNode;
}) {
  const { images, pending } = useCardImagePages(cardIds, drawn, pageSize);
  return (
    <CardImagesContext.Provider value={images}>
      <CardImagesPendingContext.Provider value={pending}>{children}</CardImagesPendingContext.Provider>
    </CardImagesContext.Provider>
  );
}

/** The published pictures of one card of the list (undefined while loading or when it has none). */
export function useCardImagePair(cardId: number): CardImagePair | undefined {
  return useContext(CardImagesContext)?.[String(cardId)];
}

/** Whether the pictures of a windowed list's drawn cards are still on their way. */
export function useCardImagesPending(): boolean {
  return useContext(CardImagesPendingContext);
}

/** VirtualTiles' or DataTable's aroundRows for a list of cards: the drawn rows' pictures asked for by page (CardImagePagesProvider). */
export function usePicturePagesAroundRows(cardIds: readonly number[]) {
  return useCallback(
    (drawn: readonly number[], rows: ReactNode) => (
      <CardImagePagesProvider cardIds={cardIds} drawn={drawn}>
        {rows}
      </CardImagePagesProvider>
    ),
    [cardIds],
  );
}
