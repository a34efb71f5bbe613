import type { Card } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { listPlayerOf, playerNamesOf, playerSlugOf, startCard } from './card-mappers';
import * as q from './card-list.queries';

/**
 * A card table's cards with their players, series, teams and (for a signed-in user) owned counts: four statements.
 * Built in one pass over the rows with shared team objects: 10,000 cards are the normal case here.
 */
export async function loadCards(
  db: Db,
  scope: q.CardScope,
  limit: number,
  userId: number | null,
): Promise<Card[]> {
  const [rows, owned] = await Promise.all([
    q.listCardsWithLinks(db, scope, limit),
    userId === null ? Promise.resolve(null) : q.ownedCountsInScope(db, userId, scope),
  ]);
  const seriesIds = new Set<number>();
  const teamIds = new Set<number>();
  for (const row of rows) {
    seriesIds.add(row.series_id);
    if (row.team_id !== null) teamIds.add(row.team_id);
  }
  const [seriesRows, teamRows] = await Promise.all([
    q.listSeriesRefs(db, [...seriesIds]),
    q.listTeamRefs(db, [...teamIds]),
  ]);
  const seriesById = new Map(seriesRows.map((series) => [series.series_id, series]));
  const teams = new Map(teamRows.map((team) => [team.team_id, team]));
  const slugs = new Map<string, string>();
  const cards: Card[] = [];
  const finish = (card: Card) => {
    card.player_names = playerNamesOf(card.card_player_teams);
    let slug = slugs.get(card.player_names);
    if (slug === undefined) slugs.set(card.player_names, (slug = playerSlugOf(card.player_names)));
    card.player_slug = slug;
    cards.push(card);
  };
  let card: Card | null = null;
  for (const row of rows) {
    if (card?.card_id !== row.card_id) {
      if (card) finish(card);
      card = startCard(row, seriesById.get(row.series_id)!, owned);
    }
    if (row.player_id === null && row.team_id === null) continue;
    card.card_player_teams.push({
      player: listPlayerOf(row),
      team: row.team_id === null ? null : (teams.get(row.team_id) ?? null),
    });
  }
  if (card) finish(card);
  return cards;
}
