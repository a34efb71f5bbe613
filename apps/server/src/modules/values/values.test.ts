import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { recomputeAllCardValues } from './value-jobs';
import { valuesWorld, type ValuesCollector } from './values-fixtures';

let world: Awaited<ReturnType<typeof valuesWorld>>;
const collectors: ValuesCollector[] = [];

beforeAll(async () => {
  world = await valuesWorld();
  for (let i = 0; i < 6; i++) collectors.push(await world.collector());
});
afterAll(() => world.t.close());

const today = new Date().toISOString().slice(0, 10);

describe('card values', () => {
  it('shows a figure only once 3 different collectors stand behind it', async () => {
    const [ann, ben, cy] = collectors as [ValuesCollector, ValuesCollector, ValuesCollector];
    await ann.copy('Base/1', { purchase_price: 10 });
    await ann.copy('Base/1', { purchase_price: 12 });
    await ben.copy('Base/1', { purchase_price: 14 });
    await world.runJobs();
    expect(await world.values('Base/1')).toEqual([]);

    await cy.copy('Base/1', { purchase_price: 20 });
    await world.runJobs();
    const [raw, ...others] = await world.values('Base/1');
    expect(others).toEqual([]);
    expect(raw).toMatchObject({
      bucket: 'raw',
      label: 'Raw',
      value: 13,
      source: 'sales',
      sales_count: 4,
      collector_count: 3,
      first_date: today,
      last_date: today,
    });
    expect(raw!.monthly).toEqual([{ month: today.slice(0, 7), median: 13, sales: 4 }]);
  });

  it('does not let a $1,000,000 typo move the median beyond its evidence', async () => {
    const prices = [10, 11, 12, 13, 1_000_000];
    for (const [index, price] of prices.entries())
      await collectors[index]!.copy('Base/2', { purchase_price: price });
    await world.runJobs();
    const [raw] = await world.values('Base/2');
    expect(raw!.value).toBeGreaterThanOrEqual(10);
    expect(raw!.value).toBeLessThanOrEqual(13);
    expect(raw!.sales_count).toBe(4);
  });

  it('keeps each grade bucket apart and falls back to estimates without sales', async () => {
    const psa = await world.agencyId('PSA');
    for (const [index, price] of [100, 120, 140].entries()) {
      await collectors[index]!.copy('Base/10', { purchase_price: price, grading_agency: psa, grade: 10 });
      await collectors[index]!.copy('Base/10', { estimated_value: 5 + index });
    }
    await world.runJobs();
    const values = await world.values('Base/10');
    expect(values.map((v) => [v.label, v.value, v.source])).toEqual([
      ['Raw', 6, 'estimates'],
      ['PSA 10', 120, 'sales'],
    ]);
  });

  it('counts eBay purchase lines with the grade in their title, and a from-scratch run agrees', async () => {
    const card = world.cat.card['Base/11']!;
    for (const [index, price] of [50, 60, 70].entries()) {
      await world.t.database.db.execute(sql`
        insert into marketplace_purchases (user_id, external_order_id, external_line_item_id, title, price,
          purchase_date, is_sports_card, status, matched_card_id)
        values (${collectors[index]!.user.userId}, ${`o-${index}`}, ${`l-${index}`},
          'Corbin Carroll 2024 Topps Chrome #11 PSA 9 MINT', ${price}, now(), true, 'added_to_collection', ${card})`);
    }
    await recomputeAllCardValues(world.t.database.db);
    const values = await world.values('Base/11');
    expect(values.map((v) => [v.label, v.value, v.collector_count])).toEqual([['PSA 9', 60, 3]]);

    const before = await world.query(
      sql`select card_id, bucket, value::text, sales_count from card_values order by 1, 2`,
    );
    await recomputeAllCardValues(world.t.database.db);
    const after = await world.query(
      sql`select card_id, bucket, value::text, sales_count from card_values order by 1, 2`,
    );
    expect(after).toEqual(before);
    expect(before.length).toBeGreaterThanOrEqual(4);
  });

  it('follows entries removed and collectors who stop contributing', async () => {
    const [, , cy] = collectors as [ValuesCollector, ValuesCollector, ValuesCollector];
    const id = await cy.copy('Base/20', { purchase_price: 30 });
    await collectors[0]!.copy('Base/20', { purchase_price: 31 });
    await collectors[1]!.copy('Base/20', { purchase_price: 32 });
    await world.runJobs();
    expect((await world.values('Base/20')).map((v) => v.value)).toEqual([31]);

    expect((await cy.call('DELETE', `/api/user/cards/${id}`)).statusCode).toBe(200);
    await world.runJobs();
    expect(await world.values('Base/20')).toEqual([]);

    // Base/1 stands on ann, ben and cy: cy opting out leaves two collectors
    expect((await cy.call('GET', '/api/user/value-settings')).json().settings).toEqual({ contribute: true });
    const off = await cy.call('PUT', '/api/user/value-settings', { contribute: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().settings).toEqual({ contribute: false });
    await world.runJobs();
    expect(await world.values('Base/1')).toEqual([]);
    await cy.call('PUT', '/api/user/value-settings', { contribute: true });
    await world.runJobs();
    expect((await world.values('Base/1')).map((v) => v.value)).toEqual([13]);
  });

  it('answers 404 for an unknown card, 401 and 400 for the settings', async () => {
    expect((await world.t.app.inject({ method: 'GET', url: '/api/cards/99999999/values' })).statusCode).toBe(
      404,
    );
    expect((await world.t.app.inject({ method: 'GET', url: '/api/cards/abc/values' })).statusCode).toBe(400);
    expect((await world.t.app.inject({ method: 'GET', url: '/api/user/value-settings' })).statusCode).toBe(
      401,
    );
    expect((await world.t.app.inject({ method: 'GET', url: '/api/user/collection/values' })).statusCode).toBe(
      401,
    );
    const bad = await collectors[0]!.call('PUT', '/api/user/value-settings', { contribute: 'maybe' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses negative prices and never shows a buyer or one purchase', async () => {
    const negative = await collectors[0]!.call('POST', '/api/user/cards', {
      card_id: world.cat.card['Base/27'],
      purchase_price: -5,
    });
    expect(negative.statusCode).toBe(400);
    const body = (
      await world.t.app.inject({ method: 'GET', url: `/api/cards/${world.cat.card['Base/1']}/values` })
    ).body;
    for (const collector of collectors) {
      expect(body).not.toContain(collector.user.username);
      expect(body).not.toContain(`"user_id"`);
    }
  });

  it('values each of the caller’s entries: their own estimate, else the card’s value for its grade', async () => {
    const [ann, ben] = collectors as [ValuesCollector, ValuesCollector];
    const own = await ann.copy('Base/1', { estimated_value: 99 });
    const plain = await ann.copy('Base/1');
    const unvalued = await ann.copy('Relics/R-AJ');
    const values = new Map(
      (await ann.call('GET', '/api/user/collection/values'))
        .json<{ values: [number, number, string][] }>()
        .values.map(([id, value, source]) => [id, [value, source]]),
    );
    expect(values.get(own)).toEqual([99, 'estimate']);
    expect(values.get(plain)).toEqual([13, 'card']);
    expect(values.has(unvalued)).toBe(false);
    const theirs = (await ben.call('GET', '/api/user/collection/values')).json<{ values: [number][] }>()
      .values;
    expect(theirs.map(([id]) => id)).not.toContain(own);
  });
});
