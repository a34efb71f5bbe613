import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isOpenTradeDeleteWarning, TRADE_MESSAGES } from '@cardbinder/shared';
import { propose, tradingWorld, type Collector } from './trading-test-kit';

/**
 * Steps that race: on PostgreSQL (DATABASE_URL) the two requests run on two connections at once; on the
 * embedded database they queue on its one connection. Either way exactly one outcome stands.
 */
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

const step = (who: Collector, id: number, name: string) => who.call('POST', `/api/trades/${id}/${name}`);

async function openTrade(from = ann, to = ben) {
  const give = await from.copy('Base/1');
  const ask = await to.copy('Base/2');
  await to.offer(ask);
  const response = await propose(from, to, [give], [ask]);
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().trade.trade_id as number, give, ask };
}

async function acceptedAndShipped() {
  const trade = await openTrade();
  expect((await step(ben, trade.id, 'accept')).statusCode).toBe(200);
  expect((await step(ann, trade.id, 'ship')).statusCode).toBe(200);
  expect((await step(ben, trade.id, 'ship')).statusCode).toBe(200);
  return trade;
}

describe('concurrent steps resolve to one outcome', () => {
  it('accept and withdraw at once: one wins, the other is 409, one transition each way at most', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { id } = await openTrade();
      const [accept, withdraw] = await Promise.all([step(ben, id, 'accept'), step(ann, id, 'withdraw')]);
      expect([accept.statusCode, withdraw.statusCode].sort()).toEqual([200, 409]);
      const [row] = await world.query<{ status: string }>(
        sql`select status from trades where trade_id = ${id}`,
      );
      expect(row!.status).toBe(accept.statusCode === 200 ? 'accepted' : 'withdrawn');
      const moves = await world.query(
        sql`select 1 from trade_transitions where trade_id = ${id} and action in ('accepted', 'withdrawn')`,
      );
      expect(moves).toHaveLength(1);
    }
  });

  it('two proposals race for the same copy: one is made, the other warned (409)', async () => {
    const give = await ann.copy('Base/11');
    const askBen = await ben.copy('Base/2');
    const askCal = await cal.copy('Base/2');
    await ben.offer(askBen);
    await cal.offer(askCal);
    const [toBen, toCal] = await Promise.all([
      propose(ann, ben, [give], [askBen]),
      propose(ann, cal, [give], [askCal]),
    ]);
    expect([toBen.statusCode, toCal.statusCode].sort()).toEqual([201, 409]);
    const loser = toBen.statusCode === 409 ? toBen : toCal;
    expect(loser.json().message).toMatch(/already in open trade #\d+/);
    const holding = await world.query(sql`select 1 from trade_items where user_card_id = ${give}`);
    expect(holding).toHaveLength(1);
  });

  it('both sides mark received at once: the trade completes once and each copy moves once', async () => {
    const { id, give, ask } = await acceptedAndShipped();
    const answers = await Promise.all([step(ann, id, 'receive'), step(ben, id, 'receive')]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().message)).toContain(TRADE_MESSAGES.completed);
    const completions = await world.query(
      sql`select 1 from trade_transitions where trade_id = ${id} and action = 'completed'`,
    );
    expect(completions).toHaveLength(1);
    const moved = await world.query<{ user_id: number }>(
      sql`select user_id from user_cards where notes like ${`Received in trade #${id} %`} order by user_id`,
    );
    expect(moved.map((row) => row.user_id)).toEqual([ann.user.userId, ben.user.userId].sort((a, b) => a - b));
    expect(
      await world.query(sql`select 1 from user_cards where user_card_id in (${give}, ${ask})`),
    ).toHaveLength(0);
  });

  it('completing closes the other open proposals holding the same copies, with a notice', async () => {
    const { id, give, ask } = await openTrade();
    const other = await propose(ann, ben, [give], [ask], { acknowledge_conflicts: true });
    const otherId = other.json().trade.trade_id as number;
    expect((await step(ben, id, 'accept')).statusCode).toBe(200);
    for (const who of [ann, ben]) expect((await step(who, id, 'ship')).statusCode).toBe(200);
    for (const who of [ann, ben]) expect((await step(who, id, 'receive')).statusCode).toBe(200);
    const [closed] = await world.query<{ status: string; closed_reason: string }>(
      sql`select status, closed_reason from trades where trade_id = ${otherId}`,
    );
    expect(closed).toEqual({
      status: 'closed',
      closed_reason: `A card in it went to another collector in trade #${id}`,
    });
    const notices = await world.query(sql`
      select 1 from notifications where item_type = 'trade' and item_id = ${otherId} and title = ${`Trade #${otherId} was closed`}`);
    expect(notices).toHaveLength(2);
  });

  it('a failure while moving copies leaves both collections and the trade as they were', async () => {
    const { id, give } = await acceptedAndShipped();
    expect((await step(ann, id, 'receive')).statusCode).toBe(200);
    // the copy vanishes behind the app's back (a raw delete): completion must not half-move
    await world.t.database.db.execute(sql`delete from user_cards where user_card_id = ${give}`);
    const response = await step(ben, id, 'receive');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(TRADE_MESSAGES.copyGone);
    const [row] = await world.query<{ status: string; recipient_received_at: string | null }>(
      sql`select status, recipient_received_at from trades where trade_id = ${id}`,
    );
    expect(row).toEqual({ status: 'accepted', recipient_received_at: null });
    expect(
      await world.query(sql`select 1 from user_cards where notes like ${`Received in trade #${id} %`}`),
    ).toHaveLength(0);
  });
});

describe('deleting a copy held by a trade', () => {
  it('refuses a copy promised in an accepted trade, warns for an open proposal and closes it when confirmed', async () => {
    const accepted = await openTrade();
    expect((await step(ben, accepted.id, 'accept')).statusCode).toBe(200);
    const refused = await ann.call('DELETE', `/api/user/cards/${accepted.give}?confirm_trades=true`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TRADE_MESSAGES.deletePromised(accepted.id));

    const open = await openTrade();
    const warned = await ann.call('DELETE', `/api/user/cards/${open.give}`);
    expect(warned.statusCode).toBe(409);
    expect(isOpenTradeDeleteWarning(warned.json().message)).toBe(true);
    expect(await world.query(sql`select 1 from user_cards where user_card_id = ${open.give}`)).toHaveLength(
      1,
    );
    const confirmed = await ann.call('DELETE', `/api/user/cards/${open.give}?confirm_trades=true`);
    expect(confirmed.statusCode).toBe(200);
    const [row] = await world.query<{ status: string }>(
      sql`select status from trades where trade_id = ${open.id}`,
    );
    expect(row!.status).toBe('closed');
  });
});
