import type { FastifyBaseLogger } from 'fastify';
import {
  COLLECTION_MESSAGES,
  type CollectionCardsQuery,
  type UserCard,
  type UserCardFields,
} from '@cardbinder/shared';
import type { Db, Executor } from '@/db/client';
import { badRequest, notFound } from '@/lib/errors';
import type { PhotoUrlSigner } from '@/modules/photos';
import type { FileStorage } from '@/plugins/storage';
import { keptWhileCurrent } from '@/modules/card-list';
import type { CardFilter } from './collection-cards.queries';
import { createCollectionListCache, gzippedBody, packedBody } from './collection-list-cache';
import { setFavorite } from './favorite-cards';
import { fieldsToColumns, withCodeCheck } from './user-card-fields';
import * as q from './user-cards.queries';
import { listUserCardsJson } from './user-card-view';
import type { EventWriter, RecordEvent } from '@/events';
import { transferCopies, type CopyTransfer } from './transfer-copies';

/**
 * Asked inside a removal's transaction before entries go, about entries another module holds on to (a copy
 * promised in a trade). Policy 'refuse' throws (409) for a held entry; 'confirmed' (the collector was warned
 * and deletes anyway) throws only for what may never go; 'keep-held' throws nothing and answers the held
 * entries, which the removal then leaves alone. services.ts wires the trading module's guard here, so the
 * collection knows no trade.
 */
export type RemovalPolicy = 'refuse' | 'confirmed' | 'keep-held';
export type HeldBack = { userCardIds: number[]; tradeIds: number[] };
export type RemovalGuard = (
  tx: Executor,
  userId: number,
  userCardIds: number[],
  policy: RemovalPolicy,
) => Promise<HeldBack>;

export interface UserCardsDeps {
  db: Db;
  events: EventWriter;
  storage: FileStorage;
  photoUrls: PhotoUrlSigner;
  log: FastifyBaseLogger;
  removalGuard?: RemovalGuard;
}

export type UserCardsService = ReturnType<typeof createUserCardsService>;
/** plain JSON, gzip-encoded JSON, or the packed list as a gzip file (packages/shared packed-user-cards.ts) */
export type ListBodyForm = 'json' | 'gzip' | 'packed';

export function createUserCardsService({ db, events, storage, photoUrls, log, removalGuard }: UserCardsDeps) {
  const listCache = createCollectionListCache();
  const list = async (userId: number, filter: CardFilter): Promise<UserCard[]> =>
    JSON.parse((await listUserCardsJson(db, userId, filter, photoUrls)).json) as UserCard[];

  const one = async (userId: number, userCardId: number): Promise<UserCard> => {
    const [card] = await list(userId, { userCardIds: [userCardId] });
    if (!card) throw notFound(COLLECTION_MESSAGES.userCardNotFound);
    return card;
  };

  /** Files of deleted entries go after the commit; a failure leaves an orphan file, never a broken row. */
  const removeFiles = async (files: string[]) => {
    for (const file of files) {
      await storage
        .remove(file)
        .catch((error: unknown) => log.warn({ err: error, file }, 'photo file not removed'));
    }
  };

  async function removeEntries(userId: number, userCardIds: number[], policy: RemovalPolicy) {
    const { deleted, files, heldBack } = await events.write(db, async (tx, record) => {
      const held = (await removalGuard?.(tx, userId, userCardIds, policy)) ?? {
        userCardIds: [],
        tradeIds: [],
      };
      const keep = new Set(held.userCardIds);
      const removed = await q.deleteUserCards(
        tx,
        userId,
        userCardIds.filter((id) => !keep.has(id)),
      );
      if (removed.deleted.length > 0)
        await record('collection.cardsRemoved', {
          userId,
          userCardIds: removed.deleted,
          cardIds: removed.cardIds,
        });
      return { ...removed, heldBack: held };
    });
    await removeFiles(files);
    return { deleted, heldBack };
  }

  return {
    /**
     * The dashboard list as a finished body: JSON, the same JSON gzipped, or the packed gzip file. A body made
     * since neither the catalogue nor the collection changed is sent again (card-list kept-answers.ts).
     */
    async listBody(
      userId: number,
      query: Partial<CollectionCardsQuery>,
      form: ListBodyForm,
    ): Promise<Buffer> {
      const key = `${userId}:${photoUrls.window()}:${JSON.stringify(query)}`;
      const entry = await keptWhileCurrent(db, listCache, key, userId, async () => {
        const { json, total } = await listUserCardsJson(db, userId, query, photoUrls);
        return { body: Buffer.from(`{"success":true,"total":${total},"cards":${json}}`) };
      });
      if (form === 'packed') return packedBody(entry);
      return form === 'gzip' ? gzippedBody(entry) : entry.body;
    },
    one,

    /** The whole collection as the dashboard lists it ('Download my data'). */
    listAll: (userId: number) => list(userId, {}),

    /** The user's copies of one catalogue card (card pages). */
    copiesOf: (userId: number, cardId: number) => list(userId, { cardId }),

    /**
     * An add with an idempotency key that was already saved answers the entry saved then: a queued offline add
     * sent again (its answer lost, or two tabs replaying at once) never makes a second copy.
     * `alsoInTransaction` runs in the insert's transaction with the new entry's id: a caller that must record
     * the entry elsewhere (a purchase line settled) commits both or neither.
     */
    async add(
      userId: number,
      body: UserCardFields & { card_id: number; idempotency_key?: string },
      alsoInTransaction?: (tx: Executor, userCardId: number) => Promise<void>,
    ) {
      const { idempotency_key: clientKey = null, ...fields } = body;
      const saved = clientKey && (await q.findByClientKey(db, userId, clientKey));
      if (saved) return one(userId, saved);
      const [card] = await q.findCatalogueCards(db, [fields.card_id]);
      if (!card) throw notFound(COLLECTION_MESSAGES.cardNotFound);
      const write = () =>
        withCodeCheck(() =>
          events.write(db, async (tx, record) => {
            const columns = await fieldsToColumns(tx, userId, fields, {
              printRun: card.print_run,
              gradingAgency: null,
            });
            const [userCardId] = await q.insertUserCards(tx, userId, [
              { ...columns, cardId: card.card_id, clientKey },
            ]);
            await record('collection.cardsAdded', { userId, userCardIds: [userCardId!] });
            await alsoInTransaction?.(tx, userCardId!);
            return userCardId!;
          }),
        );
      try {
        return await one(userId, await write());
      } catch (error) {
        // the same key saved by a request that ran beside this one: its entry is the answer
        const raced = clientKey && (await q.findByClientKey(db, userId, clientKey));
        if (raced) return one(userId, raced);
        throw error;
      }
    },

    /** One copy of each listed card (a card listed twice gets two copies), all or nothing. */
    async addMany(userId: number, cardIds: number[], location: number | null | undefined, notes?: string) {
      const found = new Set(
        (await q.findCatalogueCards(db, [...new Set(cardIds)])).map((row) => row.card_id),
      );
      if (cardIds.some((id) => !found.has(id))) throw notFound(COLLECTION_MESSAGES.cardNotFound);
      // one event for the whole batch (a series bulk add of thousands of cards is one action)
      return events.write(db, async (tx, record) => {
        const columns = await fieldsToColumns(
          tx,
          userId,
          { user_location: location ?? null },
          {
            printRun: null,
            gradingAgency: null,
          },
        );
        const userCardIds = await q.insertUserCards(
          tx,
          userId,
          cardIds.map((cardId) => ({ ...columns, cardId, notes: notes ?? null })),
        );
        await record('collection.cardsAdded', { userId, userCardIds });
        return userCardIds;
      });
    },

    /**
     * Several entries, each with its own fields, all or nothing and one event (a purchase sync's sure cards):
     * the rules of `add` for each. `alsoInTransaction` gets the new entries' ids in the order given.
     */
    async addEntries(
      userId: number,
      entries: (UserCardFields & { card_id: number })[],
      alsoInTransaction?: (tx: Executor, userCardIds: number[]) => Promise<void>,
    ): Promise<number[]> {
      if (!entries.length) return [];
      const printRuns = new Map(
        (await q.findCatalogueCards(db, [...new Set(entries.map((entry) => entry.card_id))])).map((row) => [
          row.card_id,
          row.print_run,
        ]),
      );
      if (entries.some((entry) => !printRuns.has(entry.card_id)))
        throw notFound(COLLECTION_MESSAGES.cardNotFound);
      return withCodeCheck(() =>
        events.write(db, async (tx, record) => {
          const rows = [];
          for (const { card_id: cardId, ...fields } of entries) {
            const context = { printRun: printRuns.get(cardId)!, gradingAgency: null };
            rows.push({ ...(await fieldsToColumns(tx, userId, fields, context)), cardId });
          }
          const userCardIds = await q.insertUserCards(tx, userId, rows);
          await record('collection.cardsAdded', { userId, userCardIds });
          await alsoInTransaction?.(tx, userCardIds);
          return userCardIds;
        }),
      );
    },

    async update(userId: number, userCardId: number, body: UserCardFields & { is_special?: boolean }) {
      await withCodeCheck(() =>
        events.write(db, async (tx, record) => {
          const current = await q.findUserCard(tx, userId, userCardId);
          if (!current) throw notFound(COLLECTION_MESSAGES.userCardNotFound);
          const columns = await fieldsToColumns(tx, userId, body, {
            printRun: current.print_run,
            gradingAgency: current.grading_agency,
          });
          if (Object.keys(columns).length === 0 && body.is_special === undefined) {
            throw badRequest(COLLECTION_MESSAGES.nothingToUpdate);
          }
          if (body.is_special !== undefined) await setFavorite(tx, userId, userCardId, body.is_special);
          if (Object.keys(columns).length > 0) await q.updateUserCard(tx, userId, userCardId, columns);
          await record('collection.cardsEdited', { userId, userCardIds: [userCardId] });
        }),
      );
      return one(userId, userCardId);
    },

    async remove(userId: number, userCardIds: number[], options: { confirmTrades?: boolean } = {}) {
      const { deleted } = await removeEntries(
        userId,
        userCardIds,
        options.confirmTrades ? 'confirmed' : 'refuse',
      );
      return deleted;
    },

    /** Removes the entries but those held by a trade; answers what went and what was held back. */
    removeUnlessHeld: (userId: number, userCardIds: number[]) =>
      removeEntries(userId, userCardIds, 'keep-held'),

    /**
     * Moves copies between collections inside the caller's transaction (a completed trade): each copy leaves
     * its giver and arrives in the receiver's 'In Transit' location as a new entry with what is physical about
     * it (grade, serial, autograph) and the note given; prices, location and photos stay behind with the giver.
     * Records collection.cardsRemoved and collection.cardsAdded per collector. `afterCommit` removes the
     * givers' photo files once the caller's transaction has committed.
     */
    async transfer(tx: Executor, record: RecordEvent, transfers: CopyTransfer[]) {
      const { received, files } = await transferCopies(tx, record, transfers);
      return { received, afterCommit: () => removeFiles(files) };
    },
  };
}
