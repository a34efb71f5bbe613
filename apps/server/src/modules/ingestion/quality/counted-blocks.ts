import { sectionTitle } from '../parser/section-reader';
import { foldedWords, titleKey } from '../parser/series-builder';
import { editDistance } from '../team-names';
import type { SeriesImport } from '../ingest.types';
import type { ChecklistFigures } from './checklist-figures.types';

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
 * Whether a series' name holds every word of a block's title: as a word, inside a word written apart ("Boxloader" /
 * "Box Loader"), or as the initials of an abbreviation ("Super Short Print" / "SSP").
 */
function namesEveryWord(blockWords: string[], name: string): boolean {
  const own = foldedWords(name);
  const joined = own.join('');
  const abbreviations = name.split(/\s+/).filter((word) => /^[A-Z]{2,5}$/.test(word));
  const present = blockWords.map((word) => own.includes(word) || (word.length >= 5 && joined.includes(word)));
  for (const abbreviation of abbreviations)
    for (let i = 0; i + abbreviation.length <= blockWords.length; i += 1) {
      const initials = blockWords.slice(i, i + abbreviation.length).map((word) => word[0]);
      if (initials.join('') === abbreviation.toLowerCase())
        for (let j = i; j < i + abbreviation.length; j += 1) present[j] = true;
    }
  return present.every(Boolean);
}

/**
 * A block the reader stored under another title (the master's "SSP Image Variations" for the block's "Super Short
 * Print Variations", "Box Loader Rip Cards" for "Boxloader Rip Cards", "Base Blue" for a parallels sheet's "Blue")
 * is found by its cards: a series that holds exactly the card numbers the block lists and is named with every word
 * of the block's title — the one with the fewest other words, when several are ("Base Prospect Ticket Stub" before
 * "Base Prospect Ticket Holo Stub"). Never a parallel of a set so named (the block's set, read otherwise: "Future
 * Threads Signatures Blue" of "… Red" is no "Future Threads Signatures"), and never printing plates, which count by
 * colour above.
 */
export function seriesHoldingListedCards(block: CountedBlock, series: SeriesImport[]): SeriesImport[] {
  const listed = [...block.numbers].map(numberKey);
  const title = sectionTitle(block.title);
  if (listed.length === 0 || listed.some((n) => n.startsWith('row ')) || /printing plates?$/i.test(title))
    return [];
  const wanted = new Set(listed);
  const words = foldedWords(title);
  const named = series.filter(
    (s) =>
      s.cards.length === wanted.size &&
      s.cards.every((card) => wanted.has(numberKey(card.cardNumber))) &&
      namesEveryWord(words, s.name) &&
      !(s.parentName && namesEveryWord(words, s.parentName)),
  );
  const extra = (s: SeriesImport) => foldedWords(s.name).length;
  const fewest = Math.min(...named.map(extra));
  const closest = named.filter((s) => extra(s) === fewest);
  return closest.length === 1 ? closest : [];
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
