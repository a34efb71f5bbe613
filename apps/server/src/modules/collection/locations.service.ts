import { COLLECTION_MESSAGES } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { badRequest, conflict, notFound } from '@/lib/errors';
import * as q from './locations.queries';

function isDuplicateName(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const pgError = current as { code?: string; constraint?: string };
    if (pgError.code === '23505' && pgError.constraint === 'user_locations_user_name_key') return true;
  }
  return false;
}

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateName(error)) throw conflict(COLLECTION_MESSAGES.locationExists);
    throw error;
  }
}

/** Storage locations of a user's cards (spec 2 §4 "Location rename or delete"). */
export function createLocationsService(db: Db) {
  const one = async (userId: number, locationId: number) => {
    const [location] = await q.listLocations(db, userId, locationId);
    if (!location) throw notFound(COLLECTION_MESSAGES.locationNotFound);
    return location;
  };

  return {
    list: (userId: number) => q.listLocations(db, userId),

    async create(userId: number, body: { location: string; is_dashboard?: boolean }) {
      const id = await uniqueName(() =>
        q.insertLocation(db, userId, body.location, body.is_dashboard ?? true),
      );
      return one(userId, id);
    },

    async update(userId: number, locationId: number, body: { location?: string; is_dashboard?: boolean }) {
      const found = await uniqueName(() =>
        q.updateLocation(db, userId, locationId, { location: body.location, isDashboard: body.is_dashboard }),
      );
      if (!found) throw notFound(COLLECTION_MESSAGES.locationNotFound);
      return one(userId, locationId);
    },

    /** Deletes a location; one holding cards needs reassign_to, another location of the same user. */
    async remove(userId: number, locationId: number, reassignTo: number | null | undefined) {
      if (reassignTo === locationId) throw badRequest(COLLECTION_MESSAGES.reassignSame);
      return db.transaction(async (tx) => {
        // both rows locked in id order, so two opposite reassignments cannot deadlock
        const ids = reassignTo ? [locationId, reassignTo].sort((a, b) => a - b) : [locationId];
        const locked = new Map<number, { card_count: number } | null>();
        for (const id of ids) locked.set(id, await q.lockLocation(tx, userId, id));
        const location = locked.get(locationId);
        if (!location) throw notFound(COLLECTION_MESSAGES.locationNotFound);
        let reassigned = 0;
        if (reassignTo) {
          if (!locked.get(reassignTo)) throw notFound(COLLECTION_MESSAGES.locationNotFound);
          reassigned = await q.moveCards(tx, userId, locationId, reassignTo);
        } else if (location.card_count > 0) {
          throw conflict(COLLECTION_MESSAGES.reassignRequired);
        }
        await q.deleteLocation(tx, userId, locationId);
        return reassigned;
      });
    },

    async gradingAgencies() {
      return (await q.listGradingAgencies(db)).map((agency) => ({ ...agency, display_name: agency.name }));
    },
  };
}
