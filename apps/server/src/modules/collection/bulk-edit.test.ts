import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { BULK_EDIT_MESSAGES } from '@cardbinder/shared';
import { userCards } from '@/db/schema';
import { createCollector } from '@/test/collection-factory';
import { cat, setUpCollectionApp, t, type Collector } from '@/test/collection-app';

setUpCollectionApp();

async function entries(who: Collector, count: number): Promise<number[]> {
  const cardIds = Object.values(cat.card).slice(0, count);
  const response = await who.call('POST', '/api/user/cards/bulk', { card_ids: cardIds });
  return response.json<{ user_card_ids: number[] }>().user_card_ids;
}
const rows = (ids: number[]) =>
  t.database.db
    .select()
    .from(userCards)
    .where(inArray(userCards.userCardId, ids))
    .orderBy(userCards.userCardId);
const bulk = (who: Collector, ids: number[], action: object) =>
  who.call('POST', '/api/user/cards/bulk-edit', { user_card_ids: ids, action });

describe('bulk edit', () => {
  it.each([
    ['POST', '/api/user/cards/bulk-edit'],
    ['POST', '/api/user/cards/bulk-edit/00000000-0000-4000-8000-000000000000/undo'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });

  it('sets a location on every chosen entry in one call, and Undo puts back each one’s own', async () => {
    const me = await createCollector(t);
    const ids = await entries(me, 4);
    const box = (await me.call('POST', '/api/user/locations', { location: 'Box' })).json().location
      .user_location_id;
    const shelf = (await me.call('POST', '/api/user/locations', { location: 'Shelf' })).json().location
      .user_location_id;
    await me.call('PUT', `/api/user/cards/${ids[0]}`, { user_location: shelf });

    const response = await bulk(me, ids.slice(0, 3), { kind: 'set_location', user_location: box });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ affected: 3, message: '3 cards updated' });
    expect((await rows(ids)).map((row) => row.userLocation)).toEqual([box, box, box, null]);

    const undo = await me.call('POST', `/api/user/cards/bulk-edit/${response.json().undo_id}/undo`);
    expect(undo.json()).toMatchObject({ restored: 3 });
    expect((await rows(ids)).map((row) => row.userLocation)).toEqual([shelf, null, null, null]);
    const again = await me.call('POST', `/api/user/cards/bulk-edit/${response.json().undo_id}/undo`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(BULK_EDIT_MESSAGES.undoGone);
  });

  it('sets prices and grading, and appends a note', async () => {
    const me = await createCollector(t);
    const ids = await entries(me, 2);
    await me.call('PUT', `/api/user/cards/${ids[0]}`, { notes: 'signed in person' });
    await bulk(me, ids, { kind: 'set_purchase_price', purchase_price: '12.50' });
    await bulk(me, ids, { kind: 'set_estimated_value', estimated_value: 40 });
    const agencies = (await t.app.inject({ method: 'GET', url: '/api/grading-agencies' })).json().agencies;
    await bulk(me, ids, { kind: 'set_grading', grading_agency: agencies[0].grading_agency_id, grade: 9.5 });
    await bulk(me, ids, { kind: 'add_note', note: "O'Neill lot" });
    const after = await rows(ids);
    expect(
      after.map((row) => [row.purchasePrice, row.estimatedValue, row.gradingAgency, row.grade, row.notes]),
    ).toEqual([
      ['12.50', '40.00', agencies[0].grading_agency_id, '9.5', "signed in person\nO'Neill lot"],
      ['12.50', '40.00', agencies[0].grading_agency_id, '9.5', "O'Neill lot"],
    ]);
  });

  it('deletes the chosen entries and Undo brings them back with their fields', async () => {
    const me = await createCollector(t);
    const ids = await entries(me, 3);
    await me.call('PUT', `/api/user/cards/${ids[1]}`, { notes: 'keep me', purchase_price: 3 });
    const before = await rows(ids);
    const response = await bulk(me, ids.slice(0, 2), { kind: 'delete' });
    expect(response.json()).toMatchObject({ affected: 2, message: '2 cards deleted' });
    expect((await rows(ids)).map((row) => row.userCardId)).toEqual([ids[2]]);
    const undo = await me.call('POST', `/api/user/cards/bulk-edit/${response.json().undo_id}/undo`);
    expect(undo.json()).toMatchObject({ restored: 2 });
    expect(await rows(ids)).toEqual(before);
  });

  it('touches only the caller’s entries; another user’s ids alone answer 404', async () => {
    const me = await createCollector(t);
    const other = await createCollector(t);
    const mine = await entries(me, 1);
    const theirs = await entries(other, 1);
    const response = await bulk(me, [...mine, ...theirs], { kind: 'add_note', note: 'x' });
    expect(response.json().affected).toBe(1);
    expect((await rows(theirs))[0]!.notes).toBeNull();
    expect((await bulk(me, theirs, { kind: 'delete' })).statusCode).toBe(404);
    const stolenUndo = await other.call('POST', `/api/user/cards/bulk-edit/${response.json().undo_id}/undo`);
    expect(stolenUndo.statusCode).toBe(404);
  });

  it.each([
    [{ user_card_ids: [], action: { kind: 'delete' } }, BULK_EDIT_MESSAGES.noneSelected],
    [{ user_card_ids: [1], action: { kind: 'paint' } }, 'Choose what to do with the selected cards'],
    [{ user_card_ids: [1], action: { kind: 'set_purchase_price', purchase_price: 'abc' } }, 'Purchase price'],
  ])('refuses %o with a clear message', async (payload, message) => {
    const me = await createCollector(t);
    const response = await me.call('POST', '/api/user/cards/bulk-edit', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('edits 5,000 entries in one call', async () => {
    const me = await createCollector(t);
    const cardIds = Object.values(cat.card);
    const many = Array.from({ length: 5000 }, (_, i) => cardIds[i % cardIds.length]!);
    const ids = (await me.call('POST', '/api/user/cards/bulk', { card_ids: many })).json()
      .user_card_ids as number[];
    expect(ids).toHaveLength(5000);
    const started = performance.now();
    const response = await bulk(me, ids, { kind: 'set_estimated_value', estimated_value: 2 });
    const elapsed = performance.now() - started;
    expect(response.json().affected).toBe(5000);
    // the goal is 2 s (docs/benchmarks.md has the figures); the bound leaves room for a loaded machine and still fails a per-row loop
    expect(elapsed).toBeLessThan(5000);
    const [sample] = await t.database.db.select().from(userCards).where(eq(userCards.userCardId, ids[4999]!));
    expect(sample!.estimatedValue).toBe('2.00');
  });
});
