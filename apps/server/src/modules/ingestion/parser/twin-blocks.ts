import { pairKey } from './block-titles';
import { AUTO, numbersOf, RELIC } from './master-parallels';
import type { ParseWarning, SectionDraft } from './parser.types';
import { titleKey } from './series-builder';

/**
 * Two blocks of one title on two sheets listing other cards ("City Connect Manufactured Patch Cards": CC- on
 * Inserts, CCA- on Autographs) are two sets: the one on a sheet of autographs or relics its title lacks is named
 * for that kind ("… Autographs"), as the publisher's master names such twins.
 */
export function nameTwinsBySheet(sections: SectionDraft[], warnings: ParseWarning[]): void {
  const kinds = [
    { word: 'Autographs', test: AUTO },
    { word: 'Relics', test: RELIC },
  ];
  const titles = new Set(sections.map((s) => titleKey(s.title)));
  for (const section of sections) {
    if (section.parallelOf || section.rows.length === 0) continue;
    const kind = kinds.find(({ test }) => test.test(section.sheet) && !test.test(section.title));
    const renamed = kind && `${section.title} ${kind.word}`;
    if (!renamed || titles.has(titleKey(renamed))) continue;
    const own = numbersOf(section);
    const twin = sections.some(
      (other) =>
        other !== section &&
        !other.parallelOf &&
        other.sheet !== section.sheet &&
        titleKey(other.title) === titleKey(section.title) &&
        other.rows.length > 0 &&
        other.rows.every((row) => !own.has(row.cardNumber.toLowerCase())),
    );
    if (!twin) continue;
    warnings.push({
      sheet: section.sheet,
      row: section.row,
      message: `"${section.title}" lists other cards on sheet "${section.sheet}" than on another sheet: read as "${renamed}"`,
    });
    section.twinTitle = section.title;
    section.title = renamed;
    titles.add(titleKey(renamed));
  }
}

/**
 * A master subset holding the cards of two twin blocks ("City Connect Manufactured Patch Cards", 49: the 30 CC- of
 * Inserts and the 19 CCA- of Autographs) is split as the blocks are: the cards of the twin named for its sheet's
 * kind make a set of that name.
 */
export function splitSubsetsOfTwins(
  flat: SectionDraft[],
  blocks: SectionDraft[],
  warnings: ParseWarning[],
): void {
  const titles = new Set(flat.map((s) => titleKey(s.title)));
  for (const block of blocks) {
    if (!block.twinTitle || block.parallelOf || titles.has(titleKey(block.title))) continue;
    const subset = flat.find((s) => !s.parallelOf && titleKey(s.title) === titleKey(block.twinTitle!));
    const keys = new Set(block.rows.map(pairKey));
    const moved = subset?.rows.filter((row) => keys.has(pairKey(row))) ?? [];
    if (!subset || moved.length !== keys.size || moved.length === subset.rows.length) continue;
    subset.rows = subset.rows.filter((row) => !moved.includes(row));
    flat.push({ ...subset, title: block.title, rows: moved, parallels: [] });
    titles.add(titleKey(block.title));
    warnings.push({
      sheet: subset.sheet,
      row: subset.row,
      message: `"${subset.title}" holds the cards of two blocks: ${moved.length} read as "${block.title}" (${block.sheet})`,
    });
  }
}
