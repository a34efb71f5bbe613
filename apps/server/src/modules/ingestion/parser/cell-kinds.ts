import { LEAGUE_TEAMS, MLB_TEAMS } from '@/modules/catalogue';

const TEAM_WORDS = new Set<string>();
const TEAM_NAMES = new Set<string>();
for (const team of MLB_TEAMS) {
  TEAM_NAMES.add(team.name.toLowerCase());
  for (const alias of team.aliases ?? []) TEAM_NAMES.add(alias.toLowerCase());
  TEAM_WORDS.add(team.mascot.toLowerCase());
}
for (const team of Object.values(LEAGUE_TEAMS).flat()) TEAM_NAMES.add(team.name.toLowerCase());
for (const word of [
  'athletics',
  "a's",
  'angels',
  'usa',
  'team usa',
  'national team',
  'all-stars',
  'legends',
]) {
  TEAM_WORDS.add(word);
}

/** Exactly a club's name or alias ("Boston Red Sox"): a team card's name cell, never a player. */
export function isKnownTeamName(text: string): boolean {
  return TEAM_NAMES.has(text.toLowerCase().trim());
}

/** A team as checklists write it: a known club, an alias, or a name ending in a known mascot. */
export function looksLikeTeam(text: string): boolean {
  const t = text.toLowerCase().trim();
  if (TEAM_NAMES.has(t) || TEAM_WORDS.has(t)) return true;
  if (/^(fcl|acl|dsl|gcl|azl)\b/.test(t)) return true;
  for (const word of TEAM_WORDS) if (t.endsWith(` ${word}`)) return true;
  return /\b(university|college|state|usa|team)\b/.test(t) && !/\bcard\b/.test(t);
}

/** A card number: "1", "US12", "BCP-1", "85TCA-AA", "1T", "23b"; never a sentence or a bare word. */
export function looksLikeCardNumber(text: string): boolean {
  if (text.length === 0 || text.length > 18 || /\s/.test(text)) return false;
  if (!/^#?[A-Za-z0-9]+(?:[-–.'’/][A-Za-z0-9]+)*[a-z]?$/.test(text)) return false;
  if (/^\d+\/\d+$/.test(text)) return false;
  if (/\d/.test(text)) return true;
  if (/[-–]/.test(text) && /^[A-Z0-9-–.]+$/.test(text)) return true;
  // a code of capitals and a player's initials, one in lower case ("DR-Jd" for Jacob deGrom)
  return /^[A-Z]{2,}[-–][A-Z]*[a-z]?[A-Z]*$/.test(text) && /[a-z]/.test(text) && text.length <= 9;
}

export function normalizeCardNumber(text: string): string {
  return text.replace(/^#/, '').replace(/–/g, '-').trim();
}

/** "RC", "(RC)", "Rookie", "Rookie Card": the row is a rookie card. */
export function isRookieCell(text: string): boolean {
  return /^\(?\s*(RC|XRC|Rookie|Rookie Card|R)\s*\)?\.?$/i.test(text.trim());
}

/** A print run cell: "/99", "#/25", "1/1" (already turned back from a date). */
export function printRunCell(text: string): number | null {
  const t = text.trim();
  if (/^1\s*\/\s*1$/.test(t)) return 1;
  const m = /^#?\s*\/\s*(\d{1,5})$/.exec(t);
  return m ? Number(m[1]) : null;
}

/** Separator cells some sheets put between two players ("/", ",", "&"). */
export function isSeparatorCell(text: string): boolean {
  return /^[/,&+]$/.test(text.trim());
}

/** "N cards." lines under a section title. */
export function declaredCount(text: string): number | null {
  const m =
    /^(\d[\d,]*)\s+(?:cards?|stickers?|subjects?|pins?|patch(?:es)?|coins?|medallions?|cards in set)\b\.?/i.exec(
      text.trim(),
    );
  return m ? Number(m[1]!.replace(/,/g, '')) : null;
}

export function isParallelsHeader(text: string): boolean {
  return /^(?:parallels?|versions?|parallel guide|parallels? \(.*\))\s*:?$/i.test(text.trim());
}

/** Words of a card that is not of a player: team cards, checklists, league leaders. */
export function nonPlayerKind(text: string): string | null {
  const t = text.toLowerCase();
  if (/\bteam card\b|\bteam checklist\b|\bteam leaders\b/.test(t)) return 'Team Card';
  if (/^cl\s*[:-]|\bchecklist\b/.test(t)) return 'Checklist';
  if (/\bleague leaders\b|\bleaders\b/.test(t)) return 'League Leaders';
  return null;
}

const SALE_WORDS =
  /\b(only|exclusives?|packs?|boxes|box|hobby|retail|jumbo|blasters?|serial-numbered|numbered to)\b/i;

/** Words of where and how cards are sold: never part of a player's name ("Japan Hobby Exclusive"). */
export function mentionsDistribution(text: string): boolean {
  return SALE_WORDS.test(text);
}

/**
 * A sentence under a section title about where its cards are sold, not a title or a player: "Hobby only.",
 * "Each card serial-numbered to the player's jersey number." ("Foil Mega Box" without a full stop is a title.)
 */
export function isDistributionNote(text: string): boolean {
  const t = text.trim();
  if (SALE_WORDS.test(t) && (/\.$/.test(t) || /\bonly\b/i.test(t))) return true;
  const words = t.split(/\s+/);
  return words.length > 1 && /^\p{Ll}/u.test(words[words.length - 1]!);
}
