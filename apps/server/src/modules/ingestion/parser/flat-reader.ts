import { readCardCells, type ColumnRole } from './card-cells';
import { looksLikeCardNumber, looksLikeTeam, normalizeCardNumber, printRunCell } from './cell-kinds';
import { colorOf } from './colors';
import { rolesFromContent, unnumberedNameColumns } from './column-roles';
import { settleNoteColumns } from './note-columns';
import { parseParallelLine } from './parallels';
import type {
  GridRow,
  ParallelInfo,
  ParseWarning,
  RawCardRow,
  RejectedRow,
  SectionDraft,
  SheetGrid,
} from './parser.types';

/** A line opening a list of parallels over a table ("Parallels", "Common Parallels:"). */
const PARALLELS_HEADER = /^([\p{L}\d' -]+ )?parallels?:?$/iu;

export interface FlatColumns {
  headerRow: number | null;
  roles: ColumnRole[];
  /** how each role was decided when not by a header the reader knows (for the ingestion report) */
  guesses?: string[];
  /** colour-matrix columns: index → parallel name */
  parallels: Map<number, string>;
}

const HEADER_ROLES: [RegExp, ColumnRole][] = [
  [/^(card set|subset|set name|set|insert|insert set|program)$/i, 'subset'],
  [/^(card number|card #|card no\.?|number|no\.?|#|checklist|card)$/i, 'number'],
  [/^(athlete|player|players|name|player name|subject|description|card name|full name)$/i, 'player'],
  [/^(first|first name|firstname|given name)$/i, 'firstName'],
  [/^(last|last name|lastname|surname|family name)$/i, 'lastName'],
  [/^(team|teams|team name|club|franchise|school|college|country|nation)$/i, 'team'],
  [/^(team city|city name|location)$/i, 'teamCity'],
  [/^(sequence|print run|#'d|serial|numbered|serial #)$/i, 'printRun'],
  [/^(notes?|rc|rookie|foil|auto|mem\/tech|sp's|odds|pts\.?|position|city|mem|base|subset 2)$/i, 'notes'],
];
const EXTRA_PARALLEL =
  /^(galaxy|fire|rwb|crystal|lava|oil slick|ice|holo|prizm|refractor|plates?|printing plates?|city)$/i;

function headerColumns(row: GridRow): FlatColumns | null {
  const roles: ColumnRole[] = [];
  const parallels = new Map<number, string>();
  row.cells.forEach((cell, i) => {
    const role = HEADER_ROLES.find(([re]) => re.test(cell.trim()))?.[1];
    if (role && !(role === 'notes' && /^(plates?)$/i.test(cell))) roles[i] = role;
    else if (cell && (colorOf(cell) || EXTRA_PARALLEL.test(cell.trim()))) parallels.set(i, cell.trim());
    else roles[i] = cell ? 'notes' : 'ignore';
  });
  for (let i = 0; i < roles.length; i += 1) roles[i] ??= 'ignore';
  const names = roles.includes('player') || roles.includes('lastName');
  const numbered = roles.includes('number') && (names || roles.includes('subset'));
  // an unnumbered set still has a header naming its set and its players
  const unnumbered = !roles.includes('number') && names && roles.includes('subset');
  if (!numbered && !unnumbered) return null;
  return { headerRow: row.row, roles, parallels };
}

/**
 * A header naming two set columns (`Set | Subset | Checklist | Name`, Leaf): the one whose values vary is the
 * subset; the other, the product's name on every row, becomes a note. Changes `roles`; says what it decided.
 */
function oneSubsetColumn(roles: ColumnRole[], headers: string[], rows: GridRow[]): string[] {
  const columns = roles.flatMap((role, col) => (role === 'subset' ? [col] : []));
  if (columns.length < 2) return [];
  const distinct = (col: number) => new Set(rows.map((r) => r.cells[col] ?? '').filter(Boolean)).size;
  // (on a tie the later column: a header goes from the product to the subset, "Set | Subset")
  const kept = columns.reduce((best, col) => (distinct(col) >= distinct(best) ? col : best));
  // (the product's name on every row says nothing of a card: settleNoteColumns drops it)
  for (const col of columns) if (col !== kept) roles[col] = 'notes';
  return [
    `column "${headers[kept]}" read as the subset (${distinct(kept)} values); ${columns
      .filter((col) => col !== kept)
      .map((col) => `"${headers[col]}" (${distinct(col)})`)
      .join(', ')} kept as notes`,
  ];
}

/**
 * In a colour matrix, a column of print runs under a header no role or colour names ("Sparkle Holo", "Spectrum
 * Rainbow HoloFoil") is a parallel too. Changes `found`; says what it decided.
 */
function parallelsNamedWithoutColour(found: FlatColumns, headers: string[], rows: GridRow[]): string[] {
  if (found.parallels.size < 2) return [];
  const guesses: string[] = [];
  found.roles.forEach((role, col) => {
    const header = (headers[col] ?? '').trim();
    if (role !== 'notes' || !header || HEADER_ROLES.some(([re]) => re.test(header))) return;
    const values = rows.map((r) => (r.cells[col] ?? '').trim()).filter(Boolean);
    if (values.length < 5 || !values.every((v) => /^\d+$/.test(v) || printRunCell(v) !== null)) return;
    found.parallels.set(col, header);
    found.roles[col] = 'ignore';
    guesses.push(`column "${header}" read as a parallel (print runs under it)`);
  });
  return guesses;
}

/** Finds the columns of a flat sheet (`subset | card # | player | team | notes`), by header or by content. */
export function detectFlatColumns(grid: SheetGrid): FlatColumns | null {
  for (const [index, row] of grid.rows.slice(0, 8).entries()) {
    const found = headerColumns(row);
    // below a title or notes, a header must name the set column too (a section's own header does not)
    if (!found || (index >= 3 && !found.roles.includes('subset'))) continue;
    const below = grid.rows.filter((r) => r.row > row.row);
    const guesses = [
      ...oneSubsetColumn(found.roles, row.cells, below),
      ...rolesFromContent(found.roles, row.cells, below),
      ...parallelsNamedWithoutColour(found, row.cells, below),
      ...settleNoteColumns(found.roles, row.cells, below),
    ];
    return { ...found, headerRow: row.row, guesses };
  }
  const sample = grid.rows.slice(0, 200);
  if (sample.length < 3) return null;

  let best = -1;
  let bestScore = 0;
  for (let col = 1; col <= 3; col += 1) {
    const score =
      sample.filter((r) => {
        const prev = r.cells[col - 1] ?? '';
        const cell = r.cells[col] ?? '';
        const next = r.cells[col + 1] ?? '';
        return (
          prev !== '' &&
          !looksLikeCardNumber(prev) &&
          (looksLikeCardNumber(cell) || cell === '') &&
          /\p{L}/u.test(next)
        );
      }).length / sample.length;
    if (score > bestScore) [best, bestScore] = [col, score];
  }
  if (best < 0 || bestScore < 0.6) {
    const byNames = unnumberedNameColumns(grid.rows);
    if (!byNames) return null;
    const note =
      'no header and no card numbers: first and last names read from two columns, cards unnumbered';
    return { headerRow: null, roles: byNames, parallels: new Map(), guesses: [note] };
  }
  const subsets = new Set(sample.map((r) => r.cells[best - 1]));
  if (subsets.size > sample.length / 2) return null;
  const roles: ColumnRole[] = [];
  for (let col = 0; col < best - 1; col += 1) {
    const teamLike = sample.filter((r) => looksLikeTeam(r.cells[col] ?? '')).length > sample.length / 2;
    roles[col] = teamLike ? 'team' : 'notes';
  }
  roles[best - 1] = 'subset';
  roles[best] = 'number';
  return { headerRow: null, roles, parallels: new Map() };
}

function matrixParallel(value: string): { listed: boolean; printRun: number | null } {
  const t = value.trim();
  if (t === '' || /^(n|no|-|x?n\/a|none|0)$/i.test(t)) return { listed: false, printRun: null };
  const run = printRunCell(t) ?? (/^\d+$/.test(t) ? Number(t) : null);
  return { listed: true, printRun: run };
}

/** Reads a flat sheet into one section per subset; colour-matrix columns become parallels with their own cards. */
export function readFlatSheet(
  grid: SheetGrid,
  columns: FlatColumns,
): { sections: SectionDraft[]; rejected: RejectedRow[]; warnings: ParseWarning[] } {
  const bySubset = new Map<string, SectionDraft>();
  const rejected: RejectedRow[] = [];
  const warnings: ParseWarning[] = [];
  const numberCol = columns.roles.indexOf('number');
  const subsetCol = columns.roles.indexOf('subset');
  const unnumbered = new Map<string, number>();
  /** the players of each subset's last unnumbered row: a card of two players of two clubs is written once per club */
  const lastPlayers = new Map<string, { players: string; team: string }>();
  const section = (title: string, row: number, parallelOf?: string): SectionDraft => {
    const key = parallelOf ? `${parallelOf}\u0000${title}` : title;
    let found = bySubset.get(key);
    if (!found) {
      found = {
        sheet: grid.name,
        row,
        title,
        context: [],
        declaredCount: null,
        parallels: [],
        rows: [],
        parallelOf,
      };
      bySubset.set(key, found);
    }
    return found;
  };
  // a list of parallels written over a table ("Common Parallels", then "Magenta Refractor /350 (1:12)" …) is the
  // list of the subset the table's next row names
  let listed: ParallelInfo[] | null = null;
  const matrixRows = new Map<string, RawCardRow>();
  for (const row of grid.rows) {
    if (columns.headerRow !== null && row.row <= columns.headerRow) continue;
    const subset = (subsetCol >= 0 ? row.cells[subsetCol] : '') || grid.name;
    let number = numberCol >= 0 ? (row.cells[numberCol] ?? '') : '';
    const cells = row.cells.map((text, i) => ({
      text,
      role: columns.parallels.has(i) ? 'ignore' : columns.roles[i],
    }));
    const hasName = cells.some(
      (c, i) => i !== subsetCol && i !== numberCol && /\p{L}/u.test(c.text) && c.role !== 'ignore',
    );
    if (row.cells.filter(Boolean).length <= 1) {
      const text = row.cells.find(Boolean)?.trim() ?? '';
      if (PARALLELS_HEADER.test(text)) listed = [];
      else if (listed) {
        const info = parseParallelLine(text);
        // the base cards' own odds line ("Base Cards (1:3 packs)") names no parallel
        if (info && !/^base( cards?)?$/i.test(info.name)) listed.push(info);
      }
      rejected.push({ sheet: grid.name, row: row.row, reason: 'not a card row' });
      continue;
    }
    if (!hasName) {
      rejected.push({ sheet: grid.name, row: row.row, reason: 'no player or card name' });
      continue;
    }
    const unnumberedRow = number === '';
    if (unnumberedRow) {
      // (the player column, or without roles the first name after the subset)
      const players =
        (
          cells.find((c) => c.role === 'player' && c.text) ??
          cells.find(
            (c, i) => i !== subsetCol && i !== numberCol && c.role === undefined && /\p{L}/u.test(c.text),
          )
        )?.text.toLowerCase() ?? '';
      const team = cells.find((c) => c.role === 'team')?.text ?? row.cells.filter(Boolean).at(-1) ?? '';
      const last = lastPlayers.get(subset);
      // (only a card of several players: one player with two clubs is two cards, a traded player's)
      const several = /\s[/&]\s|,\s/.test(players);
      const again = several && last?.players === players && last.team !== team;
      lastPlayers.set(subset, { players, team });
      const n = (unnumbered.get(subset) ?? 0) + (again ? 0 : 1);
      unnumbered.set(subset, n);
      if (n === 1)
        warnings.push({
          sheet: grid.name,
          row: row.row,
          message: `${subset}: no card numbers, numbered in sheet order`,
        });
      number = String(n);
    } else if (!looksLikeCardNumber(number) && number.length > 24) {
      rejected.push({ sheet: grid.name, row: row.row, reason: 'unreadable card number' });
      continue;
    }
    const cardNumber = normalizeCardNumber(number);
    const raw = readCardCells(grid.name, row.row, cardNumber, cells);
    if (unnumberedRow) raw.unnumbered = true;
    section(subset, row.row).rows.push(raw);
    if (listed?.length) section(subset, row.row).parallels.push(...listed);
    listed = null;
    for (const [col, name] of columns.parallels) {
      const mark = matrixParallel(row.cells[col] ?? '');
      if (!mark.listed) continue;
      // a card on several rows (its print runs, then its plates or a 1/1 version with 1 in every colour) is
      // numbered to its largest run in that colour
      const key = `${subset}\u0000${name}\u0000${cardNumber}`;
      const first = matrixRows.get(key);
      const run = first && (first.printRun ?? 0) > (mark.printRun ?? 0) ? first.printRun : mark.printRun;
      if (first) first.printRun = run;
      const parallelRow = { ...raw, printRun: run };
      if (!first) matrixRows.set(key, parallelRow);
      section(name, row.row, subset).rows.push(parallelRow);
    }
  }
  return { sections: [...bySubset.values()], rejected, warnings };
}
