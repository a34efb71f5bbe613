import { sql } from 'drizzle-orm';
import type { TradeCard, TradeCopy } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { cards, tradeOffers, tradeWants, userCards } from '@/db/schema';
import { intArray } from '@/db/sql';
import { containsPattern as likePattern } from '@/lib/like-pattern';
import { CARD_COLUMNS, CARD_JOINS, COPY_COLUMNS } from './card-sql';

export type WantRow = TradeCard & { max_grade: string | null; note: string | null; created_at: string };

/** The search of the want list: number, players, series, set and year (each word must match one). */
function wantSearch(search: string | undefined) {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 6);
  return sql.join(
    words.map(
      (word) => sql`and (c.card_number ilike ${likePattern(word)} or s.name ilike ${likePattern(word)}
        or st.name ilike ${likePattern(word)} or st.year::text = ${word}
        or exists (select 1 from card_player_teams cpt join players p on p.player_id = cpt.player_id
                   where cpt.card_id = c.card_id and (p.first_name ilike ${likePattern(word)} or p.last_name ilike ${likePattern(word)})))`,
    ),
    sql` `,
  );
}

/** A user's wants, grouped by set and series in card order; one page of them, and how many match. */
export async function listWants(
  db: Executor,
  userId: number,
  options: { search?: string; limit: number; offset: number },
) {
  const filter = wantSearch(options.search);
  const [rows, total] = await Promise.all([
    db.execute<WantRow>(sql`
      select ${CARD_COLUMNS}, w.max_grade::text as max_grade, w.note, w.created_at
      from trade_wants w join cards c on c.card_id = w.card_id ${CARD_JOINS}
      where w.user_id = ${userId} ${filter}
      order by st.year desc, st.name, s.name, coalesce(c.sort_order, 2147483647), c.card_id
      limit ${options.limit} offset ${options.offset}`),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from trade_wants w join cards c on c.card_id = w.card_id ${CARD_JOINS}
      where w.user_id = ${userId} ${filter}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function existingCards(db: Executor, cardIds: number[]) {
  const result = await db.execute<SqlColumns<typeof cards, 'card_id'>>(
    sql`select card_id from cards where card_id = any(${intArray(cardIds)})`,
  );
  return result.rows.map((row) => row.card_id);
}

/**
 * Wants the card (or changes its grade and note) and answers the want as listed, in one statement: undefined
 * when there is no such card. One round trip, as a toggle must be quick.
 */
export async function upsertWant(
  db: Executor,
  userId: number,
  cardId: number,
  values: { maxGrade?: number | null; note?: string | null },
) {
  const grade = values.maxGrade === undefined ? null : values.maxGrade;
  const note = values.note === undefined ? null : values.note || null;
  const result = await db.execute<WantRow>(sql`
    with saved as (
      insert into trade_wants (user_id, card_id, max_grade, note)
      select ${userId}, card_id, ${grade}, ${note} from cards where card_id = ${cardId}
      on conflict (user_id, card_id) do update set
        max_grade = ${values.maxGrade === undefined ? sql`trade_wants.max_grade` : sql`${grade}`},
        note = ${values.note === undefined ? sql`trade_wants.note` : sql`${note}`}
      returning card_id, max_grade, note, created_at
    )
    select ${CARD_COLUMNS}, w.max_grade::text as max_grade, w.note, w.created_at
    from saved w join cards c on c.card_id = w.card_id ${CARD_JOINS}`);
  return result.rows[0];
}

/** Wants the cards not wanted yet; answers how many were added. */
export async function insertWants(db: Executor, userId: number, cardIds: number[]) {
  const result = await db.execute(sql`
    insert into trade_wants (user_id, card_id)
    select ${userId}, id from unnest(${intArray(cardIds)}) as id
    on conflict (user_id, card_id) do nothing`);
  return result.rowCount ?? 0;
}

export async function deleteWants(db: Executor, userId: number, cardIds: number[]) {
  const result = await db.execute(
    sql`delete from trade_wants where user_id = ${userId} and card_id = any(${intArray(cardIds)})`,
  );
  return result.rowCount ?? 0;
}

/** The cards of a series the user owns no copy of. */
export async function missingCardsOfSeries(db: Executor, userId: number, seriesId: number) {
  const result = await db.execute<SqlColumns<typeof cards, 'card_id'>>(sql`
    select c.card_id from cards c
    where c.series_id = ${seriesId}
      and not exists (select 1 from user_cards uc where uc.user_id = ${userId} and uc.card_id = c.card_id)`);
  return result.rows.map((row) => row.card_id);
}

export async function seriesExists(db: Executor, seriesId: number) {
  return ((await db.execute(sql`select 1 from series where series_id = ${seriesId}`)).rowCount ?? 0) > 0;
}

/** Which of the cards (or of a series' cards) the user wants. */
export async function wantedCardIds(
  db: Executor,
  userId: number,
  by: { cardIds: number[]; seriesId?: number },
) {
  const scope = by.seriesId
    ? sql`w.card_id in (select card_id from cards where series_id = ${by.seriesId})`
    : sql`w.card_id = any(${intArray(by.cardIds)})`;
  const result = await db.execute<SqlColumns<typeof tradeWants, 'card_id'>>(
    sql`select w.card_id from trade_wants w where w.user_id = ${userId} and ${scope}`,
  );
  return result.rows.map((row) => row.card_id);
}

/** The user's own entries among the ids, with their cards. */
export async function ownCopies(db: Executor, userId: number, userCardIds: number[]) {
  const result = await db.execute<SqlColumns<typeof userCards, 'user_card_id' | 'card_id'>>(sql`
    select user_card_id, card_id from user_cards
    where user_id = ${userId} and user_card_id = any(${intArray(userCardIds)})`);
  return result.rows;
}

/**
 * Marks the copies for trade (or unmarks them) in one statement, only when every id is one of the user's
 * copies: answers how many of the ids are theirs and how many changed (none when one is not theirs).
 */
export async function setOffers(db: Executor, userId: number, userCardIds: number[], forTrade: boolean) {
  const ids = intArray(userCardIds);
  const change = forTrade
    ? sql`insert into trade_offers (user_card_id, user_id, card_id)
          select user_card_id, ${userId}, card_id from own where (select count(*) from own) = ${userCardIds.length}
          on conflict (user_card_id) do nothing returning 1`
    : sql`delete from trade_offers
          where user_id = ${userId} and user_card_id = any(${ids}) and (select count(*) from own) = ${userCardIds.length}
          returning 1`;
  const result = await db.execute<{ own: number; changed: number }>(sql`
    with own as (select user_card_id, card_id from user_cards where user_id = ${userId} and user_card_id = any(${ids})),
    changed as (${change})
    select (select count(*)::int from own) as own, (select count(*)::int from changed) as changed`);
  return result.rows[0]!;
}

/** Marks every copy beyond the oldest of each card the user has two of or more; answers how many were new. */
export async function offerDuplicates(db: Executor, userId: number) {
  const result = await db.execute(sql`
    insert into trade_offers (user_card_id, user_id, card_id)
    select user_card_id, user_id, card_id from (
      select uc.user_card_id, uc.user_id, uc.card_id,
             row_number() over (partition by uc.card_id order by uc.created, uc.user_card_id) as n
      from user_cards uc where uc.user_id = ${userId}) copies
    where n > 1
    on conflict (user_card_id) do nothing`);
  return result.rowCount ?? 0;
}

export async function offeredIds(db: Executor, userId: number) {
  const result = await db.execute<SqlColumns<typeof tradeOffers, 'user_card_id'>>(
    sql`select user_card_id from trade_offers where user_id = ${userId} order by user_card_id`,
  );
  return result.rows.map((row) => row.user_card_id);
}

/** A user's copies for trade, in catalogue order (at most `limit`), and how many they are. */
export async function listOffers(db: Executor, userId: number, limit: number) {
  const [rows, total] = await Promise.all([
    db.execute<TradeCopy>(sql`
      select ${COPY_COLUMNS}
      from trade_offers o join user_cards uc on uc.user_card_id = o.user_card_id
        join cards c on c.card_id = uc.card_id ${CARD_JOINS}
      where o.user_id = ${userId}
      order by st.year desc, st.name, s.name, coalesce(c.sort_order, 2147483647), c.card_id, uc.user_card_id
      limit ${limit}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from trade_offers where user_id = ${userId}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}
