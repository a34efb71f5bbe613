import { pairKey } from './block-titles';
import { colorOf } from './colors';
import type { ParseWarning, RawCardRow, SectionDraft } from './parser.types';
import { foldedKey, titleKey } from './series-builder';

/** Words of an autograph set, and of a relic set: a subset adding one of these kinds is a set of its own. */
export const AUTO = /\b(auto(graph)?s?|autographed|signatures?|signed|ink)\b/i;
export const RELIC = /\b(relics?|memorabilia|materials?|patch(es)?|jerseys?|swatch(es)?)\b/i;
/** Two titles of the same autograph and relic kind. */
export const sameKind = (a: string, b: string) =>
  AUTO.test(a) === AUTO.test(b) && RELIC.test(a) === RELIC.test(b);

/** A section's card numbers, in lower case. */
export const numbersOf = (section: SectionDraft) =>
  new Set(section.rows.map((row) => row.cardNumber.toLowerCase()));
/**
 * A section's (card number, surname) pairs, of the numbered rows that name someone; a surname read loosely (accents,
 * punctuation and a generational suffix aside: "Acuña Jr." and "Acuna" are one).
 */
export function peopleOf(section: SectionDraft): Set<string> {
  const surname = (name: string) =>
    name
      .normalize('NFD')
      .toLowerCase()
      .replace(/[^a-z\s]/g, '')
      .split(/\s+/)
      .filter((word) => word && !/^(jr|sr|ii|iii|iv)$/.test(word))
      .pop() ?? '';
  // (numbers given in sheet order to rows without one say nothing)
  return new Set(
    section.rows.flatMap((row) =>
      row.unnumbered
        ? []
        : row.names
            .map(surname)
            .filter(Boolean)
            .map((name) => `${row.cardNumber.toLowerCase()}|${name}`),
    ),
  );
}

/** The last names on a card, in any order ("Yogi Berra / Bill Dickey" ~ "Bill Dickey / Yogi Berra"). */
const lastNames = (row: RawCardRow) =>
  row.names
    .flatMap((cell) => cell.split(/\s*[/&]\s*/))
    .map((name) => name.toLowerCase().split(/\s+/).pop() ?? '');
const samePlayers = (a: RawCardRow, b: RawCardRow) => {
  const theirs = new Set(lastNames(b));
  return lastNames(a).some((name) => theirs.has(name));
};

/**
 * A master sheet that lists each parallel as a subset of its own ("Aces" and "Aces Mosaic Green", Panini's
 * layout): a subset whose title is another subset's title plus words, holding that subset's card numbers with
 * the same players, is a parallel of it (its cards keep their own print runs). Words that make an autograph or
 * relic set ("Rookies" / "Rookies Signatures", "Signatures" / "Signatures Materials") never make a parallel of a set
 * that is not of that kind.
 */
function listsCardsOf(
  section: SectionDraft,
  parent: SectionDraft,
  anyTitle = false,
  blockRows: RawCardRow[] = [],
): boolean {
  const parentWords = new Set(titleKey(parent.title).split(' '));
  const extra = anyTitle
    ? section.title
    : titleKey(section.title)
        .split(' ')
        .filter((word) => !parentWords.has(word))
        .join(' ');
  // an autograph or relic kind the parent lacks makes a set of its own ("Signatures" / "Signatures Materials")
  if ((AUTO.test(extra) && !AUTO.test(parent.title)) || (RELIC.test(extra) && !RELIC.test(parent.title)))
    return false;
  // the parent's block may list cards its master subset lacks ("no base version"): they are the parent's too
  const parentCards = new Map(
    [...blockRows, ...parent.rows].map((row) => [row.cardNumber.toLowerCase(), row]),
  );
  const own = numbersOf(section);
  const same = section.rows.filter((row) => {
    const twin = parentCards.get(row.cardNumber.toLowerCase());
    return twin && samePlayers(twin, row);
  }).length;
  // some of the parent's master cards, not only cards its block adds ("Base Set - Captains" is no parallel of
  // "Base Set" because the block lists the captains too)
  const masterNumbers = numbersOf(parent);
  const inMaster = section.rows.filter((row) => masterNumbers.has(row.cardNumber.toLowerCase())).length;
  // a parallel may list a card or two its parent lacks ("no base version": Championship 4 cards, parent 3)
  return (
    own.size > 0 &&
    own.size <= parentCards.size + 1 + parentCards.size / 10 &&
    same >= 0.8 * section.rows.length &&
    (inMaster >= 0.25 * section.rows.length || finishOnly(extra))
  );
}

const words = (title: string) => new Set(titleKey(title).split(' '));

/** Finishes parallels are named by besides colours ("Holo", "Prizm", "Refractor"). */
const FINISH =
  /^(holo|foil|prizms?|refractors?|shimmer|sparkle|mosaic|wave|velocity|pulsar|mojo|ice|cracked|vinyl|neon|marble|tag|laundry|and|of|the)$/;

/** Words that only name a colour or finish ("Holo Gold", "Marble Neon"): a parallel's words, never a set's. */
function finishOnly(extra: string): boolean {
  const words = extra.split(' ').filter(Boolean);
  return (
    words.length > 0 &&
    words.some((word) => colorOf(word)) &&
    words.every((word) => colorOf(word) || FINISH.test(word))
  );
}

/**
 * Sets whose every word the subset's title holds, with a colour among its other words, nearest first: "Debut
 * Materials Signature Holo Gold Booklet" names the colour inside "Debut Materials Signature Booklet".
 */
function colourInside(section: SectionDraft, roots: SectionDraft[]): SectionDraft[] {
  const own = titleKey(section.title).split(' ');
  return roots
    .filter((root) => {
      if (root === section || root.parallelOf) return false;
      const theirs = words(root.title);
      if (theirs.size >= own.length || ![...theirs].every((word) => own.includes(word))) return false;
      return finishOnly(own.filter((word) => !theirs.has(word)).join(' '));
    })
    .sort((a, b) => words(b.title).size - words(a.title).size);
}

/**
 * A subset named as a parallel line of a block sheet ("Cracked Ice - /23" under "Season Ticket") that lists the
 * cards of the master subset of that block ("Base Season Ticket"): a parallel of it, though no prefix says so.
 */
function declaredParent(
  section: SectionDraft,
  roots: SectionDraft[],
  blocks: SectionDraft[],
): SectionDraft | undefined {
  const own = words(section.title);
  for (const block of blocks) {
    const blockKey = titleKey(block.title);
    if (!blockKey) continue;
    const named = block.parallels.some((line) => {
      const lineWords = words(line.name);
      return lineWords.size === own.size && [...own].every((word) => lineWords.has(word));
    });
    if (!named) continue;
    const parent = roots.find((root) => {
      const rootKey = titleKey(root.title);
      return (
        root !== section &&
        !root.parallelOf &&
        (rootKey === blockKey || ` ${rootKey} `.includes(` ${blockKey} `)) &&
        listsCardsOf(section, root, true)
      );
    });
    if (parent) return parent;
  }
  return undefined;
}

/**
 * A block counting another master set whose words the subset's title adds to its parent's (no parallel of the
 * parent), holding every card of the subset beside cards of its own, though not the parent's cards ("Variations", 38 cards, listing the master's "Variations" 28 and "Retro 1987 Variations" 10):
 * the subset is a part of that set, not a parallel of the set it draws its cards from.
 */
function partOfAnotherSet(
  section: SectionDraft,
  parent: SectionDraft,
  blocks: SectionDraft[],
  byFolded: Map<string, SectionDraft>,
): boolean {
  const keys = section.rows.map(pairKey);
  const own = words(section.title);
  return blocks.some((block) => {
    const set = byFolded.get(foldedKey(block.title));
    if (!set || set === parent || set === section || block.rows.length <= keys.length) return false;
    // a set the subset's title names ("Variations" in "Retro 1987 Variations"), not one of the parent's own
    // parallels ("X-Factor Signatures Tri-Color" beside its "… Holo")
    const setWords = words(set.title);
    const parentWords = words(parent.title);
    if (![...setWords].every((word) => own.has(word))) return false;
    // or the set's title and a part number ("Rookie Ticket Variation A 2" of "… Variation A")
    const numberedPart = [...own].every((word) => setWords.has(word) || /^\d+$/.test(word));
    if (!numberedPart) {
      if (![...own].every((word) => setWords.has(word) || parentWords.has(word))) return false;
      // the parent and the set name different things ("Retro 1987", "Variations"): "Rookie Playoff Ticket Variation
      // A" shares "Rookie Ticket" with both and is a colour of one of them
      if ([...parentWords].some((word) => setWords.has(word))) return false;
    }
    const listed = new Set(block.rows.map(pairKey));
    return keys.every((key) => listed.has(key)) && !parent.rows.every((row) => listed.has(pairKey(row)));
  });
}

export function masterSubsetParallels(
  flat: SectionDraft[],
  blocks: SectionDraft[],
  warnings: ParseWarning[],
): void {
  const roots = flat.filter((s) => !s.parallelOf && s.rows.length > 0);
  const byKey = new Map(roots.map((s) => [titleKey(s.title), s]));

  // a block that lists parallels of its own counts a set, not a parallel ("Game Gear Materials Duals", with its
  // Gold Holo and Green, beside "Game Gear Materials")
  // (plurals folded: the block "Rookie Ticket Variations A" counts the master's "Rookie Ticket Variation A")
  const byFolded = new Map(roots.map((s) => [foldedKey(s.title), s]));
  const setsWithParallels = new Set(
    blocks.filter((b) => b.rows.length > 0 && b.parallels.length > 0).map((b) => foldedKey(b.title)),
  );
  const blockRows = new Map(blocks.map((b) => [titleKey(b.title), b.rows]));
  // shorter titles first, so that a parallel's parent is always a set of its own
  const ordered = [...roots].sort((a, b) => titleKey(a.title).length - titleKey(b.title).length);
  for (const section of ordered) {
    if (setsWithParallels.has(foldedKey(section.title))) continue;
    const words = titleKey(section.title).split(' ');
    // the nearest parent first ("Game Gear Materials Duals Green" of "… Duals", not of "Game Gear Materials")
    const candidates = words
      .slice(1)
      .map((_, i) => byKey.get(words.slice(0, i + 1).join(' ')))
      .filter((s): s is SectionDraft => !!s && !s.parallelOf)
      .reverse();
    const parent =
      [...candidates, ...colourInside(section, roots)].find((candidate) =>
        listsCardsOf(section, candidate, false, blockRows.get(titleKey(candidate.title))),
      ) ?? declaredParent(section, roots, blocks);
    if (!parent || partOfAnotherSet(section, parent, blocks, byFolded)) continue;
    section.parallelOf = parent.title;
    section.listedRows = true;
    warnings.push({
      sheet: section.sheet,
      row: section.row,
      message: `subset "${section.title}" lists the cards of "${parent.title}": read as its parallel`,
    });
  }
  // a parent found by its declared lines may itself have become a parallel later: hang on to its own parent
  const byTitle = new Map(roots.map((s) => [s.title, s]));
  for (const section of roots) {
    const parent = section.parallelOf ? byTitle.get(section.parallelOf) : undefined;
    if (parent?.parallelOf) section.parallelOf = parent.parallelOf;
  }
}

/**
 * A subset no block sheet counts as a set of its own, listing the very cards of a set a block does count (the
 * same numbers and players, both ways), is that set's parallel whatever its title ("Holo Orange (Hanger)" beside
 * "Base" when the block writes "Orange Holo - (hanger boxes)"; "Blue Velocity" beside "Base").
 */
export function sameCardsParallels(
  flat: SectionDraft[],
  blocks: SectionDraft[],
  warnings: ParseWarning[],
): void {
  const roots = flat.filter((s) => !s.parallelOf && s.rows.length > 0);
  const counted = new Set(blocks.filter((b) => b.rows.length > 0).map((b) => titleKey(b.title)));
  if (counted.size === 0) return;
  const sets = roots.filter((s) => !s.parallelOf && counted.has(titleKey(s.title)));
  for (const section of roots) {
    if (section.parallelOf || counted.has(titleKey(section.title))) continue;
    const parents = sets.filter(
      (set) =>
        set !== section &&
        !set.parallelOf &&
        listsCardsOf(section, set, true) &&
        listsCardsOf(set, section, true) &&
        numbersOf(section).size >= 0.95 * numbersOf(set).size,
    );
    if (parents.length !== 1) continue;
    // cards another block lists as part of its set ("Rookies - #201-280" of "Base Set") are that set's part
    const keys = section.rows.map(pairKey);
    const partOf = blocks.find((block) => {
      if (block.rows.length === 0 || titleKey(block.title) === titleKey(parents[0]!.title)) return false;
      const listed = new Set(block.rows.map(pairKey));
      return keys.every((key) => listed.has(key));
    });
    if (partOf) continue;
    section.parallelOf = parents[0]!.title;
    section.listedRows = true;
    warnings.push({
      sheet: section.sheet,
      row: section.row,
      message: `subset "${section.title}" lists the very cards of "${parents[0]!.title}", and no block counts it as a set: read as its parallel`,
    });
  }
}
