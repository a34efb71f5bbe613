import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { userCards, userLocations } from '@/db/schema';
import type { SqlColumns } from '@/db/rows';
import type { gradingAgencies } from '@/db/schema';

export type LocationRow = SqlColumns<
  typeof userLocations,
  'user_location_id' | 'location' | 'is_dashboard'
> & {
  card_count: number;
};

/** The user's locations with how many of their cards each holds, by name. */
export async function listLocations(
  db: Executor,
  userId: number,
  locationId?: number,
): Promise<LocationRow[]> {
  const result = await db.execute<LocationRow>(sql`
    select ul.user_location_id, ul.location, ul.is_dashboard,
           (select count(*)::int from user_cards uc where uc.user_location = ul.user_location_id) as card_count
    from user_locations ul
    where ul.user_id = ${userId} ${locationId === undefined ? sql`` : sql`and ul.user_location_id = ${locationId}`}
    order by lower(ul.location), ul.user_location_id`);
  return result.rows;
}

export async function insertLocation(db: Executor, userId: number, location: string, isDashboard: boolean) {
  const [row] = await db
    .insert(userLocations)
    .values({ userId, location, isDashboard })
    .returning({ id: userLocations.userLocationId });
  return row!.id;
}

export async function updateLocation(
  db: Executor,
  userId: number,
  locationId: number,
  patch: { location?: string; isDashboard?: boolean },
): Promise<boolean> {
  const rows = await db
    .update(userLocations)
    .set(patch)
    .where(and(eq(userLocations.userLocationId, locationId), eq(userLocations.userId, userId)))
    .returning({ id: userLocations.userLocationId });
  return rows.length > 0;
}

/** Locks the user's location row (so no card lands in it meanwhile) and counts its cards; null if not theirs. */
export async function lockLocation(db: Executor, userId: number, locationId: number) {
  const result = await db.execute<{ card_count: number }>(sql`
    select (select count(*)::int from user_cards uc where uc.user_location = ul.user_location_id) as card_count
    from user_locations ul where ul.user_location_id = ${locationId} and ul.user_id = ${userId}
    for update of ul`);
  return result.rows[0] ?? null;
}

export async function moveCards(db: Executor, userId: number, from: number, to: number): Promise<number> {
  const rows = await db
    .update(userCards)
    .set({ userLocation: to })
    .where(and(eq(userCards.userId, userId), eq(userCards.userLocation, from)))
    .returning({ id: userCards.userCardId });
  return rows.length;
}

export async function deleteLocation(db: Executor, userId: number, locationId: number): Promise<void> {
  await db
    .delete(userLocations)
    .where(and(eq(userLocations.userLocationId, locationId), eq(userLocations.userId, userId)));
}

export async function listGradingAgencies(db: Executor) {
  const result = await db.execute<
    SqlColumns<typeof gradingAgencies, 'grading_agency_id' | 'abbreviation' | 'name'>
  >(sql`select grading_agency_id, abbreviation, name from grading_agencies order by grading_agency_id`);
  return result.rows;
}
