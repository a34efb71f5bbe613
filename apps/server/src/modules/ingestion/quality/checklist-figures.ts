import { nameKey } from '@/modules/catalogue';
import {
  declaredCount,
  isDistributionNote,
  isParallelsHeader,
  looksLikeCardNumber,
  nonPlayerKind,
} from '../parser/cell-kinds';
import { clubsRunTogether } from '../parser/card-builder';
import { detectFlatColumns } from '../parser/flat-reader';
import { readPrintRun } from '../parser/parallels';
import type { ParsedChecklist, SheetGrid } from '../parser/parser.types';
import { sectionTitle } from '../parser/section-reader';
import { foldedKey, titleKey } from '../parser/series-builder';
import type { CardImport, SeriesImport } from '../ingest.types';
import {
  addTier,
  countSection,
  misspelling,
  NUMBER_RANGE,
  seriesHoldingListedCards,
  type CountedBlock,
} from './counted-blocks';
import type { ChecklistFigures } from './checklist-figures.types';
import { flatParallelLines } from './flat-parallel-lines';
import { gatheredSeries } from './gathered-series';

export type { ChecklistFigures } from './checklist-figures.types';

export const emptyFigures = (): ChecklistFigures => ({
  sections: 0,
  sectionsExact: 0,
  sectionsSelfContradicting: 0,
  masterCards: 0,
  masterCardsRight: 0,
  parallelLines: 0,
  parallelsAttached: 0,
  cardsWithoutPlayer: 0,
  junkTeams: [],
  sectionMisses: [],
});

const ODDS = /^\d[\d,]*:\d/;

const single = (cells: string[]) => {
  const filled = cells.filter(Boolean);
  return filled.length === 1 ? filled[0]! : null;
};
const isCardRow = (cells: string[]) => {
  const filled = cells.filter(Boolean);
  return filled.length >= 2 && looksLikeCardNumber(filled[0]!) && /\p{L}/u.test(filled[1]!);
};
const bySeriesKey = (series: SeriesImport[]) => {
  const map = new Map<string, SeriesImport[]>();
  // a parallel listed with its own cards ("Signatures Holo": 24 of the 25) is a section of the sheet too
  for (const one of series.filter((s) => !s.parentName || s.cards.length > 0)) {
    const key = titleKey(one.name.replace(/ \(\d+\)$/, ''));
    map.set(key, [...(map.get(key) ?? []), one]);
  }
  return map;
};
const names = (card: CardImport) => card.players.map((p) => nameKey(p.firstName, p.lastName));

/**
 * Figures read from the sheets without the parser's section and card builders: "N cards" lines under a
 * title (a section found with its exact count), master-sheet rows (a card completely right: its series,
 * number, every player named and every team), "Parallels" blocks (each line with a print run attached to a
 * series of that name and run), and what the parser produced (cards with neither player nor team, teams
 * that are a slash- or comma-joined cell, clubs run together or a player's name).
 */
export function checklistFigures(grids: SheetGrid[], parsed: ParsedChecklist): ChecklistFigures {
  const figures = emptyFigures();
  const series = parsed.checklist.series;
  const keyed = bySeriesKey(series);
  // a title the sheet misspells ("Ownn the Name Relics", "Auotgraph Patches") or words in another order is found
  // under the reader's spelling
  const find = (title: string) => {
    const key = titleKey(sectionTitle(title));
    const exact = keyed.get(key);
    if (exact || !key) return exact ?? [];
    // the same words in another order ("Marble Neon" / "Neon Marble"), else a typo
    const sorted = (k: string) => k.split(' ').sort().join(' ');
    const reordered = [...keyed.keys()].filter((other) => sorted(other) === sorted(key));
    if (reordered.length === 1) return keyed.get(reordered[0]!)!;
    // or the same title in the singular ("Rookie Ticket Variations A" / "Rookie Ticket Variation A")
    const plural = [...keyed.keys()].filter((other) => foldedKey(other) === foldedKey(key));
    if (plural.length === 1) return keyed.get(plural[0]!)!;
    const spelt = [...keyed.keys()].filter((other) => misspelling(key, other));
    return spelt.length === 1 ? keyed.get(spelt[0]!)! : [];
  };
  // a master subset stored under the title of the block that counts its cards ("Flash Forward" / "Flash Forward
  // Autographs", "America's Pastime America's Best" / "America's Best"): one title's words hold the other's
  const fold = (key: string) =>
    key
      .split(' ')
      .map((w) => w.replace(/^(autos?|autographs?)$/, 'autograph').replace(/(?<=[a-z]{3})s$/, ''));
  const nested = (title: string) => {
    const own = fold(titleKey(sectionTitle(title)));
    return [...keyed]
      .filter(([k]) => {
        const other = fold(k);
        const [small, large] = own.length <= other.length ? [own, other] : [other, own];
        return small.every((word) => large.includes(word));
      })
      .flatMap(([, s]) => s);
  };
  const withinTitle = (title: string | null) => {
    const key = title ? titleKey(sectionTitle(title)) : '';
    return key ? [...keyed].filter(([k]) => ` ${k} `.includes(` ${key} `)).flatMap(([, s]) => s) : [];
  };
  for (const grid of grids) {
    if (/^(teams?|copy of teams.*|mlb teams|milb teams|team sets)$/i.test(grid.name.trim())) continue;
    const columns = detectFlatColumns(grid);
    if (columns) {
      const role = (r: string) => columns.roles.indexOf(r as never);
      const [subset, number, player, team] = [role('subset'), role('number'), role('player'), role('team')];
      const lines = flatParallelLines(grid, columns, (name, word, max) => {
        const parents = new Set(find(name).map((s) => s.name));
        return series.some(
          (s) =>
            s.parentName &&
            parents.has(s.parentName) &&
            s.maxPrintRun === max &&
            nameKey(s.name).includes(word),
        );
      });
      figures.parallelLines += lines.lines;
      figures.parallelsAttached += lines.attached;
      if (number < 0 || player < 0) continue;
      const gathered = gatheredSeries(grid, columns.headerRow, [subset, number, player], series);
      for (const row of grid.rows) {
        if (columns.headerRow !== null && row.row <= columns.headerRow) continue;
        const cardNumber = (row.cells[number] ?? '').replace(/^#/, '');
        const playerCell = row.cells[player] ?? '';
        if (!cardNumber || !/\p{L}/u.test(playerCell)) continue;
        figures.masterCards += 1;
        const subsetName = subset >= 0 ? (row.cells[subset] ?? '') : grid.name;
        const named = find(subsetName).length ? find(subsetName) : nested(subsetName);
        const home = named.length ? named : gathered(subsetName);
        const candidates = home
          .flatMap((s) => s.cards)
          .filter((c) => c.cardNumber === cardNumber.replace(/–/g, '-'));
        if (candidates.length === 0) continue;
        const printed = playerCell
          .split(/\s*\/\s*|\s+&\s+|;\s*/)
          .map((n) => nameKey(n.replace(/\b(RC|XRC)\b|\(RC\)/g, '')));
        const teams =
          team >= 0
            ? (row.cells[team] ?? '')
                .split(/\s*\/\s*/)
                .map((t) => nameKey(t))
                .filter(Boolean)
            : [];
        const right = (card: CardImport) => {
          const have = [...names(card), ...(card.teamNames ?? []).map((t) => nameKey(t))].join(' | ');
          const haveTeams = [
            ...card.players.map((p) => nameKey(p.teamName)),
            ...(card.teamNames ?? []).map((t) => nameKey(t)),
          ];
          const playersRight = printed.every(
            (n) => !n || have.includes(n) || n.split(' ').every((w) => have.includes(w)),
          );
          return (
            playersRight &&
            teams.every((t) => haveTeams.some((h) => h === t || h.includes(t) || t.includes(h)))
          );
        };
        // a card number of the subset's own series first; of a series of a nested title only when none has it
        if (right(candidates[0]!) || (!find(subsetName).length && candidates.some(right)))
          figures.masterCardsRight += 1;
      }
      continue;
    }
    let title: string | null = null;
    let inParallels = false;
    let owner: string | null = null;
    let subBlock: string | null = null;
    let previous: string | null = null;
    let counted: CountedBlock | null = null;
    const blocks: CountedBlock[] = [];
    const lines: { block: CountedBlock | null; parents: string[]; word: string; max: number }[] = [];
    for (const row of grid.rows) {
      const text = single(row.cells);
      if (isCardRow(row.cells)) {
        inParallels = false;
        counted?.numbers.add(row.cells.filter(Boolean)[0]!.replace(/^#/, ''));
        addTier(counted, subBlock);
        continue;
      }
      // a row of several cells that is no parallel line ("Gold | /50") is a card of an unnumbered set
      if (text === null) {
        const filled = row.cells.filter(Boolean);
        if (filled.length >= 2 && !filled.slice(1).some((c) => readPrintRun(c))) {
          inParallels = false;
          counted?.numbers.add(`row ${row.row}`);
          addTier(counted, subBlock);
        }
        continue;
      }
      const [above, count] = [previous, declaredCount(text)];
      previous = text;
      // the line over a count is its title, even right after a list of parallels without print runs
      if (count !== null && inParallels && above) title = above;
      if (count !== null && title) {
        inParallels = false;
        counted = { sheet: grid.name, row: row.row, title, declared: count, numbers: new Set(), tiers: [] };
        blocks.push(counted);
        owner = title;
        subBlock = null;
        continue;
      }
      if (isParallelsHeader(text)) {
        inParallels = true;
        continue;
      }
      const run = readPrintRun(text);
      if (inParallels && owner && run && /^\p{L}/u.test(text)) {
        figures.parallelLines += 1;
        const parents = [...find(owner), ...withinTitle(subBlock)].map((s) => s.name);
        const word = nameKey(text.split(/\s[-–(/#]|\s\//)[0] ?? '').split(' ')[0] ?? '';
        // judged once the block's cards are read: its series may be found by them
        lines.push({ block: counted, parents, word, max: run.max });
        continue;
      }
      // a line naming a tier by its numbers ("Sepia - #101-150") is a tier of the counted block, no title
      if (NUMBER_RANGE.test(text)) {
        addTier(counted, text.replace(NUMBER_RANGE, '').trim());
        continue;
      }
      // odds and where-sold lines ("1:160 hobby, 1:40 jumbo", "Hobby jumbo boxes only.") are no titles
      if (!inParallels && !ODDS.test(text) && !isDistributionNote(text)) {
        title = text;
        // a titled sub-block under a counted block ("Base Set", 214 cards, then "Season Ticket" and its parallels)
        if (owner) subBlock = text;
      }
    }
    for (const block of blocks) countSection(figures, block, find, series);
    for (const line of lines) {
      const parents = new Set([
        ...line.parents,
        ...(line.block ? seriesHoldingListedCards(line.block, series).map((s) => s.name) : []),
      ]);
      const attached = series.some(
        (s) =>
          s.parentName &&
          parents.has(s.parentName) &&
          s.maxPrintRun === line.max &&
          nameKey(s.name).includes(line.word),
      );
      if (attached) figures.parallelsAttached += 1;
    }
  }
  const playerKeys = new Set(series.flatMap((s) => s.cards.flatMap(names)));
  const junk = new Set<string>();
  for (const one of series) {
    for (const card of one.cards) {
      // a checklist card ("Checklist 27-130", "CL: Specials / Teams") prints neither, nor a leaders card whose
      // row names nobody ("1975 Home Run Leaders"): no miss
      const namesNobody = ['Checklist', 'League Leaders'].includes(nonPlayerKind(card.notes ?? '') ?? '');
      if (card.players.length === 0 && !(card.teamNames ?? []).length && !namesNobody)
        figures.cardsWithoutPlayer += 1;
      const teams = [...card.players.map((p) => p.teamName ?? ''), ...(card.teamNames ?? [])].filter(Boolean);
      for (const team of teams)
        if (/[/,]/.test(team) || clubsRunTogether(team).length > 1 || playerKeys.has(nameKey(team)))
          junk.add(team);
    }
  }
  figures.junkTeams = [...junk];
  return figures;
}

export function addFigures(into: ChecklistFigures, next: ChecklistFigures): void {
  into.sections += next.sections;
  into.sectionsExact += next.sectionsExact;
  into.sectionsSelfContradicting += next.sectionsSelfContradicting;
  into.masterCards += next.masterCards;
  into.masterCardsRight += next.masterCardsRight;
  into.parallelLines += next.parallelLines;
  into.parallelsAttached += next.parallelsAttached;
  into.cardsWithoutPlayer += next.cardsWithoutPlayer;
  into.junkTeams.push(...next.junkTeams);
  into.sectionMisses.push(...next.sectionMisses);
}

export const percent = (part: number, whole: number) =>
  whole === 0 ? 100 : Math.floor((1000 * part) / whole) / 10;
