import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { tradingWorld, type Collector } from './trading-test-kit';

let world: Awaited<ReturnType<typeof tradingWorld>>;
let me: Collector;
let mutual: Collector;
let oneWay: Collector;
let hidden: Collector;

type Match = {
  collector: { username: string };
  they_offer_count: number;
  i_offer_count: number;
  mutual: boolean;
};
const names = (matches: Match[]) => matches.map((match) => match.collector.username);
const matchesOf = async (who: Collector, query = '') =>
  (await who.call('GET', `/api/trades/matches${query}`)).json().matches as Match[];

beforeAll(async () => {
  world = await tradingWorld();
  [me, mutual, oneWay, hidden] = [
    await world.collector(),
    await world.collector(),
    await world.collector(),
    await world.collector(),
  ];
  // I want Judge (up to 9) and Soto, and offer a Betts; `mutual` offers Judge and wants Betts;
  // `oneWay` offers Judge and Soto but wants nothing of mine; `hidden` fits like `mutual`
  await me.want('Base/1', 'Base/2');
  await me.call('PUT', `/api/trading/wants/${world.cat.card['Base/1']}`, { max_grade: 9 });
  await me.offer(await me.copy('Base/10'));
  await mutual.offer(await mutual.copy('Base/1'));
  await mutual.want('Base/10');
  await oneWay.offer(await oneWay.copy('Base/1'), await oneWay.copy('Base/2'));
  await hidden.offer(await hidden.copy('Base/1'));
  await hidden.want('Base/10');
});
afterAll(async () => {
  await world.t.close();
});

describe('trade matches', () => {
  it('ranks collectors who fit both ways first, then by how many cards fit', async () => {
    const matches = await matchesOf(me);
    expect(names(matches).slice(0, 3)).toEqual(
      [mutual.username, hidden.username].sort((a, b) => a.localeCompare(b)).concat(oneWay.username),
    );
    const first = matches.find((match) => match.collector.username === mutual.username)!;
    expect(first).toMatchObject({ they_offer_count: 1, i_offer_count: 1, mutual: true });
    expect(matches.find((match) => match.collector.username === oneWay.username)).toMatchObject({
      they_offer_count: 2,
      i_offer_count: 0,
      mutual: false,
    });
    expect(names(await matchesOf(me, '?mutual_only=true'))).not.toContain(oneWay.username);
    expect((await me.call('GET', '/api/trades/matches?mutual_only=maybe')).statusCode).toBe(400);
  });

  it('filters by set and by player', async () => {
    const [{ set_id: setId }] = (await world.query<{ set_id: number }>(
      sql`select set_id from series where series_id = ${world.cat.series.Base}`,
    )) as [{ set_id: number }];
    expect(names(await matchesOf(me, `?set_id=${setId}`))).toContain(mutual.username);
    expect(await matchesOf(me, `?set_id=${setId + 1000}`)).toEqual([]);
    const [{ player_id: soto }] = (await world.query<{ player_id: number }>(
      sql`select player_id from players where last_name = 'Soto'`,
    )) as [{ player_id: number }];
    const bySoto = await matchesOf(me, `?player_id=${soto}`);
    expect(names(bySoto)).toEqual([oneWay.username]);
  });

  it('leaves out a copy graded above the highest grade wanted', async () => {
    const graded = await world.collector();
    const [{ id: psa }] = (await world.query<{ id: number }>(
      sql`select grading_agency_id as id from grading_agencies order by grading_agency_id limit 1`,
    )) as [{ id: number }];
    await graded.offer(await graded.copy('Base/1', { grading_agency: psa, grade: 10 }));
    expect(names(await matchesOf(me))).not.toContain(graded.username);
  });

  it('leaves out private, muted, deactivated, opted-out and blocked collectors, both ways', async () => {
    const users = (set: ReturnType<typeof sql>) =>
      world.t.database.db.execute(sql`update users set ${set} where user_id = ${hidden.user.userId}`);
    const expectHidden = async () => expect(names(await matchesOf(me))).not.toContain(hidden.username);
    await users(sql`is_public_profile = false`);
    await expectHidden();
    await users(sql`is_public_profile = true, is_muted = true`);
    await expectHidden();
    await users(sql`is_muted = false, is_active = false`);
    await expectHidden();
    await users(sql`is_active = true`);
    await hidden.call('PUT', '/api/trading/settings', { matching: false });
    await expectHidden();
    await hidden.call('PUT', '/api/trading/settings', { matching: true });
    await hidden.call('PUT', `/api/trading/blocks/${me.username}`);
    await expectHidden();
    expect(names(await matchesOf(hidden))).not.toContain(me.username);
    await hidden.call('DELETE', `/api/trading/blocks/${me.username}`);
    expect(names(await matchesOf(me))).toContain(hidden.username);
  });
});
