import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TRADE_MESSAGES } from '@cardbinder/shared';
import { propose, tradingWorld, type Collector } from './trading-test-kit';

let world: Awaited<ReturnType<typeof tradingWorld>>;
let ann: Collector;
let ben: Collector;
let cal: Collector;

beforeAll(async () => {
  world = await tradingWorld();
  [ann, ben, cal] = [await world.collector(), await world.collector(), await world.collector()];
});
afterAll(async () => {
  await world.t.close();
});

type Trade = {
  trade_id: number;
  status: string;
  actions: string[];
  proposer: { items: { user_card_id: number; received_user_card_id: number | null }[] };
  recipient: { items: { user_card_id: number }[] };
};
const tradeOf = (response: { json(): unknown }) => (response.json() as { trade: Trade }).trade;

/** Ann gives a Judge graded PSA 9, asks Ben's Soto he marked for trade. */
async function openTrade() {
  const give = await ann.copy('Base/1', {
    serial_number: null,
    notes: 'my private note',
    purchase_price: 12,
  });
  const ask = await ben.copy('Base/2');
  await ben.offer(ask);
  const response = await propose(ann, ben, [give], [ask], { message: 'Judge for Soto?' });
  expect(response.statusCode, response.body).toBe(201);
  return { trade: tradeOf(response), give, ask };
}

const step = (who: Collector, id: number, name: string, payload?: object) =>
  who.call('POST', `/api/trades/${id}/${name}`, payload);

describe('a trade from proposal to completion', () => {
  it('proposes, counters, accepts, ships, receives and moves the copies in one transaction', async () => {
    const { trade, give, ask } = await openTrade();
    expect(trade.status).toBe('proposed');
    expect((await ben.call('GET', `/api/trades/${trade.trade_id}`)).json().trade.actions).toEqual([
      'accept',
      'decline',
      'counter',
      'withdraw',
    ]);
    // Ben counters: he adds a second copy of his own and asks for Ann's Betts she marks for trade
    const extra = await ben.copy('Base/27');
    const annBetts = await ann.copy('Base/10');
    await ann.offer(annBetts);
    const countered = await step(ben, trade.trade_id, 'counter', {
      give: [ask, extra],
      ask: [give, annBetts],
      message: 'Add your Betts and I add O’Neill',
    });
    expect(countered.statusCode, countered.body).toBe(200);
    expect(tradeOf(countered).status).toBe('countered');
    // it is Ann's turn now: Ben cannot accept his own counter
    expect((await step(ben, trade.trade_id, 'accept')).statusCode).toBe(409);
    const accepted = await step(ann, trade.trade_id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(tradeOf(accepted).actions).toEqual(['cancel', 'ship']);

    expect((await step(ann, trade.trade_id, 'receive')).json().message).toBe(TRADE_MESSAGES.notShippedYet);
    expect((await step(ann, trade.trade_id, 'ship')).statusCode).toBe(200);
    expect((await step(ann, trade.trade_id, 'ship')).json().message).toBe(TRADE_MESSAGES.alreadyShipped);
    expect((await step(ben, trade.trade_id, 'ship')).statusCode).toBe(200);
    expect((await step(ben, trade.trade_id, 'receive')).json().message).toBe(TRADE_MESSAGES.received);
    const done = await step(ann, trade.trade_id, 'receive');
    expect(done.json().message).toBe(TRADE_MESSAGES.completed);
    expect(tradeOf(done).status).toBe('completed');

    const entries = await world.query<{
      user_id: number;
      user_card_id: number;
      notes: string;
      location: string;
      purchase_price: string | null;
    }>(sql`
      select uc.user_id, uc.user_card_id, uc.notes, ul.location, uc.purchase_price::text
      from user_cards uc left join user_locations ul on ul.user_location_id = uc.user_location
      where uc.notes like ${`Received in trade #${trade.trade_id} %`} order by uc.user_card_id`);
    expect(entries).toHaveLength(4);
    expect(entries.filter((row) => row.user_id === ben.user.userId).map((row) => row.notes)).toEqual([
      `Received in trade #${trade.trade_id} from @${ann.username}`,
      `Received in trade #${trade.trade_id} from @${ann.username}`,
    ]);
    expect(new Set(entries.map((row) => row.location))).toEqual(new Set(['In Transit']));
    expect(entries.every((row) => row.purchase_price === null)).toBe(true);
    const gone = await world.query(
      sql`select 1 from user_cards where user_card_id in (${give}, ${ask}, ${extra}, ${annBetts})`,
    );
    expect(gone).toHaveLength(0);
    const items = tradeOf(done).proposer.items;
    expect(items.every((item) => item.received_user_card_id !== null)).toBe(true);

    // both histories list it; transitions recorded every step
    for (const who of [ann, ben]) {
      const history = (await who.call('GET', '/api/trades?scope=history')).json().trades;
      expect(history.map((row: { trade_id: number }) => row.trade_id)).toContain(trade.trade_id);
    }
    const steps = await world.query<{ action: string }>(
      sql`select action from trade_transitions where trade_id = ${trade.trade_id} order by transition_id`,
    );
    expect(steps.map((row) => row.action)).toEqual([
      'proposed',
      'countered',
      'accepted',
      'shipped',
      'shipped',
      'received',
      'received',
      'completed',
    ]);
    // no double completion
    expect((await step(ben, trade.trade_id, 'receive')).statusCode).toBe(409);

    // feedback once per side, counted on the profile
    expect((await step(ann, trade.trade_id, 'feedback', { rating: 'great' })).statusCode).toBe(400);
    expect(
      (await step(ann, trade.trade_id, 'feedback', { rating: 'positive', comment: 'Fast shipper' }))
        .statusCode,
    ).toBe(201);
    expect((await step(ann, trade.trade_id, 'feedback', { rating: 'neutral' })).json().message).toBe(
      TRADE_MESSAGES.feedbackExists,
    );
    const page = await world.t.app.inject({ method: 'GET', url: `/api/trading/collectors/${ben.username}` });
    expect(page.json().feedback).toEqual({ positive: 1, neutral: 0, negative: 0 });
    expect(page.json().completed_trades).toBe(1);
  });

  it('tells the other collector of each step in the app (link /trades/{id}) and by mail', async () => {
    const { trade } = await openTrade();
    const notices = await world.query<{ notification_type: string; title: string }>(sql`
      select notification_type, title from notifications where user_id = ${ben.user.userId} and item_type = 'trade'
        and item_id = ${trade.trade_id}`);
    expect(notices).toEqual([
      { notification_type: 'trade', title: `New trade proposal from @${ann.username}` },
    ]);
    const listed = (await ben.call('GET', '/api/notifications')).json().notifications;
    expect(listed[0].link).toBe(`/trades/${trade.trade_id}`);
    const mails = await world.query<{ payload: { userId: number; link: string } }>(
      sql`select payload from jobs where type = 'notification-mail' and payload->>'link' = ${`/trades/${trade.trade_id}`}`,
    );
    expect(mails.map((row) => row.payload.userId)).toEqual([ben.user.userId]);
    // turned off: no mail, and with the kind off no notice either
    await ben.call('PUT', '/api/notifications/settings', { trade: false, trade_mail: false });
    expect((await step(ben, trade.trade_id, 'decline')).statusCode).toBe(200);
    const annNotices = await world.query(
      sql`select 1 from notifications where user_id = ${ann.user.userId} and item_id = ${trade.trade_id} and item_type = 'trade'`,
    );
    expect(annNotices).toHaveLength(1);
    const settings = (await ben.call('GET', '/api/notifications/settings')).json().settings;
    expect(settings).toMatchObject({ trade: false, trade_mail: false, comment: true });
    await ben.call('PUT', '/api/notifications/settings', { trade: true, trade_mail: true });
  });

  it('keeps a conversation only the two collectors read, as text', async () => {
    const { trade } = await openTrade();
    const url = `/api/trades/${trade.trade_id}/messages`;
    const posted = await ben.call('POST', url, { text: '<img src=x onerror=alert(1)> deal?' });
    expect(posted.statusCode, posted.body).toBe(201);
    const thread = (await ann.call('GET', url)).json().messages;
    expect(thread.map((m: { text: string }) => m.text)).toEqual([
      'Judge for Soto?',
      '<img src=x onerror=alert(1)> deal?',
    ]);
    expect((await cal.call('GET', url)).statusCode).toBe(404);
    expect((await cal.call('POST', url, { text: 'hi' })).statusCode).toBe(404);
    expect((await ann.call('POST', url, { text: '   ' })).json().message).toBe(
      TRADE_MESSAGES.messageRequired,
    );
    expect((await ann.call('POST', url, { text: 'x'.repeat(2001) })).statusCode).toBe(400);
    // not on the public comment routes, the profile's activity or the moderation queue
    const messageId = posted.json().message.message_id;
    expect((await ben.call('PUT', `/api/comments/${messageId}`, { comment_text: 'edited' })).statusCode).toBe(
      404,
    );
    const profile = await world.t.app.inject({ method: 'GET', url: `/api/profile/user/${ben.username}` });
    expect(JSON.stringify(profile.json().recent_activity)).not.toContain('deal?');
  });
});

describe('the state machine refuses with 409 and a clear message', () => {
  it('answers a withdrawn, declined or already accepted trade with 409', async () => {
    const { trade } = await openTrade();
    expect((await step(ann, trade.trade_id, 'accept')).json().message).toBe(TRADE_MESSAGES.notYourTurn);
    expect((await step(ann, trade.trade_id, 'withdraw')).statusCode).toBe(200);
    for (const name of ['accept', 'decline', 'withdraw']) {
      const response = await step(ben, trade.trade_id, name);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(TRADE_MESSAGES.notOpen('withdrawn'));
    }
    expect((await step(ben, trade.trade_id, 'ship')).json().message).toBe(
      TRADE_MESSAGES.notAccepted('withdrawn'),
    );
    expect((await step(ben, trade.trade_id, 'feedback', { rating: 'positive' })).json().message).toBe(
      TRADE_MESSAGES.feedbackNotCompleted,
    );
    const second = await openTrade();
    expect((await step(ben, second.trade.trade_id, 'accept')).statusCode).toBe(200);
    expect((await step(ben, second.trade.trade_id, 'accept')).statusCode).toBe(409);
    expect((await step(ann, second.trade.trade_id, 'withdraw')).statusCode).toBe(409);
  });

  it('gives only the proposer’s own copies and asks only for copies marked for trade', async () => {
    const mine = await ann.copy('Base/1');
    const bens = await ben.copy('Base/2');
    const notOffered = await ben.copy('Base/10');
    await ben.offer(bens);
    expect((await propose(ann, ben, [bens], [bens])).statusCode).toBe(404);
    expect((await propose(ann, ben, [mine], [notOffered])).json().message).toBe(TRADE_MESSAGES.notOffered);
    expect((await propose(ann, ben, [], [bens])).json().message).toBe(TRADE_MESSAGES.giveRequired);
    expect((await propose(ann, ben, [mine], [bens], { message: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await propose(ann, ann, [mine], [bens])).statusCode).toBe(400);
    expect(
      (await ann.call('POST', '/api/trades', { recipient: 'nobody-here', give: [mine], ask: [bens] }))
        .statusCode,
    ).toBe(404);
  });

  it('warns before a copy goes into a second open proposal, and refuses one promised elsewhere', async () => {
    const { trade, give, ask } = await openTrade();
    const again = await propose(ann, ben, [give], [ask]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(new RegExp(`already in open trade #${trade.trade_id}`));
    const acknowledged = await propose(ann, ben, [give], [ask], { acknowledge_conflicts: true });
    expect(acknowledged.statusCode).toBe(201);
    expect((await step(ben, trade.trade_id, 'accept')).statusCode).toBe(200);
    // the other proposal holds a promised copy now: it cannot be accepted
    const other = tradeOf(acknowledged).trade_id;
    expect((await step(ben, other, 'accept')).json().message).toMatch(/promised in accepted trade/);
    expect((await propose(ann, ben, [give], [ask], { acknowledge_conflicts: true })).statusCode).toBe(409);
  });
});

describe('another collector', () => {
  it('gets 404 on every route of a trade they are not part of, and changes nothing', async () => {
    const { trade } = await openTrade();
    const id = trade.trade_id;
    const calls: [string, string, object?][] = [
      ['GET', `/api/trades/${id}`],
      ['GET', `/api/trades/${id}/messages`],
      ['POST', `/api/trades/${id}/messages`, { text: 'hello' }],
      ['POST', `/api/trades/${id}/counter`, { give: [1], ask: [2] }],
      ['POST', `/api/trades/${id}/accept`],
      ['POST', `/api/trades/${id}/decline`],
      ['POST', `/api/trades/${id}/withdraw`],
      ['POST', `/api/trades/${id}/cancel`],
      ['POST', `/api/trades/${id}/ship`],
      ['POST', `/api/trades/${id}/receive`],
      ['POST', `/api/trades/${id}/feedback`, { rating: 'negative' }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await cal.call(method as 'GET', url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(TRADE_MESSAGES.tradeNotFound);
    }
    expect((await world.t.app.inject({ method: 'GET', url: `/api/trades/${id}` })).statusCode).toBe(401);
    const [row] = await world.query<{ status: string }>(
      sql`select status from trades where trade_id = ${id}`,
    );
    expect(row!.status).toBe('proposed');
    expect((await cal.call('GET', '/api/trades')).json().trades).toEqual([]);
  });
});
