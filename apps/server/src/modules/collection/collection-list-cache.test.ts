import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  PACKED_CARDS_MEDIA_TYPE,
  unpackUserCards,
  type PackedUserCards,
  type UserCard,
} from '@cardbinder/shared';
import {
  createCollectionCatalogue,
  createCollector,
  type CollectionCatalogue,
} from '@/test/collection-factory';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createFingerprintCache } from '@/lib/fingerprint-cache';
import { gzippedBody } from './collection-list-cache';

let t: TestApp;
let cat: CollectionCatalogue;
let me: Awaited<ReturnType<typeof createCollector>>;
let entryId: number;
let binder: number;

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCollectionCatalogue(t.database);
  me = await createCollector(t);
  binder = (await me.call('POST', '/api/user/locations', { location: 'Binder' })).json().location
    .user_location_id as number;
  entryId = (
    await me.call('POST', '/api/user/cards', {
      card_id: cat.card['Base/1'],
      user_location: binder,
      notes: 'one',
    })
  ).json().user_card_id as number;
});
afterAll(() => t.close());

async function entry(): Promise<UserCard> {
  const response = await me.call('GET', `/api/user/collection/cards?location_id=${binder}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ cards: UserCard[] }>().cards.find((card) => card.user_card_id === entryId)!;
}

describe('the dashboard list sent again', () => {
  it('is the same body while nothing changed', async () => {
    const url = `/api/user/collection/cards?location_id=${binder}`;
    const first = await me.call('GET', url);
    const second = await me.call('GET', url);
    expect(second.body).toBe(first.body);
  });

  it('goes gzipped to a browser that accepts it, the same JSON inside', async () => {
    const url = `/api/user/collection/cards?location_id=${binder}`;
    const plain = await me.call('GET', url);
    const zipped = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...me.headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('goes as the packed list, gzip-encoded, to a client that asks for one, the same answer once unpacked', async () => {
    const url = `/api/user/collection/cards?location_id=${binder}`;
    const plain = await me.call('GET', url);
    const accept = `${PACKED_CARDS_MEDIA_TYPE}, application/json;q=0.9`;
    const file = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...me.headers, accept, 'accept-encoding': 'gzip, br' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(PACKED_CARDS_MEDIA_TYPE);
    expect(file.headers['content-encoding']).toBe('gzip');
    expect(file.headers['vary']).toContain('accept');
    const packed = JSON.parse(gunzipSync(file.rawPayload).toString()) as PackedUserCards;
    // a client that takes no gzip gets the same list plain
    const plainFile = await t.app.inject({ method: 'GET', url, headers: { ...me.headers, accept } });
    expect(plainFile.headers['content-encoding']).toBeUndefined();
    expect(plainFile.json()).toEqual(packed);
    expect(packed.cards).toHaveLength(1);
    expect(unpackUserCards(packed)).toEqual(plain.json());
    // and only for the signed-in owner
    const anonymous = await t.app.inject({ method: 'GET', url, headers: { accept } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('changes with every write the list shows: entry, location, agency, photos, catalogue', async () => {
    expect((await entry()).notes).toBe('one');
    await me.call('PUT', `/api/user/cards/${entryId}`, { notes: 'two' });
    expect((await entry()).notes).toBe('two');

    await me.call('PUT', `/api/user/locations/${binder}`, { location: 'Red Binder', is_dashboard: true });
    expect((await entry()).location_name).toBe('Red Binder');

    await t.database.db.execute(
      sql`update grading_agencies set abbreviation = 'PSA*' where abbreviation = 'PSA'`,
    );
    const psa = await t.database.db.execute<{ id: number }>(
      sql`select grading_agency_id as id from grading_agencies where abbreviation = 'PSA*'`,
    );
    await me.call('PUT', `/api/user/cards/${entryId}`, { grading_agency: psa.rows[0]!.id, grade: '9.5' });
    expect(await entry()).toMatchObject({ grading_agency_abbr: 'PSA*', grade: 9.5 });
    await t.database.db.execute(
      sql`update grading_agencies set abbreviation = 'PSA' where abbreviation = 'PSA*'`,
    );
    expect((await entry()).grading_agency_abbr).toBe('PSA');

    await t.database.db.execute(sql`insert into user_card_photos
      (user_card_id, storage_key, thumbnail_key, content_type, file_size, sort_order)
      values (${entryId}, 'cache-test.jpg', 'cache-test-thumb.jpg', 'image/jpeg', 10, 1)`);
    expect((await entry()).photo_count).toBe(1);

    await t.database.db.execute(
      sql`update series set name = 'Base Renamed' where series_id = ${cat.series['Base']}`,
    );
    expect((await entry()).series_rel.name).toBe('Base Renamed');

    await me.call('DELETE', `/api/user/cards/${entryId}`);
    expect(await entry()).toBeUndefined();
  });
});

describe('createFingerprintCache', () => {
  it('answers only the same fingerprint and drops the least recently used past its budget', () => {
    const cache = createFingerprintCache<string>(10, (value) => value.length);
    cache.set('a', 'f1', 'aaaa');
    cache.set('b', 'f1', 'bbbb');
    expect(cache.get('a', 'f2')).toBeUndefined();
    expect(cache.get('a', 'f1')).toBe('aaaa');
    cache.set('c', 'f1', 'cccc');
    expect(cache.get('b', 'f1')).toBeUndefined();
    expect(cache.get('a', 'f1')).toBe('aaaa');
    cache.set('huge', 'f1', 'x'.repeat(11));
    expect(cache.get('huge', 'f1')).toBeUndefined();
  });
});

describe('gzippedBody', () => {
  it('makes the gzip form once', async () => {
    const entry = { body: Buffer.from('y'.repeat(500)) };
    const gzipped = await gzippedBody(entry);
    expect(gunzipSync(gzipped).toString()).toBe('y'.repeat(500));
    expect(await gzippedBody(entry)).toBe(gzipped);
  });
});
