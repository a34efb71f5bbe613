import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TRADE_MESSAGES } from '@cardbinder/shared';
import { tradingWorld, type Collector } from './trading-test-kit';

let world: Awaited<ReturnType<typeof tradingWorld>>;
let ann: Collector;
let ben: Collector;

beforeAll(async () => {
  world = await tradingWorld();
  [ann, ben] = [await world.collector(), await world.collector()];
});
afterAll(async () => {
  await world.t.close();
});

const anonymous = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string) =>
  world.t.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });

describe('want list', () => {
  it('wants a card with a highest grade and a note, lists it by series and removes it', async () => {
    const card = world.cat.card['Base/1']!;
    expect((await anonymous('PUT', `/api/trading/wants/${card}`)).statusCode).toBe(401);
    expect((await ann.call('PUT', `/api/trading/wants/${card}`, { max_grade: 11 })).json().message).toBe(
      'Highest grade must be from 1 to 10',
    );
    expect((await ann.call('PUT', `/api/trading/wants/${card}`, { max_grade: 9.3 })).statusCode).toBe(400);
    expect((await ann.call('PUT', '/api/trading/wants/999999', {})).statusCode).toBe(404);
    const put = await ann.call('PUT', `/api/trading/wants/${card}`, {
      max_grade: '9.5',
      note: 'Well centered',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().want).toMatchObject({
      card_id: card,
      max_grade: 9.5,
      note: 'Well centered',
      series_name: 'Base',
    });
    const [row] = await world.query<{ max_grade: string; note: string }>(
      sql`select max_grade::text, note from trade_wants where user_id = ${ann.user.userId} and card_id = ${card}`,
    );
    expect(row).toEqual({ max_grade: '9.5', note: 'Well centered' });

    const listed = (await ann.call('GET', '/api/trading/wants?search=judge')).json();
    expect(listed.wants.map((want: { card_id: number }) => want.card_id)).toEqual([card]);
    expect((await ann.call('GET', '/api/trading/wants?search=betts')).json().total).toBe(0);
    expect((await ann.call('GET', `/api/trading/wants/status?card_id=${card}`)).json().card_ids).toEqual([
      card,
    ]);
    expect((await ben.call('DELETE', `/api/trading/wants/${card}`)).json().message).toBe(
      TRADE_MESSAGES.wantNotFound,
    );
    expect((await ann.call('DELETE', `/api/trading/wants/${card}`)).statusCode).toBe(200);
    expect(await world.query(sql`select 1 from trade_wants where user_id = ${ann.user.userId}`)).toHaveLength(
      0,
    );
  });

  it('wants a selection, and a series’ missing cards only', async () => {
    const selection = [world.cat.card['Base/2']!, world.cat.card['Base/10']!];
    expect((await ann.call('POST', '/api/trading/wants/bulk', { card_ids: [] })).statusCode).toBe(400);
    const added = await ann.call('POST', '/api/trading/wants/bulk', {
      card_ids: [...selection, selection[0]],
    });
    expect(added.json()).toMatchObject({ added: 2, message: 'Added 2 cards to your want list' });
    await ann.call('POST', '/api/trading/wants/remove', { card_ids: selection });
    await ann.copy('Base/1');
    const missing = await ann.call('POST', `/api/trading/wants/series/${world.cat.series.Base}`);
    expect(missing.json().added).toBe(5);
    const wanted = await world.query<{ card_id: number }>(
      sql`select card_id from trade_wants where user_id = ${ann.user.userId}`,
    );
    expect(wanted.map((row) => row.card_id)).not.toContain(world.cat.card['Base/1']);
    expect((await ann.call('POST', '/api/trading/wants/series/999999')).statusCode).toBe(404);
  });
});

describe('copies for trade', () => {
  it('marks own copies, one or all duplicates beyond the first, and never another collector’s', async () => {
    const first = await ben.copy('Base/20');
    const second = await ben.copy('Base/20');
    const third = await ben.copy('Base/20');
    const annCopy = await ann.copy('Base/20');
    expect(
      (await ben.call('PUT', '/api/trading/offers', { user_card_ids: [annCopy], for_trade: true }))
        .statusCode,
    ).toBe(404);
    expect((await ben.call('POST', '/api/trading/offers/duplicates')).json().changed).toBe(2);
    const offered = (await ben.call('GET', '/api/trading/offers')).json().user_card_ids;
    expect(offered).toEqual([second, third]);
    await ben.call('PUT', '/api/trading/offers', { user_card_ids: [first], for_trade: true });
    await ben.call('PUT', '/api/trading/offers', { user_card_ids: [third], for_trade: false });
    const rows = await world.query<{ user_card_id: number }>(
      sql`select user_card_id from trade_offers where user_id = ${ben.user.userId} order by user_card_id`,
    );
    expect(rows.map((row) => row.user_card_id)).toEqual([first, second]);
    // a deleted copy takes its mark with it
    await ben.call('DELETE', `/api/user/cards/${second}`);
    expect((await ben.call('GET', '/api/trading/offers')).json().user_card_ids).toEqual([first]);
  });
});

describe('a collector’s trading page, blocks and the matching setting', () => {
  it('shows wants, offers and feedback unless the profile is private', async () => {
    const url = `/api/trading/collectors/${ben.username}`;
    const page = (await anonymous('GET', url)).json();
    expect(page.offers.length).toBeGreaterThan(0);
    expect(page.can_propose).toBe(false);
    expect(page.offers[0]).not.toHaveProperty('purchase_price');
    expect((await ann.call('GET', url)).json().can_propose).toBe(true);
    expect((await anonymous('GET', '/api/trading/collectors/nobody-at-all')).statusCode).toBe(404);
    await world.t.database.db.execute(
      sql`update users set is_public_profile = false where user_id = ${ben.user.userId}`,
    );
    expect((await anonymous('GET', url)).json().message).toBe(TRADE_MESSAGES.profilePrivate);
    expect((await ben.call('GET', url)).statusCode).toBe(200);
    await world.t.database.db.execute(
      sql`update users set is_public_profile = true where user_id = ${ben.user.userId}`,
    );
  });

  it('blocks a collector: no proposals either way; unblocks', async () => {
    const url = `/api/trading/blocks/${ben.username}`;
    expect((await ann.call('PUT', `/api/trading/blocks/${ann.username}`)).statusCode).toBe(400);
    expect((await ann.call('PUT', url)).statusCode).toBe(200);
    expect(
      (await ann.call('GET', '/api/trading/blocks'))
        .json()
        .blocked.map((c: { username: string }) => c.username),
    ).toEqual([ben.username]);
    const give = await ben.copy('Base/2');
    const ask = await ann.copy('Base/11');
    await ann.offer(ask);
    const refused = await ben.call('POST', '/api/trades', {
      recipient: ann.username,
      give: [give],
      ask: [ask],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TRADE_MESSAGES.blocked);
    expect((await ben.call('GET', `/api/trading/collectors/${ann.username}`)).json().can_propose).toBe(false);
    expect((await ann.call('DELETE', url)).statusCode).toBe(200);
    expect((await ann.call('DELETE', url)).statusCode).toBe(404);
  });

  it('keeps the matching setting', async () => {
    expect((await ann.call('GET', '/api/trading/settings')).json().settings).toEqual({ matching: true });
    expect((await ann.call('PUT', '/api/trading/settings', { matching: 'no' })).statusCode).toBe(400);
    await ann.call('PUT', '/api/trading/settings', { matching: false });
    expect((await ann.call('GET', '/api/trading/settings')).json().settings).toEqual({ matching: false });
    expect((await ann.call('GET', '/api/trades/matches')).json()).toMatchObject({
      opted_out: true,
      matches: [],
    });
    await ann.call('PUT', '/api/trading/settings', { matching: true });
  });
});
