import { pairKey } from './block-titles';
import { AUTO, RELIC } from './master-parallels';
import type { ParseWarning, RawCardRow, SectionDraft } from './parser.types';
import { foldedKey, titleKey } from './series-builder';

const ofKind = (title: string) => AUTO.test(title) || RELIC.test(title);

/** A parallel's own words beside its parent's, in any order ("Tier II Blue Prizm" of "Tier II": "blue prizm";
 * "Yellow Parallel - Captains" of "Base Set - Captains": "parallel yellow"). */
function parallelWords(parallel: SectionDraft, parentTitle: string): string {
  const parent = new Set(titleKey(parentTitle).split(' '));
  return titleKey(parallel.title)
    .split(' ')
    .filter((word) => !parent.has(word))
    .sort()
    .join(' ');
}
const samePairs = (a: SectionDraft, b: SectionDraft) => {
  const keys = new Set(a.rows.map(pairKey));
  return b.rows.length === a.rows.length && b.rows.every((row) => keys.has(pairKey(row)));
};

/**
 * A block sheet lists a set as one section ("Base Set", 250 cards) that the master sheet splits into subsets of
 * their own ("Base" 1–100, "Tier II" 101–200, "Tier III" 201–250; "Base" and "DPL"; "Base" and "Rated Rookies").
 * The block is the publisher's count: when the master subset of the block's title lacks cards of the block, and
 * other master subsets — disjoint, wholly inside the block, of no autograph or relic kind the block lacks, and
 * counted by no block of their own — hold exactly those cards, they are one set: their cards join it, and their
 * parallels join the parallel of the same name ("Tier II Blue Prizm" → "Blue Prizm") or become its own.
 */
export function uniteSplitSubsets(
  flat: SectionDraft[],
  blocks: SectionDraft[],
  warnings: ParseWarning[],
): void {
  const blockKeys = new Set(blocks.filter((b) => b.rows.length > 0).map((b) => foldedKey(b.title)));
  for (const block of blocks) {
    if (block.parallelOf || block.rows.length === 0) continue;
    const roots = flat.filter((s) => !s.parallelOf && s.rows.length > 0);
    const subset =
      roots.find((s) => foldedKey(s.title) === foldedKey(block.title)) ??
      tierNamedAsBlock(block, roots, flat, blockKeys);
    if (!subset) continue;
    const inBlock = new Set(block.rows.map(pairKey));
    const have = new Set(subset.rows.map(pairKey));
    const missing = [...inBlock].filter((key) => !have.has(key));
    if (missing.length === 0) continue;
    const taken = new Set(have);
    // of subsets listing the same cards, the tier itself comes first: the one the others are named after ("DPL
    // Base" before "DPL 203rd Decade Die-Cut", whose family is "DPL Base Black", "DPL Base Signatures", …)
    const keys = flat.map((s) => titleKey(s.title));
    const family = new Map(
      roots.map((root) => [root, keys.filter((key) => key.startsWith(`${titleKey(root.title)} `)).length]),
    );
    // then the title nearest the block's ("Signatures 2" before "Aspirations Die-Cut Signatures 2" for "Signatures")
    const titleWords = new Set(titleKey(block.title).split(' '));
    const strange = (s: SectionDraft) =>
      titleKey(s.title)
        .split(' ')
        .filter((w) => !titleWords.has(w)).length;
    const candidates = [...roots].sort((a, b) => family.get(b)! - family.get(a)! || strange(a) - strange(b));
    const parts = candidates.filter((other) => {
      if (other === subset || blockKeys.has(foldedKey(other.title))) return false;
      if (ofKind(other.title) && !ofKind(block.title)) return false;
      const keys = other.rows.map(pairKey);
      if (!keys.every((key) => inBlock.has(key) && !taken.has(key))) return false;
      for (const key of keys) taken.add(key);
      return true;
    });
    if (parts.length === 0 || !missing.every((key) => taken.has(key))) continue;
    const parallelsOf = (title: string) => flat.filter((s) => s.parallelOf === title);
    // a part's parallels: its master parallels, subsets of its very cards no block counts ("Yellow Parallel -
    // Captains" beside "Base Set - Captains"; of no autograph or relic kind the block lacks), and their parallels
    const partParallels = (part: SectionDraft) => {
      const twins = flat.filter(
        (s) =>
          !s.parallelOf &&
          s !== part &&
          !parts.includes(s) &&
          !blockKeys.has(foldedKey(s.title)) &&
          !(ofKind(s.title) && !ofKind(block.title)) &&
          samePairs(part, s),
      );
      const direct = [...parallelsOf(part.title), ...twins];
      return [...new Set([...direct, ...direct.flatMap((s) => parallelsOf(s.title))])];
    };
    // the set's own version of a part's parallel: its parallel of the same words, or a set of the block's cards
    // (or that set's parallel) the blocks count ("Aspirations Die-Cut", 196 cards, for the tier's "DPL Aspirations
    // Die-Cut"; "Aspirations Die-Cut Signatures Gold" for "Aspirations Die-Cut Signatures Gold 2")
    const twinOf = (name: string, self: SectionDraft) =>
      parallelsOf(subset.title).find((p) => parallelWords(p, subset.title) === name) ??
      flat.find(
        (r) =>
          r !== subset &&
          r !== self &&
          !parts.includes(r) &&
          parallelWords(r, subset.title) === name &&
          r.rows.every((row) => inBlock.has(pairKey(row))),
      );
    const joined = new Set<SectionDraft>([subset]);
    for (const part of parts) {
      subset.rows.push(...part.rows);
      for (const parallel of partParallels(part)) {
        if (!flat.includes(parallel)) continue;
        // a part's parallel a block counts on its own ("Bowman Icons Rookies Image Variations", 25 cards) keeps
        // its title and cards: the set's parallel of those cards only
        if (blockKeys.has(foldedKey(parallel.title))) {
          parallel.parallelOf = subset.title;
          parallel.listedRows = true;
          continue;
        }
        const twin = twinOf(parallelWords(parallel, part.title), parallel);
        if (twin) {
          twin.rows.push(...parallel.rows);
          joined.add(twin);
          flat.splice(flat.indexOf(parallel), 1);
        } else {
          parallel.parallelOf = subset.title;
          parallel.listedRows = true;
          parallel.title = titleKey(parallel.title).startsWith(`${titleKey(part.title)} `)
            ? parallel.title.slice(part.title.length).trim()
            : parallel.title;
        }
      }
      flat.splice(flat.indexOf(part), 1);
    }
    // the cards in the block's order (the master lists the parts in its own)
    const order = new Map(block.rows.map((row, i) => [pairKey(row), i]));
    const at = (row: RawCardRow) => order.get(pairKey(row)) ?? order.size;
    for (const section of joined) section.rows.sort((a, b) => at(a) - at(b));
    warnings.push({
      sheet: subset.sheet,
      row: subset.row,
      message: `"${block.title}" (${block.sheet}) lists the master's ${[subset, ...parts].map((s) => `"${s.title}"`).join(', ')} as one set: read as one`,
    });
  }
  namedWithoutParent(flat, blocks, warnings);
}

/**
 * A block the master lists only in tiers named after it ("Gallery Autographs", 179 cards: "Gallery Autographs -
 * Rookies", "… - Veterans", "… - Young Stars"), the tiers holding exactly its cards: the tier listing the block's
 * first card takes the block's title, so that the others join it as parts of one set.
 */
function tierNamedAsBlock(
  block: SectionDraft,
  roots: SectionDraft[],
  flat: SectionDraft[],
  blockKeys: Set<string>,
): SectionDraft | undefined {
  const key = titleKey(block.title);
  const inBlock = new Set(block.rows.map(pairKey));
  // (sets of their own named after it, "Bowman Icons Deco Gold Autographs", list other cards)
  const tiers = roots.filter(
    (s) => titleKey(s.title).startsWith(`${key} `) && s.rows.every((row) => inBlock.has(pairKey(row))),
  );
  const listed = tiers.flatMap((s) => s.rows.map(pairKey));
  const inTiers = new Set(listed);
  if (tiers.length < 2 || inTiers.size !== listed.length) return;
  // a tier the master left out ("Veterans", VA-…) is in no master subset at all, and a card of "no base version"
  // only in the tiers' parallels: the block's rows stand for them
  const tierParallel = (s: SectionDraft) => tiers.some((tier) => s.parallelOf === tier.title);
  const inMaster = new Set(flat.filter((s) => !tierParallel(s)).flatMap((s) => s.rows.map(pairKey)));
  const left = block.rows.filter((row) => !inTiers.has(pairKey(row)));
  if (left.some((row) => inMaster.has(pairKey(row))) || left.length > listed.length) return;
  const first = tiers.find((s) => s.rows.some((row) => pairKey(row) === pairKey(block.rows[0]!)));
  if (!first) return;
  for (const parallel of flat.filter((s) => s.parallelOf === first.title)) {
    parallel.parallelOf = block.title;
    // "Bowman Icons Rookies Image Variations" → "Bowman Icons Image Variations", the other tiers' twin, unless a
    // block counts it under its own title
    if (parallel.title.startsWith(`${first.title} `) && !blockKeys.has(foldedKey(parallel.title)))
      parallel.title = `${block.title}${parallel.title.slice(first.title.length)}`;
  }
  first.title = block.title;
  first.rows.push(...left.map((row) => ({ ...row })));
  return first;
}

/**
 * A block titled as a master parallel without its parent's title ("Aspirations Die-Cut" for the master's "Base
 * Aspirations Die-Cut") names that parallel: it takes the block's title, which its count and parallels refer to.
 */
function namedWithoutParent(flat: SectionDraft[], blocks: SectionDraft[], warnings: ParseWarning[]): void {
  const keys = new Set(flat.map((s) => titleKey(s.title)));
  for (const block of blocks) {
    const key = titleKey(block.title);
    if (block.parallelOf || block.rows.length === 0 || keys.has(key)) continue;
    const named = flat.filter(
      (s) => s.parallelOf && titleKey(s.title) === `${titleKey(s.parallelOf)} ${key}`,
    );
    if (named.length !== 1) continue;
    warnings.push({
      sheet: named[0]!.sheet,
      row: named[0]!.row,
      message: `master parallel "${named[0]!.title}" is the block "${block.title}" (${block.sheet}): read under the block's title`,
    });
    named[0]!.title = block.title;
    keys.add(key);
  }
}
