import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TRADE_MESSAGES } from '@cardbinder/shared';
import { evaluateCollector, seedStartingCatalogue } from '@/modules/achievements';
import { propose, tradingWorld, type Collector } from './trading-test-kit';

let world: Awaited<ReturnType<typeof tradingWorld>>;
let ann: Collector;
let ben: Collector;

beforeAll(async () => {
  world = await tradingWorld();
  await seedStartingCatalogue(world.t.database.db);
  [ann, ben] = [await world.collector(), await world.collector()];
});
afterAll(async () => {
  await world.t.close();
});

const step = (who: Collector, id: number, name: string) => who.call('POST', `/api/trades/${id}/${name}`);

/** Ann gives one copy for one of Ben's copies for trade; Ben accepts. */
async function acceptedTrade() {
  const give = await ann.copy('Base/1');
  const ask = await ben.copy('Base/2');
  await ben.offer(ask);
  const proposed = await propose(ann, ben, [give], [ask], { message: 'Swap?' });
  expect(proposed.statusCode, proposed.body).toBe(201);
  const tradeId = proposed.json().trade.trade_id as number;
  expect((await step(ben, tradeId, 'accept')).statusCode).toBe(200);
  return { tradeId, give, ask };
}

describe('cancelling an accepted trade', () => {
  it('lets either side cancel before anything shipped, tells the other, frees the copies and keeps it in history', async () => {
    const { tradeId, give, ask } = await acceptedTrade();
    const cancelled = await step(ben, tradeId, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe(TRADE_MESSAGES.cancelled);
    expect(cancelled.json().trade).toMatchObject({ status: 'cancelled', actions: [] });
    const notices = await world.query<{ title: string }>(sql`
      select title from notifications
      where user_id = ${ann.user.userId} and item_type = 'trade' and item_id = ${tradeId} order by notification_id`);
    expect(notices.map((row) => row.title)).toContain(`@${ben.username} cancelled trade #${tradeId}`);
    // finished: nothing more happens to it, and both histories list it
    for (const name of ['ship', 'cancel', 'accept'])
      expect((await step(ann, tradeId, name)).statusCode, name).toBe(409);
    for (const who of [ann, ben]) {
      const history = (await who.call('GET', '/api/trades?scope=history')).json().trades;
      expect(history.map((row: { trade_id: number }) => row.trade_id)).toContain(tradeId);
    }
    // the copies are no longer promised: they can go into a new proposal and be deleted
    expect((await propose(ann, ben, [give], [ask])).statusCode).toBe(201);
    const steps = await world.query<{ action: string; to_status: string }>(
      sql`select action, to_status from trade_transitions where trade_id = ${tradeId} order by transition_id`,
    );
    expect(steps.at(-1)).toEqual({ action: 'cancelled', to_status: 'cancelled' });
  });

  it('refuses once either side shipped, and refuses an open proposal (that is withdrawn instead)', async () => {
    const { tradeId } = await acceptedTrade();
    expect((await step(ann, tradeId, 'ship')).statusCode).toBe(200);
    for (const who of [ann, ben]) {
      const response = await step(who, tradeId, 'cancel');
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(TRADE_MESSAGES.cancelShipped);
    }
    expect((await ben.call('GET', `/api/trades/${tradeId}`)).json().trade.actions).not.toContain('cancel');
    const give = await ann.copy('Base/10');
    const ask = await ben.copy('Base/27');
    await ben.offer(ask);
    const open = (await propose(ann, ben, [give], [ask])).json().trade.trade_id as number;
    const response = await step(ann, open, 'cancel');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(TRADE_MESSAGES.notAccepted('proposed'));
  });
});

describe('a trade conversation and achievements', () => {
  it('counts no trade message toward comment achievements', async () => {
    const { tradeId } = await acceptedTrade();
    for (let n = 0; n < 3; n += 1) {
      const posted = await ben.call('POST', `/api/trades/${tradeId}/messages`, { text: `Message ${n}` });
      expect(posted.statusCode, posted.body).toBe(201);
    }
    const written = await world.query(
      sql`select 1 from comments where user_id = ${ben.user.userId} and comment_type = 'trade'`,
    );
    expect(written).toHaveLength(3);
    const firstWords = async () => {
      await world.t.app.ctx.db.transaction((tx) => evaluateCollector(tx, ben.user.userId));
      const rows = await world.query<{ progress: number }>(sql`
        select ua.progress from user_achievements ua join achievements a on a.achievement_id = ua.achievement_id
        where ua.user_id = ${ben.user.userId} and a.name = 'First Words'`);
      return Number(rows[0]?.progress ?? 0);
    };
    expect(await firstWords()).toBe(0);
    // a public comment does count
    const comment = await ben.call('POST', `/api/comments/card/${world.cat.card['Base/1']}`, {
      comment_text: 'Great card',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect(await firstWords()).toBe(1);
  });
});

describe('removing a whole series while copies of it are in trades', () => {
  it('removes the copies no trade holds, keeps those in open or accepted trades and says which', async () => {
    const dan = await world.collector();
    const inOpen = await dan.copy('Base/1');
    const inAccepted = await dan.copy('Base/2');
    const free = await dan.copy('Base/10');
    const bens = [await ben.copy('Base/27'), await ben.copy('Base/2')];
    await ben.offer(...bens);
    const open = (await propose(dan, ben, [inOpen], [bens[0]!])).json().trade.trade_id as number;
    const promised = (await propose(dan, ben, [inAccepted], [bens[1]!])).json().trade.trade_id as number;
    expect((await step(ben, promised, 'accept')).statusCode).toBe(200);

    const response = await dan.call('POST', `/api/user/collection/series/${world.cat.series.Base}/remove`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ removed: 1, user_card_ids: [free], kept_in_trades: 2 });
    expect(response.json().message).toBe(
      `Removed 1 card from your collection; kept 2 cards that are in trade #${open}, #${promised} (withdraw or finish the trade first)`,
    );
    const left = await world.query<{ user_card_id: number }>(
      sql`select user_card_id from user_cards where user_id = ${dan.user.userId} order by user_card_id`,
    );
    expect(left.map((row) => row.user_card_id)).toEqual([inOpen, inAccepted]);
    const statuses = await world.query<{ status: string }>(
      sql`select status from trades where trade_id in (${open}, ${promised}) order by trade_id`,
    );
    expect(statuses.map((row) => row.status)).toEqual(['proposed', 'accepted']);
    // a single delete still warns, and refuses a promised copy
    expect((await dan.call('DELETE', `/api/user/cards/${inOpen}`)).statusCode).toBe(409);
    expect((await dan.call('DELETE', `/api/user/cards/${inAccepted}?confirm_trades=true`)).statusCode).toBe(
      409,
    );
  });
});
