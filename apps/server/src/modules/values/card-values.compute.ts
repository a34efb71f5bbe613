import { sql, type SQL } from 'drizzle-orm';
import { VALUES } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { ENTRY_VALUE } from './entry-value.sql';

/** Which cards a computation covers: listed ids, or a range of ids (a batch of the from-scratch run). */
export type CardScope = { cardIds: number[] } | { fromId: number; toId: number };

const inScope = (column: SQL, scope: CardScope): SQL =>
  'cardIds' in scope
    ? sql`${column} = any(${`{${scope.cardIds.map(Math.trunc).join(',')}}`}::int[])`
    : sql`${column} between ${scope.fromId} and ${scope.toId}`;

/** A graded title names its agency and grade the way the marketplace's title parser reads them. */
const TITLE_GRADE =
  '\\m(PSA|BGS|BECKETT|BVG|BCCG|SGC|CGC|CSG|HGA|TAG|KSA|ISA|GMA)\\s*(?:(?:gem\\s*)?(?:mint|mt|nm-mt|nm|ex-mt|ex|vg-ex|vg|pristine|black label)\\s*)?(10|[1-9](?:\\.5)?)(?![0-9/])';

/** a price further than this from the median (in log terms) is not evidence; at least 4x either way is kept */
const OUTLIER_MADS = 3;
const MIN_BAND = Math.log(4);

/**
 * The values of the cards in scope, as rows of card_values, in one set-based statement:
 *
 * - evidence: entered purchase prices (dated by their eBay line when one made the entry, else the day added),
 *   eBay lines added to a collection whose entry is gone (their grade read from the title), and estimated
 *   values; only collectors who contribute, USD, above zero; each in its grade bucket;
 * - robust: in each card, bucket and kind, a price further from the median (log scale) than 3 median absolute
 *   deviations, or 4x when the prices agree closely, is dropped, so a $1,000,000 typo counts for nothing;
 * - the value is the median of the kept paid prices of the last VALUES.windowDays, else of the kept estimates,
 *   and only with VALUES.minCollectors different collectors behind it; each month of the chart likewise.
 */
export function computedValues(scope: CardScope): SQL {
  const min = VALUES.minCollectors;
  return sql`
  with entries as (
    select uc.card_id, uc.user_id, uc.purchase_price, uc.estimated_value,
           coalesce(mp.purchase_date, uc.date_added)::date as day,
           ${ENTRY_VALUE.bucket} as bucket
    from user_cards uc
    left join marketplace_purchases mp on mp.user_card_id = uc.user_card_id and mp.user_id = uc.user_id
    where ${inScope(sql`uc.card_id`, scope)}
      and (uc.purchase_price > 0 or uc.estimated_value > 0)
  ), evidence as (
    select card_id, user_id, 'sale' as kind, purchase_price::float8 as price, day, bucket
    from entries where purchase_price > 0 and day >= current_date - ${VALUES.chartMonths * 31}::int
    union all
    select card_id, user_id, 'estimate', estimated_value::float8, null, bucket
    from entries where estimated_value > 0
    union all
    select mp.matched_card_id, mp.user_id, 'sale', mp.price::float8, mp.purchase_date::date,
           case when g.m is null then 'raw' else ga.grading_agency_id || ':' || (g.m[2])::numeric(4,1) end
    from marketplace_purchases mp
    left join lateral (select regexp_match(mp.title, ${TITLE_GRADE}, 'i') as m) g on true
    left join grading_agencies ga
      on upper(ga.abbreviation) = case upper(g.m[1]) when 'BECKETT' then 'BGS' else upper(g.m[1]) end
    where ${inScope(sql`mp.matched_card_id`, scope)}
      and mp.status = 'added_to_collection' and mp.price > 0 and mp.currency = 'USD'
      and mp.purchase_date >= current_date - ${VALUES.chartMonths * 31}::int
      and (mp.user_card_id is null
           or not exists (select 1 from user_cards gone where gone.user_card_id = mp.user_card_id))
  ), counted as (
    select e.* from evidence e
    where e.bucket is not null
      and not exists (select 1 from value_settings vs where vs.user_id = e.user_id and not vs.contribute)
  ), centre as (
    select card_id, bucket, kind, percentile_cont(0.5) within group (order by ln(price)) as mid
    from counted group by card_id, bucket, kind having count(distinct user_id) >= ${min}::int
  ), spread as (
    select c.card_id, c.bucket, c.kind, c.mid,
           percentile_cont(0.5) within group (order by abs(ln(e.price) - c.mid)) as mad
    from counted e join centre c using (card_id, bucket, kind)
    group by c.card_id, c.bucket, c.kind, c.mid
  ), kept as (
    select e.* from counted e join spread s using (card_id, bucket, kind)
    where abs(ln(e.price) - s.mid) <= greatest(${OUTLIER_MADS}::float8 * 1.4826 * s.mad, ${MIN_BAND}::float8)
  ), recent as (
    select card_id, bucket, kind, percentile_cont(0.5) within group (order by price) as value,
           count(*)::int as sales_count, count(distinct user_id)::int as collector_count,
           min(day) as first_date, max(day) as last_date
    from kept where kind = 'estimate' or day >= current_date - ${VALUES.windowDays}::int
    group by card_id, bucket, kind having count(distinct user_id) >= ${min}::int
  ), chosen as (
    select distinct on (card_id, bucket) * from recent order by card_id, bucket, kind = 'sale' desc
  ), months as (
    select card_id, bucket, to_char(day, 'YYYY-MM') as month,
           percentile_cont(0.5) within group (order by price) as median, count(*)::int as sales
    from kept where kind = 'sale'
    group by card_id, bucket, to_char(day, 'YYYY-MM') having count(distinct user_id) >= ${min}::int
  ), charts as (
    -- grouped once and joined: a lookup into the months per value was quadratic in the chunk's size
    select card_id, bucket,
           jsonb_agg(jsonb_build_object('month', month, 'median', round(median::numeric, 2), 'sales', sales)
                     order by month) as monthly
    from months group by card_id, bucket
  )
  select ch.card_id, ch.bucket,
         nullif(split_part(ch.bucket, ':', 1), 'raw')::int as grading_agency,
         nullif(split_part(ch.bucket, ':', 2), '')::numeric(4,1) as grade,
         round(ch.value::numeric, 2) as value,
         case ch.kind when 'sale' then 'sales' else 'estimates' end as source,
         ch.sales_count, ch.collector_count, ch.first_date, ch.last_date,
         coalesce(m.monthly, '[]'::jsonb) as monthly
  from chosen ch left join charts m on m.card_id = ch.card_id and m.bucket = ch.bucket`;
}

/**
 * Brings the stored values of the cards in scope to what their evidence says now, in one statement (inside the
 * caller's transaction): new and changed values are upserted (an unchanged row is left alone, so a nightly
 * run rewrites only what moved) and values whose evidence is gone are deleted. Run twice, it changes nothing.
 */
export async function recomputeCardValues(tx: Executor, scope: CardScope): Promise<number> {
  if ('cardIds' in scope && scope.cardIds.length === 0) return 0;
  // the statistics' CTEs are estimated poorly: nested loops over them were quadratic (minutes a batch)
  await tx.execute(sql`set local enable_nestloop = off`);
  // a range of tens of thousands of cards reads its entries and purchase lines faster by bitmap than by
  // one index probe each (measured: 9.5 s against 5.4 s for 20,000 cards)
  if (!('cardIds' in scope)) await tx.execute(sql`set local enable_indexscan = off`);
  const written = await tx.execute<{ upserted: number; deleted: number }>(sql`
    with computed as materialized (
      select * from (${computedValues(scope)}) values_now
      where exists (select 1 from cards c where c.card_id = values_now.card_id)
    ), upserted as (
      insert into card_values as v (card_id, bucket, grading_agency, grade, value, source, sales_count,
                                    collector_count, first_date, last_date, monthly)
      select * from computed
      on conflict (card_id, bucket) do update
        set grading_agency = excluded.grading_agency, grade = excluded.grade, value = excluded.value,
            source = excluded.source, sales_count = excluded.sales_count,
            collector_count = excluded.collector_count, first_date = excluded.first_date,
            last_date = excluded.last_date, monthly = excluded.monthly, computed_at = now()
        where (v.value, v.source, v.sales_count, v.collector_count, v.first_date, v.last_date, v.monthly)
          is distinct from (excluded.value, excluded.source, excluded.sales_count, excluded.collector_count,
                            excluded.first_date, excluded.last_date, excluded.monthly)
      returning 1
    ), deleted as (
      delete from card_values v where ${inScope(sql`v.card_id`, scope)}
        and not exists (select 1 from computed c where c.card_id = v.card_id and c.bucket = v.bucket)
      returning 1
    )
    select (select count(*)::int from upserted) as upserted, (select count(*)::int from deleted) as deleted`);
  const row = written.rows[0];
  return (row?.upserted ?? 0) + (row?.deleted ?? 0);
}
