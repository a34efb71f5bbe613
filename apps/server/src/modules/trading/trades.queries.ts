import { sql, type SQL } from 'drizzle-orm';
import type { FeedbackRating, TradeAction, TradeCard, TradeStatus } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { tradeItems as tradeItemsTable, tradeOffers, trades } from '@/db/schema';
import { intArray } from '@/db/sql';
import { CARD_COLUMNS, CARD_JOINS, GRADE_LABEL } from './card-sql';

export type TradeRow = SqlColumns<
  typeof trades,
  | 'trade_id'
  | 'proposer_id'
  | 'recipient_id'
  | 'status'
  | 'awaiting_user_id'
  | 'proposer_shipped_at'
  | 'recipient_shipped_at'
  | 'proposer_received_at'
  | 'recipient_received_at'
  | 'closed_reason'
  | 'created_at'
  | 'updated_at'
  | 'completed_at'
>;

/** Advisory lock class (two-key form, a collector's id second) of the writes that promise a collector's copies. */
const TRADE_LOCK = 7430;

/**
 * Takes the collectors' trade locks in id order: proposals, acceptances, completions and deletions of their
 * copies take turns, so a copy is never promised twice nor deleted while it is being promised.
 */
export async function lockCollectors(tx: Executor, userIds: number[]) {
  for (const id of [...new Set(userIds)].sort((a, b) => a - b))
    await tx.execute(sql`select pg_advisory_xact_lock(${TRADE_LOCK}, ${id})`);
}

const TRADE_COLUMNS = sql`trade_id, proposer_id, recipient_id, status, awaiting_user_id, proposer_shipped_at,
  recipient_shipped_at, proposer_received_at, recipient_received_at, closed_reason, created_at, updated_at,
  completed_at`;

export async function findTrade(db: Executor, tradeId: number) {
  const result = await db.execute<TradeRow>(
    sql`select ${TRADE_COLUMNS} from trades where trade_id = ${tradeId}`,
  );
  return result.rows[0];
}

/** The trade's row, locked until the transaction ends: its steps take turns. */
export async function lockTrade(tx: Executor, tradeId: number) {
  const result = await tx.execute<TradeRow>(
    sql`select ${TRADE_COLUMNS} from trades where trade_id = ${tradeId} for update`,
  );
  return result.rows[0]!;
}

export async function insertTrade(tx: Executor, proposerId: number, recipientId: number) {
  const result = await tx.execute<SqlColumns<typeof trades, 'trade_id'>>(sql`
    insert into trades (proposer_id, recipient_id, status, awaiting_user_id)
    values (${proposerId}, ${recipientId}, 'proposed', ${recipientId}) returning trade_id`);
  return result.rows[0]!.trade_id;
}

export async function updateTrade(tx: Executor, tradeId: number, set: SQL) {
  await tx.execute(sql`update trades set ${set}, updated_at = now() where trade_id = ${tradeId}`);
}

export async function recordTransition(
  tx: Executor,
  step: {
    tradeId: number;
    actorId: number | null;
    action: TradeAction;
    from: TradeStatus | null;
    to: TradeStatus;
  },
  detail: object | null = null,
) {
  await tx.execute(sql`
    insert into trade_transitions (trade_id, actor_id, action, from_status, to_status, detail)
    values (${step.tradeId}, ${step.actorId}, ${step.action}, ${step.from}, ${step.to},
            ${detail === null ? null : JSON.stringify(detail)}::jsonb)`);
}

/** The trade's items become these copies, described as they are now (grade, serial, autograph). */
export async function replaceItems(
  tx: Executor,
  tradeId: number,
  items: { giverId: number; userCardId: number }[],
) {
  await tx.execute(sql`delete from trade_items where trade_id = ${tradeId}`);
  await tx.execute(sql`
    insert into trade_items (trade_id, giver_id, user_card_id, card_id, grade_label, serial_number, aftermarket_autograph)
    select ${tradeId}, uc.user_id, uc.user_card_id, uc.card_id, ${GRADE_LABEL}, uc.serial_number, uc.aftermarket_autograph
    from user_cards uc
    where uc.user_card_id = any(${intArray(items.map((item) => item.userCardId))})`);
}

/** A trade item: the card's columns (card-sql.ts) and the copy as the trade recorded it. */
export type ItemRow = TradeCard &
  SqlColumns<
    typeof tradeItemsTable,
    | 'user_card_id'
    | 'giver_id'
    | 'grade_label'
    | 'serial_number'
    | 'aftermarket_autograph'
    | 'received_user_card_id'
  > & {
    /** the card's own print run, else its series' highest */
    print_run: number | null;
  };

export async function tradeItems(db: Executor, tradeId: number) {
  const result = await db.execute<ItemRow>(sql`
    select i.user_card_id, i.giver_id, ${CARD_COLUMNS}, i.grade_label, i.serial_number,
           coalesce(c.print_run, s.max_print_run) as print_run, i.aftermarket_autograph, i.received_user_card_id
    from trade_items i join cards c on c.card_id = i.card_id ${CARD_JOINS}
    where i.trade_id = ${tradeId}
    order by i.giver_id, st.year desc, st.name, s.name, coalesce(c.sort_order, 2147483647), c.card_id, i.user_card_id`);
  return result.rows;
}

/** The trade's copies and their givers, each marked gone when no longer its giver's (what completion moves). */
export async function itemCopies(tx: Executor, tradeId: number) {
  const result = await tx.execute<{ user_card_id: number; giver_id: number; gone: boolean }>(sql`
    select i.user_card_id, i.giver_id, uc.user_id is distinct from i.giver_id as gone
    from trade_items i left join user_cards uc on uc.user_card_id = i.user_card_id
    where i.trade_id = ${tradeId} order by i.user_card_id`);
  return result.rows;
}

/** Items whose copy is no longer its giver's (deleted, or moved by another trade). */
export async function missingItems(tx: Executor, tradeId: number) {
  const result = await tx.execute<SqlColumns<typeof tradeItemsTable, 'user_card_id'>>(sql`
    select i.user_card_id from trade_items i
    where i.trade_id = ${tradeId}
      and not exists (select 1 from user_cards uc where uc.user_card_id = i.user_card_id and uc.user_id = i.giver_id)`);
  return result.rows.map((row) => row.user_card_id);
}

export type HeldCopy = {
  user_card_id: number;
  trade_id: number;
  status: TradeStatus;
  label: string;
};

/** The open and accepted trades holding any of the copies (but `exceptTradeId`). */
export async function tradesHolding(db: Executor, userCardIds: number[], exceptTradeId?: number) {
  if (userCardIds.length === 0) return [];
  const result = await db.execute<HeldCopy>(sql`
    select i.user_card_id, t.trade_id, t.status,
           '#' || c.card_number || ' ' || st.year || ' ' || st.name || ' ' || s.name as label
    from trade_items i join trades t on t.trade_id = i.trade_id
      join cards c on c.card_id = i.card_id join series s on s.series_id = c.series_id join sets st on st.set_id = s.set_id
    where i.user_card_id = any(${intArray(userCardIds)})
      and t.status in ('proposed', 'countered', 'accepted')
      ${exceptTradeId ? sql`and t.trade_id <> ${exceptTradeId}` : sql``}
    order by t.trade_id`);
  return result.rows;
}

/** The copies among the ids that `ownerId` marked for trade, with their cards. */
export async function offeredCopies(db: Executor, ownerId: number, userCardIds: number[]) {
  const result = await db.execute<SqlColumns<typeof tradeOffers, 'user_card_id'>>(sql`
    select user_card_id from trade_offers where user_id = ${ownerId} and user_card_id = any(${intArray(userCardIds)})`);
  return new Set(result.rows.map((row) => row.user_card_id));
}

/** Copies currently in the trade given by `giverId`. */
export async function itemIdsOf(db: Executor, tradeId: number, giverId: number) {
  const result = await db.execute<SqlColumns<typeof tradeItemsTable, 'user_card_id'>>(
    sql`select user_card_id from trade_items where trade_id = ${tradeId} and giver_id = ${giverId}`,
  );
  return new Set(result.rows.map((row) => row.user_card_id));
}

export async function setReceivedCopies(tx: Executor, tradeId: number, received: Map<number, number>) {
  if (received.size === 0) return;
  const from = [...received.keys()];
  await tx.execute(sql`
    update trade_items i set received_user_card_id = m.received
    from unnest(${intArray(from)}, ${intArray(from.map((id) => received.get(id)!))}) as m(copy, received)
    where i.trade_id = ${tradeId} and i.user_card_id = m.copy`);
}

/** Open trades (proposed or countered) holding any of the copies. */
export async function openTradesHolding(tx: Executor, userCardIds: number[]) {
  const result = await tx.execute<TradeRow>(sql`
    select ${TRADE_COLUMNS} from trades
    where status in ('proposed', 'countered')
      and trade_id in (select trade_id from trade_items where user_card_id = any(${intArray(userCardIds)}))
    order by trade_id for update`);
  return result.rows;
}

export async function openTradesBetween(tx: Executor, a: number, b: number) {
  const result = await tx.execute<TradeRow>(sql`
    select ${TRADE_COLUMNS} from trades
    where status in ('proposed', 'countered')
      and ((proposer_id = ${a} and recipient_id = ${b}) or (proposer_id = ${b} and recipient_id = ${a}))
    order by trade_id for update`);
  return result.rows;
}

export type TradeListRow = TradeRow & {
  give_count: number;
  get_count: number;
};

export async function listTrades(db: Executor, userId: number, scope: 'open' | 'history') {
  const statuses =
    scope === 'open'
      ? sql`('proposed', 'countered', 'accepted')`
      : sql`('completed', 'declined', 'withdrawn', 'cancelled', 'closed')`;
  const result = await db.execute<TradeListRow>(sql`
    select ${TRADE_COLUMNS},
      (select count(*)::int from trade_items i where i.trade_id = t.trade_id and i.giver_id = ${userId}) as give_count,
      (select count(*)::int from trade_items i where i.trade_id = t.trade_id and i.giver_id <> ${userId}) as get_count
    from trades t
    where (t.proposer_id = ${userId} or t.recipient_id = ${userId}) and t.status in ${statuses}
    order by t.updated_at desc, t.trade_id desc
    limit 200`);
  return result.rows;
}

export async function transitions(db: Executor, tradeId: number) {
  const result = await db.execute<{
    action: TradeAction;
    actor: string | null;
    status: TradeStatus;
    created_at: string;
  }>(sql`
    select tt.action, u.username as actor, tt.to_status as status, tt.created_at
    from trade_transitions tt left join users u on u.user_id = tt.actor_id
    where tt.trade_id = ${tradeId} order by tt.transition_id`);
  return result.rows;
}

export async function tradeFeedback(db: Executor, tradeId: number) {
  const result = await db.execute<{
    from_user_id: number;
    rating: FeedbackRating;
    comment: string | null;
    created_at: string;
  }>(sql`select from_user_id, rating, comment, created_at from trade_feedback where trade_id = ${tradeId}`);
  return result.rows;
}

/** Inserts the side's feedback; false when it already left one. */
export async function insertFeedback(
  tx: Executor,
  values: {
    tradeId: number;
    fromUserId: number;
    toUserId: number;
    rating: FeedbackRating;
    comment: string | null;
  },
) {
  const result = await tx.execute(sql`
    insert into trade_feedback (trade_id, from_user_id, to_user_id, rating, comment)
    values (${values.tradeId}, ${values.fromUserId}, ${values.toUserId}, ${values.rating}, ${values.comment})
    on conflict do nothing`);
  return (result.rowCount ?? 0) > 0;
}
