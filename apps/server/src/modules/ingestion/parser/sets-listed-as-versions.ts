import { pairKey } from './block-titles';
import type { ParseWarning, RawCardRow, SectionDraft } from './parser.types';
import { titleKey } from './series-builder';

/** A row a block marks as having no base version ("- no base version"): the card exists only in its parallels. */
const noBaseVersion = (row: RawCardRow) => row.extras.some((extra) => /\bno base( version)?\b/i.test(extra));

/**
 * The master's name for a block's set, beside the set's versions ("Future Threads Signatures Black", 31 cards,
 * where the block "Future Threads Signatures" lists 40 with Orange, Red … as its parallel lines): every card of
 * the subset is the block's, and each card of the block it lacks is marked "no base version".
 */
function baseUnderAnotherName(block: SectionDraft, subset: SectionDraft): boolean {
  const own = new Set(subset.rows.map(pairKey));
  const inBlock = new Set(block.rows.map(pairKey));
  const lacking = block.rows.filter((row) => !own.has(pairKey(row)));
  return (
    subset.rows.length > 0 &&
    [...own].every((key) => inBlock.has(key)) &&
    lacking.length > 0 &&
    lacking.every(noBaseVersion)
  );
}

/**
 * A block whose set the master lists only in its versions ("Donruss Threads", 16 cards, with "Blue Hyper", "Neon
 * Green /149" …, where the master has "Donruss Threads Blue Hyper", "Donruss Threads Neon Green" … and no
 * "Donruss Threads"): the block's cards are the set, and those subsets its parallels.
 */
export function setsListedOnlyAsVersions(
  flat: SectionDraft[],
  sectioned: SectionDraft[],
  warnings: ParseWarning[],
): SectionDraft[] {
  const keys = new Set(flat.map((s) => titleKey(s.title)));
  return sectioned.filter((block) => {
    const key = titleKey(block.title);
    if (block.parallelOf || block.rows.length === 0 || block.parallels.length < 2 || keys.has(key))
      return false;
    const lines = new Set(block.parallels.map((line) => titleKey(line.name).split(' ').sort().join(' ')));
    const own = new Set(block.rows.map(pairKey));
    const extending = flat.filter((s) => {
      if (s.parallelOf || !titleKey(s.title).startsWith(`${key} `)) return false;
      return s.rows.filter((row) => own.has(pairKey(row))).length >= 0.8 * s.rows.length;
    });
    const extra = (s: SectionDraft) =>
      titleKey(s.title)
        .slice(key.length + 1)
        .split(' ')
        .sort()
        .join(' ');
    const versions = extending.filter((s) => lines.has(extra(s)));
    // a subset extending the title by words no version has is the set itself ("Rookie Threads (Retail)", "Base
    // Diamond" beside "Pink Diamond - /2"): the blocks name it
    if (versions.length < 2) return false;
    if (versions.length < extending.length) {
      const others = extending.filter((s) => !versions.includes(s));
      if (others.length === 1 && baseUnderAnotherName(block, others[0]!)) {
        warnings.push({
          sheet: others[0]!.sheet,
          row: others[0]!.row,
          message: `master subset "${others[0]!.title}" lists the block "${block.title}" but its cards of no base version, and the master lists its versions: read under the block's title`,
        });
        others[0]!.title = block.title;
        keys.add(key);
      }
      return false;
    }
    keys.add(key);
    warnings.push({
      sheet: block.sheet,
      row: block.row,
      message: `"${block.title}" (${block.rows.length} cards): the master lists only its versions (${versions.length}); read from its own sheet, the versions as its parallels`,
    });
    return true;
  });
}
