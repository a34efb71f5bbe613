import type { SeriesImport } from '../ingest.types';
import { nameKey } from '@/modules/catalogue';
import { isKnownTeamName } from './cell-kinds';
import { splitPlayerName, tidyName } from './names';
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

/** Every order of `items` (a card names at most a handful of players). */
function orders<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

const MAX_PAIRED = 5;

/**
 * A card of several players with one club each, whose checklist lists the clubs in another order than the
 * players ("Ken Griffey Jr. / Mike Trout | Los Angeles Angels / Seattle Mariners"): each player takes the club
 * the same workbook lists them with on their cards alone, when that pairs more of them than the order does.
 */
export function pairPlayersWithTheirClubs(series: SeriesImport[], warnings: ParseWarning[]): number {
  const alone = new Map<string, number>();
  const pairKey = (player: string, team: string) => `${player}\u0000${team.toLowerCase()}`;
  for (const one of series)
    for (const card of one.cards) {
      const [player] = card.players;
      if (card.players.length === 1 && player?.teamName) {
        const key = pairKey(keyOf(player), player.teamName);
        alone.set(key, (alone.get(key) ?? 0) + 1);
      }
    }
  const support = (players: SeriesImport['cards'][number]['players'], teams: string[]) =>
    players.reduce((sum, p, i) => sum + ((alone.get(pairKey(keyOf(p), teams[i]!)) ?? 0) > 0 ? 1 : 0), 0);
  let paired = 0;
  for (const one of series)
    for (const card of one.cards) {
      const { players } = card;
      const teams = players.map((p) => p.teamName ?? '');
      if (players.length < 2 || players.length > MAX_PAIRED || teams.some((t) => !t)) continue;
      if (new Set(teams.map((t) => t.toLowerCase())).size !== teams.length) continue;
      const now = support(players, teams);
      if (now === players.length) continue;
      let best = teams;
      let bestSupport = now;
      for (const order of orders(teams)) {
        const score = support(players, order);
        if (score > bestSupport) [best, bestSupport] = [order, score];
      }
      if (best === teams) continue;
      players.forEach((p, i) => (p.teamName = best[i]!));
      paired += 1;
      warnings.push({
        sheet: '',
        message: `${one.name} #${card.cardNumber}: ${players.map((p) => `${p.firstName} ${p.lastName} (${p.teamName})`).join(', ')}, the clubs they have on their own cards`,
      });
    }
  return paired;
}

/** The dash between a name and a caption ("Freddie Freeman - New Tests for the West", "Profar - - Picture Perfect"). */
const CAPTION_DASH = /\s+[-–](?:\s*[-–])*\s+/;
const BRACKETED_CAPTION = /^(\p{Lu}.*?\S)\s*\(((?=[^)]*(?:\d|\s\p{Ll}))[^)]+)\)$/u;
/** Two or three capitalised words and nothing else: it could be a person ("Shohei Ohtani"), or a caption like one. */
const nameShaped = (text: string) =>
  /^\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){1,2}$/u.test(text) &&
  !/\b(The|Of|For|In|On|And)\b/.test(text);

/**
 * A name cell holding a player and a caption, either way round ("Freddie Freeman - New Tests for the West", "Cy
 * Youngs - Tom Glavine", "Johnny Bench - Captain"): the side that names a player of this checklist, or else the
 * only side shaped like a name, is the player, the other the card's note. Two players of the checklist are two
 * players; two sides both shaped like names and neither known stay as they are (no evidence which is the caption).
 */
export function splitCaptionsFromNames(series: SeriesImport[], warnings: ParseWarning[]): number {
  const known = new Set<string>();
  for (const one of series)
    for (const card of one.cards)
      for (const p of card.players)
        if (!CAPTION_DASH.test(`${p.firstName} ${p.lastName}`)) known.add(keyOf(p));
  const isKnown = (text: string) => known.has(keyOf(splitPlayerName(text)));
  let split = 0;
  for (const one of series)
    for (const card of one.cards) {
      const notes: string[] = [];
      card.players = card.players.flatMap((player) => {
        // a caption in brackets after the name ("Willie Mays (1973 World Series)"); a club or position there
        // ("Max Muncy (LA)", "Luis Baez (OF)") tells two players of one name apart and stays
        const full = `${player.firstName} ${player.lastName}`;
        const bracketed = BRACKETED_CAPTION.exec(full);
        if (bracketed?.[1] && bracketed[2]) {
          notes.push(bracketed[2]);
          split += 1;
          return [{ ...player, ...splitPlayerName(bracketed[1]), nickName: player.nickName }];
        }
        const parts = full.split(CAPTION_DASH).map(tidyName);
        if (parts.length !== 2 || parts.some((part) => !part)) return [player];
        const [a, b] = parts as [string, string];
        const [knownA, knownB] = [isKnown(a), isKnown(b)];
        const as = (name: string) => ({ ...player, ...splitPlayerName(name), nickName: player.nickName });
        const nameFirst = knownA || (!knownB && nameShaped(a) && !nameShaped(b));
        const captionFirst = knownB || (!knownA && nameShaped(b) && !nameShaped(a));
        if (!(knownA && knownB) && nameFirst === captionFirst) return [player];
        split += 1;
        if (knownA && knownB) return [as(a), as(b)];
        notes.push(nameFirst ? b : a);
        return [as(nameFirst ? a : b)];
      });
      if (notes.length > 0) card.notes = [card.notes, ...notes].filter(Boolean).join('; ');
    }
  if (split > 0)
    warnings.push({
      sheet: '',
      message: `${split} name cells hold a player and a caption: the caption read as the card's note`,
    });
  return split;
}
