import { sql } from 'drizzle-orm';
import { get, type RouteTable } from './route-table';
import type { Member, World } from './world';

type TradeState = 'awaiting-owner' | 'accepted' | 'shipped-to-owner' | 'completed';

/**
 * A trade a new collector proposed to `owner`, raw in the database at the state a call needs: open and
 * waiting for the owner, accepted, accepted with the partner's cards shipped, or completed.
 */
async function trade(w: World, owner: Member, state: TradeState) {
  const partner = await w.throwAwayMember();
  const [mine, theirs] = [await w.userCard(owner), await w.userCard(partner)];
  const open = state === 'awaiting-owner';
  const status = open ? 'proposed' : state === 'completed' ? 'completed' : 'accepted';
  const result = await w.t.database.db.execute<{ trade_id: number }>(sql`
    insert into trades (proposer_id, recipient_id, status, awaiting_user_id, proposer_shipped_at)
    values (${partner.userId}, ${owner.userId}, ${status}, ${open ? owner.userId : null},
            ${state === 'shipped-to-owner' ? sql`now()` : null})
    returning trade_id`);
  const tradeId = result.rows[0]!.trade_id;
  await w.t.database.db.execute(sql`
    insert into trade_items (trade_id, giver_id, user_card_id, card_id)
    values (${tradeId}, ${owner.userId}, ${mine}, ${w.card.id}), (${tradeId}, ${partner.userId}, ${theirs}, ${w.card.id})`);
  return { tradeId, mine, theirs, partner };
}

async function offeredCopy(w: World, owner: Member) {
  const userCardId = await w.userCard(owner);
  await w.t.database.db.execute(
    sql`insert into trade_offers (user_card_id, user_id, card_id) values (${userCardId}, ${owner.userId}, ${w.card.id})`,
  );
  return userCardId;
}

async function want(w: World, owner: Member) {
  await w.t.database.db.execute(sql`
    insert into trade_wants (user_id, card_id) values (${owner.userId}, ${w.card.id}) on conflict do nothing`);
  return w.card.id;
}

const tradeCall = (
  state: TradeState,
  step: string,
  payload?: (t: Awaited<ReturnType<typeof trade>>) => object,
) => ({
  access: 'user' as const,
  ok: step === 'feedback' || step === 'messages' ? 201 : 200,
  foreign: 404,
  call: async (w: World, { owner }: { owner: Member }) => {
    const made = await trade(w, owner, state);
    return { url: `/api/trades/${made.tradeId}/${step}`, payload: payload?.(made) ?? {} };
  },
});

/** /api/trading… and /api/trades…: a collector's wants, copies for trade, trades and their steps. */
export const TRADING_ROUTES: RouteTable = {
  'GET /api/trading/wants': { access: 'user', ok: 200, call: () => get('/api/trading/wants?search=trout') },
  'GET /api/trading/wants/status': {
    access: 'user',
    ok: 200,
    call: (w) => get(`/api/trading/wants/status?card_id=${w.card.id}`),
  },
  'PUT /api/trading/wants/{card_id}': {
    access: 'user',
    ok: 200,
    call: (w) => ({ url: `/api/trading/wants/${w.card.id}`, payload: { max_grade: 9.5, note: 'Centered' } }),
  },
  'DELETE /api/trading/wants/{card_id}': {
    access: 'user',
    ok: 200,
    call: async (w, { owner }) => get(`/api/trading/wants/${await want(w, owner)}`),
  },
  'POST /api/trading/wants/bulk': {
    access: 'user',
    ok: 200,
    call: (w) => ({ url: '/api/trading/wants/bulk', payload: { card_ids: [w.card.id] } }),
  },
  'POST /api/trading/wants/remove': {
    access: 'user',
    ok: 200,
    call: (w) => ({ url: '/api/trading/wants/remove', payload: { card_ids: [w.card.id] } }),
  },
  'POST /api/trading/wants/series/{series_id}': {
    access: 'user',
    ok: 200,
    call: (w) => ({ url: `/api/trading/wants/series/${w.catalogue.series.Base}`, payload: {} }),
  },
  'GET /api/trading/offers': { access: 'user', ok: 200, call: () => get('/api/trading/offers') },
  'PUT /api/trading/offers': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => ({
      url: '/api/trading/offers',
      payload: { user_card_ids: [await w.userCard(owner)], for_trade: true },
    }),
  },
  'POST /api/trading/offers/duplicates': {
    access: 'user',
    ok: 200,
    call: () => ({ url: '/api/trading/offers/duplicates', payload: {} }),
  },
  'GET /api/trading/collectors/{username}': {
    access: 'public',
    ok: 200,
    call: async (w, { owner }) => get(`/api/trading/collectors/${await w.username(owner)}`),
  },
  'GET /api/trading/settings': { access: 'user', ok: 200, call: () => get('/api/trading/settings') },
  'PUT /api/trading/settings': {
    access: 'user',
    ok: 200,
    call: () => ({ url: '/api/trading/settings', payload: { matching: true } }),
  },
  'GET /api/trading/blocks': { access: 'user', ok: 200, call: () => get('/api/trading/blocks') },
  'PUT /api/trading/blocks/{username}': {
    access: 'user',
    ok: 200,
    call: async (w) => ({
      url: `/api/trading/blocks/${await w.username(await w.throwAwayMember())}`,
      payload: {},
    }),
  },
  'DELETE /api/trading/blocks/{username}': {
    access: 'user',
    ok: 200,
    call: async (w, { owner }) => {
      const other = await w.throwAwayMember();
      await w.t.database.db.execute(
        sql`insert into trade_blocks (blocker_id, blocked_id) values (${owner.userId}, ${other.userId})`,
      );
      return get(`/api/trading/blocks/${await w.username(other)}`);
    },
  },
  'GET /api/trades/matches': {
    access: 'user',
    ok: 200,
    call: () => get('/api/trades/matches?mutual_only=true'),
  },
  'GET /api/trades/partner/{username}': {
    access: 'user',
    ok: 200,
    call: async (w) => get(`/api/trades/partner/${await w.username(await w.throwAwayMember())}`),
  },
  'GET /api/trades': { access: 'user', ok: 200, call: () => get('/api/trades?scope=history') },
  'POST /api/trades': {
    access: 'user',
    ok: 201,
    foreign: 404,
    call: async (w, { owner }) => {
      const partner = await w.throwAwayMember();
      return {
        url: '/api/trades',
        payload: {
          recipient: await w.username(partner),
          give: [await w.userCard(owner)],
          ask: [await offeredCopy(w, partner)],
          message: 'A trade?',
        },
      };
    },
  },
  'GET /api/trades/{trade_id}': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => get(`/api/trades/${(await trade(w, owner, 'awaiting-owner')).tradeId}`),
  },
  'POST /api/trades/{trade_id}/counter': tradeCall('awaiting-owner', 'counter', (t) => ({
    give: [t.mine],
    ask: [t.theirs],
  })),
  'POST /api/trades/{trade_id}/accept': tradeCall('awaiting-owner', 'accept'),
  'POST /api/trades/{trade_id}/decline': tradeCall('awaiting-owner', 'decline'),
  'POST /api/trades/{trade_id}/withdraw': tradeCall('awaiting-owner', 'withdraw'),
  'POST /api/trades/{trade_id}/cancel': tradeCall('accepted', 'cancel'),
  'POST /api/trades/{trade_id}/ship': tradeCall('accepted', 'ship'),
  'POST /api/trades/{trade_id}/receive': tradeCall('shipped-to-owner', 'receive'),
  'POST /api/trades/{trade_id}/feedback': tradeCall('completed', 'feedback', () => ({ rating: 'positive' })),
  'GET /api/trades/{trade_id}/messages': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) =>
      get(`/api/trades/${(await trade(w, owner, 'awaiting-owner')).tradeId}/messages`),
  },
  'POST /api/trades/{trade_id}/messages': tradeCall('awaiting-owner', 'messages', () => ({ text: 'Deal?' })),
};
