import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_DATA_MESSAGES } from '@cardbinder/shared';
import { auditLog, comments, notifications, userCards, users } from '@/db/schema';
import { startWorker } from '@/jobs/worker';
import { createCollector } from '@/test/collection-factory';
import { cat, setUpCollectionApp, t, type Collector } from '@/test/collection-app';
import { uploadPhotos } from '@/test/photo-upload';
import { storedFileKeys } from '@/test/stored-files';
import { TEST_PASSWORD } from '@/test/test-app';

let jpeg: Buffer;
setUpCollectionApp({ storagePrefix: 'cardbinder-export-' });
beforeAll(async () => {
  jpeg = await sharp({
    create: { width: 300, height: 400, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .jpeg()
    .toBuffer();
});

const silent = { info: () => undefined, error: () => undefined };
const drain = () =>
  startWorker(t.database.db, t.app.ctx.services.jobHandlers, silent, { autoStart: false }).drain();

/** A collector with two cards (one with a photo), a comment and a notification. */
async function busyCollector(label: string) {
  const who = await createCollector(t);
  const ids = (
    await who.call('POST', '/api/user/cards/bulk', { card_ids: [cat.card['Base/1'], cat.card['Base/2']] })
  ).json().user_card_ids as number[];
  await who.call('PUT', `/api/user/cards/${ids[0]}`, { notes: `${label} notes`, purchase_price: 4 });
  const photo = await uploadPhotos(t, who.headers, ids[0]!, [{ filename: 'front.jpg', data: jpeg }]);
  expect(photo.statusCode, photo.body).toBe(201);
  await t.database.db.insert(comments).values({
    userId: who.user.userId,
    commentType: 'card',
    itemId: cat.card['Base/1']!,
    commentText: `${label} says hello`,
  });
  await drain();
  return { who, ids };
}

async function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  return entries;
}

async function exportOf(who: Collector) {
  const requested = await who.call('POST', '/api/account/exports');
  expect(requested.statusCode, requested.body).toBe(202);
  expect(requested.json().export.status).toBe('queued');
  await drain();
  const [ready] = (await who.call('GET', '/api/account/exports')).json().exports;
  expect(ready).toMatchObject({ id: requested.json().export.id, status: 'ready', expired: false });
  return ready.id as string;
}

describe('Download my data', () => {
  it.each([
    ['POST', '/api/account/exports'],
    ['GET', '/api/account/exports'],
    ['GET', '/api/account/exports/00000000-0000-4000-8000-000000000000/download'],
    ['POST', '/api/account/delete'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });

  it("zips the requester's profile, collection, photos, comments and notifications, and nobody else's", async () => {
    const { who } = await busyCollector('alice');
    await busyCollector('bob');
    const id = await exportOf(who);
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, who.user.userId));
    expect(notices.map((notice) => notice.title)).toContain(ACCOUNT_DATA_MESSAGES.exportReadyTitle);

    const download = await who.call('GET', `/api/account/exports/${id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = await unzip(download.rawPayload);
    expect([...files.keys()].filter((name) => !name.startsWith('photos/')).sort()).toEqual([
      'achievements.json',
      'collection.csv',
      'collection.json',
      'comments.json',
      'notifications.json',
      'profile.json',
    ]);
    const profile = JSON.parse(files.get('profile.json')!.toString());
    expect(profile.email).toBe(who.user.email);
    expect(files.get('profile.json')!.toString()).not.toContain('password');
    expect(JSON.parse(files.get('collection.json')!.toString())).toHaveLength(2);
    expect(files.get('collection.csv')!.toString()).toContain('alice notes');
    expect(JSON.parse(files.get('comments.json')!.toString())).toEqual([
      expect.objectContaining({ comment_text: 'alice says hello' }),
    ]);
    const photos = [...files.keys()].filter((name) => name.startsWith('photos/'));
    expect(photos).toHaveLength(1);
    expect((await sharp(files.get(photos[0]!)!).metadata()).width).toBeGreaterThan(0);
    const everything = [...files.values()].map((file) => file.toString('latin1')).join('\n');
    expect(everything).not.toContain('bob');
  });

  it('takes one request at a time per account: the others get 409 until the queued one is done', async () => {
    const { who } = await busyCollector('dora');
    const answers = await Promise.all([1, 2, 3].map(() => who.call('POST', '/api/account/exports')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toBe(ACCOUNT_DATA_MESSAGES.exportInProgress);
    expect((await who.call('GET', '/api/account/exports')).json().exports).toHaveLength(1);
    // another collector is not held back, and once the export is ready a new one can be asked for
    expect((await (await createCollector(t)).call('POST', '/api/account/exports')).statusCode).toBe(202);
    await drain();
    expect((await who.call('POST', '/api/account/exports')).statusCode).toBe(202);
  });

  it('lets only the requester download, until the link expires', async () => {
    const { who } = await busyCollector('carol');
    const id = await exportOf(who);
    const other = await createCollector(t);
    const stolen = await other.call('GET', `/api/account/exports/${id}/download`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(ACCOUNT_DATA_MESSAGES.exportNotFound);
    await t.database.db.execute(
      sql`update data_exports set expires_at = now() - interval '1 minute' where export_id = ${id}`,
    );
    const expired = await who.call('GET', `/api/account/exports/${id}/download`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(ACCOUNT_DATA_MESSAGES.exportExpired);
    const before = await storedFileKeys(t);
    await t.app.ctx.services.accountData.removeExpired();
    expect((await storedFileKeys(t)).length).toBe(before.length - 1);
  });
});

describe('Delete my account', () => {
  it('asks for the password and deletes nothing without it', async () => {
    const { who } = await busyCollector('dave');
    const response = await who.call('POST', '/api/account/delete', { password: 'not it' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ACCOUNT_DATA_MESSAGES.wrongPassword);
    expect(await t.database.db.select().from(users).where(eq(users.userId, who.user.userId))).toHaveLength(1);
  });

  it('removes the account, its rows and files, signs out everywhere, and strips it from the audit trail', async () => {
    const { who, ids } = await busyCollector('erin');
    const key = (
      await who.call('POST', '/api/api-keys', { name: 'script', scopes: ['collection:read'] })
    ).json().secret as string;
    await t.database.db.insert(auditLog).values({
      actorId: null,
      actorName: 'staff',
      action: 'user.update',
      targetType: 'user',
      targetId: who.user.userId,
      summary: who.user.username,
      before: { email: who.user.email },
    });
    const filesBefore = await storedFileKeys(t);

    const response = await who.call('POST', '/api/account/delete', { password: TEST_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.userId, who.user.userId))).toEqual([]);
    expect(await t.database.db.select().from(userCards).where(eq(userCards.userCardId, ids[0]!))).toEqual([]);
    expect(await t.database.db.select().from(comments).where(eq(comments.userId, who.user.userId))).toEqual(
      [],
    );
    expect((await who.call('GET', '/api/profile')).statusCode).toBe(401);
    const withKey = await t.app.inject({
      method: 'GET',
      url: '/api/user/collection/stats',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(withKey.statusCode).toBe(401);
    const filesAfter = await storedFileKeys(t);
    expect(filesBefore.length - filesAfter.length).toBe(2); // the photo and its thumbnail
    expect(filesAfter.some((file) => file.includes(`/${who.user.userId}/`))).toBe(false);
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, who.user.userId));
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'user.update',
        summary: 'deleted account',
        before: null,
        after: null,
      }),
    ]);
  });
});
