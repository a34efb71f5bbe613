import { pairKey } from './block-titles';
import type { ParseWarning, SectionDraft } from './parser.types';
import { titleKey } from './series-builder';

/**
 * A master subset the block sheets split into sets of their own ("OCTOber Legends", OL-1…12, where the Autographs
 * sheet counts "OCTOber Legends Autographs", 5 cards, and the Memorabilia sheet "OCTOber Legends Memorabilia", the
 * other 7): two blocks or more, each titled after the subset, no block of the subset's own title, their cards
 * apart and together exactly the subset's. The blocks are the sets; each parallel of the subset becomes one per
 * block ("OCTOber Legends Autographs Black Foil"), with that block's cards and their own print runs.
 */
export function splitSubsetsByBlocks(
  flat: SectionDraft[],
  sectioned: SectionDraft[],
  warnings: ParseWarning[],
): void {
  const masterTitles = new Set(flat.map((s) => titleKey(s.title)));
  const blockTitles = new Set(sectioned.filter((b) => b.rows.length > 0).map((b) => titleKey(b.title)));
  for (const subset of flat.filter((s) => !s.parallelOf && s.rows.length > 0)) {
    const key = titleKey(subset.title);
    if (blockTitles.has(key)) continue;
    const own = new Set(subset.rows.map(pairKey));
    const blocks = sectioned.filter(
      (b) =>
        !b.parallelOf &&
        b.rows.length > 0 &&
        titleKey(b.title).startsWith(`${key} `) &&
        !masterTitles.has(titleKey(b.title)),
    );
    if (blocks.length < 2) continue;
    const keysOf = blocks.map((b) => new Set(b.rows.map(pairKey)));
    const listed = keysOf.flatMap((keys) => [...keys]);
    const apart = new Set(listed).size === listed.length;
    if (!apart || listed.length !== own.size || !listed.every((k) => own.has(k))) continue;
    const parallels = flat.filter((s) => s.parallelOf === subset.title);
    // a parallel's own parallels would lose their parent: such a subset stays whole
    if (parallels.some((p) => flat.some((s) => s.parallelOf === p.title))) continue;
    const words = (parallel: SectionDraft) =>
      titleKey(parallel.title).startsWith(`${key} `)
        ? parallel.title.slice(subset.title.length).trim()
        : parallel.title;
    const parts = blocks.flatMap((block, i) => {
      const mine = keysOf[i]!;
      const set: SectionDraft = {
        ...subset,
        title: block.title,
        rows: subset.rows.filter((row) => mine.has(pairKey(row))),
      };
      const versions = parallels.map((parallel) => ({
        ...parallel,
        title: `${block.title} ${words(parallel)}`,
        parallelOf: block.title,
        rows: parallel.rows.filter((row) => mine.has(pairKey(row))),
      }));
      return [set, ...versions];
    });
    for (const gone of [subset, ...parallels]) flat.splice(flat.indexOf(gone), 1);
    flat.push(...parts);
    warnings.push({
      sheet: subset.sheet,
      row: subset.row,
      message: `master subset "${subset.title}" is split by the blocks ${blocks.map((b) => `"${b.title}" (${b.sheet}, ${b.rows.length} cards)`).join(', ')}: read as their sets, its parallels as theirs`,
    });
  }
}
