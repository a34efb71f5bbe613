import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CollectionBreakdown } from '@cardbinder/shared';
import { collectionChecklist, createCollectionCatalogue } from '@/test/collection-factory';
import { createBreakdownService } from './breakdown.service';
import { valuesWorld, type ValuesCollector } from './values-fixtures';

let world: Awaited<ReturnType<typeof valuesWorld>>;
let ann: ValuesCollector;
let ben: ValuesCollector;

const breakdownOf = async (who: ValuesCollector) =>
  (await who.call('GET', '/api/user/collection/breakdown')).json<{ breakdown: CollectionBreakdown }>()
    .breakdown;
const pairs = (slices: { label: string; count: number; value: number }[]) =>
  slices.map((slice) => [slice.label, slice.count, slice.value]);

beforeAll(async () => {
  world = await valuesWorld();
  [ann, ben] = [await world.collector(), await world.collector()];
  const older = await createCollectionCatalogue(
    world.t.database,
    collectionChecklist({ name: 'Topps Heritage', year: 2023 }),
  );
  const psa = await world.agencyId('PSA');
  // Base/2 (Soto) is worth $40 raw; nothing is known of it in PSA 10
  await world.t.database.db.execute(sql`
    insert into card_values (card_id, bucket, value, source, sales_count, collector_count)
    values (${world.cat.card['Base/2']}, 'raw', 40, 'sales', 5, 3)`);
  await ann.copy('Base/1', { estimated_value: 10, purchase_price: 99 }); // Judge, NYY
  await ann.copy('Base/2', { purchase_price: 3 }); // Soto, NYY: the card's raw value
  await ann.copy('Base/2', { grading_agency: psa, grade: 10 }); // no value for its grade
  await ann.copy('Base/20', { estimated_value: 5 }); // Judge and Soto, NYY: counts for each player once
  await ann.copy('Relics/RA-MB', { estimated_value: 100 }); // Betts, LAD
  const heritage = await ann.call('POST', '/api/user/cards', { card_id: older.card['Base/11'] });
  expect(heritage.statusCode).toBe(201); // Carroll, ARI, 2023, no value
});
afterAll(() => world.t.close());

describe('collection breakdown', () => {
  it('answers 401 without a session', async () => {
    const response = await world.t.app.inject({ method: 'GET', url: '/api/user/collection/breakdown' });
    expect(response.statusCode).toBe(401);
  });

  it('counts and values the collection by year, set, team and player, by each entry’s value', async () => {
    const breakdown = await breakdownOf(ann);
    expect(breakdown).toMatchObject({ total_cards: 6, total_value: 155, unvalued: 2 });
    expect(pairs(breakdown.year.count)).toEqual([
      ['2024', 5, 155],
      ['2023', 1, 0],
    ]);
    expect(pairs(breakdown.set.value)).toEqual([
      ['2024 Topps Chrome', 5, 155],
      ['2023 Topps Heritage', 1, 0],
    ]);
    expect(pairs(breakdown.team.count)).toEqual([
      ['New York Yankees', 4, 55],
      ['Los Angeles Dodgers', 1, 100], // a tie in count goes to the higher value
      ['Arizona Diamondbacks', 1, 0],
    ]);
    expect(pairs(breakdown.player.count)).toEqual([
      ['Juan Soto', 3, 45],
      ['Aaron Judge', 2, 15],
      ['Mookie Betts', 1, 100],
      ['Corbin Carroll', 1, 0],
    ]);
    expect(pairs(breakdown.player.value).map(([label]) => label)).toEqual([
      'Mookie Betts',
      'Juan Soto',
      'Aaron Judge',
      'Corbin Carroll',
    ]);
  });

  it('sums the groups beyond the top ones into Other, for each measure', async () => {
    const { breakdown } = await createBreakdownService(world.t.database.db, 2).breakdown(ann.user.userId);
    expect(pairs(breakdown.player.count)).toEqual([
      ['Juan Soto', 3, 45],
      ['Aaron Judge', 2, 15],
      ['Other', 2, 100],
    ]);
    expect(pairs(breakdown.player.value)).toEqual([
      ['Mookie Betts', 1, 100],
      ['Juan Soto', 3, 45],
      ['Other', 3, 15],
    ]);
    expect(pairs(breakdown.year.count)).toEqual([
      ['2024', 5, 155],
      ['2023', 1, 0],
    ]);
  });

  it('shows a collector only their own entries', async () => {
    expect(await breakdownOf(ben)).toEqual({
      total_cards: 0,
      total_value: 0,
      unvalued: 0,
      year: { count: [], value: [] },
      team: { count: [], value: [] },
      set: { count: [], value: [] },
      player: { count: [], value: [] },
    });
  });

  it('gives the stats header and the public profile the same total, following card values', async () => {
    const stats = async () => (await ann.call('GET', '/api/user/collection/stats')).json().stats.total_value;
    const profile = async () =>
      (await ben.call('GET', `/api/profile/user/${ann.user.username}`)).json().stats.estimated_value;
    // estimates alone (the old sum) would say 115; prices paid are cost, not value
    expect(await stats()).toBe(155);
    expect(await profile()).toBe(155);
    // a card value moving changes the totals though the collection did not change
    await world.t.database.db.execute(sql`
      insert into card_values (card_id, bucket, grading_agency, grade, value, source, sales_count, collector_count)
      values (${world.cat.card['Base/2']}, ${`${await world.agencyId('PSA')}:10.0`},
              ${await world.agencyId('PSA')}, 10, 300, 'sales', 3, 3)`);
    expect(await stats()).toBe(455);
    expect(await profile()).toBe(455);
    expect((await breakdownOf(ann)).total_value).toBe(455);
  });
});
