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
    addEntries(
      userId: number,
      bodies: AddBody[],
      alsoInTransaction: (tx: Executor, userCardIds: number[]) => Promise<void>,
    ): Promise<number[]>;
  };
  locations: { create(userId: number, body: { location: string }): Promise<unknown> };
}

/** A purchase line matched to a card for sure, and what its settlement records besides the entry. */
export interface PurchasedCard {
  purchase: q.PurchaseRow;
  cardId: number;
  grade: TitleGrade | null;
  serialNumber: number | null;
  settlement: Omit<q.PurchaseSettlement, 'userCardId' | 'status' | 'matchedCardId'>;
}

/**
 * A purchased card becomes a collection entry through the collection module's own add (its rules and events):
 * in 'In Transit' (created on first need), with the price paid, the grade and serial read from the title and a
 * note naming the eBay order. An entry and its purchase line's settlement commit in one transaction, so a
 * crash between them cannot leave a card whose line is still pending (a resumed sync would add it again).
 */
export function createPurchaseEntryWriter(db: Db, writers: CollectionWriters) {
  async function inTransit(userId: number): Promise<number> {
    const found = await q.inTransitLocationId(db, userId, IN_TRANSIT_LOCATION);
    if (found) return found;
    await writers.locations.create(userId, { location: IN_TRANSIT_LOCATION }).catch(() => undefined);
    return (await q.inTransitLocationId(db, userId, IN_TRANSIT_LOCATION))!;
  }

  async function bodiesOf(userId: number, cards: PurchasedCard[]): Promise<AddBody[]> {
    const location = await inTransit(userId);
    const agencies = new Map<string, number | null>();
    for (const { grade } of cards)
      if (grade && !agencies.has(grade.agency))
        agencies.set(grade.agency, await q.gradingAgencyId(db, grade.agency));
    return cards.map(({ purchase, cardId, grade, serialNumber }) => ({
      card_id: cardId,
      user_location: location,
      purchase_price: purchase.price === null ? null : Number(purchase.price),
      grading_agency: grade ? agencies.get(grade.agency)! : null,
      grade: grade?.grade ?? null,
      serial_number: serialNumber,
      notes: `Bought on eBay, order ${purchase.externalOrderId}: ${purchase.title}`.slice(0, 2000),
    }));
  }

  const settle = (tx: Executor, { purchase, cardId, settlement }: PurchasedCard, userCardId: number) =>
    q.settlePurchase(tx, purchase.id, purchase.status, {
      ...settlement,
      status: 'added_to_collection',
      matchedCardId: cardId,
      userCardId,
    });

  /** One card; throws PurchaseAlreadySettled (nothing added) when another runner settled its line first. */
  async function addPurchasedCard(userId: number, card: PurchasedCard): Promise<number> {
    const [body] = await bodiesOf(userId, [card]);
    let userCardId = 0;
    const settleOne = async (tx: Executor, id: number) => {
      userCardId = id;
      await settle(tx, card, id);
    };
    try {
      await writers.userCards.add(userId, body!, settleOne);
    } catch (error) {
      // a serial beyond the card's print run is the seller's typo: the copy is added without it
      if (!(error instanceof AppError) || error.statusCode !== 400 || body!.serial_number === null)
        throw error;
      await writers.userCards.add(userId, { ...body!, serial_number: null }, settleOne);
    }
    return userCardId;
  }

  /**
   * Several cards in one transaction and one collection event (a sync's sure matches). When that cannot be
   * (a seller's serial the card cannot have, a line another runner settled meanwhile) nothing of it is kept
   * and the cards are added one by one, each with the single add's rules. Answers the number added.
   */
  async function addPurchasedCards(userId: number, cards: PurchasedCard[]): Promise<number> {
    if (!cards.length) return 0;
    try {
      await writers.userCards.addEntries(userId, await bodiesOf(userId, cards), async (tx, ids) => {
        for (const [i, card] of cards.entries()) await settle(tx, card, ids[i]!);
      });
      return cards.length;
    } catch (error) {
      const oneByOne =
        error instanceof q.PurchaseAlreadySettled || (error instanceof AppError && error.statusCode === 400);
      if (!oneByOne) throw error;
    }
    let added = 0;
    for (const card of cards) {
      try {
        await addPurchasedCard(userId, card);
        added += 1;
      } catch (error) {
        // settled by a sync running beside this one (the button during a background sync): counted there
        if (!(error instanceof q.PurchaseAlreadySettled)) throw error;
      }
    }
    return added;
  }

  return { addPurchasedCard, addPurchasedCards };
}
