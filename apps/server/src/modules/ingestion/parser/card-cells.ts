import {
  isKnownTeamName,
  isRookieCell,
  isSeparatorCell,
  looksLikeCardNumber,
  looksLikeTeam,
  normalizeCardNumber,
  printRunCell,
} from './cell-kinds';
import type { RawCardRow } from './parser.types';

/** What a column of a flat sheet holds, when its header says so. */
export type ColumnRole =
  | 'subset'
  | 'number'
  | 'player'
  | 'firstName'
  | 'lastName'
  | 'team'
  | 'teamCity'
  | 'printRun'
  | 'notes'
  /** yes or no: the card is a relic, an autograph */
  | 'relicFlag'
  | 'autographFlag'
  /** the card's kind: "Base", "Auto", "Relic" */
  | 'kind'
  | 'ignore';

/** A note rather than a team: "- Rookie Debut", "(Team Card)", "SP", "1st", "AUTO MEM". */
function looksLikeNote(text: string): boolean {
  if (/^[-–(*]/.test(text)) return true;
  if (/^(SP|SSP|SSSP|1st|1st Bowman|AU|AUTO|MEM|AUTO MEM|Variation|Error|ERR|COR|UER|Checklist)$/i.test(text))
    return true;
  return /\b(debut|variation|combo|short print|image|team card|league leaders|checklist|highlights?|rookie cup)\b/i.test(
    text,
  );
}

/**
 * A cell led by a year where a club follows ("Dustin Pedroia | 2016 Heritage | Boston Red Sox"): the design or
 * the year the card recalls, a note; the club after it is the team.
 */
function designBeforeClub(text: string, after: { text: string }[]): boolean {
  return (
    /^(18|19|20)\d{2}\s+\p{L}/u.test(text) &&
    after.some(
      (cell) => cell.text !== '' && cell.text.split(/\s*\/\s*/).every((club) => isKnownTeamName(club)),
    )
  );
}

/**
 * Reads the cells of a card row that follow its card number. Without roles: the first text is the player(s),
 * the next the team, separators ("/", ",") join a second player, rookie and print-run cells are recognised
 * wherever they stand, and anything left is a note.
 */
export function readCardCells(
  sheet: string,
  row: number,
  cardNumber: string,
  cells: { text: string; role?: ColumnRole }[],
): RawCardRow {
  const out: RawCardRow = { sheet, row, cardNumber, names: [], teams: [], extras: [], printRun: null };
  let join = false;
  const firstNames: string[] = [];
  const lastNames: string[] = [];
  const cities: string[] = [];
  for (const [at, { text, role }] of cells.entries()) {
    if (text === '' || role === 'ignore' || role === 'subset' || role === 'number') continue;
    const run = printRunCell(text);
    if (role === 'printRun') {
      out.printRun = run ?? (/^\d+$/.test(text) ? Number(text) : out.printRun);
      if (run === null && !/^\d+$/.test(text)) out.extras.push(text);
      continue;
    }
    if (run !== null) {
      out.printRun = run;
      continue;
    }
    if (isRookieCell(text)) {
      out.extras.push('RC');
      continue;
    }
    if (role === 'player') {
      out.names.push(text);
      continue;
    }
    if (role === 'team') {
      out.teams.push(text);
      continue;
    }
    if (role === 'firstName' || role === 'lastName' || role === 'teamCity') {
      (role === 'firstName' ? firstNames : role === 'lastName' ? lastNames : cities).push(text);
      continue;
    }
    if (role === 'notes') {
      out.extras.push(text);
      continue;
    }
    if (role === 'relicFlag' || role === 'autographFlag' || role === 'kind') {
      const yes = /^(yes|y)$/i.test(text);
      if ((role === 'relicFlag' && yes) || (role === 'kind' && /^(relics?|mem|memorabilia)$/i.test(text)))
        out.isRelic = true;
      if ((role === 'autographFlag' && yes) || (role === 'kind' && /^auto/i.test(text)))
        out.isAutograph = true;
      continue;
    }
    if (isSeparatorCell(text)) {
      join = true;
      continue;
    }
    // "Andy Pettitte | , | Houston Astros": a club after a separator is the player's team, not a second player
    if (join && out.names.length > out.teams.length && isKnownTeamName(text)) {
      out.teams.push(text);
      join = false;
    } else if (out.names.length === 0 || join) {
      out.names.push(text);
      join = false;
    } else if (
      out.teams.length === 0 &&
      !looksLikeNote(text) &&
      !designBeforeClub(text, cells.slice(at + 1))
    ) {
      out.teams.push(text);
    } else if (out.teams.length < out.names.length && looksLikeTeam(text)) {
      out.teams.push(text);
    } else {
      out.extras.push(text);
    }
  }
  // a name in two columns is one player; a city column and a club column are one team
  if (lastNames.length > 0 || firstNames.length > 0) {
    const count = Math.max(lastNames.length, firstNames.length);
    const whole = Array.from({ length: count }, (_, i) =>
      `${firstNames[i] ?? ''} ${lastNames[i] ?? ''}`.trim(),
    );
    out.names.unshift(...whole);
  }
  if (cities.length > 0) {
    out.teams =
      out.teams.length === 0
        ? cities
        : out.teams.map((team, i) => {
            const city = cities[i] ?? cities[0]!;
            return team.toLowerCase().startsWith(city.toLowerCase()) ? team : `${city} ${team}`;
          });
  }
  return out;
}

/** The card number of a row whose first filled cell is one, with the cells after it. */
export function splitNumberCell(cells: string[]): { cardNumber: string; rest: string[] } | null {
  const first = cells.findIndex((cell) => cell !== '');
  if (first < 0) return null;
  const typed = numberTypedBeforeName(cells, first);
  const text = typed?.number ?? cells[first]!;
  if (!looksLikeCardNumber(text)) return null;
  const rest = [...(typed?.name ? [typed.name] : []), ...cells.slice(first + 1)];
  if (!rest.some((cell) => /\p{L}/u.test(cell) && !isRookieCell(cell))) return null;
  return { cardNumber: normalizeCardNumber(text), rest };
}

/**
 * A number cell where the player's name was typed after the code: repeated in the next cell ("87BBA-MMAY Marcelo
 * Mayer | Marcelo Mayer, | …"), or alone, with the club next ("1 Aaron Judge | New York Yankees"); then `name` is
 * the player.
 */
function numberTypedBeforeName(cells: string[], first: number): { number: string; name?: string } | null {
  const match = /^(\S*\d\S*)\s+(.+)$/.exec(cells[first]!);
  const next = cells.slice(first + 1).find((cell) => cell !== '');
  if (!match || !next || !looksLikeCardNumber(match[1]!)) return null;
  const bare = (name: string) =>
    name
      .replace(/[,;]\s*$/, '')
      .trim()
      .toLowerCase();
  if (bare(match[2]!) === bare(next)) return { number: match[1]! };
  const personName = /^\p{Lu}[\p{L}.'’-]*(\s+[\p{L}.'’-]+){1,3}$/u.test(match[2]!);
  return personName && isKnownTeamName(next) ? { number: match[1]!, name: match[2]! } : null;
}
