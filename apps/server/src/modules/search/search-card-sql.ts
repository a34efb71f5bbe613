import { sql, type SQL } from 'drizzle-orm';
import type { SearchPlan } from './search-query';
import { SEARCH_BOUNDS, textArray } from './search-sql';

/** Cards are looked up only when the entities alone do not fill the page (the statement's "enough"). */
const NOT_ENOUGH = sql`not (select yes from enough)`;

/** The facets every card result must carry: its year and print run. */
export function strictFacets(plan: SearchPlan): string[] {
  return [
    ...(plan.year !== null ? [`y${plan.year}`] : []),
    ...(plan.printRun !== null ? [`pr${plan.printRun}`] : []),
  ];
}

/**
 * The cards worth ranking: those carrying, for every term, a facet of one of that term's best entities (or its
 * card number), plus the year and print run, and each flag (rc, au, re) or a set or series named by the flag's
 * word ("harper prizm rookie": the 2012 Prizm "Rookie Prizms", whose cards the checklist does not mark RC).
 * The facet lists come in through a one-row LATERAL so the planner sees parameters, not constants it cannot
 * estimate, and answers with ONE GIN bitmap scan that intersects them all before any card row is read.
 */
export function cardCandidates(plan: SearchPlan): SQL {
  const columns = sql`c.card_id, c.facets, c.year, c.series_rank, c.series_size, c.sort_order`;
  const list = (name: string) => sql.raw(`d.${name}`);
  const termLists = plan.terms.map(
    (_, i) =>
      sql`(select coalesce(array_agg(facet), '{}') from pool where i = ${i}::int) ${sql.raw(`f${i}`)}`,
  );
  const flagLists = plan.flags.map(
    (_, i) => sql`(select coalesce(array_agg(x.facet), '{}') from (select es.facet from es
      where es.entity_type in ('set', 'series') and es.tsv @@ (select ${sql.raw(`q${i}`)} from flag_queries)
      order by es.coverage desc, es.popularity desc, es.entity_id limit ${SEARCH_BOUNDS.entitiesPerTerm}) x)
      ${sql.raw(`n${i}`)}`,
  );
  const strict = strictFacets(plan);
  const filters = [
    ...plan.terms.map((_, i) => sql`c.facets && ${list(`f${i}`)}`),
    ...plan.flags.map((flag, i) => sql`(c.facets @> array[${flag}::text] or c.facets && ${list(`n${i}`)})`),
    ...(strict.length ? [sql`c.facets @> ${textArray(strict)}`] : []),
  ];
  if (!filters.length) return sql`cand as (select ${columns} from search_cards c where false)`;
  const lists = [...termLists, ...flagLists];
  return sql`cand as (
      select ${columns} from (select ${lists.length ? sql.join(lists, sql`, `) : sql`1 one`} where ${NOT_ENOUGH}) d
      cross join lateral (select ${columns} from search_cards c where ${sql.join(filters, sql` and `)}
        limit ${SEARCH_BOUNDS.cards}) c
    )`;
}

/**
 * A card result. Its data are the fields the client links and tags it with (spec 1 §6 lists card_number,
 * player_names, series_slug and series_name); its teams are named in the description.
 */
export const CARD_RENDER = sql`
  select '#' || c.card_number || coalesce(' ' || pl.names, ' ' || tm.names, '') title,
    st.year || ' ' || st.name || case when s.name <> st.name then ' · ' || s.name else '' end subtitle,
    nullif(concat_ws(' · ', tm.names, case when c.is_rookie then 'RC' end, case when c.is_autograph then 'AUTO' end,
      case when c.is_relic then 'RELIC' end, '/' || pr.print_run), '') description,
    (select row_to_json(x) from (select c.card_number, c.slug card_slug, coalesce(pl.names, '') player_names,
      s.series_id, s.name series_name, s.slug series_slug, st.set_id, st.name set_name, st.slug set_slug, st.year,
      c.is_rookie, c.is_autograph, c.is_relic, pr.print_run, s.parallel_of_series is not null is_parallel) x) data
  from cards c join series s on s.series_id = c.series_id join sets st on st.set_id = s.set_id
  -- a card without its own print run is numbered like its series (as card tables show it)
  cross join lateral (select coalesce(c.print_run,
    case when s.min_print_run = s.max_print_run then s.max_print_run end) print_run) pr
  left join lateral (
    select string_agg(trim(p.first_name || ' ' || p.last_name), ', ' order by cpt.sort_order) names
    from card_player_teams cpt join players p on p.player_id = cpt.player_id where cpt.card_id = c.card_id) pl on true
  left join lateral (
    select string_agg(t.name, ', ' order by t.name) names
    from (select distinct cpt.team_id from card_player_teams cpt where cpt.card_id = c.card_id) ct
    -- one primary-key probe per team (a card has one or two), not a scan of every team per card
    cross join lateral (select t.name from teams t where t.team_id = ct.team_id offset 0) t) tm on true
  where c.card_id = r.id`;
