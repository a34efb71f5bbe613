import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { COLLECTION_MESSAGES } from '@cardbinder/shared';
import { userCardPhotos } from '@/db/schema';
import { createCollector } from '@/test/collection-factory';
import { cat, setUpCollectionApp, t, type Collector } from '@/test/collection-app';
import { uploadPhotos, type FilePart } from '@/test/photo-upload';
import { storedFileKeys } from '@/test/stored-files';

let jpeg: Buffer;
let png: Buffer;
let webp: Buffer;

setUpCollectionApp({ storagePrefix: 'cardbinder-photos-' });
beforeAll(async () => {
  const image = (r: number) =>
    sharp({ create: { width: 800, height: 1100, channels: 3, background: { r, g: 40, b: 90 } } });
  jpeg = await image(200)
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Secret Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 0/1' },
    })
    .toBuffer();
  png = await image(20).png().toBuffer();
  webp = await image(120).webp().toBuffer();
});

const upload = (
  who: Collector,
  userCardId: number,
  files: FilePart[],
  method: 'POST' | 'PUT' = 'POST',
  photoId?: number,
) => uploadPhotos(t, who.headers, userCardId, files, method, photoId);

const storedFiles = () => storedFileKeys(t);
const photoRows = (userCardId: number) =>
  t.database.db.select().from(userCardPhotos).where(eq(userCardPhotos.userCardId, userCardId));

async function newCard(who: Collector): Promise<number> {
  return (await who.call('POST', '/api/user/cards', { card_id: cat.card['Base/1'] })).json().user_card_id;
}

async function expectNothingWritten(userCardId: number, before: { rows: number; files: number }) {
  expect(await photoRows(userCardId)).toHaveLength(before.rows);
  expect(await storedFiles()).toHaveLength(before.files);
}

describe('authentication', () => {
  it.each([
    ['GET', '/api/user/cards/1/photos'],
    ['POST', '/api/user/cards/1/photos'],
    ['PUT', '/api/user/cards/1/photos/1'],
    ['DELETE', '/api/user/cards/1/photos/1'],
    ['PUT', '/api/user/cards/1/photos/reorder'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });
});

describe('uploading', () => {
  it('stores JPEG, PNG and WebP re-encoded without EXIF/GPS, with thumbnails, served through signed addresses', async () => {
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const me = await createCollector(t);
    const card = await newCard(me);
    const response = await upload(me, card, [
      { filename: 'front.jpg', data: jpeg },
      { filename: 'back.png', contentType: 'image/png', data: png },
      { filename: 'slab.webp', contentType: 'image/webp', data: webp },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Successfully uploaded 3 photos');
    expect(body.photos.map((p: { sort_order: number }) => p.sort_order)).toEqual([1, 2, 3]);

    const full = await t.app.inject({ method: 'GET', url: body.photos[0].photo_url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 1100 });
    expect(meta.exif).toBeUndefined();
    expect(full.rawPayload.includes(Buffer.from('Secret Phone'))).toBe(false);

    const thumb = await t.app.inject({ method: 'GET', url: body.photos[1].thumbnail_url });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).height).toBeLessThanOrEqual(400);

    const rows = await photoRows(card);
    expect(rows.map((row) => row.contentType).sort()).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(
      rows.every((row) => /^card-photos\/\d+\/[0-9a-f-]{36}\.(jpg|png|webp)$/.test(row.storageKey)),
    ).toBe(true);

    const listed = await me.call('GET', `/api/user/collection/cards`);
    expect(listed.json().cards[0]).toMatchObject({
      photo_count: 3,
      primary_photo_url: body.photos[0].photo_url,
    });
  });

  it('refuses a 6th photo with the spec message and writes nothing', async () => {
    const me = await createCollector(t);
    const card = await newCard(me);
    await upload(
      me,
      card,
      [1, 2, 3].map((n) => ({ filename: `p${n}.png`, data: png })),
    );
    const before = { rows: 3, files: (await storedFiles()).length };
    const response = await upload(
      me,
      card,
      [1, 2, 3].map((n) => ({ filename: `q${n}.png`, data: png })),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Maximum 5 photos allowed per card. You have 3 photos already.');
    await expectNothingWritten(card, before);

    const six = await upload(
      me,
      await newCard(me),
      [1, 2, 3, 4, 5, 6].map((n) => ({ filename: `r${n}.png`, data: png })),
    );
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toBe(COLLECTION_MESSAGES.tooManyPhotos(0));
    expect(await storedFiles()).toHaveLength(before.files);
  });

  it('holds the limit when two uploads to one card race, leaving no stray files', async () => {
    const me = await createCollector(t);
    const card = await newCard(me);
    const before = (await storedFiles()).length;
    const three = (tag: string) => [1, 2, 3].map((n) => ({ filename: `${tag}${n}.png`, data: png }));
    const responses = await Promise.all([upload(me, card, three('a')), upload(me, card, three('b'))]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const rows = await photoRows(card);
    expect(rows.map((row) => row.sortOrder).sort()).toEqual([1, 2, 3]);
    expect(await storedFiles()).toHaveLength(before + 6);
  });

  it('refuses a renamed .exe and an image-looking file that is not one, by their bytes, writing nothing', async () => {
    const me = await createCollector(t);
    const card = await newCard(me);
    const before = { rows: 0, files: (await storedFiles()).length };
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2048, 7)]);
    const renamed = await upload(me, card, [{ filename: 'card.jpg', contentType: 'image/jpeg', data: exe }]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe('card.jpg: Only JPEG, PNG, and WebP images are allowed');

    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 1)]);
    const mixed = await upload(me, card, [
      { filename: 'good.png', data: png },
      { filename: '../../etc/passwd.jpg', data: fakeJpeg },
    ]);
    expect(mixed.statusCode).toBe(415);
    expect(mixed.json().message).toBe(COLLECTION_MESSAGES.photoType('passwd.jpg'));
    await expectNothingWritten(card, before);

    const gif = await upload(me, card, [{ filename: 'anim.gif', data: Buffer.from('GIF89a......') }]);
    expect(gif.statusCode).toBe(415);
  });

  it('refuses a file of 5 MB or more without buffering it, writing nothing', async () => {
    const me = await createCollector(t);
    const card = await newCard(me);
    const before = { rows: 0, files: (await storedFiles()).length };
    const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024, 0)]);
    const response = await upload(me, card, [{ filename: 'huge.jpg', data: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('huge.jpg: File size must be less than 5MB');
    await expectNothingWritten(card, before);
  });

  it('needs at least one photo in the photos field', async () => {
    const me = await createCollector(t);
    const card = await newCard(me);
    const response = await upload(me, card, [{ field: 'other', filename: 'x.png', data: png }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(COLLECTION_MESSAGES.noPhotos);
    const json = await me.call('POST', `/api/user/cards/${card}/photos`, { photos: [] });
    expect(json.statusCode).toBe(400);
  });
});

describe('ownership', () => {
  it('answers 404 for every call on another user’s card or photo and changes nothing', async () => {
    const owner = await createCollector(t);
    const intruder = await createCollector(t);
    const card = await newCard(owner);
    const photos = (
      await upload(owner, card, [
        { filename: 'a.png', data: png },
        { filename: 'b.png', data: png },
      ])
    ).json().photos as { user_card_photo_id: number }[];
    const [first, second] = photos.map((p) => p.user_card_photo_id);
    const before = { rows: 2, files: (await storedFiles()).length };
    const ownCard = await newCard(intruder);

    expect((await intruder.call('GET', `/api/user/cards/${card}/photos`)).statusCode).toBe(404);
    expect((await upload(intruder, card, [{ filename: 'x.png', data: png }])).statusCode).toBe(404);
    expect(
      (await upload(intruder, card, [{ field: 'photo', filename: 'x.png', data: png }], 'PUT', first))
        .statusCode,
    ).toBe(404);
    expect((await intruder.call('DELETE', `/api/user/cards/${card}/photos/${first}`)).statusCode).toBe(404);
    // the owner's photo addressed through the intruder's own card is not found either
    expect((await intruder.call('DELETE', `/api/user/cards/${ownCard}/photos/${first}`)).statusCode).toBe(
      404,
    );
    const reorder = await intruder.call('PUT', `/api/user/cards/${card}/photos/reorder`, {
      photoOrders: [
        { photoId: second, sortOrder: 1 },
        { photoId: first, sortOrder: 2 },
      ],
    });
    expect(reorder.statusCode).toBe(404);
    await expectNothingWritten(card, before);
    const rows = await photoRows(card);
    expect(rows.find((row) => row.userCardPhotoId === first)!.sortOrder).toBe(1);
  });

  it('serves files only with a valid, current signature', async () => {
    const me = await createCollector(t);
    const card = await newCard(me);
    const [photo] = (await upload(me, card, [{ filename: 'a.png', data: png }])).json().photos;
    const url = new URL(photo.photo_url, 'http://x');
    const tampered = `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${'A'.repeat(43)}`;
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    const otherPhoto = url.pathname.replace(/\/photos\/\d+\//, `/photos/${photo.user_card_photo_id + 1000}/`);
    expect((await t.app.inject({ method: 'GET', url: `${otherPhoto}${url.search}` })).statusCode).toBe(404);
    const expired = `${url.pathname}?exp=1000&sig=${url.searchParams.get('sig')}`;
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: photo.photo_url })).statusCode).toBe(200);
  });
});

describe('managing photos', () => {
  it('reorders, replaces and deletes, keeping sort orders 1..n and removing old files', async () => {
    const me = await createCollector(t);
    const card = await newCard(me);
    const uploaded = (
      await upload(me, card, [
        { filename: 'a.png', data: png },
        { filename: 'b.jpg', data: jpeg },
        { filename: 'c.webp', data: webp },
      ])
    ).json().photos as { user_card_photo_id: number; photo_url: string }[];
    const [a, b, c] = uploaded.map((p) => p.user_card_photo_id);
    const filesAfterUpload = (await storedFiles()).length;

    const reordered = await me.call('PUT', `/api/user/cards/${card}/photos/reorder`, {
      photoOrders: [
        { photoId: c, sortOrder: 1 },
        { photoId: a, sortOrder: 2 },
        { photoId: b, sortOrder: 3 },
      ],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().photos.map((p: { user_card_photo_id: number }) => p.user_card_photo_id)).toEqual([
      c,
      a,
      b,
    ]);

    const partial = await me.call('PUT', `/api/user/cards/${card}/photos/reorder`, {
      photoOrders: [{ photoId: a, sortOrder: 1 }],
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(COLLECTION_MESSAGES.photoOrder);

    const replaced = await upload(me, card, [{ field: 'photo', filename: 'new.jpg', data: jpeg }], 'PUT', a);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      message: 'Photo updated successfully',
      photo: { user_card_photo_id: a, sort_order: 2 },
    });
    expect((await t.app.inject({ method: 'GET', url: uploaded[0]!.photo_url })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: replaced.json().photo.photo_url })).headers['content-type'],
    ).toBe('image/jpeg');
    expect(await storedFiles()).toHaveLength(filesAfterUpload);

    const deleted = await me.call('DELETE', `/api/user/cards/${card}/photos/${c}`);
    expect(deleted.json().message).toBe('Photo deleted successfully');
    const rows = (await photoRows(card)).sort((x, y) => x.sortOrder - y.sortOrder);
    expect(rows.map((row) => [row.userCardPhotoId, row.sortOrder])).toEqual([
      [a, 1],
      [b, 2],
    ]);
    expect(await storedFiles()).toHaveLength(filesAfterUpload - 2);

    await me.call('DELETE', `/api/user/cards/${card}`);
    expect(await storedFiles()).toHaveLength(filesAfterUpload - 6);
  });
});
