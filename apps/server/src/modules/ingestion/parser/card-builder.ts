import { nameKey } from '@/modules/catalogue';
import type { CardImport, PlayerImport } from '../ingest.types';
import { isNeverATeam, splitTeamCell } from '../team-names';
import { isKnownTeamName, looksLikeTeam, nonPlayerKind } from './cell-kinds';
import { collapseRepeats, splitPlayerName, splitPlayerNames, stripRookieMark, tidyName } from './names';
import type { RawCardRow } from './parser.types';

export interface SectionFlags {
  isAutograph: boolean;
  isRelic: boolean;
}

const ROOKIE_NOTE = /^(?:RC|XRC|\(RC\)|Rookie|Rookie Card)$|\(RC\)|\bRC\b/i;

/** "Angels, Braves, Astros, Dodgers" (a checklist card of four clubs): each part, when each names a club. */
function clubList(text: string): string[] {
  const parts = text.split(/\s*,\s*/).filter(Boolean);
  return parts.length > 1 && parts.every(looksLikeTeam) ? parts : [text];
}

/**
 * Clubs run together with no separator ("New York YankeesTampa Bay Rays", "Homestead GraysBoston Red Sox"): split
 * where a capital follows a lower-case letter into parts of two words or more, one of them a known club. A club's
 * own capitals ("Everett AquaSox", "Lehigh Valley IronPigs") would leave a one-word part, so it stays whole.
 */
export function clubsRunTogether(text: string): string[] {
  const parts = splitAtCapitals(text);
  return parts.length > 1 && parts.some(looksLikeTeam) ? parts : [collapseRepeats(tidyName(text))];
}

/** A cell split where a capital starting a word follows a lower-case letter into parts of two words or more (none: no such split). */
function splitAtCapitals(text: string): string[] {
  const whole = collapseRepeats(tidyName(text));
  if (/\s/.test(whole) && !/\p{Ll}\p{Lu}/u.test(whole)) return [whole];
  for (const match of text.matchAll(/(?<=\p{Ll})(?=\p{Lu}\p{Ll})/gu)) {
    const first = collapseRepeats(tidyName(text.slice(0, match.index)));
    if (!/\s/.test(first)) continue;
    const rest = splitAtCapitals(text.slice(match.index));
    if (rest.length > 0) return [first, ...rest];
  }
  return [];
}

/** The clubs of a card's team cells, slash- and comma-joined cells split, flag words and occupations left out. */
function splitTeams(texts: string[]): string[] {
  return texts
    .flatMap(splitTeamCell)
    .flatMap(clubsRunTogether)
    .flatMap(clubList)
    .map(tidyName)
    .filter((team) => team !== '' && !isNeverATeam(team));
}

/** Pairs each player with a team: by position when the counts agree, one team for all, or every team for one. */
function pairPlayers(names: string[], teams: string[]): PlayerImport[] {
  if (names.length === 1 && teams.length > 1)
    return teams.map((team) => ({ ...splitPlayerName(names[0]!), teamName: team }));
  return names.map((name, i) => ({
    ...splitPlayerName(name),
    teamName: (teams.length === 1 ? teams[0] : teams[i]) ?? null,
  }));
}

function note(text: string): string {
  return text.replace(/^[-–(\s]+|[)\s]+$/g, '').trim();
}

/** A team named inside a non-player card's title ("Chicago Cubs - Team Card" → Chicago Cubs, "1987 Astros Leaders" → Astros). */
function teamsInTitle(text: string): string[] {
  const candidate = tidyName(
    text
      .replace(/\b(team card|team checklist|team leaders|league leaders|leaders|checklist)\b/gi, '')
      .replace(/^cl\s*[:-]/i, '')
      .replace(/^(18|19|20)\d{2}\s+/, ''),
  );
  return candidate ? clubList(candidate).filter(looksLikeTeam) : [];
}

/** Turns one sheet row into a card (players split, rookie marks stripped, team and checklist cards recognised). */
export function cardFromRow(raw: RawCardRow, flags: SectionFlags): CardImport {
  const notes: string[] = [];
  let isRookie = false;
  let isAutograph = flags.isAutograph || Boolean(raw.isAutograph);
  let isRelic = flags.isRelic || Boolean(raw.isRelic);
  for (const extra of raw.extras) {
    if (ROOKIE_NOTE.test(extra) && !/debut/i.test(extra)) isRookie = true;
    if (extra !== 'RC') notes.push(note(extra));
    if (/\bauto(graph)?s?\b/i.test(extra)) isAutograph = true;
    if (/\b(mem|relic|patch|jersey)\b/i.test(extra)) isRelic = true;
  }
  const teams = splitTeams(raw.teams);
  const nameTexts: string[] = [];
  for (const cell of raw.names) {
    const stripped = stripRookieMark(cell);
    if (stripped.rookie) isRookie = true;
    nameTexts.push(...splitPlayerNames(stripped.text));
  }
  // team cards and checklists name no player; a league-leaders card does when its name cell lists players
  const fromNotes = raw.extras.map(nonPlayerKind).find((k) => k !== null && k !== 'League Leaders') ?? null;
  // a name cell that is exactly a club ("Boston Red Sox") is a team card, not a player of that name
  const namesOnlyTeams = nameTexts.length > 0 && nameTexts.every(isKnownTeamName);
  const kind =
    raw.names.map(nonPlayerKind).find((k) => k !== null) ??
    (namesOnlyTeams ? 'Team Card' : null) ??
    (raw.names.every(isTeamOnly(teams)) ? fromNotes : null);
  let players: PlayerImport[] = [];
  let teamNames: string[] | undefined;
  if (kind) {
    const named = raw.names
      .flatMap(splitTeamCell)
      .flatMap(teamsInTitle)
      .filter((t) => !isNeverATeam(t))
      // the title's club is the row's own club told shorter ("Astros" beside "Houston Astros")
      .filter((t) => !teams.some((team) => ` ${nameKey(team)}`.endsWith(` ${nameKey(t)}`)));
    teamNames = [...new Set([...teams, ...named])];
    if (!namesOnlyTeams && !notes.some((n) => n.toLowerCase().includes(kind.toLowerCase())))
      notes.unshift(raw.names.join(' / ') || kind);
  } else {
    players = pairPlayers(nameTexts, teams);
    if (players.length === 0 && teams.length > 0) teamNames = teams;
  }
  return {
    cardNumber: raw.cardNumber,
    isRookie,
    isAutograph,
    isRelic,
    printRun: raw.printRun,
    notes: notes.filter(Boolean).join('; ') || null,
    players,
    ...(teamNames && teamNames.length > 0 ? { teamNames } : {}),
  };
}

/** A name cell that only repeats a team ("Toronto Blue Jays" on a team card). */
const isTeamOnly = (teams: string[]) => (name: string) =>
  teams.some((team) => team.toLowerCase() === name.toLowerCase()) || looksLikeTeam(name);

const playerKey = (p: PlayerImport) => `${p.firstName} ${p.lastName}`.toLowerCase();

/** Folds rows of one card number together: extra players join, notes and flags add up. */
export function mergeCard(into: CardImport, next: CardImport): void {
  // a card listed once per team keeps every team: the same player again with the other club
  for (const player of next.players) {
    const same = into.players.filter((p) => playerKey(p) === playerKey(player));
    const teamless = same.find((p) => !p.teamName);
    if (same.length === 0) into.players.push(player);
    else if (teamless && player.teamName) teamless.teamName = player.teamName;
    else if (
      player.teamName &&
      !same.some((p) => p.teamName?.toLowerCase() === player.teamName?.toLowerCase())
    )
      into.players.push(player);
  }
  if (next.teamNames) into.teamNames = [...new Set([...(into.teamNames ?? []), ...next.teamNames])];
  into.isRookie = Boolean(into.isRookie || next.isRookie);
  into.isAutograph = Boolean(into.isAutograph || next.isAutograph);
  into.isRelic = Boolean(into.isRelic || next.isRelic);
  into.printRun ??= next.printRun;
  if (next.notes && next.notes !== into.notes) {
    const parts = new Set([...(into.notes ?? '').split('; ').filter(Boolean), ...next.notes.split('; ')]);
    into.notes = [...parts].join('; ');
  }
}

/**
 * A card of several players listed once per team, each row naming every player and one club ("Judge / Trout /
 * Alvarez" with the Yankees, then the Angels, then the Astros): the n-th row's club is the n-th player's. The
 * rows' players: one team per row, or null when the rows are not that pattern.
 */
function teamPerRowPlayers(rows: CardImport[]): PlayerImport[] | null {
  const [first] = rows;
  const players = first?.players ?? [];
  if (players.length < 2 || rows.length !== players.length) return null;
  const names = players.map(playerKey).join('|');
  const teams = rows.map((row) => {
    const [team, ...others] = new Set(row.players.map((p) => p.teamName ?? ''));
    return others.length === 0 && row.players.map(playerKey).join('|') === names ? team : undefined;
  });
  if (teams.some((team) => !team) || new Set(teams).size !== teams.length) return null;
  return players.map((player, i) => ({ ...player, teamName: teams[i]! }));
}

/** Cards of a series in sheet order, one per card number. */
export function buildCards(rows: RawCardRow[], flags: SectionFlags): CardImport[] {
  const byNumber = new Map<string, CardImport[]>();
  for (const raw of rows) {
    const card = cardFromRow(raw, flags);
    byNumber.set(card.cardNumber, [...(byNumber.get(card.cardNumber) ?? []), card]);
  }
  return [...byNumber.values()].map((listed, i) => {
    const paired = teamPerRowPlayers(listed);
    const [card, ...others] = listed.map((row) => (paired ? { ...row, players: [] } : row));
    for (const other of others) mergeCard(card!, other);
    return { ...card!, ...(paired ? { players: paired } : {}), sortOrder: i + 1 };
  });
}
