import { sectionTitle } from '../parser/section-reader';
import { foldedWords, titleKey } from '../parser/series-builder';
import { editDistance } from '../team-names';
import type { SeriesImport } from '../ingest.types';
import type { ChecklistFigures } from './checklist-figures';

/** A block sheet's section: its title, the count its "N cards" line declares and the card numbers it lists. */
export interface CountedBlock {
  sheet: string;
  row: number;
  title: string;
  declared: number;
  numbers: Set<string>;
  /** titled sub-blocks with cards of their own under the count ("Base Set", 250 cards: "Base", "Premier") */
  tiers: string[];
}

/**
 * A section is found when a series of its title holds the count it declares, or, when the block lists another
 * number of distinct cards than it declares (18 declared, 16 listed: the sheet disagrees with itself), the count it
 * lists. A printing-plates block is found when each plate colour ("… Printing Plates Black") holds that count, a
 * block of titled tiers when their series hold it together.
 */
export function countSection(
  figures: ChecklistFigures,
  block: CountedBlock,
  find: (title: string) => SeriesImport[],
  series: SeriesImport[],
): void {
  const found = find(block.title);
  figures.sections += 1;
  const listed = block.numbers.size;
  if (listed > 0 && listed !== block.declared) figures.sectionsSelfContradicting += 1;
  const counts = new Set([block.declared, ...(listed > 0 ? [listed] : [])]);
  const plateKey = titleKey(sectionTitle(block.title));
  const plates = /\bprinting plates?$/.test(plateKey)
    ? series.filter((s) => titleKey(s.name).startsWith(`${plateKey.replace(/s$/, '')}`) && s.cards.length > 0)
    : [];
  // a block counting titled tiers with their own parallels (Select's "Base", "Premier", "Diamond Level") is found
  // when the tiers' series hold the count together
  // (cards under a note no series is named after, "No #125.", are the block's own)
  const tierSeries = new Set(
    block.tiers.map((tier) => find(tier)[0] ?? found[0]).filter((s) => s !== undefined),
  );
  const tiersTotal = [...tierSeries].reduce((n, s) => n + s.cards.length, 0);
  const exact =
    found.some((s) => counts.has(s.cards.length)) ||
    (tierSeries.size > 1 && counts.has(tiersTotal)) ||
    (plates.length > 0 && plates.every((s) => counts.has(s.cards.length))) ||
    seriesHoldingListedCards(block, series).length > 0;
  if (exact) figures.sectionsExact += 1;
  else
    figures.sectionMisses.push(
      `${block.sheet}!${block.row} "${block.title}": declared ${block.declared}, listed ${listed}, read ${found.map((s) => `${s.name} ${s.cards.length}`).join(' / ') || 'none'}`,
    );
}

const numberKey = (n: string) => n.toLowerCase().replace(/–/g, '-');

/**
 * A block the reader stored under another title (the master's "SSP Image Variations" for the block's "Super Short
 * Print Variations", "Box Loader Rip Cards" for "Boxloader Rip Cards") is found by its cards: a series holds
 * exactly the card numbers the block lists, the only such series, or the one titled with all the block's words
 * ("Base Prospect Ticket Stub" for "Prospect Ticket Ticket Stub" among the base set's other versions).
 */
export function seriesHoldingListedCards(block: CountedBlock, series: SeriesImport[]): SeriesImport[] {
  const listed = [...block.numbers].map(numberKey);
  if (listed.length === 0 || listed.some((n) => n.startsWith('row '))) return [];
  const wanted = new Set(listed);
  const holding = series.filter(
    (s) => s.cards.length === wanted.size && s.cards.every((card) => wanted.has(numberKey(card.cardNumber))),
  );
  if (holding.length <= 1) return holding;
  const words = foldedWords(sectionTitle(block.title));
  return holding.filter((s) => {
    const own = foldedWords(s.name);
    return words.every((word) => own.includes(word));
  });
}

/** A line naming the numbers of a part of the block ("Sepia - #101-150", "Rookies - #201-280"). */
export const NUMBER_RANGE = /\s[-–]\s*#?\s*[A-Z]*-?\d+\s*[-–]\s*[A-Z]*-?\d+\s*$/i;

/** The cards under a counted block belong to its titled tier, or before any, to the block's own title. */
export function addTier(counted: CountedBlock | null, subBlock: string | null): void {
  const tier = subBlock ?? counted?.title;
  if (counted && tier && !counted.tiers.includes(tier)) counted.tiers.push(tier);
}

/** Two titles a typo or two apart: as many words, one or two of them a letter or two apart, no numbers. */
export function misspelling(a: string, b: string): boolean {
  const [wa, wb] = [a.split(' '), b.split(' ')];
  if (wa.length !== wb.length) return false;
  const pairs = wa.flatMap((word, i) => (word === wb[i] ? [] : [[word, wb[i]!] as const]));
  return (
    pairs.length > 0 &&
    pairs.length <= 2 &&
    pairs.every(
      ([x, y]) =>
        Math.min(x.length, y.length) >= 3 &&
        !/\d/.test(x + y) &&
        x.replace(/s$/, '') !== y.replace(/s$/, '') &&
        editDistance(x, y, 2) <= 2,
    )
  );
}
