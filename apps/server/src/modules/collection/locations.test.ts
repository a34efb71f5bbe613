import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COLLECTION_MESSAGES } from '@cardbinder/shared';
import { userCards, userLocations } from '@/db/schema';
import { createCollector } from '@/test/collection-factory';
import { cat, setUpCollectionApp, t, type Collector } from '@/test/collection-app';

setUpCollectionApp();

const create = async (who: Collector, location: string, isDashboard?: boolean) =>
  (await who.call('POST', '/api/user/locations', { location, is_dashboard: isDashboard })).json().location;
const locationRow = async (id: number) =>
  (await t.database.db.select().from(userLocations).where(eq(userLocations.userLocationId, id)))[0];

describe('authentication', () => {
  it.each([
    ['GET', '/api/user/locations'],
    ['POST', '/api/user/locations'],
    ['PUT', '/api/user/locations/1'],
    ['DELETE', '/api/user/locations/1'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });
});

describe('locations', () => {
  it('creates, lists with card counts, renames and toggles dashboard visibility', async () => {
    const me = await createCollector(t);
    const created = await me.call('POST', '/api/user/locations', { location: '  Top Loader Box  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Location created successfully',
      location: { location: 'Top Loader Box', is_dashboard: true, card_count: 0 },
    });
    const id = created.json().location.user_location_id;
    await me.call('POST', '/api/user/cards/bulk', {
      card_ids: [cat.card['Base/1'], cat.card['Base/2']],
      user_location: id,
    });
    await create(me, 'Attic', false);

    const list = (await me.call('GET', '/api/user/locations')).json().locations;
    expect(list).toEqual([
      expect.objectContaining({ location: 'Attic', is_dashboard: false, card_count: 0 }),
      expect.objectContaining({ location: 'Top Loader Box', card_count: 2 }),
    ]);

    const renamed = await me.call('PUT', `/api/user/locations/${id}`, {
      location: 'Safe',
      is_dashboard: true,
    });
    expect(renamed.json().location).toMatchObject({ location: 'Safe', card_count: 2 });
    const hidden = await me.call('PUT', `/api/user/locations/${id}`, { is_dashboard: false });
    expect(hidden.json().location).toMatchObject({ location: 'Safe', is_dashboard: false });
  });

  it.each([
    ['POST', { location: '   ' }, COLLECTION_MESSAGES.locationRequired],
    ['POST', {}, COLLECTION_MESSAGES.locationRequired],
    ['PUT', { location: '' }, COLLECTION_MESSAGES.locationEmpty],
    ['PUT', {}, COLLECTION_MESSAGES.nothingToUpdate],
  ] as const)('%s %o answers the spec message', async (method, payload, message) => {
    const me = await createCollector(t);
    const id = (await create(me, 'Shelf')).user_location_id;
    const url = method === 'POST' ? '/api/user/locations' : `/api/user/locations/${id}`;
    const response = await me.call(method, url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, message });
    expect((await locationRow(id))!.location).toBe('Shelf');
  });

  it('refuses a second location of the same name (any case) but allows it for another user', async () => {
    const me = await createCollector(t);
    const other = await createCollector(t);
    await create(me, 'Binder');
    const again = await me.call('POST', '/api/user/locations', { location: 'BINDER' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COLLECTION_MESSAGES.locationExists);
    expect((await other.call('POST', '/api/user/locations', { location: 'Binder' })).statusCode).toBe(201);
  });

  it('deletes an empty location directly', async () => {
    const me = await createCollector(t);
    const id = (await create(me, 'Empty')).user_location_id;
    const response = await me.call('DELETE', `/api/user/locations/${id}`);
    expect(response.statusCode).toBe(200);
    expect(await locationRow(id)).toBeUndefined();
  });

  it('refuses to delete a location with cards unless they are reassigned, then moves them', async () => {
    const me = await createCollector(t);
    const from = (await create(me, 'Old box')).user_location_id;
    const to = (await create(me, 'New box')).user_location_id;
    await me.call('POST', '/api/user/cards/bulk', {
      card_ids: [cat.card['Base/1'], cat.card['Base/10']],
      user_location: from,
    });

    const refused = await me.call('DELETE', `/api/user/locations/${from}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COLLECTION_MESSAGES.reassignRequired);
    const same = await me.call('DELETE', `/api/user/locations/${from}`, { reassign_to: from });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(COLLECTION_MESSAGES.reassignSame);
    expect(await locationRow(from)).toBeDefined();

    const moved = await me.call('DELETE', `/api/user/locations/${from}`, { reassign_to: to });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().reassigned).toBe(2);
    expect(await locationRow(from)).toBeUndefined();
    const rows = await t.database.db.select().from(userCards).where(eq(userCards.userId, me.user.userId));
    expect(rows.map((row) => row.userLocation)).toEqual([to, to]);
  });

  it('answers 404 for another user’s location and leaves it (and its cards) unchanged', async () => {
    const owner = await createCollector(t);
    const intruder = await createCollector(t);
    const id = (await create(owner, 'Private')).user_location_id;
    await owner.call('POST', '/api/user/cards', { card_id: cat.card['Base/1'], user_location: id });
    const intruderBox = (await create(intruder, 'Intruder box')).user_location_id;

    const put = await intruder.call('PUT', `/api/user/locations/${id}`, {
      location: 'Hacked',
      is_dashboard: false,
    });
    expect(put.statusCode).toBe(404);
    const del = await intruder.call('DELETE', `/api/user/locations/${id}`, { reassign_to: intruderBox });
    expect(del.statusCode).toBe(404);
    // reassigning one's own location into someone else's is refused too
    const steal = await owner.call('POST', '/api/user/locations', { location: 'Second' });
    const into = await intruder.call('DELETE', `/api/user/locations/${intruderBox}`, {
      reassign_to: steal.json().location.user_location_id,
    });
    expect(into.statusCode).toBe(404);

    expect(await locationRow(id)).toMatchObject({
      location: 'Private',
      isDashboard: true,
      userId: owner.user.userId,
    });
    const [card] = await t.database.db
      .select()
      .from(userCards)
      .where(eq(userCards.userId, owner.user.userId));
    expect(card!.userLocation).toBe(id);
    expect((await intruder.call('GET', '/api/user/locations')).json().locations).toHaveLength(1);
  });

  it('refuses malformed ids', async () => {
    const me = await createCollector(t);
    const response = await me.call('PUT', '/api/user/locations/1x', { location: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(COLLECTION_MESSAGES.invalidId('location'));
  });
});
