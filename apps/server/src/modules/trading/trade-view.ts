import {
  isOpenTrade,
  type TradeDetail,
  type TradeItem,
  type TradeSummary,
  type TradeUserAction,
} from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { toIso } from '@/db/sql';
import { findCollectors, publicCollector } from './collectors.queries';
import * as q from './trades.queries';

/** What the viewer may do with the trade now (the state machine's allowed steps for them). */
export function allowedActions(
  trade: q.TradeRow,
  viewerId: number,
  feedbackLeft: boolean,
): TradeUserAction[] {
  const mine = trade.proposer_id === viewerId ? 'proposer' : 'recipient';
  const theirs = mine === 'proposer' ? 'recipient' : 'proposer';
  if (isOpenTrade(trade.status)) {
    return trade.awaiting_user_id === viewerId ? ['accept', 'decline', 'counter', 'withdraw'] : ['withdraw'];
  }
  if (trade.status === 'accepted') {
    const actions: TradeUserAction[] = [];
    if (!trade.proposer_shipped_at && !trade.recipient_shipped_at) actions.push('cancel');
    if (!trade[`${mine}_shipped_at`]) actions.push('ship');
    if (trade[`${theirs}_shipped_at`] && !trade[`${mine}_received_at`]) actions.push('receive');
    return actions;
  }
  return trade.status === 'completed' && !feedbackLeft ? ['feedback'] : [];
}

const toItem = (row: q.ItemRow): TradeItem => ({
  user_card_id: row.user_card_id,
  giver_id: row.giver_id,
  card_id: row.card_id,
  card_number: row.card_number,
  player_names: row.player_names,
  series_id: row.series_id,
  series_name: row.series_name,
  set_id: row.set_id,
  set_name: row.set_name,
  set_year: row.set_year,
  color_hex: row.color_hex,
  is_rookie: row.is_rookie,
  is_autograph: row.is_autograph,
  is_relic: row.is_relic,
  card_path: row.card_path,
  grade_label: row.grade_label,
  serial_number: row.serial_number,
  print_run: row.print_run,
  aftermarket_autograph: row.aftermarket_autograph,
  received_user_card_id: row.received_user_card_id,
});

/** The trade as a participant sees it: both sides' items, state, history, feedback and their next steps. */
export async function tradeDetail(db: Executor, trade: q.TradeRow, viewerId: number): Promise<TradeDetail> {
  const [items, history, feedback, collectors] = await Promise.all([
    q.tradeItems(db, trade.trade_id),
    q.transitions(db, trade.trade_id),
    q.tradeFeedback(db, trade.trade_id),
    findCollectors(db, [trade.proposer_id, trade.recipient_id]),
  ]);
  const side = (userId: number, role: 'proposer' | 'recipient') => {
    const given = feedback.find((row) => row.from_user_id === userId);
    return {
      collector: publicCollector(collectors.get(userId)!),
      items: items.filter((row) => row.giver_id === userId).map(toItem),
      // the values feature (issue 42) fills this in; until then a side has no value
      value: null,
      shipped_at: toIso(trade[`${role}_shipped_at`]),
      received_at: toIso(trade[`${role}_received_at`]),
      feedback: given
        ? { rating: given.rating, comment: given.comment, created_at: toIso(given.created_at) }
        : null,
    };
  };
  return {
    trade_id: trade.trade_id,
    status: trade.status,
    awaiting_user_id: trade.awaiting_user_id,
    closed_reason: trade.closed_reason,
    created_at: toIso(trade.created_at),
    updated_at: toIso(trade.updated_at),
    completed_at: toIso(trade.completed_at),
    proposer: side(trade.proposer_id, 'proposer'),
    recipient: side(trade.recipient_id, 'recipient'),
    history: history.map((row) => ({ ...row, created_at: toIso(row.created_at) })),
    actions: allowedActions(
      trade,
      viewerId,
      feedback.some((row) => row.from_user_id === viewerId),
    ),
  };
}

export async function tradeSummaries(db: Executor, viewerId: number, scope: 'open' | 'history') {
  const rows = await q.listTrades(db, viewerId, scope);
  const partners = await findCollectors(
    db,
    rows.map((row) => (row.proposer_id === viewerId ? row.recipient_id : row.proposer_id)),
  );
  return rows.map((row): TradeSummary => ({
    trade_id: row.trade_id,
    status: row.status,
    partner: publicCollector(
      partners.get(row.proposer_id === viewerId ? row.recipient_id : row.proposer_id)!,
    ),
    i_am_proposer: row.proposer_id === viewerId,
    my_turn: allowedActions(row, viewerId, true).some(
      (action) => action !== 'withdraw' && action !== 'cancel',
    ),
    give_count: row.give_count,
    get_count: row.get_count,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  }));
}
