import { sql, type SQL } from 'drizzle-orm';
import type { CardImageSide, CardImageStatus } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { intArray } from '@/db/sql';
import type { SqlRow } from '@/db/rows';
import type { cardImages } from '@/db/schema';

export type CardImageRow = SqlRow<typeof cardImages>;

/** A published picture as the public lists show it, with its contributor's credit. */
export type PublishedRow = {
  card_image_id: number;
  card_id: number;
  side: CardImageSide;
  image_hash: string;
  width: number;
  height: number;
  username: string;
  is_public_profile: boolean;
};

/** What names a card in a queue row, a notice or an audit entry, and its page's address parts. */
export type CardLabelRow = {
  card_id: number;
  card_number: string;
  series_name: string;
  set_name: string;
  set_year: number;
  set_slug: string;
  series_slug: string;
  card_slug: string;
  player_names: string;
};

const CARD_LABEL_COLUMNS = sql`c.card_id, c.card_number, s.name as series_name, st.name as set_name,
  st.year as set_year, st.slug as set_slug, s.slug as series_slug, c.slug as card_slug,
  coalesce((select string_agg(concat_ws(' ', p.first_name, p.last_name), ', ' order by cpt.sort_order, cpt.card_player_team_id)
    from card_player_teams cpt join players p on p.player_id = cpt.player_id where cpt.card_id = c.card_id), '') as player_names`;
const CARD_LABEL_FROM = sql`cards c join series s on s.series_id = c.series_id join sets st on st.set_id = s.set_id`;

/** The user's photo (through their own copy only) with the card it shows. */
export async function findOwnPhoto(db: Executor, userId: number, photoId: number) {
  const result = await db.execute<{
    photo_id: number;
    card_id: number;
    storage_key: string;
    content_type: string;
  }>(sql`
    select p.user_card_photo_id as photo_id, uc.card_id, p.storage_key, p.content_type
    from user_card_photos p join user_cards uc on uc.user_card_id = p.user_card_id
    where p.user_card_photo_id = ${photoId} and uc.user_id = ${userId}`);
  return result.rows[0] ?? null;
}

export async function hasConsent(db: Executor, userId: number, version: number): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from card_image_consents where user_id = ${userId} and terms_version >= ${version}`,
  );
  return result.rows.length > 0;
}

export async function recordConsent(db: Executor, userId: number, version: number): Promise<void> {
  await db.execute(sql`
    insert into card_image_consents (user_id, terms_version) values (${userId}, ${version})
    on conflict (user_id) do update set terms_version = excluded.terms_version, consented_at = now()`);
}

/** A live (pending or published) suggestion of this file, by anyone. */
export async function liveSourceExists(db: Executor, sourceHash: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from card_images where source_hash = ${sourceHash} and status in ('pending', 'approved')`);
  return result.rows.length > 0;
}

export async function insertSuggestion(
  db: Executor,
  row: {
    cardId: number;
    side: CardImageSide;
    userId: number;
    photoId: number;
    sourceHash: string;
    sourceKey: string;
  },
): Promise<number> {
  const result = await db.execute<{ card_image_id: number }>(sql`
    insert into card_images (card_id, side, contributor_id, source_photo_id, source_hash, source_key)
    values (${row.cardId}, ${row.side}, ${row.userId}, ${row.photoId}, ${row.sourceHash}, ${row.sourceKey})
    returning card_image_id`);
  return result.rows[0]!.card_image_id;
}

export async function findImage(db: Executor, id: number, lock = false): Promise<CardImageRow | null> {
  const result = await db.execute<CardImageRow>(
    sql`select * from card_images where card_image_id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return result.rows[0] ?? null;
}

/** The published picture of a card side, locked: approvals of one side queue up behind each other. */
export async function lockPublished(db: Executor, cardId: number, side: CardImageSide) {
  const result = await db.execute<CardImageRow>(sql`
    select * from card_images where card_id = ${cardId} and side = ${side} and status = 'approved' for update`);
  return result.rows[0] ?? null;
}

export async function setDecision(
  db: Executor,
  id: number,
  decision: {
    status: CardImageStatus;
    actorId: number | null;
    reason?: string | null;
    published?: { imageHash: string; width: number; height: number };
  },
): Promise<void> {
  const published = decision.published;
  await db.execute(sql`
    update card_images set status = ${decision.status}, decided_by = ${decision.actorId}, decided_at = now(),
      reason = ${decision.reason ?? null}, source_key = null,
      image_hash = ${published ? published.imageHash : sql`image_hash`},
      width = ${published ? published.width : sql`width`}, height = ${published ? published.height : sql`height`}
    where card_image_id = ${id}`);
}

/** Whether another published row still shows this picture (its files must then stay). */
export async function publishedHashInUse(db: Executor, imageHash: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from card_images where image_hash = ${imageHash} and status = 'approved' limit 1`,
  );
  return result.rows.length > 0;
}

export async function sourceKeyInUse(db: Executor, key: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from card_images where source_key = ${key} limit 1`);
  return result.rows.length > 0;
}

const PUBLISHED_SELECT = sql`select ci.card_image_id, ci.card_id, ci.side, ci.image_hash, ci.width, ci.height,
    u.username, u.is_public_profile
  from card_images ci join users u on u.user_id = ci.contributor_id`;

export async function listPublished(db: Executor, cardIds: number[]): Promise<PublishedRow[]> {
  if (cardIds.length === 0) return [];
  const result = await db.execute<PublishedRow>(sql`${PUBLISHED_SELECT}
    where ci.card_id = any(${intArray(cardIds)}) and ci.status = 'approved'`);
  return result.rows;
}

export async function findPublishedById(db: Executor, id: number): Promise<PublishedRow | null> {
  const result = await db.execute<PublishedRow>(
    sql`${PUBLISHED_SELECT} where ci.card_image_id = ${id} and ci.status = 'approved'`,
  );
  return result.rows[0] ?? null;
}

export async function isPublishedHash(db: Executor, imageHash: string): Promise<boolean> {
  return publishedHashInUse(db, imageHash);
}

export async function cardLabel(db: Executor, cardId: number): Promise<CardLabelRow | null> {
  const result = await db.execute<CardLabelRow>(
    sql`select ${CARD_LABEL_COLUMNS} from ${CARD_LABEL_FROM} where c.card_id = ${cardId}`,
  );
  return result.rows[0] ?? null;
}

export type SuggestionListRow = CardImageRow &
  CardLabelRow & { username: string; is_public_profile: boolean };

async function listSuggestions(db: Executor, where: SQL, order: SQL, limit: number) {
  const result = await db.execute<SuggestionListRow>(sql`
    select ci.*, ${CARD_LABEL_COLUMNS}, u.username, u.is_public_profile
    from card_images ci join ${CARD_LABEL_FROM} on c.card_id = ci.card_id
    join users u on u.user_id = ci.contributor_id
    where ${where} order by ${order} limit ${limit}`);
  return result.rows;
}

export const listUserSuggestions = (db: Executor, userId: number) =>
  listSuggestions(
    db,
    sql`ci.contributor_id = ${userId}`,
    sql`ci.created_at desc, ci.card_image_id desc`,
    200,
  );

export const listQueue = (db: Executor, status: 'pending' | 'approved', limit: number) =>
  listSuggestions(db, sql`ci.status = ${status}`, sql`ci.created_at, ci.card_image_id`, limit);

export async function countByStatus(db: Executor, status: CardImageStatus): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from card_images where status = ${status}`,
  );
  return result.rows[0]!.count;
}

export async function countContributions(db: Executor, userId: number): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from card_images where contributor_id = ${userId} and status = 'approved'`);
  return result.rows[0]!.count;
}
