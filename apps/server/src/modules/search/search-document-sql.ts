import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { MLB_TEAMS, TEAM_FAN_NAMES } from '@/modules/catalogue';
import { PLAYER_NICKNAMES } from './player-nicknames';
import { cardNumberKey, normalized, sortedWords } from './search-sql';

/** The SQL that writes each kind of search document from the catalogue rows (used by search-documents.ts). */
/**
 * Team aliases and fan names are reference data, not columns: "Oakland A's", "D-backs", "BoSox". Built on
 * first use: the catalogue module may still be loading when this file is (an import cycle through events).
 */
let teamAliases: string | undefined;
const teamAliasesJson = () =>
  (teamAliases ??= JSON.stringify(
    MLB_TEAMS.map((team) => ({
      name: team.name,
      aliases: [...(team.aliases ?? []), ...(TEAM_FAN_NAMES[team.name] ?? [])],
    })),
  ));

// an unchanged document is not rewritten: a set's scope recomputes hundreds, and each write costs its index entries
const UPSERT = sql`on conflict (entity_type, entity_id) do update set
  title = excluded.title, subtitle = excluded.subtitle, description = excluded.description, data = excluded.data,
  names = excluded.names, search_text = excluded.search_text, year = excluded.year,
  min_print_run = excluded.min_print_run, max_print_run = excluded.max_print_run,
  facet = excluded.facet, popularity = excluded.popularity
  where (search_documents.title, search_documents.subtitle, search_documents.description, search_documents.data,
    search_documents.names, search_documents.search_text, search_documents.year, search_documents.min_print_run,
    search_documents.max_print_run, search_documents.facet, search_documents.popularity)
  is distinct from (excluded.title, excluded.subtitle, excluded.description, excluded.data, excluded.names,
    excluded.search_text, excluded.year, excluded.min_print_run, excluded.max_print_run, excluded.facet,
    excluded.popularity)`;

const COLUMNS = sql`(entity_type, entity_id, title, subtitle, description, data, names, search_text, year,
  min_print_run, max_print_run, facet, popularity)`;

/** Upserts documents and adds their words to the vocabulary, in one statement. */
export async function upsertDocuments(db: Executor, select: SQL): Promise<void> {
  await db.execute(sql`
    with up as (insert into search_documents ${COLUMNS} ${select} ${UPSERT} returning search_text)
    insert into search_words (word)
    select distinct w from up, unnest(string_to_array(up.search_text, ' ')) w where length(w) >= 2
    on conflict do nothing`);
}

const counted = (n: SQL, one: string, many: string) =>
  sql`${n} || case when ${n} = 1 then ${one} else ${many} end`;

const teamJson = sql`jsonb_build_object('team_id', t.team_id, 'name', t.name, 'slug', t.slug,
  'abbreviation', t.abbreviation, 'primary_color', t.primary_color, 'secondary_color', t.secondary_color)`;

const NICKNAMES = JSON.stringify(
  Object.entries(PLAYER_NICKNAMES).map(([name, nicknames]) => ({ name, nicknames })),
);

/** A name part without its dots, hyphens and spaces: "J.D." → "jd", "De La Cruz" → "delacruz" */
const compact = (value: SQL) => sql`regexp_replace(lower(unaccent(${value})), '[^a-z0-9]+', '', 'g')`;

/** A player result names the teams of most of the player's cards; the player's page has them all. */
const PLAYER_RESULT_TEAMS = 3;

export const playerDocuments = (where: SQL) => sql`
  select 'player', p.player_id,
    coalesce(nullif(trim(p.first_name || ' ' || p.last_name), ''), p.nick_name, 'Unknown player'),
    tm.names,
    concat_ws(' · ', '"' || p.nick_name || '"', ${counted(sql`p.card_count`, ' card', ' cards')},
      case when p.rc_count > 0 then ${counted(sql`p.rc_count`, ' rookie card', ' rookie cards')} end,
      case when p.is_hof then 'Hall of Fame' end),
    jsonb_build_object('slug', p.slug, 'first_name', p.first_name, 'last_name', p.last_name,
      'nick_name', p.nick_name, 'is_hof', p.is_hof, 'card_count', p.card_count, 'rc_count', p.rc_count,
      'teams', coalesce(tm.teams, '[]'::jsonb)),
    array_remove(array[${sortedWords(sql`p.first_name || ' ' || p.last_name`)},
      ${sortedWords(sql`${compact(sql`p.first_name`)} || ' ' || p.last_name`)},
      case when p.nick_name is not null then ${sortedWords(sql`p.nick_name`)} end,
      case when p.nick_name is not null then ${sortedWords(sql`p.nick_name || ' ' || p.last_name`)} end], null)
      || coalesce((select array_agg(${sortedWords(sql`known`)}) from jsonb_array_elements_text(nk.nicknames) known), '{}'),
    ${normalized(sql`concat_ws(' ', p.first_name, p.last_name, p.nick_name, ${compact(sql`p.first_name`)}, ${compact(sql`p.last_name`)},
      (select string_agg(known, ' ') from jsonb_array_elements_text(nk.nicknames) known))`)},
    null::int, null::int, null::int, 'p' || p.player_id, p.card_count
  from players p
  left join jsonb_to_recordset(${NICKNAMES}::jsonb) nk(name text, nicknames jsonb)
    on nk.name = trim(p.first_name || ' ' || p.last_name)
  left join lateral (
    select string_agg(t.name, ', ' order by pt.card_count desc, t.name) names,
           jsonb_agg(${teamJson} order by pt.card_count desc, t.name) teams
    from (select * from player_teams pt where pt.player_id = p.player_id
          order by pt.card_count desc, pt.team_id limit ${PLAYER_RESULT_TEAMS}) pt
    join teams t on t.team_id = pt.team_id) tm on true
  where ${where}`;

export const teamDocuments = (where: SQL) => sql`
  select 'team', t.team_id, t.name, o.name,
    concat_ws(' · ', ${counted(sql`t.card_count`, ' card', ' cards')}, ${counted(sql`t.player_count`, ' player', ' players')}),
    jsonb_build_object('slug', t.slug, 'name', t.name, 'abbreviation', t.abbreviation, 'city', t.city,
      'card_count', t.card_count, 'player_count', t.player_count, 'organization_name', o.name,
      'primary_color', t.primary_color, 'secondary_color', t.secondary_color),
    array(select distinct n from unnest(array[${sortedWords(sql`t.name`)}, ${sortedWords(sql`t.abbreviation`)},
        ${sortedWords(sql`t.mascot`)}, ${sortedWords(sql`t.city || ' ' || t.mascot`)}]
        || coalesce((select array_agg(${sortedWords(sql`alias`)}) from jsonb_array_elements_text(a.aliases) alias), '{}')) n
      where n <> ''),
    ${normalized(sql`concat_ws(' ', t.name, t.city, t.mascot, t.abbreviation,
      (select string_agg(alias, ' ') from jsonb_array_elements_text(a.aliases) alias))`)},
    null::int, null::int, null::int, 't' || t.team_id, t.card_count
  from teams t
  left join organizations o on o.organization_id = t.organization_id
  left join jsonb_to_recordset(${teamAliasesJson()}::jsonb) a(name text, aliases jsonb) on a.name = t.name
  where ${where}`;

/** Abbreviations collectors type for a brand ("opc", "ud"): found in a set's or series' words. */
const BRAND_ABBREVIATIONS = JSON.stringify([
  { phrase: 'o pee chee', abbreviation: 'opc' },
  { phrase: 'upper deck', abbreviation: 'ud' },
  { phrase: 'bowman chrome prospects', abbreviation: 'bcp' },
]);
const withAbbreviations = (text: SQL) => sql`concat_ws(' ', ${text}, (
  select string_agg(b.abbreviation, ' ') from jsonb_to_recordset(${BRAND_ABBREVIATIONS}::jsonb) b(phrase text, abbreviation text)
  where ' ' || ${text} || ' ' like '% ' || b.phrase || ' %'))`;

export const setDocuments = (where: SQL) => sql`
  select 'set', st.set_id, st.year || ' ' || st.name, coalesce(m.name, o.name),
    concat_ws(' · ', ${counted(sql`st.card_count`, ' card', ' cards')}, ${counted(sql`st.series_count`, ' series', ' series')}),
    jsonb_build_object('slug', st.slug, 'name', st.name, 'year', st.year, 'card_count', st.card_count,
      'series_count', st.series_count, 'manufacturer_name', m.name, 'organization_name', o.name),
    array[${sortedWords(sql`st.name`)}],
    ${withAbbreviations(normalized(sql`concat_ws(' ', st.name, m.name)`))},
    st.year, null::int, null::int, 's' || st.set_id, st.card_count
  from sets st
  left join manufacturers m on m.manufacturer_id = st.manufacturer_id
  left join organizations o on o.organization_id = st.organization_id
  where ${where}`;

export const seriesDocuments = (where: SQL) => sql`
  select 'series', s.series_id, s.name, st.year || ' ' || st.name,
    concat_ws(' · ', coalesce(nullif(concat_ws(' ', col.name, s.print_run_display), ''),
      case when s.is_base then 'Base' end), ${counted(sql`s.card_count`, ' card', ' cards')}),
    jsonb_build_object('slug', s.slug, 'series_id', s.series_id, 'series_name', s.name, 'series_slug', s.slug,
      'set_id', st.set_id, 'set_name', st.name, 'set_slug', st.slug, 'year', st.year, 'card_count', s.card_count,
      'color_name', col.name, 'color_hex', col.hex_value, 'print_run_display', s.print_run_display,
      'is_parallel', s.parallel_of_series is not null),
    array[${sortedWords(sql`s.name`)}, ${sortedWords(sql`st.name || ' ' || s.name`)}],
    ${withAbbreviations(normalized(sql`concat_ws(' ', s.name, st.name, col.name)`))},
    st.year, s.min_print_run, s.max_print_run, 'r' || s.series_id, s.card_count
  from series s
  join sets st on st.set_id = s.set_id
  left join colors col on col.color_id = s.color_id
  where ${where}`;

/**
 * Each set's base series: the one marked base, else (checklists without a "Base" sheet) the one named Base or
 * Commons, else its largest series that is not a parallel.
 */
export const BASE_OF_SET = sql`select distinct on (set_id) set_id, series_id from series where parallel_of_series is null
  order by set_id, is_base desc, (name ~* '^(base|commons?)$') desc, card_count desc, series_id`;

/** A card's facets (set, series, year, number, flags, print run, players and teams) and its series' rank. */
export async function upsertCards(db: Executor, where: SQL): Promise<void> {
  await db.execute(sql`
    with base_of_set as (${BASE_OF_SET})
    insert into search_cards (card_id, facets, year, series_rank, series_size, sort_order)
    select c.card_id,
      array['s' || st.set_id, 'r' || s.series_id, 'y' || st.year, 'n' || ${cardNumberKey(sql`c.card_number`)}]
        || array_remove(array[case when c.is_rookie then 'rc' end, case when c.is_autograph then 'au' end,
             case when c.is_relic then 're' end,
             'pr' || coalesce(c.print_run, case when s.min_print_run = s.max_print_run then s.max_print_run end)], null)
        || coalesce((select array_agg(distinct f) from card_player_teams cpt
             cross join lateral (values ('p' || cpt.player_id), ('t' || cpt.team_id)) v(f)
             where cpt.card_id = c.card_id and f is not null), '{}'),
      st.year,
      case when s.parallel_of_series is not null then 0 when s.is_base or s.series_id = b.series_id then 2 else 1 end,
      s.card_count, c.sort_order
    from cards c join series s on s.series_id = c.series_id join sets st on st.set_id = s.set_id
    left join base_of_set b on b.set_id = s.set_id
    where ${where}
    on conflict (card_id) do update set facets = excluded.facets, year = excluded.year,
      series_rank = excluded.series_rank, series_size = excluded.series_size, sort_order = excluded.sort_order
    where (search_cards.facets, search_cards.year, search_cards.series_rank, search_cards.series_size,
      search_cards.sort_order) is distinct from (excluded.facets, excluded.year, excluded.series_rank,
      excluded.series_size, excluded.sort_order)`);
}
