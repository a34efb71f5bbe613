import {
  CARD_IMPORT_MESSAGES as M,
  isImportCardReady,
  setSlugify,
  type ImportCard,
} from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { badRequest } from '@/lib/errors';
import * as q from './card-import.queries';

export interface PlannedCard {
  action: 'create' | 'update' | 'skip';
  cardId: number | null;
  values: q.ImportCardValues;
  pairs: q.Pair[];
}

/** Each player with each of its teams (a player without a team stands alone), no pair twice. */
function pairsOf(card: ImportCard): q.Pair[] {
  const seen = new Set<string>();
  const pairs: q.Pair[] = [];
  for (const player of card.players) {
    const playerId = player.selectedPlayer!.playerId;
    const teamIds =
      player.selectedTeams.length > 0 ? player.selectedTeams.map((team) => team.teamId) : [null];
    for (const teamId of teamIds) {
      const key = `${playerId}:${teamId ?? 0}`;
      if (!seen.has(key)) pairs.push({ playerId, teamId });
      seen.add(key);
    }
  }
  return pairs;
}

/** The selected teams are the matched ones: a client cannot pick a team the file does not name. */
function withMatchedTeams(card: ImportCard): ImportCard {
  return {
    ...card,
    players: card.players.map((player) => ({
      ...player,
      selectedTeams: player.teamNames.map((name) =>
        player.teamMatches.exact.find((t) => t.teamName === name)!,
      ),
    })),
  };
}

/**
 * What importing the cards would do to the series: new card numbers are created, known ones updated when
 * their flags, notes or player-team pairs differ and skipped when not (so the same file twice adds nothing).
 */
export async function planImport(
  tx: Executor,
  seriesId: number,
  matchedCards: ImportCard[],
  lock: boolean,
): Promise<PlannedCard[]> {
  const notReady = matchedCards.filter((card) => !isImportCardReady(card));
  if (notReady.length > 0) throw badRequest(M.notReady(notReady.map((card) => card.cardNumber)));
  const numbers = new Set<string>();
  for (const card of matchedCards) {
    if (numbers.has(card.cardNumber)) throw badRequest(`Card number ${card.cardNumber} is listed twice`);
    numbers.add(card.cardNumber);
  }
  const cards = matchedCards.map(withMatchedTeams);
  const playerIds = [...new Set(cards.flatMap((c) => c.players.map((p) => p.selectedPlayer!.playerId)))];
  const teamIds = [
    ...new Set(cards.flatMap((c) => c.players.flatMap((p) => p.selectedTeams.map((t) => t.teamId)))),
  ];
  const names = await q.playerNames(tx, playerIds);
  if (playerIds.some((id) => !names.has(id))) throw badRequest('Player not found');
  const teams = await q.existingTeamIds(tx, teamIds);
  if (teamIds.some((id) => !teams.has(id))) throw badRequest('Team not found');

  const stored = await q.seriesCards(tx, seriesId, lock);
  const byNumber = new Map(stored.map((card) => [card.card_number, card]));
  const slugs = new Set(stored.map((card) => card.slug));
  return cards.map((card) => {
    const pairs = pairsOf(card);
    const existing = byNumber.get(card.cardNumber);
    const values: q.ImportCardValues = {
      cardNumber: card.cardNumber,
      slug: existing?.slug ?? '',
      sortOrder: card.sortOrder,
      isRookie: card.isRC,
      isAutograph: card.isAutograph,
      isRelic: card.isRelic,
      notes: card.notes.trim() || null,
    };
    if (existing) {
      const samePairs = existing.pairs === pairs.map((p) => `${p.playerId}:${p.teamId ?? 0}`).join(',');
      const same =
        samePairs &&
        existing.is_rookie === values.isRookie &&
        existing.is_autograph === values.isAutograph &&
        existing.is_relic === values.isRelic &&
        existing.notes === values.notes;
      return { action: same ? 'skip' : 'update', cardId: existing.card_id, values, pairs };
    }
    const playerNames = [...new Set(pairs.map((pair) => names.get(pair.playerId)!))];
    const base = setSlugify(`${card.cardNumber} ${playerNames.join(' ')}`) || 'card';
    let slug = base;
    for (let n = 2; slugs.has(slug); n += 1) slug = `${base}-${n}`;
    slugs.add(slug);
    return { action: 'create', cardId: null, values: { ...values, slug }, pairs };
  });
}
