import { sql } from 'drizzle-orm';
import {
  ADMIN_CARD_MESSAGES as M,
  ADMIN_CARDS_LIMIT,
  CATALOGUE_MESSAGES,
  setSlugify,
  type AdminCard,
  type CardBody,
} from '@cardbinder/shared';
import type { Db, Executor } from '@/db/client';
import { badRequest, conflict, notFound } from '@/lib/errors';
import { findSeriesRow, toSeries } from '@/modules/catalogue';
import type { EventWriter, RecordEvent } from '@/events';
import * as q from './admin-cards.queries';
import { auditCatalogue, cardSnapshot, type Actor } from './catalogue-audit';

type Pair = { player_id: number; team_id: number };

const cardTarget = (cardId: number, cardNumber: string) =>
  ({ type: 'card', id: cardId, name: `#${cardNumber}` }) as const;
const currentPairsOf = (card: AdminCard) =>
  card.card_player_teams.map((pair) => ({ player_id: pair.player.player_id, team_id: pair.team.team_id }));

async function loadCard(db: Executor, cardId: number) {
  const card = await q.findCard(db, cardId);
  if (!card) throw notFound(M.cardNotFound);
  return card;
}

/** Checks the pairs (no pair twice, every player and team real) and returns the players' names in order. */
async function checkPairs(tx: Executor, pairs: Pair[]): Promise<string[]> {
  const keys = new Set(pairs.map((pair) => `${pair.player_id}:${pair.team_id}`));
  if (keys.size !== pairs.length) throw badRequest(M.duplicatePair);
  const names = await q.playerNames(tx, [...new Set(pairs.map((pair) => pair.player_id))]);
  if (pairs.some((pair) => !names.has(pair.player_id))) throw badRequest(M.playerNotFound);
  const teams = await q.existingTeams(tx, [...new Set(pairs.map((pair) => pair.team_id))]);
  if (pairs.some((pair) => !teams.has(pair.team_id))) throw badRequest(M.teamNotFound);
  return [...new Set(pairs.map((pair) => names.get(pair.player_id)!))];
}

/** Card number plus player names, unique within the series: the importer's rule. */
async function cardSlug(tx: Executor, seriesId: number, cardNumber: string, names: string[], cardId: number) {
  const base = setSlugify(`${cardNumber} ${names.join(' ')}`) || 'card';
  let slug = base;
  for (let n = 2; await q.cardSlugTaken(tx, seriesId, slug, cardId); n += 1) slug = `${base}-${n}`;
  return slug;
}

async function cardValues(tx: Executor, seriesId: number, body: CardBody, cardId: number, keepSlug?: string) {
  if (await q.cardNumberTaken(tx, seriesId, body.card_number, cardId)) {
    throw conflict(M.numberTaken(body.card_number));
  }
  const names = await checkPairs(tx, body.players ?? []);
  return {
    cardNumber: body.card_number,
    slug: keepSlug ?? (await cardSlug(tx, seriesId, body.card_number, names, cardId)),
    sortOrder: body.sort_order ?? null,
    isRookie: body.is_rookie ?? false,
    isAutograph: body.is_autograph ?? false,
    isRelic: body.is_relic ?? false,
    printRun: body.print_run ?? null,
    notes: body.notes ?? null,
  } satisfies q.CardValues;
}

const snakeValues = (values: q.CardValues) => ({
  card_number: values.cardNumber,
  sort_order: values.sortOrder,
  is_rookie: values.isRookie,
  is_autograph: values.isAutograph,
  is_relic: values.isRelic,
  print_run: values.printRun,
  notes: values.notes,
});

/** One event for the card, its series and set, and every player and team it names before and after. */
async function recordCardChange(
  tx: Executor,
  record: RecordEvent,
  card: { cardId: number; seriesId: number },
  pairs: { player_id: number | null; team_id: number | null }[],
) {
  const setId = await q.seriesSetId(tx, card.seriesId);
  const ids = (values: (number | null)[]) => [...new Set(values.filter((value) => value !== null))];
  await record('catalogue.cardsChanged', {
    cardIds: [card.cardId],
    seriesIds: [card.seriesId],
    setIds: setId === undefined ? [] : [setId],
    playerIds: ids(pairs.map((pair) => pair.player_id)),
    teamIds: ids(pairs.map((pair) => pair.team_id)),
    cardsOnly: true,
  });
}

/**
 * The card editor: a series' cards, edit (refused with 409 when the card changed since it was read), add and
 * delete (refused while collectors own copies), and the player-team search of its player list.
 */
export function createAdminCardsService(db: Db, events: EventWriter) {
  return {
    async list(seriesId: number) {
      const series = await findSeriesRow(db, sql`s.series_id = ${seriesId}`, sql`s.series_id`);
      if (!series) throw notFound(CATALOGUE_MESSAGES.seriesNotFound);
      return { cards: await q.listSeriesCards(db, seriesId, ADMIN_CARDS_LIMIT), series: toSeries(series) };
    },

    async update(actor: Actor, cardId: number, body: CardBody & { version: string }) {
      await events.write(db, async (tx, record) => {
        const locked = await q.lockCard(tx, cardId);
        if (!locked) throw notFound(M.cardNotFound);
        if (locked.version !== body.version) throw conflict(M.cardChanged);
        const current = await loadCard(tx, cardId);
        const before = await q.cardPairs(tx, cardId);
        const currentPairs = currentPairsOf(current);
        const players = body.players ?? currentPairs;
        const samePairs = JSON.stringify(currentPairs) === JSON.stringify(players);
        const keepSlug = samePairs && current.card_number === body.card_number ? current.slug : undefined;
        const values = await cardValues(tx, locked.series_id, { ...body, players }, cardId, keepSlug);
        await q.updateCard(tx, cardId, values);
        if (!samePairs) await q.replacePairs(tx, cardId, players);
        await recordCardChange(tx, record, { cardId, seriesId: locked.series_id }, [...before, ...players]);
        await auditCatalogue(tx, actor, 'card.update', cardTarget(cardId, current.card_number), {
          before: cardSnapshot(current, currentPairs),
          after: cardSnapshot(snakeValues(values), players),
        });
      });
      return { success: true, message: M.cardUpdated, card: await loadCard(db, cardId) };
    },

    async create(actor: Actor, body: CardBody & { series_id: number }) {
      const cardId = await events.write(db, async (tx, record) => {
        if ((await q.seriesSetId(tx, body.series_id)) === undefined) throw notFound(M.seriesNotFound);
        const values = await cardValues(tx, body.series_id, body, 0);
        const cardId = await q.insertCard(tx, body.series_id, values);
        await q.replacePairs(tx, cardId, body.players ?? []);
        await recordCardChange(tx, record, { cardId, seriesId: body.series_id }, body.players ?? []);
        await auditCatalogue(tx, actor, 'card.create', cardTarget(cardId, values.cardNumber), {
          after: { series_id: body.series_id, ...cardSnapshot(snakeValues(values), body.players ?? []) },
        });
        return cardId;
      });
      return { success: true, message: M.cardCreated, card: await loadCard(db, cardId) };
    },

    async remove(actor: Actor, cardId: number) {
      const cardNumber = await events.write(db, async (tx, record) => {
        const locked = await q.lockCard(tx, cardId);
        if (!locked) throw notFound(M.cardNotFound);
        const owned = await q.countOwnedCopies(tx, cardId);
        if (owned > 0) throw conflict(M.cardOwned(owned));
        const card = await loadCard(tx, cardId);
        const before = await q.cardPairs(tx, cardId);
        await q.deleteCard(tx, cardId);
        await recordCardChange(tx, record, { cardId, seriesId: locked.series_id }, before);
        await auditCatalogue(tx, actor, 'card.delete', cardTarget(cardId, card.card_number), {
          before: { series_id: locked.series_id, ...cardSnapshot(card, currentPairsOf(card)) },
        });
        return card.card_number;
      });
      return { success: true, message: M.cardDeleted(cardNumber) };
    },

    searchPlayerTeams: async (search: string, limit: number) => ({
      playerTeamCombinations: await q.searchPlayerTeams(db, search, limit),
    }),
  };
}
