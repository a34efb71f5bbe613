import { sql, type SQL } from 'drizzle-orm';
import type { SearchResultData, SearchResultType } from '@cardbinder/shared';
import type { Db, Executor } from '@/db/client';
import { executePrepared } from '@/db/prepared';
import { FLAG_NAME_WORD, type SearchPlan } from './search-query';
import { textArray } from './search-sql';

// a type, not an interface: db.execute wants a Record
export type SearchRow = {
  type: SearchResultType;
  id: number;
  title: string;
  subtitle: string | null;
  description: string | null;
  data: SearchResultData;
};

/** Bounds that keep every query's work small whatever the words (DESIGN §1 "Search"). */
export const SEARCH_BOUNDS = {
  /** entity documents (players, teams, sets, series) considered per query */
  entities: 5000,
  /** best entities per term whose cards are looked at */
  entitiesPerTerm: 40,
  /** cards ranked per query */
  cards: 500,
  /** typo corrections tried per word */
  corrections: 3,
} as const;

/** Tier of a document for one term: 3 whole word, 2 prefix, 1–1.9 typo (by closeness of the correction). */
const termTier = (doc: string) =>
  sql.raw(`case when ${doc}.tsv @@ g.q_exact then 3 when ${doc}.tsv @@ g.q_prefix then 2
    else 1 + coalesce((select max(f.score) from fuzzy f where f.i = g.i and ${doc}.tsv @@ f.q), 0) * 0.9 end`);

const CARD_RENDER = sql`
  select '#' || c.card_number || coalesce(' ' || pl.names, ' ' || tm.names, '') title,
    st.year || ' ' || st.name || case when s.name <> st.name then ' · ' || s.name else '' end subtitle,
    nullif(concat_ws(' · ', tm.names, case when c.is_rookie then 'RC' end, case when c.is_autograph then 'AUTO' end,
      case when c.is_relic then 'RELIC' end, '/' || c.print_run), '') description,
    jsonb_build_object('card_number', c.card_number, 'card_slug', c.slug, 'player_names', coalesce(pl.names, ''),
      'series_id', s.series_id, 'series_name', s.name, 'series_slug', s.slug, 'set_id', st.set_id,
      'set_name', st.name, 'set_slug', st.slug, 'year', st.year, 'is_rookie', c.is_rookie,
      'is_autograph', c.is_autograph, 'is_relic', c.is_relic, 'print_run', c.print_run,
      'is_parallel', s.parallel_of_series is not null, 'teams', coalesce(tm.teams, '[]'::jsonb)) data
  from cards c join series s on s.series_id = c.series_id join sets st on st.set_id = s.set_id
  left join lateral (
    select string_agg(trim(p.first_name || ' ' || p.last_name), ', ' order by cpt.sort_order) names
    from card_player_teams cpt join players p on p.player_id = cpt.player_id where cpt.card_id = c.card_id) pl on true
  left join lateral (
    select string_agg(t.name, ', ' order by t.name) names,
      jsonb_agg(jsonb_build_object('team_id', t.team_id, 'name', t.name, 'slug', t.slug,
        'abbreviation', t.abbreviation, 'primary_color', t.primary_color, 'secondary_color', t.secondary_color)
        order by t.name) teams
    from teams t where t.team_id in (select team_id from card_player_teams where card_id = c.card_id)) tm on true
  where c.card_id = r.id`;

/**
 * The cards worth ranking: those carrying, for every term, a facet of one of that term's best entities (or its
 * card number), plus the year, flags and print run. The facet lists come in through a one-row LATERAL so the
 * planner sees parameters, not constants it cannot estimate, and answers with ONE GIN bitmap scan that
 * intersects them all before any card row is read; without terms the required facets alone lead.
 */
const NOT_ENOUGH = sql`not (select yes from enough)`;
const ENTITY_COLUMNS = sql`d.entity_type, d.entity_id, d.tsv, d.names, d.year, d.min_print_run, d.max_print_run,
  d.facet, d.popularity`;

function cardCandidates(plan: SearchPlan, required: string[]): SQL {
  const columns = sql`c.card_id, c.facets, c.year, c.is_base, c.sort_order`;
  const requiredFilter = required.length ? [sql`c.facets @> ${textArray(required)}`] : [];
  if (plan.terms.length === 0) {
    const where = requiredFilter.length ? requiredFilter[0]! : sql`false`;
    return sql`cand as (select ${columns} from search_cards c where ${where} and ${NOT_ENOUGH}
      limit ${SEARCH_BOUNDS.cards})`;
  }
  const lists = plan.terms.map(
    (_, i) =>
      sql`(select coalesce(array_agg(facet), '{}') from pool where i = ${i}::int) f${sql.raw(String(i))}`,
  );
  const filters = [...plan.terms.map((_, i) => sql`c.facets && d.f${sql.raw(String(i))}`), ...requiredFilter];
  return sql`cand as (
      select ${columns} from (select ${sql.join(lists, sql`, `)} where ${NOT_ENOUGH}) d
      cross join lateral (select ${columns} from search_cards c where ${sql.join(filters, sql` and `)}
        limit ${SEARCH_BOUNDS.cards}) c
    )`;
}

/**
 * The whole search in one statement. Terms are matched against the small entity documents (tsvector prefix
 * match, typos corrected against the word list with pg_trgm); the cards considered are only those carrying
 * a facet of the best entities for every term (GIN intersection on search_cards.facets), so a broad word
 * never scans all cards. Ranked by: constraints met, then exact name/number > whole word > prefix > typo,
 * then players, teams, sets, series, cards, then card count (a card: base first, then its best-known player).
 */
export function searchStatement(plan: SearchPlan, limit: number): SQL {
  const hasTerms = plan.terms.length > 0;
  const terms = JSON.stringify(
    plan.terms.map((term, i) => ({ i, term: term.term, kind: term.kind, card_only: term.cardOnly === true })),
  );
  const flagQuery = plan.flags.map((flag) => `${FLAG_NAME_WORD[flag]}:*`).join(' | ');
  const required = [
    ...(plan.year !== null ? [`y${plan.year}`] : []),
    ...plan.flags,
    ...(plan.printRun !== null ? [`pr${plan.printRun}`] : []),
  ];
  const constraints = plan.terms.length + required.length;
  // a card's tier is its weakest term's: 4 only when every term is a card number it carries
  const cardMaxTier = hasTerms && plan.terms.every((term) => term.kind === 'number') ? 4 : 3;

  const yearHit = plan.year !== null ? sql`(case when e.year = ${plan.year}::int then 1 else 0 end)` : sql`0`;
  const printRunHit =
    plan.printRun !== null
      ? sql`(case when ${plan.printRun}::int in (e.min_print_run, e.max_print_run) then 1 else 0 end)`
      : sql`0`;
  const flagHit = flagQuery
    ? sql`(select count(*)::int from unnest(${textArray(plan.flags.map((f) => FLAG_NAME_WORD[f]))}) w
           where e.tsv @@ to_tsquery('simple', w || ':*'))`
    : sql`0`;
  const exactName = plan.nameKey ? sql`e.names @> array[${plan.nameKey}::text]` : sql`false`;

  const entityFilter: SQL = hasTerms
    ? sql`d.tsv @@ (select to_tsquery('simple', string_agg('(' || any_text || ')', ' | ')) from gq where not card_only)`
    : sql.join(
        [
          ...(plan.year !== null ? [sql`d.year = ${plan.year}::int`] : []),
          ...(flagQuery ? [sql`d.tsv @@ to_tsquery('simple', ${flagQuery})`] : []),
          ...(plan.printRun !== null
            ? [sql`${plan.printRun}::int in (d.min_print_run, d.max_print_run)`]
            : []),
          sql`false`,
        ],
        sql` or `,
      );
  const yearCompatible =
    plan.year !== null ? sql`(es.year is null or es.year = ${plan.year}::int)` : sql`true`;
  return sql`
    with grp as (
      select g.i, g.term, g.kind, g.card_only
      from jsonb_to_recordset(${terms}::jsonb) as g(i int, term text, kind text, card_only boolean)
    ),
    fuzzy as (
      select g.i, w.word, w.score, to_tsquery('simple', w.word) q from grp g
      cross join lateral (
        select sw.word, (similarity(sw.word, g.term) + similarity(reverse(sw.word), reverse(g.term))) / 2 score
        from search_words sw
        where sw.word % g.term and abs(length(sw.word) - length(g.term)) <= 2
        order by score desc, sw.word limit ${SEARCH_BOUNDS.corrections}) w
      where g.kind = 'word' and length(g.term) >= 4
        -- no known word starts with it (text_pattern_ops range: words are [a-z0-9], '~' sorts after them)
        and not exists (select 1 from search_words p where p.word ~>=~ g.term and p.word ~<~ (g.term || '~'))
    ),
    gq as (
      select g.i, g.kind, g.card_only, g.term, g.any_text, to_tsquery('simple', g.term) q_exact,
        to_tsquery('simple', g.prefix) q_prefix, to_tsquery('simple', g.any_text) q_any
      from (select grp.*, x.prefix, concat_ws(' | ', x.prefix,
                   (select string_agg(f.word, ' | ') from fuzzy f where f.i = grp.i)) any_text
            from grp cross join lateral (
              select case when grp.kind = 'word' then grp.term || ':*' else grp.term end prefix) x) g
    ),
    ent as (
      (select ${ENTITY_COLUMNS} from search_documents d where ${entityFilter} limit ${SEARCH_BOUNDS.entities})
      ${plan.nameKey ? sql`union (select ${ENTITY_COLUMNS} from search_documents d where d.names @> array[${plan.nameKey}::text])` : sql``}
    ),
    es as (
      select e.*, m.hits, m.hits + ${yearHit} + ${printRunHit} + ${flagHit} coverage,
        case when ${exactName} then 4 else m.tier end tier,
        case e.entity_type when 'player' then 0 when 'team' then 1 when 'set' then 2 else 3 end type_order
      from ent e cross join lateral (
        select count(*)::int hits, coalesce(min(${termTier('e')}), 3) tier from gq g
        where not g.card_only and e.tsv @@ g.q_any) m
    ),
    pool as (
      select g.i, p.facet, p.tier, p.popularity from gq g cross join lateral (
        select es.facet, ${termTier('es')} tier, es.popularity from es
        where not g.card_only and es.tsv @@ g.q_any and ${yearCompatible}
        order by es.coverage desc, es.type_order, es.popularity desc, es.entity_id
        limit ${SEARCH_BOUNDS.entitiesPerTerm}) p
      union all
      select g.i, 'n' || g.term, 4, 0 from gq g where g.kind = 'number'
    ),
    -- a page of entities that no card could outrank: the cards are not even looked up
    enough as (
      select count(*) >= ${limit}::int yes from (select 1 from es
        where es.coverage = ${constraints}::int and es.tier >= ${cardMaxTier}::int and ${yearCompatible}
        limit ${limit}::int) x
    ),
    ${cardCandidates(plan, required)},
    card_tier as (
      select x.card_id, min(x.tier) tier, max(x.popularity) popularity from (
        select c.card_id, p.i, max(p.tier) tier, max(p.popularity) popularity from cand c
        cross join unnest(c.facets) f join pool p on p.facet = f group by c.card_id, p.i) x
      group by x.card_id
    ),
    ranked as (
      select * from (
        select es.entity_type type, es.entity_id id, es.coverage, es.tier, es.type_order, es.popularity,
          null::int weight, es.year sort_year, null::int sort_order
        from es where es.coverage > 0 and ${hasTerms ? sql`es.hits > 0` : sql`true`} and ${yearCompatible}
        union all
        select 'card', c.card_id, ${constraints}::int, coalesce(t.tier, 3), 4, case when c.is_base then 1 else 0 end,
          t.popularity, c.year, c.sort_order
        from cand c left join card_tier t on t.card_id = c.card_id) a
      order by coverage desc, tier desc, type_order, popularity desc, weight desc nulls last,
        sort_year desc nulls last, sort_order nulls last, id
      limit ${limit}::int
    )
    select r.type, r.id, coalesce(d.title, cr.title) title, coalesce(d.subtitle, cr.subtitle) subtitle,
      coalesce(d.description, cr.description) description, coalesce(d.data, cr.data) data
    from ranked r
    left join search_documents d on r.type <> 'card' and d.entity_type = r.type and d.entity_id = r.id
    left join lateral (${CARD_RENDER} and r.type = 'card') cr on true
    order by r.coverage desc, r.tier desc, r.type_order, r.popularity desc, r.weight desc nulls last,
      r.sort_year desc nulls last, r.sort_order nulls last, r.id`;
}

/** Prepared: the statement's text depends only on the query's shape, so connections reuse its plan. */
export function searchCatalogue(db: Db, plan: SearchPlan, limit: number): Promise<SearchRow[]> {
  return executePrepared<SearchRow>(db, searchStatement(plan, limit));
}

export async function hasSetsOfYear(db: Executor, year: number): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(
    sql`select exists (select 1 from sets where year = ${year}::int) found`,
  );
  return result.rows[0]?.found ?? false;
}
