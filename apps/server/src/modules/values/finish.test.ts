import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FINISH_MESSAGES } from '@cardbinder/shared';
import { valuesWorld, type ValuesCollector } from './values-fixtures';

let world: Awaited<ReturnType<typeof valuesWorld>>;
let ann: ValuesCollector;
let ben: ValuesCollector;

beforeAll(async () => {
  world = await valuesWorld();
  [ann, ben] = [await world.collector(), await world.collector()];
  // raw values of two Base cards, as the values job would store them
  for (const [card, value] of [
    ['Base/2', 40],
    ['Base/10', 7.5],
  ] as const) {
    await world.t.database.db.execute(sql`
      insert into card_values (card_id, bucket, value, source, sales_count, collector_count)
      values (${world.cat.card[card]}, 'raw', ${value}, 'sales', 5, 3)`);
  }
  await ann.copy('Base/1');
  await ann.copy('Base/1');
  await ann.copy('Base/11');
});
afterAll(() => world.t.close());

describe('cost to finish', () => {
  it('counts have and miss of a series, sums the missing cards’ raw values and names the priciest', async () => {
    const answer = await ann.call('GET', `/api/user/finish?series_id=${world.cat.series.Base}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      total_cards: 6,
      owned_cards: 2,
      missing_count: 4,
      cost_to_finish: 47.5,
      missing_without_value: 2,
      most_expensive_missing: { card_id: world.cat.card['Base/2'], card_number: '2', value: 40 },
    });
    expect(body.missing.map((card: { card_number: string }) => card.card_number)).toEqual([
      '2',
      '10',
      '20',
      '27',
    ]);
    expect(body.missing[2].players).toBe('Aaron Judge, Juan Soto');
  });

  it('answers for a whole set, and for another collector only from their own copies', async () => {
    const set = (
      await world.query<{ set_id: number }>(
        sql`select set_id from series where series_id = ${world.cat.series.Base}`,
      )
    )[0]!.set_id;
    const mine = (await ann.call('GET', `/api/user/finish?set_id=${set}`)).json();
    expect(mine.total_cards).toBe(20);
    expect(mine.owned_cards).toBe(2);
    const theirs = (await ben.call('GET', `/api/user/finish?set_id=${set}`)).json();
    expect(theirs.owned_cards).toBe(0);
    expect(theirs.cost_to_finish).toBe(47.5);
  });

  it('refuses a call without exactly one scope, an unknown series and a visitor', async () => {
    const none = await ann.call('GET', '/api/user/finish');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(FINISH_MESSAGES.scope);
    expect((await ann.call('GET', `/api/user/finish?series_id=1&set_id=1`)).statusCode).toBe(400);
    expect((await ann.call('GET', '/api/user/finish?series_id=99999999')).statusCode).toBe(404);
    const visitor = await world.t.app.inject({ method: 'GET', url: `/api/user/finish?series_id=1` });
    expect(visitor.statusCode).toBe(401);
  });

  it('lists the series in progress, most complete first, each with its cost to finish', async () => {
    await ann.copy('Relics/R-AJ');
    const series = (await ann.call('GET', '/api/user/sets-in-progress')).json().series;
    expect(
      series.map((s: { name: string; owned_cards: number; total_cards: number }) => [
        s.name,
        s.owned_cards,
        s.total_cards,
      ]),
    ).toEqual([
      ['Relics', 1, 2],
      ['Base', 2, 6],
    ]);
    expect(series[1]).toMatchObject({
      cost_to_finish: 47.5,
      missing_without_value: 2,
      completion_percentage: 33.3,
    });
    expect((await ben.call('GET', '/api/user/sets-in-progress')).json().series).toEqual([]);
  });

  it('answers after each change: a new copy, a new value, a renamed series, a new card, a player’s name', async () => {
    const url = `/api/user/finish?series_id=${world.cat.series.Base}`;
    const ask = async () => (await ann.call('GET', url)).json();
    const first = await ask();
    expect(first).toMatchObject({ total_cards: 6, owned_cards: 2, cost_to_finish: 47.5 });

    await ann.copy('Base/2');
    const afterCopy = await ask();
    expect(afterCopy).toMatchObject({ owned_cards: 3, missing_count: 3, cost_to_finish: 7.5 });
    expect(afterCopy.missing.map((card: { card_number: string }) => card.card_number)).toEqual([
      '10',
      '20',
      '27',
    ]);

    await world.t.database.db.execute(sql`
      update card_values set value = 9.25 where card_id = ${world.cat.card['Base/10']} and bucket = 'raw'`);
    expect((await ask()).cost_to_finish).toBe(9.25);

    await world.t.database.db.execute(
      sql`update series set name = 'Base Set' where series_id = ${world.cat.series.Base}`,
    );
    const [card] = await world.query<{ card_id: number }>(sql`
        insert into cards (series_id, card_number, slug) values (${world.cat.series.Base}, '5', 'bench-5')
        returning card_id`);
    const [judge] = await world.query<{ player_id: number }>(
      sql`select player_id from players where last_name = 'Judge'`,
    );
    await world.t.database.db.execute(
      sql`insert into card_player_teams (card_id, player_id) values (${card!.card_id}, ${judge!.player_id})`,
    );
    await world.t.database.db.execute(
      sql`update players set first_name = 'All Rise' where player_id = ${judge!.player_id}`,
    );
    const afterCatalogue = await ask();
    expect(afterCatalogue).toMatchObject({ total_cards: 7, owned_cards: 3, missing_count: 4 });
    // a card without a sort order comes last
    expect(afterCatalogue.missing[0].series_name).toBe('Base Set');
    expect(afterCatalogue.missing.at(-1)).toMatchObject({
      card_number: '5',
      series_name: 'Base Set',
      players: 'All Rise Judge',
      value: null,
    });
  });
});
