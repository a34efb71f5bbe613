import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import type { Role } from '@cardbinder/shared';
import { comments, notifications, userFavoriteCards, userLocations, users } from '@/db/schema';
import { cardId, createCatalogue } from '@/test/catalogue-factory';
import { multipartBody } from '@/test/multipart';
import { createTestApp, createUser, signIn, type TestApp } from '@/test/test-app';

/** A signed-in user of the probe world. */
export interface Member {
  userId: number;
  role: Role;
  email: string;
  headers: Record<string, string>;
}

export type Actor = 'anonymous' | Role;
export const ACTORS: Actor[] = ['anonymous', 'user', 'data_admin', 'admin', 'superadmin'];

/** A call as a route table entry builds it; headers add to (or replace) the caller's. */
export interface RouteCall {
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

/**
 * A small catalogue and one member of each role, with factories for the things routes act on. Every factory makes a
 * new thing, so a call that changes or deletes it never spoils the next one.
 */
export interface World {
  t: TestApp;
  catalogue: Awaited<ReturnType<typeof createCatalogue>>;
  /** base card 1 (Mike Trout) and its address parts */
  card: { id: number; seriesSlug: string; cardNumber: string; playerSlug: string; cardSlug: string };
  members: Record<Role, Member>;
  /** owns what another user's calls aim at */
  victim: Member;
  unique(prefix: string): string;
  location(owner: Member): Promise<number>;
  userCard(owner: Member): Promise<number>;
  photo(owner: Member): Promise<{ userCardId: number; photoId: number }>;
  comment(owner: Member): Promise<number>;
  notification(owner: Member): Promise<number>;
  /** a favorite slot the owner has free, emptying one when all five are taken */
  freeFavoriteSlot(owner: Member): Promise<number>;
  favorite(owner: Member): Promise<number>;
  username(owner: Member): Promise<string>;
  session(member: Member): Promise<Record<string, string>>;
  /** a new plain user, for calls that spoil the account they act on (its password, its sessions) */
  throwAwayMember(): Promise<Member>;
  png: Buffer;
  workbook: Buffer;
  uploadedWorkbook(): Promise<{ uploadId: string; file: string }>;
}

async function member(t: TestApp, role: Role): Promise<Member> {
  const user = await createUser(t.database, { role });
  const token = await signIn(t.app, user.email);
  return { userId: user.userId, role, email: user.email, headers: { authorization: `Bearer ${token}` } };
}

async function checklistWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Master');
  sheet.addRow(['Subset', 'Card #', 'Player', 'Team', 'Notes']);
  sheet.addRow(['Base', 1, 'Mike Trout', 'Los Angeles Angels', '']);
  sheet.addRow(['Base', 2, 'Julio Rodríguez', 'Seattle Mariners', 'RC']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function createWorld(): Promise<World> {
  // no per-minute limits: the probes send thousands of calls from one address and one user
  const t = await createTestApp({
    apiRateLimit: 1_000_000,
    commentRateLimit: 1_000_000,
    tradeProposalRateLimit: 1_000_000,
    collectionImportRateLimit: 1_000_000,
    dataDir: `/tmp/cardbinder-probe-${process.pid}`,
  });
  const catalogue = await createCatalogue(t.database);
  const id = await cardId(t.database, catalogue.series.Base!, '1');
  const listed = await t.app.inject({ method: 'GET', url: `/api/cards?series_id=${catalogue.series.Base}` });
  const row = listed
    .json<{ cards: { card_id: number; card_slug: string; player_slug: string }[] }>()
    .cards.find((card) => card.card_id === id)!;
  const members = {} as Record<Role, Member>;
  for (const role of ['user', 'data_admin', 'admin', 'superadmin'] as const)
    members[role] = await member(t, role);
  const victim = await member(t, 'user');
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  const workbook = await checklistWorkbook();
  let counter = 0;
  const unique = (prefix: string) => `${prefix}${(counter += 1)}`;

  const userCard = async (owner: Member) => {
    const result = await t.database.db.execute<{ user_card_id: number }>(sql`
      insert into user_cards (user_id, card_id, random_code)
      values (${owner.userId}, ${id}, ${unique('P')}) returning user_card_id`);
    return result.rows[0]!.user_card_id;
  };

  const freeFavoriteSlot = async (owner: Member) => {
    const taken = await t.database.db
      .select({ slot: userFavoriteCards.sortOrder })
      .from(userFavoriteCards)
      .where(eq(userFavoriteCards.userId, owner.userId));
    const free = [1, 2, 3, 4, 5].find((slot) => !taken.some((row) => row.slot === slot));
    if (free !== undefined) return free;
    await t.database.db.execute(
      sql`delete from user_favorite_cards where user_id = ${owner.userId} and sort_order = 1`,
    );
    return 1;
  };

  const world: World = {
    t,
    catalogue,
    card: {
      id,
      seriesSlug: catalogue.seriesSlugs.Base!,
      cardNumber: '1',
      playerSlug: row.player_slug,
      cardSlug: row.card_slug,
    },
    members,
    victim,
    unique,
    png,
    workbook,
    async location(owner) {
      const [created] = await t.database.db
        .insert(userLocations)
        .values({ userId: owner.userId, location: unique('Binder ') })
        .returning({ id: userLocations.userLocationId });
      return created!.id;
    },
    userCard,
    async photo(owner) {
      const userCardId = await userCard(owner);
      const body = multipartBody([
        { field: 'photos', filename: 'front.png', data: png, contentType: 'image/png' },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/user/cards/${userCardId}/photos`,
        payload: body.payload,
        headers: { ...owner.headers, ...body.headers },
      });
      const photos = response.json<{ photos: { user_card_photo_id: number }[] }>().photos;
      return { userCardId, photoId: photos[0]!.user_card_photo_id };
    },
    async comment(owner) {
      const [created] = await t.database.db
        .insert(comments)
        .values({ userId: owner.userId, commentType: 'card', itemId: id, commentText: 'Great card' })
        .returning({ id: comments.commentId });
      return created!.id;
    },
    async notification(owner) {
      const [created] = await t.database.db
        .insert(notifications)
        .values({ userId: owner.userId, notificationType: 'system', title: 'Welcome', message: 'Hello' })
        .returning({ id: notifications.notificationId });
      return created!.id;
    },
    freeFavoriteSlot,
    async favorite(owner) {
      const userCardId = await userCard(owner);
      const [created] = await t.database.db
        .insert(userFavoriteCards)
        .values({ userId: owner.userId, userCardId, sortOrder: await freeFavoriteSlot(owner) })
        .returning({ id: userFavoriteCards.favoriteId });
      return created!.id;
    },
    async username(owner) {
      const [row] = await t.database.db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.userId, owner.userId));
      return row!.username;
    },
    throwAwayMember: () => member(t, 'user'),
    async session(owner) {
      return { authorization: `Bearer ${await signIn(t.app, owner.email)}` };
    },
    async uploadedWorkbook() {
      const body = multipartBody([{ field: 'files', filename: '2024-Probe-Checklist.xlsx', data: workbook }]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/ingestion/preview',
        payload: body.payload,
        headers: { ...members.superadmin.headers, ...body.headers },
      });
      const preview = response.json<{ previews: { uploadId: string; file: string }[] }>().previews[0]!;
      return { uploadId: preview.uploadId, file: preview.file };
    },
  };
  return world;
}
