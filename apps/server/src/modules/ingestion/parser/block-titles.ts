import { editDistance } from '../team-names';
import type { ParseWarning, RawCardRow, SectionDraft } from './parser.types';
import { titleKey } from './series-builder';

/** A title's words, abbreviations, plurals and counts of players folded ("Auto" ~ "Autographs", "Sigs" ~
 * "Signatures", "Herographics 2" ~ "Herographics Duals"). */
const words = (title: string) =>
  new Set(
    titleKey(title)
      .split(' ')
      .filter(Boolean)
      .map((word) =>
        word
          .replace(/^(autos?|autographs?|autographed)$/, 'autograph')
          .replace(/^(sigs?|signatures?)$/, 'signature')
          .replace(/^(2|duals?|doubles?)$/, 'dual')
          .replace(/^(3|triples?)$/, 'triple')
          .replace(/^(4|quads?)$/, 'quad')
          .replace(/(?<=[a-z]{3})s$/, ''),
      ),
  );
/** A title with its words folded as above, in any order: "The Book of Baseball Autos" ~ "… Autographs". */
export const foldedTitle = (title: string) => [...words(title)].sort().join(' ');
export const pairKey = (row: RawCardRow) =>
  `${row.cardNumber.toLowerCase()}|${(row.names[0] ?? '').toLowerCase().split(/\s+/).pop() ?? ''}`;

/** Share of the block's rows (card number and last name) that the master subset lists. */
function overlap(block: SectionDraft, subset: SectionDraft): { ofBlock: number; ofSubset: number } {
  const own = new Set(subset.rows.map(pairKey));
  const shared = new Set(block.rows.map(pairKey).filter((key) => own.has(key))).size;
  return { ofBlock: shared / Math.max(1, block.rows.length), ofSubset: shared / Math.max(1, own.size) };
}

/** One title's words hold the other's ("Flash Forward Autographs" ~ "Flash Forward", "America's Best" ~ "America's Pastime America's Best"). */
function wordsNest(a: Set<string>, b: Set<string>): number | null {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0 || ![...small].every((word) => large.has(word))) return null;
  return large.size - small.size;
}

/** The words two titles spell differently ("Rookie Auotgraphs" / "Rookie Autographs"), or null when not typos. */
function misspelt(a: string, b: string, shortest = 5): [string, string][] | null {
  const [wa, wb] = [titleKey(a).split(' '), titleKey(b).split(' ')];
  if (wa.join('') === wb.join('')) return wa.length === wb.length ? null : [[wa.join(' '), wb.join(' ')]];
  if (wa.length !== wb.length) return null;
  const pairs = wa.flatMap((word, i) => (word === wb[i] ? [] : [[word, wb[i]!] as [string, string]]));
  // a plural is no typo ("Autographs" / "Autograph"): the words of the two titles nest instead
  const typo = ([x, y]: [string, string]) =>
    Math.min(x.length, y.length) >= shortest &&
    !/\d/.test(x + y) &&
    x.replace(/s$/, '') !== y.replace(/s$/, '') &&
    editDistance(x, y, 2) <= 2;
  return pairs.length > 0 && pairs.length <= 2 && pairs.every(typo) ? pairs : null;
}

/** A title worth naming a set by: not shouted in capitals, no print run in it ("Batting Gloves /5"). */
const plainTitle = (title: string) => !/\/\s*\d/.test(title) && title !== title.toUpperCase();

interface Twin {
  subset: SectionDraft;
  /** words one title has beyond the other: the fewer, the nearer */
  extra: number;
  /** the master's spelling of a misspelt title, when it is the one the workbook's other titles use */
  typos: [string, string][] | null;
}

/**
 * The master subset a block section lists under another title: the same cards (at least 80% of each's card
 * numbers and players) under a title whose words hold the other's, or that spells a word or two differently.
 * Unique candidates only.
 */
function masterTwin(block: SectionDraft, candidates: SectionDraft[], alone: () => boolean): Twin | undefined {
  const own = words(block.title);
  // a subset named as the block plus one of its parallel lines ("Rookie Threads Green") is that parallel
  const lines = block.parallels.map((line) => [...words(line.name)].sort().join(' '));
  const namesParallel = (subset: SectionDraft) =>
    lines.includes(
      [...words(subset.title)]
        .filter((word) => !own.has(word))
        .sort()
        .join(' '),
    );
  const scored = candidates.flatMap((subset) => {
    if (namesParallel(subset)) return [];
    const typos = misspelt(block.title, subset.title);
    const nest = typos ? 0 : wordsNest(own, words(subset.title));
    const share = overlap(block, subset);
    if (nest !== null)
      return share.ofBlock >= 0.8 && share.ofSubset >= 0.8 ? [{ subset, extra: nest, typos }] : [];
    // titles that share words but abbreviate others ("Studio Black and White Signatures" / "Studio Black BandW
    // Signatures"): the very same cards, both ways, last of all, and only for a block no other block repeats (a
    // colour block "Majestic Marks Gold" lists the cards of "Majestic Marks" too)
    const shared = [...own].filter((word) => words(subset.title).has(word)).length;
    if (shared < 2 || share.ofBlock < 0.95 || share.ofSubset < 0.95 || !plainTitle(block.title) || !alone())
      return [];
    // short words a letter apart ("Lon Star" / "Lone Star", "Ownn" / "Own") are typos too: the spelling the
    // workbook uses more often wins
    return [{ subset, extra: 100 - shared, typos: misspelt(block.title, subset.title, 1) }];
  });
  scored.sort((a, b) => a.extra - b.extra);
  if (scored.length === 0 || (scored.length > 1 && scored[1]!.extra === scored[0]!.extra)) return undefined;
  return scored[0];
}

/** How often the workbook's titles use a word: the spelling used more often is the right one (the master's on a tie). */
function wordCounts(titles: string[]): (word: string) => number {
  const counts = new Map<string, number>();
  for (const title of titles)
    for (const word of titleKey(title).split(' ')) counts.set(word, (counts.get(word) ?? 0) + 1);
  return (word) => word.split(' ').reduce((n, w) => n + (counts.get(w) ?? 0), 0);
}

/**
 * Which spelling of a misspelt word to keep: the one the workbook's titles use more often; on a tie, not the one
 * with a doubled letter ("Ownn"), else the longer ("Short" over "Shor": letters are dropped more than added), else
 * the master's.
 */
function masterSpellingWins(ours: string, theirs: string, used: (word: string) => number): boolean {
  if (used(theirs) !== used(ours)) return used(theirs) > used(ours);
  const doubled = (word: string) => /(\p{L})\1/u.test(word);
  if (doubled(ours) !== doubled(theirs)) return doubled(ours);
  return theirs.length >= ours.length;
}

/** A master subset takes a block's title; its parallels named after it follow, unless a block of their own
 * names them as they are ("Base America's Pastime Swatches Blue" of "America's Pastime Swatches"). */
function retitle(flat: SectionDraft[], blocks: SectionDraft[], subset: SectionDraft, to: string): void {
  const from = subset.title;
  const blockKeys = new Set(blocks.map((b) => titleKey(b.title)));
  subset.title = to;
  for (const parallel of flat.filter((s) => s.parallelOf === from)) {
    parallel.parallelOf = to;
    if (blockKeys.has(titleKey(parallel.title))) continue;
    if (parallel.title.toLowerCase().startsWith(`${from.toLowerCase()} `))
      parallel.title = `${to}${parallel.title.slice(from.length)}`;
  }
}

/**
 * A master subset listing none of the cards of the block of its very title, but the very cards of one block
 * whose title holds its words, is that block's set: the master's "America's Pastime" (50 autographs) is the
 * block "America's Pastime Autographs", while the block "America's Pastime" lists the master's "Base America's
 * Pastime". It takes the block's title first, so that its namesake block can name its own set.
 */
function retitleMisnamed(flat: SectionDraft[], blocks: SectionDraft[], warnings: ParseWarning[]): void {
  const listed = blocks.filter((b) => !b.parallelOf && b.rows.length > 0);
  const taken = new Set(flat.map((s) => titleKey(s.title)));
  for (const subset of flat.filter((s) => !s.parallelOf && s.rows.length > 0)) {
    const key = titleKey(subset.title);
    const namesake = listed.find((b) => titleKey(b.title) === key);
    if (!namesake) continue;
    const share = overlap(namesake, subset);
    if (share.ofBlock >= 0.2 || share.ofSubset >= 0.2) continue;
    const own = words(subset.title);
    const twins = listed.filter((b) => {
      if (b === namesake || taken.has(titleKey(b.title))) return false;
      const both = overlap(b, subset);
      return wordsNest(own, words(b.title)) !== null && both.ofBlock >= 0.8 && both.ofSubset >= 0.8;
    });
    if (twins.length !== 1) {
      readFromBlockWhenCopied(flat, subset, namesake, warnings);
      continue;
    }
    warnings.push({
      sheet: subset.sheet,
      row: subset.row,
      message: `master subset "${subset.title}" lists none of the cards of its namesake block, but those of "${twins[0]!.title}" (${twins[0]!.sheet}): read under that title`,
    });
    taken.add(titleKey(twins[0]!.title));
    retitle(flat, blocks, subset, twins[0]!.title);
  }
}

/**
 * A master subset repeating another master subset's very cards ("Dawn of Glory Autographs" listing the PCS- cards
 * of "Prime Choice Signatures"), while its namesake block lists cards the master has nowhere (DOGA-…): the master
 * copied the wrong rows under that title; the block's cards are the set's.
 */
function readFromBlockWhenCopied(
  flat: SectionDraft[],
  subset: SectionDraft,
  namesake: SectionDraft,
  warnings: ParseWarning[],
): void {
  const roots = flat.filter((s) => !s.parallelOf && s.rows.length > 0);
  const copied = roots.some((other) => {
    if (other === subset) return false;
    const share = overlap(other, subset);
    return share.ofBlock >= 0.95 && share.ofSubset >= 0.95;
  });
  if (!copied) return;
  const inMaster = new Set(roots.flatMap((s) => s.rows.map(pairKey)));
  const unknown = namesake.rows.filter((row) => !inMaster.has(pairKey(row))).length;
  if (unknown < 0.8 * namesake.rows.length) return;
  warnings.push({
    sheet: subset.sheet,
    row: subset.row,
    message: `master subset "${subset.title}" repeats the cards of another subset; its cards read from the block "${namesake.title}" (${namesake.sheet})`,
  });
  subset.rows = namesake.rows.map((row) => ({ ...row }));
}

/**
 * A master sheet and block sheets describe the same sets: the blocks carry the titles their "N cards" lines
 * count and the parallels, the master the cards. A master subset listing a block's cards under another title
 * ("Flash Forward" for the block "Flash Forward Autographs", "America's Pastime America's Best" for "America's
 * Best") takes the block's title, its master parallels with it; cards the block lists and the master subset
 * does not (a card with "no base version", a row the master left out) are added to it.
 */
export function alignMasterWithBlocks(
  flat: SectionDraft[],
  blocks: SectionDraft[],
  warnings: ParseWarning[],
): void {
  retitleMisnamed(flat, blocks, warnings);
  const masterKeys = new Set(flat.map((s) => titleKey(s.title)));
  const roots = () => flat.filter((s) => !s.parallelOf && s.rows.length > 0);
  const exact = new Set(blocks.map((b) => titleKey(b.title)));
  const claimed = new Map<SectionDraft, { block: SectionDraft; twin: Twin }[]>();
  for (const block of blocks) {
    if (block.parallelOf || block.rows.length === 0 || masterKeys.has(titleKey(block.title))) continue;
    // asked only of a block whose title matches no subset's words (most blocks never need it)
    // (a block extending this one's title, "… Signatures Gold", is its parallel's block, no rival)
    const alone = () =>
      !blocks.some((other) => {
        if (other === block || other.rows.length === 0) return false;
        if (titleKey(other.title).startsWith(`${titleKey(block.title)} `)) return false;
        const share = overlap(block, other);
        return share.ofBlock >= 0.8 && share.ofSubset >= 0.8;
      });
    const twin = masterTwin(
      block,
      roots().filter((s) => !exact.has(titleKey(s.title))),
      alone,
    );
    if (twin) claimed.set(twin.subset, [...(claimed.get(twin.subset) ?? []), { block, twin }]);
  }
  const used = wordCounts([...flat, ...blocks].map((s) => s.title));
  for (const [subset, claims] of claimed) {
    // of blocks claiming one subset, the nearest title ("DK Materials Signatures", not its "… Purple" block), and
    // of those, the one with parallels of its own: a set, where the other lists a parallel ("… Ticket Stub")
    const rank = ({ block, twin }: (typeof claims)[number]) =>
      twin.extra * 2 + (block.parallels.length ? 0 : 1);
    const [first, second] = claims.sort((a, b) => rank(a) - rank(b));
    if (!first || (second && rank(second) === rank(first))) continue;
    const { block, twin } = first;
    // a misspelt block title ("Rookie Auotgraphs") takes the master's spelling: its parallels follow it
    if (twin.typos && twin.typos.every(([ours, theirs]) => masterSpellingWins(ours, theirs, used))) {
      warnings.push({
        sheet: block.sheet,
        row: block.row,
        message: `"${block.title}" read as the master's "${subset.title}" (same cards, misspelt title)`,
      });
      block.title = subset.title;
      continue;
    }
    const [from, to] = [subset.title, block.title];
    // a title shouted in capitals ("CITY CONNECT SWATCH COLLECTION AUTOGRAPH RELIC") never replaces one in words
    if (to === to.toUpperCase() && from !== from.toUpperCase()) continue;
    warnings.push({
      sheet: subset.sheet,
      row: subset.row,
      message: `master subset "${from}" lists the cards of the block "${to}" (${block.sheet}): read under the block's title`,
    });
    retitle(flat, blocks, subset, to);
  }
  const byKey = new Map(roots().map((s) => [titleKey(s.title), s]));
  for (const block of blocks) {
    const subset = byKey.get(titleKey(block.title));
    if (!subset || block.parallelOf || block.rows.length === 0) continue;
    const numbers = new Set(subset.rows.map((row) => row.cardNumber.toLowerCase()));
    // a card the master files under another set of its own is no missing card (a subset named as the set's
    // parallel, "Flawlessly Framed Signatures Emerald", is no other set: a card with "no base version" is there)
    const variant = (s: SectionDraft) => titleKey(s.title).startsWith(`${titleKey(subset.title)} `);
    const elsewhere = new Set(
      roots().flatMap((s) => (s === subset || variant(s) ? [] : s.rows.map(pairKey))),
    );
    // a card the master lists only under the subset's own parallels (its master parallels, or subsets named after
    // it listing mostly its cards) is the subset's, whatever else shares its number and name (a "no base version"
    // card: "Flawless Signatures" #39 sits only in its Emerald, Gold, Platinum)
    const ownPairs = new Set(subset.rows.map(pairKey));
    const parallelOfSubset = (s: SectionDraft) =>
      s.parallelOf === subset.title ||
      (variant(s) && s.rows.filter((row) => ownPairs.has(pairKey(row))).length >= 0.5 * s.rows.length);
    const inOwnParallels = new Set(flat.flatMap((s) => (parallelOfSubset(s) ? s.rows.map(pairKey) : [])));
    const vouched = (row: RawCardRow) => inOwnParallels.has(pairKey(row));
    const missing = block.rows.filter(
      (row) =>
        !row.unnumbered &&
        !numbers.has(row.cardNumber.toLowerCase()) &&
        (vouched(row) || !elsewhere.has(pairKey(row))),
    );
    // a block listing every card of the subset and more is the whole list: the master left some out (cut
    // signatures of people without a club); otherwise only a few cards the master forgot are added, besides those
    // its parallels vouch for
    const blockNumbers = new Set(block.rows.map((row) => row.cardNumber.toLowerCase()));
    const holdsSubset = [...numbers].every((n) => blockNumbers.has(n));
    const unvouched = new Set(
      missing.filter((row) => !vouched(row)).map((row) => row.cardNumber.toLowerCase()),
    );
    const added =
      holdsSubset || unvouched.size <= 0.2 * block.rows.length ? missing : missing.filter(vouched);
    if (added.length === 0) continue;
    const addedNumbers = new Set(added.map((row) => row.cardNumber.toLowerCase()));
    warnings.push({
      sheet: block.sheet,
      row: added[0]!.row,
      message: `"${block.title}": ${addedNumbers.size} card(s) of the block not in the master sheet (${[...addedNumbers].join(', ')}): added`,
    });
    subset.rows.push(...added);
  }
}
