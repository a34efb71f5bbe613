import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { intArray, textArray } from '@/db/sql';

/** What the matcher compares a title with, for each candidate card. */
export type CandidateCard = {
  card_id: number;
  set_id: number;
  card_number: string;
  set_year: number;
  set_name: string;
  manufacturer: string | null;
  series_name: string;
  is_base: boolean;
  is_parallel: boolean;
  color_name: string | null;
  /** the card's own print run, else its series' highest */
  print_run: number | null;
  is_rookie: boolean;
  is_autograph: boolean;
  is_relic: boolean;
  players: string[];
  teams: string[];
  /** the series' front image (the catalogue keeps images per series) */
  front_image_url: string | null;
};

export async function candidateCards(db: Db, cardIds: number[]): Promise<CandidateCard[]> {
  if (!cardIds.length) return [];
  return (await db.execute<CandidateCard>(candidatesWhere(sql`c.card_id = any(${intArray(cardIds)})`))).rows;
}

export interface TitleCandidates {
  cards: CandidateCard[];
  remembered: CandidateCard | null;
}

/**
 * A title's candidates and the card remembered for its wording, in one statement (one round trip per title:
 * on a busy machine each costs more than its work): the cards carrying every facet of one of the groups
 * (search_cards facets: s7 set, p12 player, n75 number, y2024 year; one GIN lookup per group), at most `limit`.
 */
export async function candidatesOfTitle(
  db: Db,
  groups: string[][],
  limit: number,
  wording: string,
): Promise<TitleCandidates> {
  const carries = groups.length
    ? sql.join(
        groups.map((facets) => sql`f.facets @> ${textArray(facets)}`),
        sql` or `,
      )
    : sql`false`;
  const { rows } = await db.execute<CandidateCard & { remembered: boolean }>(
    candidatesWhere(
      sql`c.card_id in (select card_id from marketplace_remembered_wordings where wording = ${wording}
        union all (select f.card_id from search_cards f where ${carries} limit ${limit}::int))`,
      sql`, exists (select 1 from marketplace_remembered_wordings r where r.wording = ${wording} and r.card_id = c.card_id) remembered`,
    ),
  );
  const remembered = rows.find((row) => row.remembered) ?? null;
  return { cards: rows.filter((row) => !row.remembered), remembered };
}

/** A title's facet pairs and remembered wording, for the candidates of many titles in one statement. */
export interface TitleLookup {
  groups: string[][];
  wording: string;
}

/**
 * The candidates of many titles in one statement, each title's as `candidatesOfTitle` finds them: every card
 * carrying both facets of one of its pairs, the first `limit` in the table's order (a bitmap heap scan's, as
 * the one-title statement reads them), and the card remembered for its wording. Cards several titles share
 * are read once.
 */
export async function candidatesOfTitles(
  db: Db,
  titles: TitleLookup[],
  limit: number,
): Promise<TitleCandidates[]> {
  const found = titles.map((): TitleCandidates => ({ cards: [], remembered: null }));
  if (!titles.length) return found;
  const pairs = titles.flatMap(({ groups }, no) =>
    groups.map((facets) => {
      if (facets.length !== 2) throw new Error('the candidates of many titles are found by facet pairs');
      return [no, facets[0]!, facets[1]!] as const;
    }),
  );
  const { rows } = await db.execute<
    CandidateCard & { titles: number[] | null; remembered_by: number[] | null }
  >(
    sql`with pairs as (
        select * from unnest(${intArray(pairs.map((p) => p[0]))}, ${textArray(pairs.map((p) => p[1]))},
          ${textArray(pairs.map((p) => p[2]))}) p(title_no, first, second)),
      titles as (
        select no - 1 title_no, wording from unnest(${textArray(titles.map((t) => t.wording))}) with ordinality w(wording, no)),
      picked as (
        select t.title_no, x.card_id, false remembered from titles t cross join lateral (
          select h.card_id from (
            select distinct f.card_id, f.ctid from pairs p
              join search_cards f on f.facets @> array[p.first, p.second]
            where p.title_no = t.title_no) h
          order by h.ctid limit ${limit}::int) x
        union all
        select t.title_no, r.card_id, true from titles t
          join marketplace_remembered_wordings r on r.wording = t.wording),
      chosen as (
        select card_id, array_agg(title_no) filter (where not remembered) titles,
          array_agg(title_no) filter (where remembered) remembered_by
        from picked group by card_id)
      ${cardsSelect(sql`chosen x join cards c on c.card_id = x.card_id`, sql`, x.titles, x.remembered_by`)}`,
  );
  for (const { titles: of, remembered_by: rememberedBy, ...card } of rows) {
    for (const no of rememberedBy ?? []) found[no]!.remembered = card;
    for (const no of of ?? []) if (!rememberedBy?.includes(no)) found[no]!.cards.push(card);
  }
  return found;
}

function candidatesWhere(where: SQL, extra: SQL = sql``) {
  return sql`${cardsSelect(sql`cards c`, extra)} where ${where}`;
}

/** The candidate columns of the cards `from` names as `c`. */
function cardsSelect(from: SQL, extra: SQL) {
  return sql`
    select c.card_id, st.set_id, c.card_number, st.year set_year, st.name set_name, m.name manufacturer, s.name series_name,
      s.is_base, s.parallel_of_series is not null is_parallel, col.name color_name,
      coalesce(c.print_run, s.max_print_run) print_run, c.is_rookie, c.is_autograph, c.is_relic,
      s.front_image_path front_image_url,
      coalesce((select array_agg(trim(p.first_name || ' ' || p.last_name) order by cpt.sort_order)
        from card_player_teams cpt join players p on p.player_id = cpt.player_id where cpt.card_id = c.card_id),
        '{}') players,
      -- one primary-key probe per team: joined, the few teams were read whole once per card (~200 cards a title)
      coalesce((select array_agg(distinct t.name) from card_player_teams cpt
        cross join lateral (select t.name from teams t where t.team_id = cpt.team_id offset 0) t
        where cpt.card_id = c.card_id), '{}') teams ${extra}
    from ${from} join series s on s.series_id = c.series_id join sets st on st.set_id = s.set_id
    left join manufacturers m on m.manufacturer_id = st.manufacturer_id
    left join colors col on col.color_id = s.color_id`;
}
