import { sql } from 'drizzle-orm';
import { IN_TRANSIT_LOCATION } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { userCards, userLocations } from '@/db/schema';
import { intArray } from '@/db/sql';
import type { RecordEvent } from '@/events';
import { conflict } from '@/lib/errors';
import { deleteUserCards, insertUserCards, type NewUserCard } from './user-cards.queries';

/** One copy leaving `fromUserId`'s collection for `toUserId`'s, with the note the new entry carries. */
export interface CopyTransfer {
  userCardId: number;
  fromUserId: number;
  toUserId: number;
  note: string;
}

export const COPY_GONE = 'A card to move is no longer in its owner’s collection';

type CopyRow = SqlColumns<
  typeof userCards,
  | 'user_card_id'
  | 'user_id'
  | 'card_id'
  | 'serial_number'
  | 'grading_agency'
  | 'grade_id'
  | 'aftermarket_autograph'
> & {
  /** cast to text: the grade as written */
  grade: string | null;
};

/** The receiver's 'In Transit' location, created when missing (two transfers at once find the same row). */
async function inTransitLocation(tx: Executor, userId: number): Promise<number> {
  // one round trip: the row inserted, or (on conflict) the one already there, read in the same statement
  const result = await tx.execute<SqlColumns<typeof userLocations, 'user_location_id'>>(sql`
    with created as (
      insert into user_locations (user_id, location) values (${userId}, ${IN_TRANSIT_LOCATION})
      on conflict (user_id, lower(location)) do nothing returning user_location_id
    )
    select user_location_id from created
    union all
    select user_location_id from user_locations
    where user_id = ${userId} and lower(location) = lower(${IN_TRANSIT_LOCATION})
    limit 1`);
  if (result.rows[0]) return result.rows[0].user_location_id;
  // another transfer created it after this statement's snapshot was taken: a new statement sees it
  const again = await tx.execute<SqlColumns<typeof userLocations, 'user_location_id'>>(sql`
    select user_location_id from user_locations
    where user_id = ${userId} and lower(location) = lower(${IN_TRANSIT_LOCATION})`);
  return again.rows[0]!.user_location_id;
}

const groupBy = <T, K>(items: T[], key: (item: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/**
 * The copies are locked and checked (each still its giver's), the receivers' entries inserted and the givers'
 * deleted, all in the caller's transaction: a failure anywhere leaves both collections as they were.
 * Answers the new entry of each moved copy and the givers' photo files to remove after the commit.
 */
export async function transferCopies(tx: Executor, record: RecordEvent, transfers: CopyTransfer[]) {
  const received = new Map<number, number>();
  if (transfers.length === 0) return { received, files: [] as string[] };
  const copies = await tx.execute<CopyRow>(sql`
    select user_card_id, user_id, card_id, serial_number, grading_agency, grade::text as grade, grade_id,
           aftermarket_autograph
    from user_cards where user_card_id = any(${intArray(transfers.map((t) => t.userCardId))})
    order by user_card_id for update`);
  const byId = new Map(copies.rows.map((row) => [row.user_card_id, row]));
  if (transfers.some((t) => byId.get(t.userCardId)?.user_id !== t.fromUserId)) throw conflict(COPY_GONE);

  for (const [toUserId, group] of groupBy(transfers, (t) => t.toUserId)) {
    const location = await inTransitLocation(tx, toUserId);
    const rows: NewUserCard[] = group.map((t) => {
      const copy = byId.get(t.userCardId)!;
      return {
        cardId: copy.card_id,
        serialNumber: copy.serial_number,
        gradingAgency: copy.grading_agency,
        grade: copy.grade,
        gradeId: copy.grade_id,
        aftermarketAutograph: copy.aftermarket_autograph,
        userLocation: location,
        notes: t.note,
      };
    });
    const ids = await insertUserCards(tx, toUserId, rows);
    group.forEach((t, index) => received.set(t.userCardId, ids[index]!));
    await record('collection.cardsAdded', { userId: toUserId, userCardIds: ids });
  }
  const files: string[] = [];
  for (const [fromUserId, group] of groupBy(transfers, (t) => t.fromUserId)) {
    const removed = await deleteUserCards(
      tx,
      fromUserId,
      group.map((t) => t.userCardId),
    );
    files.push(...removed.files);
    await record('collection.cardsRemoved', {
      userId: fromUserId,
      userCardIds: removed.deleted,
      cardIds: removed.cardIds,
    });
  }
  return { received, files };
}
