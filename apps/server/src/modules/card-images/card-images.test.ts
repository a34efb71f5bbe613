import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { CARD_IMAGE_MESSAGES, cardImageFileUrl, type PublishedCardImage } from '@cardbinder/shared';
import { createCollector } from '@/test/collection-factory';
import { cat, setUpCollectionApp, t, type Collector } from '@/test/collection-app';
import { uploadPhotos } from '@/test/photo-upload';
import { storedFileKeys } from '@/test/stored-files';
import { authHeader } from '@/test/test-app';
import { publishedKeys } from './card-image-files';

let moderator: Record<string, string>;
setUpCollectionApp({ storagePrefix: 'cardbinder-card-images-' });
beforeAll(async () => {
  moderator = (await authHeader(t, 'data_admin')).headers;
});

let shade = 0;
/** A photo of a new copy of the card, each one a different picture (a different colour). */
async function photoOf(who: Collector, cardKey = 'Base/1', picture?: Buffer) {
  const userCardId = (await who.call('POST', '/api/user/cards', { card_id: cat.card[cardKey] })).json()
    .user_card_id;
  shade += 7;
  const data =
    picture ??
    (await sharp({
      create: { width: 600, height: 840, channels: 3, background: { r: shade % 256, g: 90, b: 40 } },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret Phone' } })
      .toBuffer());
  const response = await uploadPhotos(t, who.headers, userCardId, [
    { field: 'photos', filename: 'front.jpg', data, contentType: 'image/jpeg' },
  ]);
  expect(response.statusCode).toBe(201);
  return response.json<{ photos: { user_card_photo_id: number }[] }>().photos.at(-1)!.user_card_photo_id;
}

const suggest = (who: Collector, photoId: number, side = 'front', consent: boolean | null = true) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/photos/${photoId}/card-image-suggestion`,
    headers: who.headers,
    payload: consent === null ? { side } : { side, consent },
  });
const admin = (method: 'POST' | 'DELETE' | 'GET', url: string, payload?: object, headers = moderator) =>
  t.app.inject({ method, url: `/api/admin/card-images${url}`, headers, ...(payload ? { payload } : {}) });
const publishedOf = async (cardId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/card-images?card_ids=${cardId}` })).json<{
    images: Record<string, { front: PublishedCardImage | null; back: PublishedCardImage | null }>;
  }>().images[String(cardId)];
const suggestionId = async (who: Collector, photoId: number, side = 'front') => {
  const response = await suggest(who, photoId, side);
  expect(response.statusCode).toBe(201);
  return response.json<{ suggestion: { card_image_id: number } }>().suggestion.card_image_id;
};
const clearCard = (cardId: number) =>
  t.database.db.execute(
    sql`update card_images set status = 'removed' where card_id = ${cardId} and status = 'approved'`,
  );
const notices = async (userId: number) =>
  (
    await t.database.db.execute<{ title: string; message: string }>(
      sql`select title, message from notifications where user_id = ${userId} order by notification_id`,
    )
  ).rows;

describe('suggesting a photo', () => {
  it('asks for the consent once, and refuses strangers and another user’s photo', async () => {
    const owner = await createCollector(t);
    const stranger = await createCollector(t);
    const photo = await photoOf(owner);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/user/photos/${photo}/card-image-suggestion`,
          payload: { side: 'front' },
        })
      ).statusCode,
    ).toBe(401);
    const withoutConsent = await suggest(owner, photo, 'front', null);
    expect(withoutConsent.statusCode).toBe(400);
    expect(withoutConsent.json().message).toBe(CARD_IMAGE_MESSAGES.consentRequired);
    const foreign = await suggest(stranger, photo);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(CARD_IMAGE_MESSAGES.photoNotFound);
    expect((await suggest(owner, photo)).statusCode).toBe(201);
    expect((await owner.call('GET', '/api/user/card-images/consent')).json().consented).toBe(true);
    // the consent is remembered: the next suggestion needs none
    expect((await suggest(owner, await photoOf(owner, 'Base/2'), 'front', null)).statusCode).toBe(201);
    const rows = await t.database.db.execute(
      sql`select 1 from card_images where contributor_id = ${stranger.user.userId}`,
    );
    expect(rows.rows).toHaveLength(0);
  });

  it('keeps nothing public before approval, and stores one picture once (by its hash)', async () => {
    const first = await createCollector(t);
    const second = await createCollector(t);
    const picture = await sharp({ create: { width: 500, height: 700, channels: 3, background: '#228844' } })
      .jpeg()
      .toBuffer();
    const photo = await photoOf(first, 'Base/10', picture);
    await suggestionId(first, photo);
    expect(await publishedOf(cat.card['Base/10']!)).toBeUndefined();
    const sources = (await storedFileKeys(t)).filter((key) => key.startsWith('card-image-sources/'));
    const again = await suggest(first, photo, 'back');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CARD_IMAGE_MESSAGES.duplicate);
    // another collector's upload of the very same file is the same picture
    const copy = await suggest(second, await photoOf(second, 'Base/10', picture));
    expect(copy.statusCode).toBe(409);
    expect((await storedFileKeys(t)).filter((key) => key.startsWith('card-image-sources/'))).toEqual(sources);
  });
});

describe('moderation', () => {
  it('refuses plain users, approves with re-encoding, credits and notifies, and writes the audit trail', async () => {
    const collector = await createCollector(t);
    const plain = await createCollector(t);
    const cardId = cat.card['Base/11']!;
    const id = await suggestionId(collector, await photoOf(collector, 'Base/11'));
    expect(
      (await admin('GET', ''))
        .json()
        .suggestions.some((row: { card_image_id: number }) => row.card_image_id === id),
    ).toBe(true);
    expect((await admin('POST', `/${id}/approve`, {}, plain.headers)).statusCode).toBe(403);
    expect((await admin('GET', '', undefined, plain.headers)).statusCode).toBe(403);
    const approved = await admin('POST', `/${id}/approve`, { rotate: 90 });
    expect(approved.statusCode).toBe(200);
    const front = (await publishedOf(cardId))!.front!;
    // turned a quarter: the 600×840 photo is now landscape
    expect([front.width, front.height]).toEqual([840, 600]);
    expect(front.contributor.username).toBeTruthy();
    const file = await t.app.inject({ method: 'GET', url: cardImageFileUrl(front.hash, 'thumb', 'avif') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/avif');
    expect(file.headers['cache-control']).toContain('immutable');
    const full = await t.app.inject({ method: 'GET', url: cardImageFileUrl(front.hash, 'full', 'jpg') });
    expect((await sharp(full.rawPayload).metadata()).exif).toBeUndefined();
    const source = await t.database.db.execute<{ source_key: string | null }>(
      sql`select source_key from card_images where card_image_id = ${id}`,
    );
    expect(source.rows[0]!.source_key).toBeNull();
    const audit = await t.database.db.execute<{ action: string }>(
      sql`select action from audit_log where target_type = 'card' and target_id = ${cardId}`,
    );
    expect(audit.rows.map((row) => row.action)).toContain('card_image.approve');
    expect((await notices(collector.user.userId)).map((n) => n.title)).toContain(
      'Your picture is in the catalogue',
    );
    expect((await collector.call('GET', '/api/user/card-images')).json().contributions).toBe(1);
  });

  it('rejects with a reason the collector is told, and asks before replacing a picture', async () => {
    const first = await createCollector(t);
    const second = await createCollector(t);
    const cardId = cat.card['Base/20']!;
    await clearCard(cardId);
    const kept = await suggestionId(first, await photoOf(first, 'Base/20'));
    const declined = await suggestionId(second, await photoOf(second, 'Base/20'));
    const later = await suggestionId(second, await photoOf(second, 'Base/20'), 'back');
    expect((await admin('POST', `/${kept}/approve`, {})).statusCode).toBe(200);
    const blank = await admin('POST', `/${declined}/reject`, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect((await admin('POST', `/${declined}/reject`, { reason: 'Blurry' })).statusCode).toBe(200);
    expect((await notices(second.user.userId)).at(-1)!.message).toContain('Blurry');
    expect((await admin('POST', `/${declined}/approve`, {})).statusCode).toBe(409);
    const rejected = await t.database.db.execute<{ source_key: string | null }>(
      sql`select source_key from card_images where card_image_id = ${declined}`,
    );
    expect(rejected.rows[0]!.source_key).toBeNull();
    // a second front for the card: refused unless replacing
    const other = await suggestionId(second, await photoOf(second, 'Base/20'));
    const refused = await admin('POST', `/${other}/approve`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CARD_IMAGE_MESSAGES.hasImage);
    const before = (await publishedOf(cardId))!.front!.hash;
    expect((await admin('POST', `/${other}/approve`, { replace: true })).statusCode).toBe(200);
    const after = (await publishedOf(cardId))!.front!;
    expect(after.hash).not.toBe(before);
    const remaining = await storedFileKeys(t);
    for (const key of publishedKeys(before)) expect(remaining).not.toContain(key);
    expect((await admin('POST', `/${later}/reject`, { reason: 'Not this card' })).statusCode).toBe(200);
  });

  it('refuses a crop outside the picture without publishing anything', async () => {
    const collector = await createCollector(t);
    await clearCard(cat.card['Base/27']!);
    const id = await suggestionId(collector, await photoOf(collector, 'Base/27'));
    const before = await storedFileKeys(t);
    const response = await admin('POST', `/${id}/approve`, {
      crop: { left: 500, top: 0, width: 400, height: 400 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CARD_IMAGE_MESSAGES.badCrop);
    expect(await storedFileKeys(t)).toEqual(before);
    expect(
      (await admin('POST', `/${id}/approve`, { crop: { left: 50, top: 100, width: 400, height: 560 } }))
        .statusCode,
    ).toBe(200);
    expect((await publishedOf(cat.card['Base/27']!))!.front!.width).toBe(400);
  });
});

describe('withdrawing and removing', () => {
  it('lets only the contributor withdraw, and every size goes', async () => {
    const collector = await createCollector(t);
    const stranger = await createCollector(t);
    const cardId = cat.card['Relics/R-AJ']!;
    await clearCard(cardId);
    const id = await suggestionId(collector, await photoOf(collector, 'Relics/R-AJ'));
    await admin('POST', `/${id}/approve`, {});
    const hash = (await publishedOf(cardId))!.front!.hash;
    for (const key of publishedKeys(hash)) expect(await storedFileKeys(t)).toContain(key);
    expect((await stranger.call('DELETE', `/api/user/card-images/${id}`)).statusCode).toBe(404);
    expect((await admin('DELETE', `/${id}`, undefined, stranger.headers)).statusCode).toBe(403);
    expect((await collector.call('DELETE', `/api/user/card-images/${id}`)).statusCode).toBe(200);
    expect(await publishedOf(cardId)).toBeUndefined();
    const remaining = await storedFileKeys(t);
    for (const key of publishedKeys(hash)) expect(remaining).not.toContain(key);
    const file = await t.app.inject({ method: 'GET', url: cardImageFileUrl(hash, 'thumb', 'webp') });
    expect(file.statusCode).toBe(404);
  });

  it('lets a moderator remove any published picture', async () => {
    const collector = await createCollector(t);
    const cardId = cat.card['Relics/RA-MB']!;
    await clearCard(cardId);
    const id = await suggestionId(collector, await photoOf(collector, 'Relics/RA-MB'));
    await admin('POST', `/${id}/approve`, {});
    const hash = (await publishedOf(cardId))!.front!.hash;
    expect((await admin('DELETE', `/${id}`)).statusCode).toBe(200);
    expect(await publishedOf(cardId)).toBeUndefined();
    for (const key of publishedKeys(hash)) expect(await storedFileKeys(t)).not.toContain(key);
    expect((await notices(collector.user.userId)).at(-1)!.title).toBe('Your catalogue picture was removed');
    expect((await admin('DELETE', `/${id}`)).statusCode).toBe(400);
  });
});
