import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { CardDetail } from '@cardbinder/shared';
import { createCollector } from '@/test/collection-factory';
import { cat, setUpCollectionApp, t, type Collector } from '@/test/collection-app';
import { uploadPhotos } from '@/test/photo-upload';

let cardUrl: string;
let png: Buffer;
let jpeg: Buffer;

setUpCollectionApp({ storagePrefix: 'cardbinder-card-photo-' });
beforeAll(async () => {
  const base = await t.database.db.execute<{ slug: string }>(
    sql`select slug from series where series_id = ${cat.series['Base']!}`,
  );
  cardUrl = `/api/card/${base.rows[0]!.slug}/1/aaron-judge`;
  const image = sharp({ create: { width: 300, height: 420, channels: 3, background: '#335577' } });
  png = await image.clone().png().toBuffer();
  jpeg = await image.clone().jpeg().toBuffer();
});

const detail = async (headers?: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: cardUrl, headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ card: CardDetail }>().card;
};
const addCopy = async (who: Collector): Promise<number> =>
  (await who.call('POST', '/api/user/cards', { card_id: cat.card['Base/1'] })).json().user_card_id;
const upload = async (who: Collector, userCardId: number, files: { name: string; data: Buffer }[]) => {
  const response = await uploadPhotos(
    t,
    who.headers,
    userCardId,
    files.map((file) => ({ filename: file.name, data: file.data })),
  );
  expect(response.statusCode).toBe(201);
  return response.json<{ photos: { user_card_photo_id: number; photo_url: string }[] }>().photos;
};

describe('card page: the signed-in owner’s primary photo', () => {
  it('shows the owner their first photo of their oldest photographed copy, through a signed address', async () => {
    const me = await createCollector(t);
    await addCopy(me); // a copy without photos comes first
    const photographed = await addCopy(me);
    const [front, back] = await upload(me, photographed, [
      { name: 'front.png', data: png },
      { name: 'back.jpg', data: jpeg },
    ]);
    await upload(me, await addCopy(me), [{ name: 'later.jpg', data: jpeg }]);

    const url = (await detail(me.headers)).primary_photo_url;
    expect(url).toBe(front!.photo_url);
    const image = await t.app.inject({ method: 'GET', url: url! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    await me.call('PUT', `/api/user/cards/${photographed}/photos/reorder`, {
      photoOrders: [
        { photoId: back!.user_card_photo_id, sortOrder: 1 },
        { photoId: front!.user_card_photo_id, sortOrder: 2 },
      ],
    });
    expect((await detail(me.headers)).primary_photo_url).toBe(back!.photo_url);
  });

  it('never shows another collector’s photos, and nothing to visitors', async () => {
    const owner = await createCollector(t);
    await upload(owner, await addCopy(owner), [{ name: 'mine.png', data: png }]);
    const otherWithCopy = await createCollector(t);
    await addCopy(otherWithCopy);
    const otherWithout = await createCollector(t);

    expect((await detail(owner.headers)).primary_photo_url).toMatch(/^\/api\/photos\/\d+\/full\?exp=/);
    expect((await detail(otherWithCopy.headers)).primary_photo_url).toBeNull();
    expect((await detail(otherWithout.headers)).primary_photo_url).toBeNull();
    expect((await detail()).primary_photo_url).toBeNull();
  });

  it('goes back to none when the owner deletes the photo', async () => {
    const me = await createCollector(t);
    const copy = await addCopy(me);
    const [photo] = await upload(me, copy, [{ name: 'only.png', data: png }]);
    expect((await detail(me.headers)).primary_photo_url).toBe(photo!.photo_url);
    await me.call('DELETE', `/api/user/cards/${copy}/photos/${photo!.user_card_photo_id}`);
    expect((await detail(me.headers)).primary_photo_url).toBeNull();
  });
});
