import {
  CARD_IMPORT,
  CARD_IMPORT_MESSAGES as M,
  type ImportCard,
  type ImportPlayer,
} from '@cardbinder/shared';
import { badRequest } from '@/lib/errors';
import { readXlsx, XlsxError, type XlsxSheet } from '@/lib/xlsx';
import { cardsFromOtherLayout } from './other-layouts';

type Column = 'card' | 'players' | 'teams' | 'rc' | 'notes';

/** Header cells as authors write them: "Card Number", "Card #", "Player Name(s)", "Team", "RC", "Notes". */
function columnOf(header: string): Column | null {
  const key = header.toLowerCase().replace(/[^a-z]/g, '');
  if (key.startsWith('card')) return 'card';
  if (key.startsWith('player')) return 'players';
  if (key.startsWith('team')) return 'teams';
  if (key.startsWith('rc') || key.startsWith('rookie')) return 'rc';
  if (key.startsWith('note')) return 'notes';
  return null;
}

/** The first row (of the first ten) naming at least the card number and player columns. */
function findHeader(sheet: XlsxSheet) {
  for (const [index, row] of sheet.rows.slice(0, 10).entries()) {
    const columns = new Map<Column, number>();
    row.cells.forEach((cell, column) => {
      const role = columnOf(cell);
      if (role && !columns.has(role)) columns.set(role, column);
    });
    if (columns.has('card') && columns.has('players')) return { index, columns };
  }
  return null;
}

const split = (text: string) =>
  text
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean);

const NOT_RC = new Set(['', 'no', 'n', 'false', '0', '-']);

/** Players split on '/'; teams split alike go to the player in the same place, a single team to every player. */
function playersOf(names: string, teams: string): ImportPlayer[] {
  const players = split(names);
  const teamNames = split(teams);
  return players.map((name, index) => ({
    name,
    teamNames: teamNames.length === players.length ? [teamNames[index]!] : teamNames,
    playerMatches: { exact: [], fuzzy: [] },
    teamMatches: { exact: [] },
    playerTeamMatches: [],
    selectedPlayer: null,
    selectedTeams: [],
  }));
}

/** Reads the spec's checklist layout; consecutive rows of one card number are one card with every player. */
export function cardsFromSheets(sheets: XlsxSheet[]): ImportCard[] | null {
  const found = sheets.map((sheet) => ({ sheet, header: findHeader(sheet) })).find((s) => s.header);
  if (!found?.header) return null;
  const { sheet, header } = found;
  const cell = (cells: string[], column: Column) => {
    const index = header.columns.get(column);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const cards: ImportCard[] = [];
  for (const { cells } of sheet.rows.slice(header.index + 1)) {
    const cardNumber = cell(cells, 'card').slice(0, 50);
    if (!cardNumber) continue;
    const notes = cell(cells, 'notes').slice(0, 1000);
    const isRC = !NOT_RC.has(cell(cells, 'rc').toLowerCase());
    const players = playersOf(cell(cells, 'players'), cell(cells, 'teams'));
    const previous = cards.at(-1);
    if (previous?.cardNumber === cardNumber) {
      previous.players.push(...players);
      previous.isRC ||= isRC;
      if (notes && !previous.notes.includes(notes))
        previous.notes = [previous.notes, notes].filter(Boolean).join('; ');
      continue;
    }
    cards.push({
      sortOrder: cards.length + 1,
      cardNumber,
      players,
      isRC,
      isAutograph: /\bauto(graph)?s?\b/i.test(notes),
      isRelic: /\b(relic|memorabilia|jersey|patch|bat)\b/i.test(notes),
      notes,
    });
  }
  for (const card of cards) card.players = card.players.slice(0, 20);
  return cards;
}

/**
 * Reads an uploaded workbook in the spec's columns, or else in a layout the ingestion reader knows (off the event loop, within the xlsx limits); refusals are 400s that say why.
 */
export async function parseImportWorkbook(
  data: Buffer,
  file: { name: string; seriesName: string },
): Promise<ImportCard[]> {
  let cards: ImportCard[] | null;
  try {
    cards = cardsFromSheets(await readXlsx(data, { maxFileBytes: CARD_IMPORT.maxFileBytes, maxColumns: 30 }));
  } catch (error) {
    if (error instanceof XlsxError) throw badRequest(`The file cannot be read: ${error.message}`);
    throw error;
  }
  cards ??= await cardsFromOtherLayout(data, file.name, file.seriesName);
  if (!cards) throw badRequest(M.noHeader);
  if (cards.length === 0) throw badRequest(M.noCards);
  if (cards.length > CARD_IMPORT.maxCards) throw badRequest(M.tooManyCards);
  return cards;
}
