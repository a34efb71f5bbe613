import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { cards, players, sets } from '@/db/schema';
import { canonicalFirst, findSeriesRow, slugMatches, type SeriesRow } from '@/modules/catalogue';
import { CARD_ORDER_KEY } from '@/modules/card-list';

export type PlayerPreviewRow = SqlColumns<
  typeof players,
  'first_name' | 'last_name' | 'nick_name' | 'card_count'
>;

export async function findPlayerPreview(db: Executor, slug: string): Promise<PlayerPreviewRow | undefined> {
  const result = await db.execute<PlayerPreviewRow>(
    sql`select p.first_name, p.last_name, p.nick_name, p.card_count::int as card_count
        from players p where ${slugMatches('p', slug)} order by ${canonicalFirst('p', slug)}, p.player_id limit 1`,
  );
  return result.rows[0];
}

export type SetPreviewRow = SqlColumns<typeof sets, 'name' | 'year' | 'card_count' | 'series_count'>;

export async function findSetPreview(
  db: Executor,
  year: number,
  slug: string,
): Promise<SetPreviewRow | undefined> {
  const result = await db.execute<SetPreviewRow>(
    sql`select st.name, st.year, st.card_count::int as card_count, st.series_count::int as series_count
        from sets st where st.year = ${year} and ${slugMatches('st', slug)}
        order by ${canonicalFirst('st', slug)}, st.set_id limit 1`,
  );
  return result.rows[0];
}

/** A series as its page shows it (the catalogue's own row, so the first screen and the page cannot disagree). */
export type SeriesPreviewRow = SeriesRow;

export const findSeriesPreviewBySlug = (db: Executor, slug: string) =>
  findSeriesRow(db, slugMatches('s', slug), sql`${canonicalFirst('s', slug)}, s.series_id`);

export const findSeriesPreviewInSet = (db: Executor, year: number, setSlug: string, seriesSlug: string) =>
  findSeriesRow(
    db,
    sql`st.year = ${year} and ${slugMatches('st', setSlug)} and ${slugMatches('s', seriesSlug)}`,
    sql`${canonicalFirst('s', seriesSlug)}, ${canonicalFirst('st', setSlug)}, s.series_id`,
  );

export type CardPreviewRow = SqlColumns<typeof cards, 'card_number'> & {
  players: string | null;
  teams: string | null;
};

const CARD_PREVIEW_COLUMNS = sql`c.card_number,
  (select string_agg(trim(p.first_name || ' ' || p.last_name), ', ' order by cpt.sort_order)
     from card_player_teams cpt join players p on p.player_id = cpt.player_id where cpt.card_id = c.card_id) as players,
  (select string_agg(distinct t.name, ', ')
     from card_player_teams cpt join teams t on t.team_id = cpt.team_id where cpt.card_id = c.card_id) as teams`;

/** A card of a series by its number (the short address) or its slug (the long one). */
export async function findCardPreview(
  db: Executor,
  seriesId: number,
  by: { cardNumber: string } | { slug: string },
): Promise<CardPreviewRow | undefined> {
  const where = 'cardNumber' in by ? sql`c.card_number = ${by.cardNumber}` : sql`c.slug = ${by.slug}`;
  const result = await db.execute<CardPreviewRow>(
    sql`select ${CARD_PREVIEW_COLUMNS} from cards c where c.series_id = ${seriesId} and ${where}
        order by c.card_id limit 1`,
  );
  return result.rows[0];
}

export type GridCardRow = SqlColumns<typeof cards, 'card_id' | 'card_number'> & {
  /** the card's player and team links in the order the card table lists them */
  links:
    | { player_id: number | null; first_name: string | null; last_name: string | null; team: string | null }[]
    | null;
};

/** A series' first cards in the order of its card table and picture grid (CARD_ORDER_KEY, then id). */
export async function listGridCards(db: Executor, seriesId: number, limit: number): Promise<GridCardRow[]> {
  const result = await db.execute<GridCardRow>(
    sql`select c.card_id, c.card_number,
          (select json_agg(json_build_object('player_id', p.player_id, 'first_name', p.first_name, 'last_name', p.last_name, 'team', t.name)
                           order by cpt.sort_order, cpt.card_player_team_id)
             from card_player_teams cpt left join players p on p.player_id = cpt.player_id
             left join teams t on t.team_id = cpt.team_id where cpt.card_id = c.card_id) as links
        from cards c where c.series_id = ${seriesId} order by ${CARD_ORDER_KEY}, c.card_id limit ${limit}`,
  );
  return result.rows;
}
