import { cardImageAlt, cardShortPath, type PublishedCardImage } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { publishedCardImages } from '@/modules/card-images';
import { playerNamesOf, playerSlugOf } from '@/modules/card-list';
import { listGridCards, type SeriesPreviewRow } from './link-preview.queries';

/** One tile of a series' picture grid as the first screen draws it (the app's CardImageGrid tile). */
export interface GridTile {
  href: string;
  label: string;
  alt: string;
  image: PublishedCardImage | null;
}

/**
 * A phone's first screen of the grid is 3 × 3 tiles, a laptop's first row 9: the app draws the rest. More tiles
 * only make the page's HTML longer before its first picture can be asked for.
 */
export const FIRST_SCREEN_TILES = 9;

/**
 * The series' first tiles with their approved front pictures (the same rows the public images call reads), or
 * none when not one of them has a picture: the first screen then stays the heading alone.
 */
export async function seriesGridTiles(db: Executor, series: SeriesPreviewRow): Promise<GridTile[]> {
  const cards = await listGridCards(db, series.series_id, FIRST_SCREEN_TILES);
  const pairs = await publishedCardImages(
    db,
    cards.map((card) => card.card_id),
  );
  const tiles = cards.map((card): GridTile => {
    const names = playerNamesOf(
      (card.links ?? []).map((link) => ({
        player:
          link.player_id === null
            ? null
            : { first_name: link.first_name ?? '', last_name: link.last_name ?? '' },
        team: link.team === null ? null : { name: link.team },
      })),
    );
    return {
      href: cardShortPath(series.slug, card.card_number, playerSlugOf(names)),
      label: `#${card.card_number} ${names}`,
      alt: cardImageAlt(
        {
          set_year: series.year,
          set_name: series.set_name,
          series_name: series.name,
          card_number: card.card_number,
          player_names: names,
        },
        'front',
      ),
      image: pairs[String(card.card_id)]?.front ?? null,
    };
  });
  return tiles.some((tile) => tile.image) ? tiles : [];
}
