import type { SeriesImport } from '../ingest.types';
import { nameKey } from '@/modules/catalogue';
import { isKnownTeamName } from './cell-kinds';
import { splitPlayerName } from './names';
import type { ParseWarning } from './parser.types';

const keyOf = (p: { firstName: string; lastName: string }) => nameKey(p.firstName, p.lastName);

/**
 * A "team" that is the name of a player of the same checklist ("Jacob deGrom" beside "Max Scherzer") is a
 * second player of the card: it joins the card's players, and no team is made of it.
 */
export function movePlayerNamedTeams(series: SeriesImport[], warnings: ParseWarning[]): number {
  const players = new Set<string>();
  for (const one of series) for (const card of one.cards) for (const p of card.players) players.add(keyOf(p));
  let moved = 0;
  for (const one of series) {
    for (const card of one.cards) {
      const extra: typeof card.players = [];
      for (const player of card.players) {
        const team = player.teamName;
        if (!team || isKnownTeamName(team) || !players.has(nameKey(team))) continue;
        player.teamName = null;
        if (
          !card.players.some((p) => keyOf(p) === nameKey(team)) &&
          !extra.some((p) => keyOf(p) === nameKey(team))
        )
          extra.push({ ...splitPlayerName(team), teamName: null });
        moved += 1;
      }
      card.players.push(...extra);
      card.teamNames = card.teamNames?.filter((team) => isKnownTeamName(team) || !players.has(nameKey(team)));
      if (card.teamNames?.length === 0) delete card.teamNames;
    }
  }
  if (moved > 0)
    warnings.push({
      sheet: '',
      message: `${moved} team cells name a player of this checklist: read as players`,
    });
  return moved;
}
