import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { executePrepared } from '@/db/prepared';
import { FLAG_NAME_WORD, type SearchPlan } from './search-query';
import { CARD_RENDER, cardCandidates, strictFacets } from './search-card-sql';
import { SEARCH_BOUNDS, textArray } from './search-sql';

/** Tier of a document for one term: 3 whole word, 2 prefix, 1–1.9 typo (by closeness of the correction). */
const termTier = (doc: string) =>
  sql.raw(`case when ${doc}.tsv @@ g.q_exact then 3 when ${doc}.tsv @@ g.q_prefix then 2
    else 1 + coalesce((select max(f.score) from fuzzy f where f.i = g.i and ${doc}.tsv @@ f.q), 0) * 0.9 end`);

const ENTITY_COLUMNS = sql`d.entity_type, d.entity_id, d.tsv, d.names, d.year, d.min_print_run, d.max_print_run,
  d.facet, d.popularity`;

/**
 * Known words one slip from a term: a letter dropped, added or changed, or two swapped ("alln" → "allen",
 * "tyalor" → "taylor"). Trigrams rank such words poorly against short ones ("all" above "allen" for "alln").
 */
const ONE_EDIT_AWAY = sql`
  select left(g.term, n) || substr(g.term, n + 2) from generate_series(0, length(g.term) - 1) n
  union all select left(g.term, n) || substr(g.term, n + 2, 1) || substr(g.term, n + 1, 1) || substr(g.term, n + 3)
    from generate_series(0, length(g.term) - 2) n
  union all select left(g.term, n) || l || substr(g.term, n + 1) from generate_series(0, length(g.term)) n,
    unnest(string_to_array('abcdefghijklmnopqrstuvwxyz', null)) l
  union all select left(g.term, n) || l || substr(g.term, n + 2) from generate_series(0, length(g.term) - 1) n,
    unnest(string_to_array('abcdefghijklmnopqrstuvwxyz', null)) l`;

/**
 * The entity documents a query's words reach, in years it allows. With several words, those carrying every
 * word come first; when they alone fill a page ("topps chrome"), documents carrying only some of the words
 * (every Topps and every Chrome) are not read at all: they would rank below them and below every card.
 */
function entitiesOfWords(plan: SearchPlan, filters: { any: SQL; all: SQL; year: SQL; limit: number }): SQL {
  const textTerms = plan.terms.filter((term) => !term.cardOnly).length;
  if (textTerms < 2)
    return sql`ent_text as (select ${ENTITY_COLUMNS} from search_documents d where ${filters.any} and ${filters.year}
      limit ${SEARCH_BOUNDS.entities})`;
  return sql`ent_all as (
      select ${ENTITY_COLUMNS} from search_documents d where ${filters.all} and ${filters.year}
      limit ${SEARCH_BOUNDS.entities}
    ),
    ent_text as (
      select * from ent_all
      union all
      (select ${ENTITY_COLUMNS} from search_documents d
        where (select count(*) from ent_all) < ${filters.limit}::int and ${filters.any} and ${filters.year}
          and not (${filters.all})
        limit ${SEARCH_BOUNDS.entities})
    )`;
}

/**
 * The whole search in one statement. Terms are matched against the small entity documents (tsvector prefix
 * match, typos corrected against the word list with pg_trgm); the cards considered are only those carrying
 * a facet of the best entities for every term (GIN intersection on search_cards.facets), so a broad word
 * never scans all cards. Ranked by: constraints met, then whole name/exact number > whole word > prefix > typo,
 * then players, teams, sets, series, cards, then card count; a card: its set's base series before inserts before
 * parallels, then its best-known entity, then the bigger series, then the newer year and checklist order.
 */
function searchStatement(plan: SearchPlan, limit: number): SQL {
  const hasTerms = plan.terms.length > 0;
  // alone, a word some known word starts with is being typed ("bran" → Brandon); beside other words, a word
  // that is no known word may be a slip ("ryan bran" → Ryan Braun).
  // text_pattern_ops range: words are [a-z0-9], '~' sorts after them
  const unknownWord =
    plan.terms.length > 1
      ? sql`not exists (select 1 from search_words p where p.word = g.term)`
      : sql`not exists (select 1 from search_words p where p.word ~>=~ g.term and p.word ~<~ (g.term || '~'))`;
  const terms = JSON.stringify(
    plan.terms.map((term, i) => ({
      i,
      term: term.term,
      kind: term.kind,
      card_only: term.cardOnly === true,
    })),
  );
  const flagQuery = plan.flags.map((flag) => `${FLAG_NAME_WORD[flag]}:*`).join(' | ');
  const constraints = plan.terms.length + plan.flags.length + strictFacets(plan).length;
  // a card's tier is its weakest term's: 4 only when every term is a card number it carries
  const cardMaxTier = hasTerms && plan.terms.every((term) => term.kind === 'number') ? 4 : 3;

  const yearHit = plan.year !== null ? sql`(case when e.year = ${plan.year}::int then 1 else 0 end)` : sql`0`;
  const printRunHit =
    plan.printRun !== null
      ? sql`(case when e.min_print_run = ${plan.printRun}::int or e.max_print_run = ${plan.printRun}::int then 1 else 0 end)`
      : sql`0`;
  // each flag's word in a name ("Rookie Debut"), parsed once per statement in flag_queries
  const flagHit = plan.flags.length
    ? sql.join(
        plan.flags.map((_, i) => sql.raw(`(e.tsv @@ (select q${i} from flag_queries))::int`)),
        sql` + `,
      )
    : sql`0`;
  const flagQueries = plan.flags.length
    ? sql.join(
        plan.flags.map(
          (flag, i) => sql`to_tsquery('simple', ${`${FLAG_NAME_WORD[flag]}:*`}) ${sql.raw(`q${i}`)}`,
        ),
        sql`, `,
      )
    : sql`null q0`;
  const exactName = plan.nameKey ? sql`e.names @> array[${plan.nameKey}::text]` : sql`false`;
  const keys = [plan.nameKey, plan.phraseKey, plan.wordsKey].filter((key): key is string => key !== null);
  const nameKeys = textArray([...new Set(keys)]);
  // the name is every word but the year: all constraints but the year are met, and the year as the entity's
  const wordsCoverage =
    plan.year !== null ? sql`${constraints - 1}::int + ${yearHit}` : sql`${constraints}::int`;

  const wordsOf = (operator: string) =>
    sql`d.tsv @@ (select to_tsquery('simple', string_agg('(' || any_text || ')', ${operator})) from gq
      where not card_only)`;
  const entityFilter: SQL = hasTerms
    ? wordsOf(' | ')
    : sql.join(
        [
          ...(plan.year !== null ? [sql`d.year = ${plan.year}::int`] : []),
          ...(flagQuery ? [sql`d.tsv @@ to_tsquery('simple', ${flagQuery})`] : []),
          ...(plan.printRun !== null
            ? [sql`d.min_print_run = ${plan.printRun}::int or d.max_print_run = ${plan.printRun}::int`]
            : []),
          sql`false`,
        ],
        sql` or `,
      );
  const yearFilter = plan.year !== null ? sql`(d.year is null or d.year = ${plan.year}::int)` : sql`true`;
  // a name that is the whole query needs no year of its own ("2022 AFL Jumbo Relics" is a 2023 insert)
  const yearCompatible =
    plan.year !== null ? sql`(es.year is null or es.year = ${plan.year}::int or es.phrase)` : sql`true`;
  return sql`
    with grp as (
      select g.i, g.term, g.kind, g.card_only
      from jsonb_to_recordset(${terms}::jsonb) as g(i int, term text, kind text, card_only boolean)
    ),
    fuzzy as (
      select g.i, w.word, w.score, to_tsquery('simple', w.word) q from grp g
      cross join lateral (select ${unknownWord} unknown) k
      cross join lateral (
        select x.word, max(x.score) score from (
          select sw.word, (similarity(sw.word, g.term) + similarity(reverse(sw.word), reverse(g.term))) / 2 score
          from search_words sw
          where k.unknown and sw.word % g.term and abs(length(sw.word) - length(g.term)) <= 2
          union all
          select sw.word, 0.9 from search_words sw where sw.word in (${ONE_EDIT_AWAY})) x
        group by x.word order by score desc, x.word limit ${SEARCH_BOUNDS.corrections}) w
      -- beside other words even a known word may be a slip of another one edit away ("jackson holiday" →
      -- Jackson Holliday, though Jrue Holiday exists): a name carrying every word then outranks one carrying some
      where g.kind = 'word' and length(g.term) >= 4 and ${plan.terms.length > 1 ? sql`true` : sql`k.unknown`}
    ),
    flag_queries as materialized (select ${flagQueries}),
    gq as (
      select g.i, g.kind, g.card_only, g.term, g.any_text, to_tsquery('simple', g.term) q_exact,
        to_tsquery('simple', g.prefix) q_prefix, to_tsquery('simple', g.any_text) q_any
      from (select grp.*, x.prefix, concat_ws(' | ', x.prefix,
                   (select string_agg(f.word, ' | ') from fuzzy f where f.i = grp.i)) any_text
            from grp cross join lateral (
              select case when grp.kind = 'word' then grp.term || ':*' else grp.term end prefix) x) g
    ),
    ${entitiesOfWords(plan, { any: entityFilter, all: wordsOf(' & '), year: yearFilter, limit })},
    ent as (
      select * from ent_text
      union all
      select ${ENTITY_COLUMNS} from search_documents d where d.names && ${nameKeys}
        and not exists (select 1 from ent_text x where x.entity_type = d.entity_type and x.entity_id = d.entity_id)
    ),
    es as (
      select e.*, m.hits, k.phrase,
        case when k.phrase then ${constraints}::int when k.named then ${wordsCoverage}
          else m.hits + ${yearHit} + ${printRunHit} + ${flagHit} end coverage,
        case when ${exactName} or k.phrase or k.named then 4 else m.tier end tier, m.tier_total,
        case e.entity_type when 'player' then 0 when 'team' then 1 when 'set' then 2 else 3 end type_order
      from ent e cross join lateral (
        select count(*)::int hits, coalesce(min(t.tier), 3) tier, coalesce(sum(t.tier), 0) tier_total
        from gq g cross join lateral (select ${termTier('e')} tier) t
        where not g.card_only and e.tsv @@ g.q_any) m
      cross join lateral (select e.names @> array[${plan.phraseKey}::text] phrase,
        e.names @> array[${plan.wordsKey}::text] named) k
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
    ${cardCandidates(plan)},
    card_tier as (
      select x.card_id, min(x.tier) tier, max(x.popularity) popularity from (
        select c.card_id, p.i, max(p.tier) tier, max(p.popularity) popularity from cand c
        cross join unnest(c.facets) f join pool p on p.facet = f group by c.card_id, p.i) x
      group by x.card_id
    ),
    ranked as (
      select * from (
        select es.entity_type type, es.entity_id id, es.coverage, es.tier, es.tier_total, es.type_order,
          es.popularity,
          null::int weight, null::int series_size, es.year sort_year, null::int sort_order
        from es where es.coverage > 0 and ${hasTerms ? sql`(es.hits > 0 or es.phrase)` : sql`true`} and ${yearCompatible}
        union all
        select 'card', c.card_id, ${constraints}::int, coalesce(t.tier, 3), null, 4, c.series_rank,
          t.popularity, c.series_size, c.year, c.sort_order
        from cand c left join card_tier t on t.card_id = c.card_id) a
      order by coverage desc, tier desc, tier_total desc nulls last, type_order, popularity desc,
        weight desc nulls last,
        series_size desc nulls last, sort_year desc nulls last, sort_order nulls last, id
      limit ${limit}::int
    )
    select coalesce(json_agg(row_to_json(v) order by r.coverage desc, r.tier desc, r.tier_total desc nulls last,
        r.type_order, r.popularity desc,
        r.weight desc nulls last, r.series_size desc nulls last, r.sort_year desc nulls last, r.sort_order nulls last,
        r.id), '[]')::text results
    from ranked r
    left join search_documents d on r.type <> 'card' and d.entity_type = r.type and d.entity_id = r.id
    left join lateral (${CARD_RENDER} and r.type = 'card') cr on true
    cross join lateral (select r.type, r.id, coalesce(d.title, cr.title) title, coalesce(d.subtitle, cr.subtitle) subtitle,
      coalesce(d.description, cr.description) description, coalesce(d.data::json, cr.data) data) v`;
}

/**
 * The results as JSON text, made by the database and sent as they are (no parse and serialise of ~50 kB
 * per search). Prepared: the statement's text depends only on the query's shape, so connections reuse its plan.
 */
export async function searchCatalogue(db: Db, plan: SearchPlan, limit: number): Promise<string> {
  const rows = await executePrepared<{ results: string }>(db, searchStatement(plan, limit));
  return rows[0]?.results ?? '[]';
}
