import { sql } from 'drizzle-orm';
import type { TradeCard } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { intArray } from '@/db/sql';
import { CARD_COLUMNS, CARD_JOINS, cardFilterSql, DISPLAY_NAME } from './card-sql';
import { matchableSql } from './collectors.queries';

export type MatchRow = {
  user_id: number;
  username: string;
  display_name: string;
  avatar_url: string | null;
  they_offer_count: number;
  i_offer_count: number;
  /** every matched card of each side, in id order */
  they_offer_cards: number[];
  i_offer_cards: number[];
};

export interface MatchFilter {
  setId?: number;
  playerId?: number;
  mutualOnly?: boolean;
  limit: number;
}

/**
 * Other collectors ranked by fit with `me`, in one statement driven by my own short lists:
 * - they offer what I want: my wants (trade_wants by user) → their copies for trade of those cards
 *   (trade_offers_card_user_index, index only), a copy above my highest grade left out (its entry's grade,
 *   read only for a want that has one);
 * - I offer what they want: my copies for trade → their wants of those cards (trade_wants_card_user_index),
 *   my copy above their highest grade left out.
 * Both directions count most (least of the two first), then the sum; only collectors who take part
 * (matchableSql) are kept, checked for the candidates alone; the matched card ids are gathered for the top
 * collectors only (ranking counts alone: building 2,745 arrays to keep 50 cost a fifth of the statement).
 */
export async function findMatches(db: Executor, me: number, filter: MatchFilter) {
  const wantCard = cardFilterSql(sql`w.card_id`, filter);
  const offerCard = cardFilterSql(sql`o.card_id`, filter);
  const result = await db.execute<MatchRow>(sql`
    with my_wants as materialized (
      select w.card_id, w.max_grade from trade_wants w where w.user_id = ${me} ${wantCard}
    ), my_offers as materialized (
      select o.card_id, min(uc.grade) as best_grade
      from trade_offers o join user_cards uc on uc.user_card_id = o.user_card_id
      where o.user_id = ${me} ${offerCard}
      group by o.card_id
    ), theirs as (
      select o.user_id, o.card_id
      from my_wants w join trade_offers o on o.card_id = w.card_id
      -- the copy's grade is read (one probe of its entry) only for a want with a highest grade
      where o.user_id <> ${me}
        and (w.max_grade is null
             or coalesce((select uc.grade from user_cards uc where uc.user_card_id = o.user_card_id) <= w.max_grade, true))
      group by o.user_id, o.card_id
    ), mine as (
      select w.user_id, w.card_id
      from my_offers m join trade_wants w on w.card_id = m.card_id
      where w.user_id <> ${me} and (w.max_grade is null or m.best_grade is null or m.best_grade <= w.max_grade)
    ), sides as materialized (
      select user_id, card_id, 1 as side from theirs union all select user_id, card_id, 2 from mine
    ), fit as (
      select user_id,
             count(*) filter (where side = 1)::int as they_offer_count,
             count(*) filter (where side = 2)::int as i_offer_count
      from sides group by user_id
    ), top as (
      select f.user_id, u.username, ${DISPLAY_NAME(sql`u`)} as display_name, u.avatar_url,
             f.they_offer_count, f.i_offer_count
      from fit f join users u on u.user_id = f.user_id
      where ${matchableSql(sql`u`, me)}
        ${filter.mutualOnly ? sql`and f.they_offer_count > 0 and f.i_offer_count > 0` : sql``}
      order by least(f.they_offer_count, f.i_offer_count) desc, f.they_offer_count + f.i_offer_count desc,
               lower(u.username)
      limit ${filter.limit}
    )
    -- the card lists are gathered for the collectors shown only, not for every collector who fits
    select t.user_id, t.username, t.display_name, t.avatar_url, t.they_offer_count, t.i_offer_count,
           coalesce(array_agg(s.card_id order by s.card_id) filter (where s.side = 1), '{}') as they_offer_cards,
           coalesce(array_agg(s.card_id order by s.card_id) filter (where s.side = 2), '{}') as i_offer_cards
    from top t join sides s on s.user_id = t.user_id
    group by t.user_id, t.username, t.display_name, t.avatar_url, t.they_offer_count, t.i_offer_count
    order by least(t.they_offer_count, t.i_offer_count) desc, t.they_offer_count + t.i_offer_count desc,
             lower(t.username)`);
  return result.rows;
}

export async function cardsById(db: Executor, cardIds: number[]) {
  if (cardIds.length === 0) return new Map<number, TradeCard>();
  const result = await db.execute<TradeCard>(
    sql`select ${CARD_COLUMNS} from cards c ${CARD_JOINS} where c.card_id = any(${intArray(cardIds)})`,
  );
  return new Map(result.rows.map((row) => [row.card_id, row]));
}

/** The collector's want and offer counts and whether they left matching, in one round trip. */
export async function listCounts(db: Executor, userId: number) {
  const result = await db.execute<{ wants: number; offers: number; opted_out: boolean }>(sql`
    select (select count(*)::int from trade_wants where user_id = ${userId}) as wants,
           (select count(*)::int from trade_offers where user_id = ${userId}) as offers,
           coalesce((select matching_opt_out from trade_settings where user_id = ${userId}), false) as opted_out`);
  return result.rows[0]!;
}
