import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { alignMasterWithBlocks, foldedTitle, pairKey } from './block-titles';
import { splitSubsetsByBlocks } from './blocks-splitting-subset';
import { detectFlatColumns, readFlatSheet } from './flat-reader';
import type {
  ParsedChecklist,
  ParseWarning,
  RejectedRow,
  SectionDraft,
  SheetGrid,
  SheetLayout,
} from './parser.types';
import { findingsOf } from './findings';
import { masterSubsetParallels, numbersOf, peopleOf, sameCardsParallels, sameKind } from './master-parallels';
import { movePlayerNamedTeams, pairPlayersWithTheirClubs, splitCaptionsFromNames } from './player-teams';
import {
  dropRelistedSheets,
  numberedFromBlocks,
  refileMisplacedCards,
  settleSections,
} from './section-fixes';
import { setsListedOnlyAsVersions } from './sets-listed-as-versions';
import { splitSubsetsOfTwins } from './twin-blocks';
import { readSectionSheet } from './section-reader';
import { buildSeries, foldedWords, titleKey } from './series-builder';
import { setInfoFromFileName } from './set-info';
import { uniteSplitSubsets } from './split-subsets';
import { loadGrids } from './sheet-grid';
import { ChecklistParseError, MAX_FILE_BYTES } from './workbook-guard';

/** Sheets that only re-list the same cards (by team) or describe the export. */
const SKIPPED_SHEETS =
  /^(teams?|copy of teams.*|mlb teams|milb teams|team sets|teams? list|export summary|odds|status)$/i;
/** Sheets describing parallels: a source of parallels, never of cards (their name column is no subset). */
const PARALLEL_SHEET =
  /^(parallels?|parallel guide|parallels? (guide|list|checklist|print runs)|print runs?)$/i;

interface SheetResult {
  layout: SheetLayout;
  sections: SectionDraft[];
  columnNotes?: string[];
}

function readSheet(grid: SheetGrid, rejected: RejectedRow[], warnings: ParseWarning[]): SheetResult {
  if (SKIPPED_SHEETS.test(grid.name.trim()) || grid.rows.length === 0)
    return { layout: 'skipped', sections: [] };
  const columns = detectFlatColumns(grid);
  if (columns) {
    const read = readFlatSheet(grid, columns);
    rejected.push(...read.rejected);
    warnings.push(...read.warnings);
    return {
      layout: columns.parallels.size > 0 ? 'matrix' : 'flat',
      sections: read.sections,
      columnNotes: columns.guesses ?? [],
    };
  }
  const read = readSectionSheet(grid);
  rejected.push(...read.rejected);
  warnings.push(...read.warnings);
  return { layout: 'sections', sections: read.sections };
}

/**
 * Sections of the block sheets (Base, Autographs, Inserts) that the master sheet does not list: no subset of
 * that title, and no subset holding most of their card numbers. They are cards too. A subset whose own block
 * lists those numbers as well, of another autograph or relic kind, is no home for them: the block is that
 * subset's autographed cards ("1973 Topps Boxloader Autographs", OB-1… of "1973 Topps Oversized").
 */
function sectionsMissingFromMaster(
  flat: SectionDraft[],
  sectioned: SectionDraft[],
  warnings: ParseWarning[],
): SectionDraft[] {
  const roots = flat.filter((s) => !s.parallelOf);
  const titles = new Set(roots.map((s) => titleKey(s.title)));
  const blockNumbers = new Map<string, Set<string>>();
  for (const block of sectioned) {
    const key = titleKey(block.title);
    blockNumbers.set(key, new Set([...(blockNumbers.get(key) ?? []), ...numbersOf(block)]));
  }
  const numbers = roots.map((s) => ({ title: s.title, own: numbersOf(s), people: peopleOf(s) }));
  // ("The Book Of Baseball Autographs", listing the base cards' numbers, is the master's "… Autos")
  const folded = new Set(roots.map((s) => foldedTitle(s.title)));
  const missing = sectioned.filter((section) => {
    if (section.rows.length === 0 || titles.has(titleKey(section.title))) return false;
    const own = [...numbersOf(section)];
    const most = (set: Set<string> | undefined) => own.filter((n) => set?.has(n)).length >= own.length / 2;
    // a subset holding the numbers with other people on every one of them holds other cards ("300 | Alan Narz -
    // The Rip Master", a short print numbered like the base set's Rafael Devers)
    const ownPeople = peopleOf(section);
    const samePeople = (people: Set<string>) =>
      ownPeople.size === 0 || [...ownPeople].some((key) => people.has(key));
    const namedInMaster = folded.has(foldedTitle(section.title));
    const autographedVersion = (title: string) =>
      !namedInMaster && !sameKind(title, section.title) && most(blockNumbers.get(titleKey(title)));
    return !numbers.some((set) => most(set.own) && samePeople(set.people) && !autographedVersion(set.title));
  });
  for (const section of missing)
    warnings.push({
      sheet: section.sheet,
      row: section.row,
      message: `"${section.title}" (${section.rows.length} cards) is not in the master sheet: read from its own sheet`,
    });
  return [...missing, ...variationsMissingFromMaster(flat, sectioned, warnings)];
}

/** A title that names a set: no print run, number, odds or sentence in it ("Black - 1/1 (1:7,018 packs)"). */
const plainSetTitle = (title: string) => !/[/#(:]|\.$|\bTBA\b|printing plates?/i.test(title);

/**
 * A block the master does not list that repeats a whole master set under a title of its own ("Golden Mirror Image
 * Variations", the 350 cards of "Base" with another picture): a version of that set, read as its parallel with the
 * cards the block lists. Only blocks whose title no master title nests, and holding most of the set.
 */
function variationsMissingFromMaster(
  flat: SectionDraft[],
  sectioned: SectionDraft[],
  warnings: ParseWarning[],
): SectionDraft[] {
  const masterTitles = flat.map((s) => foldedWords(s.title));
  const nests = (own: string[]) =>
    masterTitles.some((other) => {
      const [small, large] = own.length <= other.length ? [own, other] : [other, own];
      return small.every((word) => large.includes(word));
    });
  // only a set a block counts as well: a block repeating a subset no block names is that subset ("Herographics
  // Duals" for the master's "Herographics 2")
  const counted = new Set(sectioned.map((s) => titleKey(s.title)));
  // the parallel lines each block title lists, read once
  const lines = new Map<string, Set<string>>();
  for (const s of sectioned) {
    const own = lines.get(titleKey(s.title)) ?? new Set<string>();
    for (const line of s.parallels) own.add(titleKey(line.name));
    lines.set(titleKey(s.title), own);
  }
  const roots = flat
    .filter((s) => !s.parallelOf && s.rows.length > 0 && counted.has(titleKey(s.title)))
    .map((root) => ({ root, keys: new Set(root.rows.map(pairKey)) }));
  return sectioned.flatMap((section) => {
    if (
      section.parallelOf ||
      section.declaredCount === null ||
      section.rows.length < 10 ||
      !plainSetTitle(section.title) ||
      nests(foldedWords(section.title))
    )
      return [];
    const own = new Set(section.rows.map(pairKey));
    const set = roots.find(({ root, keys }) => {
      const shared = [...own].filter((key) => keys.has(key)).length;
      // a parallel of select cards the set's own block names ("Clear - /10 (select cards, list below)") may
      // list any part of the set
      const whole =
        own.size >= 0.8 * keys.size || lines.get(titleKey(root.title))?.has(titleKey(section.title));
      return shared >= 0.95 * own.size && whole && sameKind(root.title, section.title);
    })?.root;
    if (!set) return [];
    warnings.push({
      sheet: section.sheet,
      row: section.row,
      message: `"${section.title}" (${section.rows.length} cards) repeats the master's "${set.title}" under a title of its own: read as its parallel`,
    });
    return [{ ...section, parallelOf: set.title, listedRows: true }];
  });
}

/** Reads a checklist from already-loaded sheets (exposed for tests and tools). */
export function parseGrids(grids: SheetGrid[], fileName: string): ParsedChecklist {
  const rejected: RejectedRow[] = [];
  const warnings: ParseWarning[] = [];
  const layouts: Record<string, SheetLayout> = {};
  const results = grids.map((grid) => {
    const result = readSheet(grid, rejected, warnings);
    layouts[grid.name] = result.layout;
    return result;
  });
  const cardSheet = (i: number) => !PARALLEL_SHEET.test(grids[i]!.name.trim());
  const flat = results
    .filter((r, i) => (r.layout === 'flat' || r.layout === 'matrix') && cardSheet(i))
    .flatMap((r) => r.sections);
  const sectioned = settleSections(
    dropRelistedSheets(
      results.filter((r, i) => r.layout === 'sections' && cardSheet(i)).flatMap((r) => r.sections),
      warnings,
    ),
    warnings,
  );
  const parallelOnly = results
    .filter((r, i) => r.layout === 'sections' && !cardSheet(i))
    .flatMap((r) => r.sections);
  // a flat master sheet lists every card once: it is the source of cards, the section sheets add the parallels
  flat.push(...setsListedOnlyAsVersions(flat, sectioned, warnings));
  masterSubsetParallels(flat, sectioned, warnings);
  if (flat.some((s) => s.rows.length > 0)) {
    numberedFromBlocks(flat, sectioned, warnings);
    refileMisplacedCards(flat, sectioned, warnings);
    splitSubsetsOfTwins(flat, sectioned, warnings);
    alignMasterWithBlocks(flat, sectioned, warnings);
    sameCardsParallels(flat, sectioned, warnings);
    uniteSplitSubsets(flat, sectioned, warnings);
    splitSubsetsByBlocks(flat, sectioned, warnings);
  }
  const cardSections = flat.some((s) => s.rows.length > 0)
    ? [...flat, ...sectionsMissingFromMaster(flat, sectioned, warnings)]
    : sectioned;
  const parallelSources = [...sectioned, ...parallelOnly, ...(cardSections === sectioned ? [] : flat)];
  const { series, listedCards } = buildSeries(cardSections, parallelSources, warnings);
  movePlayerNamedTeams(series, warnings);
  splitCaptionsFromNames(series, warnings);
  pairPlayersWithTheirClubs(series, warnings);
  const rowsRead = cardSections
    .filter((s) => !s.parallelOf || s.listedRows)
    .reduce((n, s) => n + s.rows.length, 0);
  if (listedCards === 0) {
    throw new ChecklistParseError(fileName, 'empty', 'no card rows found in any sheet');
  }
  const parsed = {
    checklist: { set: setInfoFromFileName(fileName), series },
    listedCards,
    rowsRead,
    layouts,
    rejected,
    warnings,
  };
  const columnNotes = new Map(grids.map((grid, i) => [grid.name, results[i]!.columnNotes ?? []]));
  return { ...parsed, findings: findingsOf(parsed, columnNotes) };
}

/**
 * Parses a checklist workbook (a Buffer, or a path to read) into the import shape, with the rows it could not
 * read. The workbook is read in a worker thread within limits (lib/xlsx). Throws ChecklistParseError (message
 * naming the file) for files over 50 MB, non-xlsx or corrupt files, zip bombs, workbooks over the row or cell
 * limits and workbooks without card rows.
 */
export async function parseChecklistWorkbook(
  input: Buffer | string,
  fileName?: string,
): Promise<ParsedChecklist> {
  const name = fileName ?? (typeof input === 'string' ? basename(input) : 'checklist.xlsx');
  let buf: Buffer;
  if (typeof input === 'string') {
    const info = await stat(input);
    if (info.size > MAX_FILE_BYTES) {
      throw new ChecklistParseError(name, 'too-large', `the file is over ${MAX_FILE_BYTES / 1024 / 1024} MB`);
    }
    buf = await readFile(input);
  } else {
    buf = input;
  }
  const grids = await loadGrids(buf, name);
  return parseGrids(grids, name);
}
