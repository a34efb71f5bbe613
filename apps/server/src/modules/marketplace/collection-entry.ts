import { IN_TRANSIT_LOCATION } from '@cardbinder/shared';
import type { Db, Executor } from '@/db/client';
import { AppError } from '@/lib/errors';
import * as q from './sync.queries';
import type { TitleGrade } from './title-parser';

export interface AddBody {
  card_id: number;
  user_location: number;
  purchase_price: number | null;
  grading_agency: number | null;
  grade: number | null;
  serial_number: number | null;
  notes: string;
}

export interface CollectionWriters {
  userCards: {
    add(
      userId: number,
      body: AddBody,
      alsoInTransaction: (tx: Executor, userCardId: number) => Promise<void>,
    ): Promise<unknown>;
  };
  locations: { create(userId: number, body: { location: string }): Promise<unknown> };
}

/**
 * A purchased card becomes a collection entry through the collection module's own add (its rules and events):
 * in 'In Transit' (created on first need), with the price paid, the grade and serial read from the title and a
 * note naming the eBay order. The entry and its purchase line's settlement commit in one transaction, so a
 * crash between them cannot leave a card whose line is still pending (a resumed sync would add it again).
 */
export function createPurchaseEntryWriter(db: Db, writers: CollectionWriters) {
  async function inTransit(userId: number): Promise<number> {
    const found = await q.inTransitLocationId(db, userId, IN_TRANSIT_LOCATION);
    if (found) return found;
    await writers.locations.create(userId, { location: IN_TRANSIT_LOCATION }).catch(() => undefined);
    return (await q.inTransitLocationId(db, userId, IN_TRANSIT_LOCATION))!;
  }

  return async function addPurchasedCard(
    userId: number,
    purchase: q.PurchaseRow,
    cardId: number,
    grade: TitleGrade | null,
    serialNumber: number | null,
    settlement: Omit<q.PurchaseSettlement, 'userCardId' | 'status' | 'matchedCardId'>,
  ): Promise<number> {
    const body: AddBody = {
      card_id: cardId,
      user_location: await inTransit(userId),
      purchase_price: purchase.price === null ? null : Number(purchase.price),
      grading_agency: grade ? await q.gradingAgencyId(db, grade.agency) : null,
      grade: grade?.grade ?? null,
      serial_number: serialNumber,
      notes: `Bought on eBay, order ${purchase.externalOrderId}: ${purchase.title}`.slice(0, 2000),
    };
    let userCardId = 0;
    const settle = async (tx: Executor, id: number) => {
      userCardId = id;
      await q.settlePurchase(tx, purchase.id, purchase.status, {
        ...settlement,
        status: 'added_to_collection',
        matchedCardId: cardId,
        userCardId: id,
      });
    };
    try {
      await writers.userCards.add(userId, body, settle);
    } catch (error) {
      // a serial beyond the card's print run is the seller's typo: the copy is added without it
      if (!(error instanceof AppError) || error.statusCode !== 400 || body.serial_number === null)
        throw error;
      await writers.userCards.add(userId, { ...body, serial_number: null }, settle);
    }
    return userCardId;
  };
}
